import Foundation
import IntentSchema

/// `intentctl configure [NAME]`
enum ConfigureCommand: Command {
    static let spec = CommandSpec(
        path: ["configure"], summary: "Configure a widget interactively, in a terminal or one answer per line.",
        usage: "configure [NAME] [--no-input] [--locale TAG] [--store DIR] [--schema FILE]",
        flags: [
            (name: "no-input", help: "Ask nothing: keep existing values and defaults, or fail naming what is missing.")
        ],
        options: [
            (name: "locale", value: "TAG", help: "Ask in this locale (default: en)."), CommonOptions.store,
            CommonOptions.schema,
            CommonOptions.data,
        ],
        positionals: 0...1,
        discussion: """
            NAME defaults to "default". Editing an existing configuration starts from its values; Enter keeps them.
            In a terminal, the list refreshes as you type: arrows move, Enter picks, Esc or Ctrl-C cancels. Otherwise
            one answer per line is read from stdin (a number, a case, a code, or a search), and a summary is confirmed
            with y or n. Cancelling stores nothing and exits 130; input that ends early exits 1. NO_COLOR is respected.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals.first ?? "default")
        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        var schema = try context.schema(nil, in: catalog)
        var existing: [String: ParameterValue] = [:]
        if store.contains(name) {
            let bytes: [UInt8]
            do throws(IntentSchemaError) { bytes = try store.read(name) } catch { throw CommandFailure(error) }
            if let stored = catalog.storedDocument(bytes) {
                schema = stored.schema ?? schema
                for member in stored.values { existing[member.key] = ParameterValue(node: member.value) }
            }
        }
        var session = ConfigurationSession(
            schema: schema, providers: catalog.providers, existing: existing, locale: arguments[option: "locale"])

        if arguments.has("no-input") {
            let missing = session.missingValues()
            guard missing.isEmpty else {
                let names = missing.map { "\($0.id) (\($0.title.resolved(for: arguments[option: "locale"])))" }
                throw CommandFailure(
                    .invalid, "--no-input: no value for \(names.joined(separator: ", ")); pass them with 'config set'")
            }
            while let question = session.nextQuestion() { session.answer(question.parameter, with: nil) }
        } else {
            var prompter: any Prompter
            if Terminal.isInteractive(environment: context.environment),
                let terminal = Terminal(environment: context.environment)
            {
                prompter = TerminalPrompter(terminal: terminal)
            } else {
                prompter = LinePrompter()
            }
            defer { prompter.finish() }
            while let question = session.nextQuestion() {
                switch prompter.ask(question, in: session) {
                case .answered(let value): session.answer(question.parameter, with: value)
                case .cancelled: throw cancelled()
                case .ended: throw ended(at: question)
                }
            }
            if let configuration = session.result().configuration {
                let summary = ["", "\(name):"] + ConfigurationPresenter(catalog: catalog).lines(for: configuration)
                switch prompter.confirm(summary: summary, name: name.rawValue) {
                case .answered: break
                case .cancelled: throw cancelled()
                case .ended:
                    throw CommandFailure(.invalid, "input ended before the summary was confirmed; nothing was saved")
                }
            }
        }
        return try ConfigSaveCommand.save(
            session.result(), as: name, in: store, catalog: catalog, arguments: arguments, context: context)
    }

    static func cancelled() -> CommandFailure {
        CommandFailure(.cancelled, "cancelled; nothing was saved")
    }

    static func ended(at question: ConfigurationQuestion) -> CommandFailure {
        CommandFailure(
            .invalid, "input ended before \(JSONWriter.quoted(question.parameter.id)) was answered; nothing was saved")
    }
}
