import DocumentFormats
import FileAccess
import IntentSchema

extension ConfigurationStore {
    /// Migrates stored configurations to their schema's current version: each one made for an
    /// earlier version that validates once migrated is rewritten atomically, in the canonical form
    /// of the current version; the others are left as they are. The whole run holds the store's
    /// lock, so no writer's change is lost, and a crash leaves each file old or new, never partial.
    ///
    /// - Parameters:
    ///   - names: the configurations to migrate, or nil for every file in the store.
    ///   - dryRun: report what would change, and write nothing.
    /// - Returns: one report a file, in file-name order.
    /// - Throws: ``ConfigurationStoreError/notFound(name:)`` when a named configuration does not exist;
    ///   another ``ConfigurationStoreError`` when the store cannot be read, locked or written.
    public func migrate(
        _ names: [ConfigurationName]?, checkingWith catalog: SchemaCatalog, dryRun: Bool = false
    ) throws(ConfigurationStoreError) -> [MigrationReport] {
        do throws(StoreUpdateError<Never>) {
            return try locked { () throws(ConfigurationStoreError) -> Result<[MigrationReport], Never> in
                // Every file is read once, and every named one found, before anything is written.
                var entries: [StoreEntry] = []
                if let names {
                    for name in names {
                        guard let entry = try existingEntry(named: name, checkingWith: catalog) else {
                            throw .notFound(name: name.rawValue)
                        }
                        entries.append(entry)
                    }
                } else {
                    let names = try Self.file { () throws(FileSystemError) in try FileSystem.contents(of: directory) }
                    for fileName in names.filter({ !$0.hasPrefix(".") }).sorted() {
                        entries.append(try inspect(fileName, catalog: catalog))
                    }
                }
                var reports: [MigrationReport] = []
                for entry in entries {
                    let report = MigrationReport(entry: entry)
                    if report.outcome == .migrated, !dryRun, let name = entry.name,
                        let configuration = entry.configuration, let schema = entry.schema
                    {
                        try Self.file { () throws(FileSystemError) in
                            try FileSystem.writeAtomically(
                                configuration.encoded(orderedBy: schema), to: path(for: name), calls: fileSystemCalls)
                        }
                    }
                    reports.append(report)
                }
                return .success(reports)
            }
        } catch {
            switch error {
            case .store(let failure): throw failure
            }
        }
    }
}
