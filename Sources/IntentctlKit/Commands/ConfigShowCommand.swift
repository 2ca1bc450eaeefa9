import ConfigurationStore
import DocumentFormats
import IntentSchema

/// `intentctl config show NAME`
enum ConfigShowCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "show"], summary: "Show a stored configuration.",
        arguments: "NAME", flags: [CommonOptions.json],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index, CommonOptions.locale,
        ],
        positionals: 1...1,
        discussion:
            "Exits 1 when the stored configuration no longer validates, even once migrated (it needs reconfiguration), 66 when there is none.",
        completes: .configurationNames)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let name = try context.name(arguments.positionals[0])
        let store = try context.store(arguments)
        let catalog = try context.catalog(arguments)
        let entry: StoreEntry
        do throws(ConfigurationStoreError) {
            entry = try store.entry(named: name, checkingWith: catalog)
        } catch {
            throw CommandFailure(error)
        }
        if arguments[CommonOptions.json] {
            context.console.json(entry)
            return entry.configuration != nil ? .success : .invalid
        }
        context.report(entry.diagnostics)
        if let configuration = entry.configuration {
            var header = "\(name) (\(configuration.schemaID) version \(configuration.schemaVersion))"
            if let summary = catalog.summary(of: configuration, locale: arguments[CommonOptions.locale]) {
                header += "\n" + TextSanitizer.printable(summary)
            }
            let lines = ConfigurationPresenter(catalog: catalog).lines(
                for: configuration, locale: arguments[CommonOptions.locale])
            context.console.out(([header] + lines).joined(separator: "\n"))
        } else {
            context.console.out("\(name): \(entry.status.rawValue.replacing("-", with: " "))")
        }
        return entry.configuration != nil ? .success : .invalid
    }
}
