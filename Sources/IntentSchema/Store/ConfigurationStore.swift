/// Named configurations in a folder, one `NAME.json` document each.
///
/// Every write replaces its file atomically (temporary file, fsync, rename), so a reader never
/// sees half a file and a crash never loses the previous version. Read-modify-write updates run
/// under an exclusive lock on `.lock` in the folder, so writers in several processes never lose
/// each other's changes. Commands and services go through this API; none of them builds a path.
public struct ConfigurationStore: Sendable {
    /// The largest stored file read.
    public static let maximumFileSize = ConfigurationValidator.maximumSize

    /// The store folder.
    public var directory: String

    /// Creates a store over a folder; nothing is created until the first write.
    public init(directory: String) {
        self.directory = directory
    }

    /// The file name a configuration is stored under: `NAME.json`.
    public static func fileName(for name: ConfigurationName) -> String {
        "\(name.rawValue).json"
    }

    /// The path of a configuration's file.
    private func path(for name: ConfigurationName) -> String {
        "\(directory)/\(Self.fileName(for: name))"
    }

    private var lockPath: String { "\(directory)/.lock" }

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

    /// The stored configuration with this name, read and checked against the catalog.
    /// - Throws: ``IntentSchemaError/notFound(name:)`` when there is none.
    public func entry(named name: ConfigurationName, checkingWith catalog: SchemaCatalog) throws(IntentSchemaError)
        -> StoreEntry
    {
        guard let entry = existingEntry(named: name, checkingWith: catalog) else {
            throw .notFound(name: name.rawValue)
        }
        return entry
    }

    /// The stored configuration with this name, read and checked against the catalog, or nil when
    /// there is none.
    public func existingEntry(named name: ConfigurationName, checkingWith catalog: SchemaCatalog) -> StoreEntry? {
        contains(name) ? inspect(Self.fileName(for: name), catalog: catalog) : nil
    }

    /// Stores a validated configuration under a name, replacing what is there, atomically and
    /// under the store's lock. An invalid result is not written, and the store is not touched.
    /// - Returns: the result, for reporting.
    @discardableResult
    public func save(_ result: ValidationResult, as name: ConfigurationName, checkingWith catalog: SchemaCatalog)
        throws(IntentSchemaError) -> ValidationResult
    {
        guard result.isValid else { return result }
        do throws(StoreUpdateError<Never>) {
            return try edit(name, checkingWith: catalog) { _ in result }
        } catch {
            switch error {
            case .store(let failure): throw failure
            }
        }
    }

    /// Writes a configuration's bytes atomically, creating the store folder if needed.
    public func write(_ bytes: [UInt8], to name: ConfigurationName) throws(IntentSchemaError) {
        try FileSystem.createDirectory(directory)
        try FileSystem.writeAtomically(bytes, to: path(for: name))
    }

    /// Runs a read-modify-write update while holding the store's lock: `body` receives the current
    /// bytes (or `nil`) and returns the bytes to write, or `nil` to leave the file as it is. It may
    /// throw its own error to refuse the update; the file is then left as it is.
    /// - Returns: the bytes written, or nil.
    @discardableResult
    public func update<Rejection: Error>(
        _ name: ConfigurationName, _ body: ([UInt8]?) throws(Rejection) -> [UInt8]?
    ) throws(StoreUpdateError<Rejection>) -> [UInt8]? {
        try locked { () throws(IntentSchemaError) -> Result<[UInt8]?, Rejection> in
            let current: [UInt8]? = contains(name) ? try read(name) : nil
            let next: [UInt8]?
            do throws(Rejection) {
                next = try body(current)
            } catch {
                return .failure(error)
            }
            if let next { try FileSystem.writeAtomically(next, to: path(for: name)) }
            return .success(next)
        }
    }

    /// Edits a configuration while holding the store's lock: `change` receives the stored entry,
    /// checked against the catalog (nil when there is none), and returns the validated result. A
    /// valid result is written atomically, in its schema's canonical form; an invalid one leaves
    /// the file as it is. `change` may throw its own error to refuse the edit.
    @discardableResult
    public func edit<Rejection: Error>(
        _ name: ConfigurationName, checkingWith catalog: SchemaCatalog,
        applying change: (StoreEntry?) throws(Rejection) -> ValidationResult
    ) throws(StoreUpdateError<Rejection>) -> ValidationResult {
        try locked { () throws(IntentSchemaError) -> Result<ValidationResult, Rejection> in
            let current = existingEntry(named: name, checkingWith: catalog)
            let result: ValidationResult
            do throws(Rejection) {
                result = try change(current)
            } catch {
                return .failure(error)
            }
            if let configuration = result.configuration, let schema = catalog.schemas[configuration.schemaID] {
                try FileSystem.writeAtomically(configuration.encoded(orderedBy: schema), to: path(for: name))
            }
            return .success(result)
        }
    }

    /// Runs `body` under the store's lock, creating the folder first, and sorts its outcome into
    /// the two kinds of failure.
    private func locked<Value, Rejection: Error>(
        _ body: () throws(IntentSchemaError) -> Result<Value, Rejection>
    ) throws(StoreUpdateError<Rejection>) -> Value {
        let outcome: Result<Value, Rejection>
        do throws(IntentSchemaError) {
            try FileSystem.createDirectory(directory)
            outcome = try FileSystem.withExclusiveLock(lockPath, body)
        } catch {
            throw .store(error)
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let rejection): throw .rejected(rejection)
        }
    }

    /// Deletes a configuration.
    /// - Throws: ``IntentSchemaError/notFound(name:)`` when there is none.
    public func delete(_ name: ConfigurationName) throws(IntentSchemaError) {
        guard FileSystem.isDirectory(directory) else { throw .notFound(name: name.rawValue) }
        try FileSystem.withExclusiveLock(lockPath) { () throws(IntentSchemaError) in
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

    /// Reads and checks one stored file: a name that is not `NAME.json` is foreign; an unreadable or
    /// malformed file is corrupt; otherwise the status follows from the schema it names and whether
    /// it validates (see ``StoreEntry/Status``).
    func inspect(_ fileName: String, catalog: SchemaCatalog) -> StoreEntry {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : nil
        let path = "\(directory)/\(fileName)"
        guard let stem, let name = try? ConfigurationName(stem), FileSystem.isRegularFile(path) else {
            return StoreEntry(
                fileName: fileName, name: nil, status: .foreign,
                diagnostics: [
                    Diagnostic(
                        .error, .configInvalidDocument,
                        "not a configuration file: stored configurations are NAME.json files", file: fileName)
                ])
        }
        let parsed = FileSystem.readInput(path, limit: Self.maximumFileSize, as: fileName).flatMap { bytes in
            InputParser.parse(bytes, file: fileName, maximumSize: Self.maximumFileSize)
        }
        guard let root = parsed.value else {
            return StoreEntry(fileName: fileName, name: name, status: .corrupt, diagnostics: parsed.diagnostics)
        }
        let resolution = catalog.resolveSchema(for: root, file: fileName)
        let validation = catalog.validate(root, file: fileName)
        var entry = StoreEntry(
            fileName: fileName, name: name, status: Status(resolution: resolution, validation: validation),
            configuration: validation.configuration, diagnostics: validation.diagnostics)
        if case .named(let schema) = resolution { entry.schema = schema }
        if case .object(let members) = root.value {
            // The first of duplicate keys counts, as in validation.
            for member in members.reversed() {
                switch (member.key, member.value.value) {
                case ("schema", .string(let id)): entry.schemaID = id
                case ("version", let version): entry.schemaVersion = version.integerValue
                case ("values", .object(let values)): entry.storedValues = values
                default: break
                }
            }
        }
        return entry
    }

    private typealias Status = StoreEntry.Status
}

/// Why a store update failed: the store itself, or the update's own refusal.
public enum StoreUpdateError<Rejection: Error>: Error {
    /// The store could not be read, locked or written.
    case store(IntentSchemaError)
    /// The update refused to go on, with its own reason.
    case rejected(Rejection)
}
