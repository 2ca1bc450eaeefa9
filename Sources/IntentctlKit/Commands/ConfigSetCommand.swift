import ConfigurationStore
import DocumentFormats
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
            KEY= (empty) removes a value. For a parameter that takes several values, KEY=A,B sets the list,
            KEY+=C adds to it and KEY-=A takes from it. The result is validated first; an invalid configuration is
            not written.
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
        // The assignments are checked against the stored entry before the lock is taken, so that
        // a bad edit fails without holding up other writers; the store reads the file once, and
        // again under the lock only if another writer replaced it meanwhile.
        func schema(of entry: StoreEntry?) throws(SetRefusal) -> WidgetSchema {
            if entry?.status == .corrupt {
                throw .failed(
                    CommandFailure(
                        .invalid, "the stored configuration '\(name)' is corrupt; replace it with 'config save'"))
            }
            guard let schema = entry?.schema ?? newSchema else {
                throw .failed(CommandFailure(.usage, "several schemas are bundled; pass --schema FILE"))
            }
            return schema
        }
        let result: ValidationResult
        do throws(StoreUpdateError<SetRefusal>) {
            result = try store.edit(
                name, checkingWith: catalog, replacingForeign: arguments[CommonOptions.replaceForeign],
                precheck: { (entry) throws(SetRefusal) in
                    let checked = catalog.validator(for: try schema(of: entry)).check(assignments)
                    if checked.value == nil { throw .invalidAssignments(checked.withoutValue()) }
                }
            ) { (entry) throws(SetRefusal) in
                catalog.validator(for: try schema(of: entry)).validate(
                    applying: assignments, to: entry?.storedValues ?? [],
                    storedIn: entry == nil ? nil : store.path(for: name))
            }
        } catch {
            switch error {
            case .store(let failure): throw CommandFailure(failure)
            case .rejected(.failed(let failure)): throw failure
            case .rejected(.invalidAssignments(let checked)):
                return ConfigurationPresenter(catalog: catalog).reportSave(
                    checked, name: name, json: arguments[CommonOptions.json], context: context)
            }
        }
        return ConfigurationPresenter(catalog: catalog).reportSave(
            result, name: name, json: arguments[CommonOptions.json], context: context)
    }
}

/// Why `config set` stops before writing.
private enum SetRefusal: Error {
    /// A failure to report as the command's.
    case failed(CommandFailure)
    /// The assignments do not validate: reported as a save that was not made.
    case invalidAssignments(ValidationResult)
}
