import Foundation
import IntentSchema
import Suggester

/// `intentctl suggest QUERY` and `intentctl suggest --stdin`
enum SuggestCommand: Command {
    static let spec = CommandSpec(
        path: ["suggest"], summary: "Suggest airports and cities for what a traveller types.",
        usage:
            "suggest QUERY [--limit N] [--near LAT,LON] [--country CC] [--kind city|airport] [--explain] [--json] | suggest --stdin",
        flags: [
            CommonOptions.json, (name: "explain", help: "Show why each result ranked where it did."),
            (name: "stdin", help: "Read one query per line; write one result line per query, flushed (a coprocess)."),
        ],
        options: [
            (name: "limit", value: "N", help: "At most N suggestions, 1 to 100 (default 10)."),
            (name: "near", value: "LAT,LON", help: "For an empty query, the nearest airports with scheduled service."),
            (name: "country", value: "CC", help: "Only places in this country (ISO code, e.g. GB)."),
            (name: "kind", value: "KIND", help: "Only city groups (city) or airports (airport)."),
            CommonOptions.data,
        ],
        positionals: 0...1,
        discussion: """
            With --stdin, each input line gets exactly one output line: a JSON array with --json, otherwise the
            codes separated by spaces (an empty line when nothing matches). Over-long, binary or control-character
            lines are cut and cleaned, never fatal.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let stdin = arguments.has("stdin")
        if stdin == !arguments.positionals.isEmpty {
            throw ParsedArguments.usage(
                stdin ? "--stdin takes no QUERY" : "missing QUERY (use \"\" for the top places)", spec: spec)
        }
        var template = SuggestionQuery("", limit: try arguments.integer("limit", default: 10, in: 1...100, spec: spec))
        template.explain = arguments.has("explain")
        if let country = arguments[option: "country"] {
            guard country.utf8.count == 2, country.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw ParsedArguments.usage("--country takes a two-letter ISO code such as GB", spec: spec)
            }
            template.countryCode = country.uppercased()
        }
        if let kind = arguments[option: "kind"] {
            guard let parsed = PlaceKind(rawValue: kind) else {
                throw ParsedArguments.usage("--kind is city or airport", spec: spec)
            }
            template.kinds = [parsed]
        }
        if let near = arguments[option: "near"] {
            let parts = near.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let latitude = parts[0], let longitude = parts[1], (-90...90).contains(latitude),
                (-180...180).contains(longitude)
            else { throw ParsedArguments.usage("--near takes LAT,LON in degrees, e.g. 51.5,-0.12", spec: spec) }
            template.near = (latitude, longitude)
        }
        let index = try OptionProviders.airportIndex(arguments, context: context)
        let json = arguments.has("json")
        if !stdin {
            var query = template
            query.text = arguments.positionals[0]
            let results = index.suggest(query)
            if json {
                Console.json(results)
            } else {
                Console.out(table(results, explain: template.explain))
                if results.isEmpty {
                    Console.error("no match for \(JSONWriter.quoted(TextSanitizer.truncated(query.text, to: 60)))")
                }
            }
            return .success
        }
        var reader = LineReader(descriptor: STDIN_FILENO, maximumLength: 4096)
        while let line = reader.next() {
            var query = template
            query.text = line
            let results = index.suggest(query)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let data = (try? encoder.encode(results)) ?? Data("[]".utf8)
                Console.out(String(decoding: data, as: UTF8.self))
            } else {
                Console.out(results.map(\.code).joined(separator: " "))
            }
        }
        return .success
    }

    /// A table for people: code, kind, name, city and country, and the explanation when asked.
    static func table(_ results: [Suggestion], explain: Bool) -> String {
        results.map { suggestion in
            var line = "\(suggestion.code)  \(suggestion.kind == .city ? "city   " : "airport")  "
            if suggestion.kind == .city {
                line +=
                    "\(suggestion.name), all airports (\((suggestion.airports ?? []).map(\.code).joined(separator: " ")))"
            } else {
                line += "\(suggestion.name), \(suggestion.city)"
            }
            line = TextSanitizer.printable(line + ", \(suggestion.country)")
            if explain, let explanation = suggestion.explanation {
                line += "\n      " + TextSanitizer.printable(explanation)
            }
            return line
        }.joined(separator: "\n")
    }
}
