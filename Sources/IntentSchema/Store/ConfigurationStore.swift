/// Named configurations in a folder, one `NAME.json` document each.
///
/// Every write replaces its file atomically (temporary file, fsync, rename), so a reader never
/// sees half a file and a crash never loses the previous version. Read-modify-write updates run
/// under an exclusive lock on `.lock` in the folder, so writers in several processes never lose
/// each other's changes.
public struct ConfigurationStore: Sendable {
    /// The largest stored file read.
    public static let maximumFileSize = ConfigurationValidator.maximumSize

    /// The store folder.
    public var directory: String

    /// Creates a store over a folder; nothing is created until the first write.
    public init(directory: String) {
        self.directory = directory
    }

    /// The path of a configuration's file.
    public func path(for name: ConfigurationName) -> String {
        "\(directory)/\(name.rawValue).json"
    }

    /// Whether a configuration with this name exists.
    public func contains(_ name: ConfigurationName) -> Bool {
        FileSystem.isRegularFile(path(for: name))
    }

    /// The stored bytes of a configuration.
    /// - Throws: ``IntentSchemaError/notFound(name:)`` when there is none.
    public func read(_ name: ConfigurationName) throws(IntentSchemaError) -> [UInt8] {
        guard contains(name) else { throw .notFound(name: name.rawValue) }
        return try FileSystem.read(path(for: name), limit: Self.maximumFileSize)
    }

    /// Writes a configuration atomically, creating the store folder if needed.
    public func write(_ bytes: [UInt8], to name: ConfigurationName) throws(IntentSchemaError) {
        try FileSystem.createDirectory(directory)
        try FileSystem.writeAtomically(bytes, to: path(for: name))
    }

    /// Runs a read-modify-write update while holding the store's lock: `update` receives the
    /// current bytes (or `nil`) and returns the bytes to write, or `nil` to leave the file as it is.
    @discardableResult
    public func update(
        _ name: ConfigurationName, _ update: ([UInt8]?) throws(IntentSchemaError) -> [UInt8]?
    ) throws(IntentSchemaError) -> [UInt8]? {
        try FileSystem.createDirectory(directory)
        return try FileSystem.withExclusiveLock("\(directory)/.lock") { () throws(IntentSchemaError) -> [UInt8]? in
            let current: [UInt8]? = contains(name) ? try read(name) : nil
            guard let next = try update(current) else { return nil }
            try FileSystem.writeAtomically(next, to: path(for: name))
            return next
        }
    }

    /// Deletes a configuration.
    /// - Throws: ``IntentSchemaError/notFound(name:)`` when there is none.
    public func delete(_ name: ConfigurationName) throws(IntentSchemaError) {
        guard FileSystem.isDirectory(directory) else { throw .notFound(name: name.rawValue) }
        try FileSystem.withExclusiveLock("\(directory)/.lock") { () throws(IntentSchemaError) in
            guard try FileSystem.remove(path(for: name)) else { throw .notFound(name: name.rawValue) }
        }
    }

    /// Every file in the store, checked against the catalog. Hidden files (the lock, temporary
    /// files of writes in progress) are skipped; a missing store folder is an empty store. One
    /// unreadable or corrupt file never stops the others from listing.
    public func list(checkingWith catalog: SchemaCatalog) throws(IntentSchemaError) -> [StoreEntry] {
        guard FileSystem.isDirectory(directory) else { return [] }
        return try FileSystem.contents(of: directory).filter { !$0.hasPrefix(".") }.map { fileName in
            inspect(fileName, catalog: catalog)
        }
    }

    /// Checks one stored file.
    public func inspect(_ fileName: String, catalog: SchemaCatalog) -> StoreEntry {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : nil
        guard let stem, let name = try? ConfigurationName(stem), FileSystem.isRegularFile("\(directory)/\(fileName)")
        else {
            return StoreEntry(
                fileName: fileName, name: nil, status: .foreign,
                diagnostics: [
                    Diagnostic(
                        .error, .configInvalidDocument,
                        "not a configuration file: stored configurations are NAME.json files", file: fileName)
                ])
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read("\(directory)/\(fileName)", limit: Self.maximumFileSize)
        } catch {
            return StoreEntry(
                fileName: fileName, name: name, status: .corrupt,
                diagnostics: [
                    Diagnostic(
                        .error, error.isTooLarge ? .inputTooLarge : .inputUnreadable, error.description, file: fileName)
                ])
        }
        let root: JSONNode
        switch InputParser.parse(bytes, file: fileName, maximumSize: Self.maximumFileSize) {
        case .failed(let diagnostic):
            return StoreEntry(fileName: fileName, name: name, status: .corrupt, diagnostics: [diagnostic])
        case .parsed(let node):
            root = node
        }
        let result = catalog.validate(root, file: fileName)
        var entry = StoreEntry(
            fileName: fileName, name: name, status: .valid, configuration: result.configuration,
            diagnostics: result.diagnostics)
        if case .object(let members) = root.value {
            entry.schemaID = members.first { $0.key == "schema" }.flatMap {
                if case .string(let id) = $0.value.value { id } else { nil }
            }
            entry.schemaVersion = members.first { $0.key == "version" }?.value.value.integerValue
        }
        if result.isValid {
            entry.status = .valid
        } else if entry.schemaID == nil {
            entry.status = .corrupt
        } else if result.diagnostics.contains(where: { $0.code == .configUnknownSchema }) {
            entry.status = .foreign
        } else {
            entry.status = .needsReconfiguration
        }
        return entry
    }
}
