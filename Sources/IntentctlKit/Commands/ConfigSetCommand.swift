import IntentSchema

/// `intentctl config set NAME KEY=VALUE...`
enum ConfigSetCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "set"], summary: "Create or update a stored configuration.",
        arguments: "NAME KEY=VALUE...",
        flags: [CommonOptions.json, CommonOptions.replaceForeign],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index,
            CommonOptions.lockTimeout,
        ],
        positionals: 2...Int.max,
        discussion: """
            KEY= (empty) removes a value. The result is validated first; an invalid configuration is not written.
            A new configuration needs a schema: the bundled one, or --schema FILE.
            """, completes: .assignments)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        var assignments: [ConfigurationAssignment] = []
        for argument in arguments.positionals.dropFirst() {
            guard let assignment = ConfigurationAssignment(parsing: argument) else {
                throw arguments.usage(
                    "expected KEY=VALUE, got '\(TextSanitizer.printable(TextSanitizer.truncated(argument, to: 60)))'")
            }
            assignments.append(assignment)
        }
        let catalog = try context.catalog(arguments)
        let store = try context.store(arguments)
        let newSchema = try? context.schema(nil, in: catalog)
        // Check the assignments themselves before taking the lock, so that a bad edit fails without
        // holding up other writers; the validation under the lock is then quick.
        let current = try context.existingEntry(
            name, in: store, catalog: catalog, replacing: true, arguments: arguments)
        if let schema = current?.schema ?? newSchema {
            let checked = catalog.validator(for: schema).check(assignments)
            guard checked.value != nil else {
                return ConfigurationPresenter(catalog: catalog).reportSave(
                    checked.withoutValue(), name: name, json: arguments[CommonOptions.json], context: context)
            }
        }
        let result: ValidationResult
        do throws(StoreUpdateError<CommandFailure>) {
            result = try store.edit(
                name, checkingWith: catalog, replacingForeign: arguments[CommonOptions.replaceForeign]
            ) { (entry) throws(CommandFailure) in
                if entry?.status == .corrupt {
                    throw CommandFailure(
                        .invalid, "the stored configuration '\(name)' is corrupt; replace it with 'config save'")
                }
                guard let schema = entry?.schema ?? newSchema else {
                    throw CommandFailure(.usage, "several schemas are bundled; pass --schema FILE")
                }
                return catalog.validator(for: schema).validate(applying: assignments, to: entry?.storedValues ?? [])
            }
        } catch {
            throw CommandFailure(error)
        }
        return ConfigurationPresenter(catalog: catalog).reportSave(
            result, name: name, json: arguments[CommonOptions.json], context: context)
    }
}
