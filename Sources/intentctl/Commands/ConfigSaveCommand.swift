import IntentSchema

/// `intentctl config save NAME FILE|-`
enum ConfigSaveCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "save"], summary: "Store a configuration document under a name.",
        usage: "config save NAME FILE|- [--store DIR] [--json]", flags: [CommonOptions.json],
        options: [CommonOptions.store, CommonOptions.schema, CommonOptions.data], positionals: 2...2,
        discussion:
            "The document is validated first and stored with its defaults filled in; an invalid one is not written.")

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let file = arguments.positionals[1]
        let catalog = try context.catalog(arguments)
        let bytes = try context.readInput(file, limit: ConfigurationValidator.maximumSize)
        let result = catalog.validate(bytes, file: file == "-" ? "<stdin>" : file)
        return try save(
            result, as: name, in: try context.store(arguments), catalog: catalog, arguments: arguments, context: context
        )
    }

    /// Stores a valid configuration atomically, then reports the outcome with ``finish(_:name:catalog:arguments:context:)``;
    /// an invalid one is not written.
    static func save(
        _ result: ValidationResult, as name: ConfigurationName, in store: ConfigurationStore, catalog: SchemaCatalog,
        arguments: ParsedArguments, context: Context
    ) throws(CommandFailure) -> ExitCode {
        if let configuration = result.configuration {
            do throws(IntentSchemaError) {
                try store.update(name) { _ in ConfigurationPresenter(catalog: catalog).document(for: configuration) }
            } catch {
                throw CommandFailure(error)
            }
        }
        return finish(result, name: name, catalog: catalog, arguments: arguments, context: context)
    }

    /// Reports the outcome of a write: diagnostics to stderr, the stored configuration to stdout.
    static func finish(
        _ result: ValidationResult, name: ConfigurationName, catalog: SchemaCatalog, arguments: ParsedArguments,
        context: Context
    ) -> ExitCode {
        context.report(result.diagnostics)
        guard let configuration = result.configuration else {
            Console.error("intentctl: '\(name)' was not saved: the configuration is invalid")
            return .invalid
        }
        let presenter = ConfigurationPresenter(catalog: catalog)
        if arguments.has("json") {
            Console.out(String(decoding: presenter.document(for: configuration), as: UTF8.self))
        } else {
            Console.out((["saved \(name)"] + presenter.lines(for: configuration)).joined(separator: "\n"))
        }
        return .success
    }
}
