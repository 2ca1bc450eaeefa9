import ConfigurationStore
import DocumentFormats
import FileAccess
import IntentSchema
import Suggester

/// `intentctl configure [NAME]`
enum ConfigureCommand: Command {
    static let noInput = FlagOption(
        "no-input", help: "Ask nothing: keep existing values and defaults, or fail naming what is missing.")
    static let locale = ValueOption("locale", value: "TAG", help: "Ask in this locale (default: en).")
    static let recommendation = ValueOption<Int?>(
        "from", value: "N",
        help:
            "Start from the schema's recommended configuration N ('schema show' lists them) rather than the stored one.",
        kind: .wholeNumber(in: 1...1_000))

    static let spec = CommandSpec(
        path: ["configure"], summary: "Configure a widget interactively, in a terminal or one answer per line.",
        arguments: "[NAME]",
        flags: [noInput, CommonOptions.replaceForeign],
        options: [
            locale, recommendation, CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index,
            CommonOptions.lockTimeout,
        ],
        positionals: 0...1,
        discussion: """
            NAME defaults to "default". Editing an existing configuration starts from its values; Enter keeps them.
            In a terminal, the list refreshes as you type: arrows move, Enter picks, Esc clears the search, Ctrl-C
            cancels. Nothing is highlighted until you type or move, so Enter on an empty search keeps the value.
            Otherwise one answer per line is read from stdin (a number, a case, a code in any case, or a search; a
            search with one result takes it), and a summary is confirmed with y or n. A parameter that takes several
            values is asked one value at a time in a terminal (Backspace on an empty search takes the last back,
            Enter on an empty search finishes), or as one line separated by commas. Cancelling stores nothing and
            exits 130; input that ends early exits 1. NO_COLOR is respected. --from N starts from the schema's
            recommended configuration N instead (with --no-input, it is saved as it is).
            """, completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals.first ?? "default")
        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        let existing = try context.existingEntry(
            name, in: store, catalog: catalog, replacing: true, arguments: arguments)
        let schema: WidgetSchema
        if let known = existing?.schema {
            schema = known
        } else {
            schema = try context.schema(nil, in: catalog)
        }
        var startingValues = existing?.typedValues ?? [:]
        if let number = arguments[recommendation] {
            guard number <= schema.recommendations.count else {
                throw arguments.usage(
                    schema.recommendations.isEmpty
                        ? "--from \(number): the schema \(schema.id) recommends no configuration"
                        : "--from \(number): the schema \(schema.id) recommends \(schema.recommendations.count) (1 to \(schema.recommendations.count))"
                )
            }
            startingValues = schema.recommendations[number - 1].values
        }
        var session = ConfigurationSession(
            schema: schema, providers: catalog.providers, existing: startingValues, locale: arguments[locale])
        if arguments[noInput] {
            try answerWithoutAsking(&session, locale: arguments[locale])
        } else {
            try ask(&session, name: name, catalog: catalog, store: store, context: context)
        }
        let result: ValidationResult
        do throws(ConfigurationStoreError) {
            result = try store.save(
                session.result(), as: name, checkingWith: catalog,
                replacingForeign: arguments[CommonOptions.replaceForeign])
        } catch {
            throw CommandFailure(error)
        }
        return ConfigurationPresenter(catalog: catalog).reportSave(result, name: name, json: false, context: context)
    }

    /// Keeps existing values and defaults, or fails naming what is missing.
    static func answerWithoutAsking(_ session: inout ConfigurationSession, locale: String?) throws(CommandFailure) {
        let missing = session.missingValues()
        guard missing.isEmpty else {
            let names = missing.map { "\($0.id) (\($0.title.resolved(for: locale)))" }
            throw CommandFailure(
                .invalid, "--no-input: no value for \(Spelling.list(names)); pass them with 'config set'")
        }
        while let question = session.nextQuestion() { session.answer(question.parameter, with: nil) }
    }

    /// Asks every question, in a terminal or one answer per line, then confirms the summary.
    static func ask(
        _ session: inout ConfigurationSession, name: ConfigurationName, catalog: SchemaCatalog,
        store: ConfigurationStore, context: Context
    ) throws(CommandFailure) {
        var prompter: any Prompter
        if Terminal.isInteractive(context), let terminal = Terminal(context) {
            prompter = TerminalPrompter(
                terminal: terminal, recentOptionIDs: recentOptionIDs(in: store, catalog: catalog),
                language: session.locale.flatMap(SuggestionQuery.language(ofLocale:)))
        } else {
            prompter = LinePrompter(context: context)
        }
        defer { prompter.finish() }
        while let question = session.nextQuestion() {
            switch prompter.ask(question, in: session) {
            case .answered(let value): session.answer(question.parameter, with: value)
            case .cancelled: throw cancelled
            case .ended:
                throw CommandFailure(
                    .invalid,
                    "input ended before \(JSONWriter.quoted(question.parameter.id)) was answered; nothing was saved")
            }
        }
        guard let configuration = session.result().configuration else { return }
        let summary = ["", "\(name):"] + ConfigurationPresenter(catalog: catalog).lines(for: configuration)
        switch prompter.confirm(summary: summary, name: name.rawValue) {
        case .answered: break
        case .cancelled: throw cancelled
        case .ended: throw CommandFailure(.invalid, "input ended before the summary was confirmed; nothing was saved")
        }
    }

    /// The option ids the stored configurations hold, by provider, from the configuration saved
    /// last: what this person chose before. Unreadable entries are passed over.
    static func recentOptionIDs(in store: ConfigurationStore, catalog: SchemaCatalog) -> [String: [String]] {
        let entries = ((try? store.list(checkingWith: catalog)) ?? []).map { entry in
            (entry, FileSystem.modificationTime("\(store.directory)/\(entry.fileName)") ?? 0)
        }
        var result: [String: [String]] = [:]
        for (entry, _) in entries.sorted(by: { $0.1 > $1.1 }) {
            guard let schema = entry.schema else { continue }
            for parameter in schema.parameters {
                guard case .dynamic(let options) = parameter.kind,
                    case .string(let id) = entry.typedValues[parameter.id],
                    result[options.provider]?.contains(id) != true
                else { continue }
                result[options.provider, default: []].append(id)
            }
        }
        return result
    }

    static let cancelled = CommandFailure(.cancelled, "cancelled; nothing was saved")
}
