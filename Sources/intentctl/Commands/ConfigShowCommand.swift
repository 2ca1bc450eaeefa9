import IntentSchema

/// `intentctl config show NAME`
enum ConfigShowCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "show"], summary: "Show a stored configuration.",
        usage: "config show NAME [--store DIR] [--json]", flags: [CommonOptions.json],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data,
            (name: "locale", value: "TAG", help: "Show titles in this locale."),
        ],
        positionals: 1...1,
        discussion:
            "Exits 1 when the stored configuration no longer validates (it needs reconfiguration), 66 when there is none."
    )

    struct Report: Encodable {
        var name: String
        var status: StoreEntry.Status
        var schema: String?
        var version: Int?
        var values: [String: String]?
        var diagnostics: [Diagnostic]
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let store = try context.store(arguments)
        let catalog = try context.catalog(arguments)
        guard store.contains(name) else {
            throw CommandFailure(.noInput, IntentSchemaError.notFound(name: name.rawValue).description)
        }
        let entry = store.inspect("\(name).json", catalog: catalog)
        if arguments.has("json") {
            Console.json(
                Report(
                    name: name.rawValue, status: entry.status, schema: entry.schemaID, version: entry.schemaVersion,
                    values: entry.configuration?.values.mapValues(\.description), diagnostics: entry.diagnostics))
        } else if let configuration = entry.configuration {
            let header = "\(name) (\(configuration.schemaID) version \(configuration.schemaVersion))"
            Console.out(
                ([header]
                    + ConfigurationPresenter(catalog: catalog).lines(
                        for: configuration, locale: arguments[option: "locale"])).joined(separator: "\n"))
        } else {
            context.report(entry.diagnostics)
            Console.out("\(name): \(entry.status.rawValue.replacingOccurrences(of: "-", with: " "))")
        }
        return entry.status == .valid ? .success : .invalid
    }
}
