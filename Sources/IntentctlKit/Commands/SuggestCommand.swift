import DocumentFormats
import IntentSchema
import IntentctlService
import Suggester

/// `intentctl suggest QUERY` and `intentctl suggest --stdin`
enum SuggestCommand: Command {
    static let explain = FlagOption("explain", help: "Show why each result ranked where it did.")
    static let stdin = FlagOption(
        "stdin", help: "Read one query per line; write one result line per query, flushed (a coprocess).")
    static let limit = ValueOption("limit", value: "N", help: "At most N suggestions, 1 to 100 (default 10).")
    static let near = ValueOption(
        "near", value: "LAT,LON",
        help: "Favour places near here among comparable matches; for an empty query, the nearest places.")
    static let country = ValueOption("country", value: "CC", help: "Only places in this country (ISO code, e.g. GB).")
    static let kind = ValueOption<String?>(
        "kind", value: "KIND",
        help: "Only city groups (city), airports (airport) or towns without an airport of their own (town).",
        kind: .choice(PlaceKind.allCases.map(\.rawValue)))
    static let all = FlagOption(
        "all",
        help:
            "Also heliports, seaplane bases and airfields without scheduled service (shown by default only for their exact code)."
    )
    static let locale = ValueOption(
        "locale", value: "LANG", help: "Show city and country names in this language where known (it, es, fr, de, ...)."
    )

    static let spec = CommandSpec(
        path: ["suggest"], summary: "Suggest airports and cities for what a traveller types.",
        arguments: "(QUERY | --stdin)",
        flags: [CommonOptions.json, explain, stdin, all],
        options: [limit, near, country, kind, locale, CommonOptions.data, CommonOptions.index],
        alternatives: [["data", "index"]],
        positionals: 0...1,
        discussion: """
            With --stdin, each input line gets exactly one output line: a JSON array with --json, otherwise the
            codes separated by spaces (an empty line when nothing matches). Over-long, binary or control-character
            lines are cut and cleaned, never fatal. Each answer is written before intentctl waits for the next
            line, so it can run as a coprocess.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let fromStdin = arguments[stdin]
        if fromStdin == !arguments.positionals.isEmpty {
            throw arguments.usage(fromStdin ? "--stdin takes no QUERY" : "missing QUERY (use \"\" for the top places)")
        }
        if fromStdin, arguments[CommonOptions.data] == "-" {
            throw arguments.usage("--stdin reads the queries from standard input, so --data cannot read it too")
        }
        var template: SuggestionQuery
        do throws(SuggesterError) {
            template = try SuggestionQuery(
                text: "", limit: arguments[limit], country: arguments[country], kind: arguments[kind],
                near: arguments[near], locale: arguments[locale])
        } catch {
            throw arguments.usage("--\(error.description)")
        }
        template.explain = arguments[explain]
        template.includesAllPlaces = arguments[all]
        let index = try OptionProviders.airportIndex(arguments, context: context)
        do throws(SuggesterError) {
            try index.checkCountry(of: template)
        } catch {
            throw arguments.usage("--\(error.description)")
        }
        let json = arguments[CommonOptions.json]
        guard fromStdin else {
            var query = template
            query.text = arguments.positionals[0]
            let results = index.suggest(query)
            if json {
                var writer = JSONWriter()
                SuggestionPresenter.write(results, to: &writer)
                context.console.out(writer.text)
            } else {
                context.console.out(
                    SuggestionPresenter.table(results, explain: template.explain, language: template.language))
                if results.isEmpty {
                    context.console.error(
                        "no match for \(JSONWriter.quoted(TextSanitizer.truncated(query.text, to: 60)))")
                }
            }
            return .success
        }
        // One searcher and one output buffer for every line. Answers are held back only while the
        // next question is already read, so a coprocess gets each answer before it must ask again,
        // and a file of queries is answered in a few large writes.
        let searcher = index.makeSearcher()
        var reader = LineReader(context.input, maximumLength: 4096)
        var writer = JSONWriter(style: .compact)
        var output: [UInt8] = []
        while context.console.isOutputOpen, let line = reader.next() {
            var query = template
            query.text = line
            let results = searcher.suggestions(for: query)
            if json {
                writer.removeAll()
                SuggestionPresenter.write(results, to: &writer)
                output.append(contentsOf: writer.bytes)
            } else {
                for (position, result) in results.enumerated() {
                    if position > 0 { output.append(UInt8(ascii: " ")) }
                    output.append(contentsOf: result.code.utf8)
                }
            }
            output.append(UInt8(ascii: "\n"))
            if output.count >= 65_536 || !reader.hasBufferedLine {
                context.console.writeOutput(bytes: output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if !output.isEmpty { context.console.writeOutput(bytes: output) }
        return .success
    }
}
