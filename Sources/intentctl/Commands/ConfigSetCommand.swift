import IntentSchema

/// `intentctl config set NAME KEY=VALUE...`
enum ConfigSetCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "set"], summary: "Create or update a stored configuration.",
        usage: "config set NAME KEY=VALUE... [--store DIR] [--json]", flags: [CommonOptions.json],
        options: [CommonOptions.store, CommonOptions.schema, CommonOptions.data], positionals: 2...Int.max,
        discussion: """
            KEY= (empty) removes a value. The result is validated first; an invalid configuration is not written.
            A new configuration needs a schema: the bundled one, or --schema FILE.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        var assignments: [ConfigurationAssignment] = []
        for argument in arguments.positionals.dropFirst() {
            guard let assignment = ConfigurationAssignment(parsing: argument) else {
                throw ParsedArguments.usage(
                    "expected KEY=VALUE, got '\(TextSanitizer.printable(TextSanitizer.truncated(argument, to: 60)))'",
                    spec: spec)
            }
            assignments.append(assignment)
        }
        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        var outcome: ValidationResult?
        var failure: CommandFailure?
        do throws(IntentSchemaError) {
            try store.update(name) { current in
                var base: [JSONMember] = []
                var schema = try? context.schema(nil, in: catalog)
                if let current {
                    guard let stored = catalog.storedDocument(current) else {
                        failure = CommandFailure(
                            .invalid, "the stored configuration '\(name)' is corrupt; replace it with 'config save'")
                        return nil
                    }
                    schema = stored.schema ?? schema
                    base = stored.values
                }
                guard let schema else {
                    failure = CommandFailure(.usage, "several schemas are bundled; pass --schema FILE")
                    return nil
                }
                let result = catalog.validator(for: schema).validate(applying: assignments, to: base)
                outcome = result
                guard let configuration = result.configuration else { return nil }
                return ConfigurationPresenter(catalog: catalog).document(for: configuration)
            }
        } catch {
            throw CommandFailure(error)
        }
        if let failure { throw failure }
        guard let outcome else { return .invalid }
        return ConfigSaveCommand.finish(outcome, name: name, catalog: catalog, arguments: arguments, context: context)
    }
}
