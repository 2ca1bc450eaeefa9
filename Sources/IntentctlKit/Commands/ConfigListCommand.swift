import ConfigurationStore
import DocumentFormats
import IntentSchema
import IntentctlService

/// `intentctl config list`
enum ConfigListCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "list"], summary: "List stored configurations and flag those that need reconfiguration.",
        flags: [CommonOptions.json],
        options: [
            CommonOptions.store, CommonOptions.schema, CommonOptions.data, CommonOptions.index, CommonOptions.locale,
        ],
        discussion: """
            Status is valid, needs-migration (made for an earlier schema version; 'config migrate' carries it over with
            no one's help), needs-reconfiguration (it does not validate even once migrated, and a person must choose a
            value; it is kept), corrupt (unreadable or not a configuration) or foreign (an unknown schema, or not a
            NAME.json file). Each line is the name, the status, and then the configuration as its schema's one-line
            summary (when the schema declares one) or its values, or what is wrong with it.
            Exits 0 even when some entries are not valid; the listing itself succeeded.
            """)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let store = try context.store(arguments)
        let catalog = try context.catalog(arguments)
        let entries: [StoreEntry]
        do throws(ConfigurationStoreError) {
            entries = try store.list(checkingWith: catalog)
        } catch {
            throw CommandFailure(error)
        }
        if arguments[CommonOptions.json] {
            let locale = arguments[CommonOptions.locale]
            context.console.json(entries.map { PresentedStoreEntry(entry: $0, catalog: catalog, locale: locale) })
            return .success
        }
        let schemaIDs = Set(entries.compactMap(\.configuration?.schemaID))
        let nameWidth = max(
            20, entries.map { TextSanitizer.printable($0.name?.rawValue ?? $0.fileName).count }.max() ?? 0)
        let statusWidth = entries.map(\.status.rawValue.count).max() ?? 0
        for entry in entries {
            let label = TextSanitizer.printable(entry.name?.rawValue ?? entry.fileName)
            var detail: String
            switch (entry.status, entry.configuration) {
            case (.valid, let configuration?), (.needsMigration, let configuration?):
                let order = catalog.schemas[configuration.schemaID]?.parameters.map(\.id) ?? []
                let assignments = order.compactMap { id in configuration.values[id].map { "\(id)=\($0)" } }
                detail = ""
                if let from = configuration.migratedFrom, configuration.needsMigration {
                    detail += "from version \(from): "
                }
                detail += schemaIDs.count > 1 ? "[\(configuration.schemaID)] " : ""
                detail +=
                    catalog.summary(of: configuration, locale: arguments[CommonOptions.locale])
                    ?? assignments.joined(separator: " ")
            case (.needsReconfiguration, _):
                let problem = entry.diagnostics.first { $0.severity == .error } ?? entry.diagnostics.first
                detail = problem.map { "\($0.message) at \($0.path)" } ?? ""
            default:
                detail = entry.diagnostics.first?.message ?? ""
            }
            let columns = [
                label.padding(toLength: nameWidth, withPad: " ", startingAt: 0),
                entry.status.rawValue.padding(toLength: statusWidth, withPad: " ", startingAt: 0), detail,
            ]
            context.console.out(TextSanitizer.printable(columns.joined(separator: "  ")))
        }
        if entries.isEmpty {
            context.console.error("no stored configurations in \(TextSanitizer.printable(store.directory))")
        }
        return .success
    }
}
