import DocumentFormats
import FileAccess
import IntentSchema

/// Named configurations in a folder, one `NAME.json` document each.
///
/// Every write replaces its file atomically (temporary file, fsync, rename), so a reader never
/// sees half a file and a crash never loses the previous version. Read-modify-write updates run
/// under an exclusive lock on `.lock` in the folder, so writers in several processes never lose
/// each other's changes; a busy lock is waited for at most ``lockTimeout``. The store reads only
/// regular files of its own folder (never through a symbolic link), never rewrites a
/// configuration of a schema the program does not have unless asked to, and removes the
/// temporary files of writers that died. Commands and services go through this API; none of
/// them builds a path.
public struct ConfigurationStore: Sendable {
    /// The largest stored file read.
    public static let maximumFileSize = ConfigurationValidator.maximumSize
    /// How long the temporary file of a writer that is gone is kept before it is removed.
    public static let staleTemporaryAge = 60

    /// The store folder.
    public var directory: String
    /// How long a write waits for a busy lock before it fails.
    public var lockTimeout: Duration = .seconds(10)
    /// Called when a write finds the lock busy and starts waiting (to tell a person why nothing
    /// happens).
    public var onLockWait: (@Sendable () -> Void)?
    /// The system calls its writes go through: the process's, or a test's that fail.
    public var fileSystemCalls = FileSystemCalls.process

    /// Creates a store over a folder; nothing is created until the first write.
    public init(directory: String) {
        self.directory = directory
    }

    /// The file name a configuration is stored under: `NAME.json`.
    public static func fileName(for name: ConfigurationName) -> String {
        "\(name.rawValue).json"
    }

    /// The path of the file a configuration is stored in.
    public func path(for name: ConfigurationName) -> String {
        "\(directory)/\(Self.fileName(for: name))"
    }

    var lockPath: String { "\(directory)/.lock" }

    // MARK: Reading

    /// Whether the store folder exists. A missing folder is an empty store.
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the path names something that
    ///   is not a folder, or cannot be looked at.
    public func exists() throws(ConfigurationStoreError) -> Bool {
        switch SystemCall.lookUp(directory) {
        case .found(let status) where status.type == .directory: return true
        case .found: throw .file(.unreadable(path: directory, reason: "the store is not a directory"))
        case .missing: return false
        case .failed(let error): throw .file(.unreadable(path: directory, reason: SystemCall.describe(error)))
        }
    }

    /// The stored configuration with this name, read and checked against the catalog.
    /// - Throws: ``ConfigurationStoreError/notFound(name:)`` when there is none; another
    ///   ``ConfigurationStoreError`` when the store cannot be read.
    public func entry(named name: ConfigurationName, checkingWith catalog: SchemaCatalog)
        throws(ConfigurationStoreError)
        -> StoreEntry
    {
        guard let entry = try existingEntry(named: name, checkingWith: catalog) else {
            throw .notFound(name: name.rawValue)
        }
        return entry
    }

    /// The stored configuration with this name, read and checked against the catalog, or nil when
    /// there is none.
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the store cannot be read (it is
    ///   not a directory, or permission is denied): that is never mistaken for "no configuration".
    public func existingEntry(named name: ConfigurationName, checkingWith catalog: SchemaCatalog)
        throws(ConfigurationStoreError) -> StoreEntry?
    {
        switch SystemCall.lookUp(path(for: name), followingLinks: false) {
        case .found: return try inspect(Self.fileName(for: name), catalog: catalog)
        case .missing:
            _ = try exists()  // a store that is not a folder is an error, not an empty store
            return nil
        case .failed(let error): throw .file(.unreadable(path: path(for: name), reason: SystemCall.describe(error)))
        }
    }

    /// The stored bytes of a configuration.
    /// - Throws: ``ConfigurationStoreError/notFound(name:)`` when there is none.
    public func read(_ name: ConfigurationName) throws(ConfigurationStoreError) -> [UInt8] {
        guard try existingFile(name) else { throw .notFound(name: name.rawValue) }
        return try Self.file { () throws(FileSystemError) in
            try FileSystem.readStoredFile(path(for: name), limit: Self.maximumFileSize)
        }
    }

    /// Whether a file with this configuration's name exists (of any kind).
    private func existingFile(_ name: ConfigurationName) throws(ConfigurationStoreError) -> Bool {
        switch SystemCall.lookUp(path(for: name), followingLinks: false) {
        case .found: return true
        case .missing: return false
        case .failed(let error): throw .file(.unreadable(path: path(for: name), reason: SystemCall.describe(error)))
        }
    }

    // MARK: Writing

    /// Writes a configuration's bytes atomically, creating the store folder if needed.
    public func write(_ bytes: [UInt8], to name: ConfigurationName) throws(ConfigurationStoreError) {
        try Self.file { () throws(FileSystemError) in
            try FileSystem.createDirectory(directory)
            try FileSystem.writeAtomically(bytes, to: path(for: name), calls: fileSystemCalls)
        }
    }

    /// Runs a read-modify-write update while holding the store's lock: `body` receives the current
    /// bytes (or `nil`) and returns the bytes to write, or `nil` to leave the file as it is. It may
    /// throw its own error to refuse the update; the file is then left as it is.
    /// - Returns: the bytes written, or nil.
    @discardableResult
    public func update<Rejection: Error>(
        _ name: ConfigurationName, _ body: ([UInt8]?) throws(Rejection) -> [UInt8]?
    ) throws(StoreUpdateError<Rejection>) -> [UInt8]? {
        try locked { () throws(ConfigurationStoreError) -> Result<[UInt8]?, Rejection> in
            let current: [UInt8]? = try existingFile(name) ? try read(name) : nil
            let next: [UInt8]?
            do throws(Rejection) {
                next = try body(current)
            } catch {
                return .failure(error)
            }
            if let next {
                try Self.file { () throws(FileSystemError) in
                    try FileSystem.writeAtomically(next, to: path(for: name), calls: fileSystemCalls)
                }
            }
            return .success(next)
        }
    }

    /// Edits a configuration while holding the store's lock: `change` receives the stored entry,
    /// checked against the catalog (nil when there is none), and returns the validated result. A
    /// valid result is written atomically, in its schema's canonical form; an invalid one leaves
    /// the file as it is. `change` may throw its own error to refuse the edit.
    ///
    /// A stored file that is foreign (a configuration of a schema the catalog does not have, or
    /// not a configuration at all) is never replaced unless `replacingForeign` is true.
    /// - Throws: ``StoreUpdateError/store(_:)`` with
    ///   ``ConfigurationStoreError/foreignConfiguration(name:detail:)`` for a foreign file.
    ///
    /// With a `precheck`, the entry is first read without the lock, and a foreign file refused
    /// then; `precheck` checks the edit against it (what the person asked, for one), so that a bad
    /// edit fails without holding up other writers. Under the lock, that entry is used again when
    /// the file is still the same one (device, inode, size and modification time), and read again
    /// only when another writer replaced it meanwhile: an edit reads the file once.
    @discardableResult
    public func edit<Rejection: Error>(
        _ name: ConfigurationName, checkingWith catalog: SchemaCatalog, replacingForeign: Bool = false,
        precheck: ((StoreEntry?) throws(Rejection) -> Void)? = nil,
        applying change: (StoreEntry?) throws(Rejection) -> ValidationResult
    ) throws(StoreUpdateError<Rejection>) -> ValidationResult {
        var checked: StoreEntry??
        if let precheck {
            let before: StoreEntry?
            do throws(ConfigurationStoreError) {
                before = try existingEntry(named: name, checkingWith: catalog)
            } catch {
                throw .store(error)
            }
            if let before, before.status == .foreign, !replacingForeign {
                throw .store(.foreignConfiguration(name: name.rawValue, detail: before.replacementLoss))
            }
            do throws(Rejection) {
                try precheck(before)
            } catch {
                throw .rejected(error)
            }
            checked = .some(before)
        }
        return try locked { () throws(ConfigurationStoreError) -> Result<ValidationResult, Rejection> in
            let current = try entry(named: name, checkingWith: catalog, unlessStill: checked)
            let result: ValidationResult
            do throws(Rejection) {
                result = try change(current)
            } catch {
                return .failure(error)
            }
            if let configuration = result.configuration, let schema = catalog.schemas[configuration.schemaID] {
                if let current, current.status == .foreign, !replacingForeign {
                    throw .foreignConfiguration(name: name.rawValue, detail: current.replacementLoss)
                }
                try Self.file { () throws(FileSystemError) in
                    try FileSystem.writeAtomically(
                        configuration.encoded(orderedBy: schema), to: path(for: name), calls: fileSystemCalls)
                }
            }
            return .success(result)
        }
    }

    /// The entry with this name, or nil: `checked` (read earlier, without the lock) when the file
    /// is still the one it was read from, or no file is there still; otherwise read now.
    private func entry(
        named name: ConfigurationName, checkingWith catalog: SchemaCatalog, unlessStill checked: StoreEntry??
    ) throws(ConfigurationStoreError) -> StoreEntry? {
        guard let checked else { return try existingEntry(named: name, checkingWith: catalog) }
        switch SystemCall.lookUp(path(for: name), followingLinks: false) {
        case .found(let status):
            if let identity = checked?.identity, identity == status.identity { return checked }
            return try inspect(Self.fileName(for: name), catalog: catalog)
        case .missing:
            return checked == nil ? nil : try existingEntry(named: name, checkingWith: catalog)
        case .failed(let error): throw .file(.unreadable(path: path(for: name), reason: SystemCall.describe(error)))
        }
    }

    /// Stores a validated configuration under a name, replacing what is there (but a foreign file
    /// only when `replacingForeign` is true), atomically and under the store's lock. An invalid
    /// result is not written, and the store is not locked nor written (a foreign file is still
    /// refused).
    /// - Returns: the result, for reporting.
    @discardableResult
    public func save(
        _ result: ValidationResult, as name: ConfigurationName, checkingWith catalog: SchemaCatalog,
        replacingForeign: Bool = false
    ) throws(ConfigurationStoreError) -> ValidationResult {
        // A foreign file is refused whether or not the result is valid; an invalid result stops
        // there, before the lock.
        do throws(StoreUpdateError<InvalidResult>) {
            let precheck: (StoreEntry?) throws(InvalidResult) -> Void = { _ throws(InvalidResult) in
                if !result.isValid { throw InvalidResult() }
            }
            let apply: (StoreEntry?) throws(InvalidResult) -> ValidationResult = { _ throws(InvalidResult) in result }
            return try edit(
                name, checkingWith: catalog, replacingForeign: replacingForeign, precheck: precheck, applying: apply)
        } catch {
            switch error {
            case .store(let failure): throw failure
            case .rejected: return result
            }
        }
    }

    /// Runs `body` under the store's lock, creating the folder first, and sorts its outcome into
    /// the two kinds of failure. It reads no folder listing: a write costs the same in a store of
    /// ten configurations or of a hundred thousand (the temporary files of dead writers go at the
    /// next full listing).
    func locked<Value, Rejection: Error>(
        _ body: () throws(ConfigurationStoreError) -> Result<Value, Rejection>
    ) throws(StoreUpdateError<Rejection>) -> Value {
        let outcome: Result<Value, Rejection>
        do throws(ConfigurationStoreError) {
            try Self.file { () throws(FileSystemError) in try FileSystem.createDirectory(directory) }
            outcome = try FileSystem.withExclusiveLock(
                lockPath, timeout: lockTimeout, onWait: { onLockWait?() }, failing: ConfigurationStoreError.file
            ) { () throws(ConfigurationStoreError) -> Result<Value, Rejection> in try body() }
        } catch {
            throw .store(error)
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let rejection): throw .rejected(rejection)
        }
    }

    /// Deletes a configuration.
    /// - Throws: ``ConfigurationStoreError/notFound(name:)`` when there is none.
    public func delete(_ name: ConfigurationName) throws(ConfigurationStoreError) {
        guard try exists() else { throw .notFound(name: name.rawValue) }
        try FileSystem.withExclusiveLock(
            lockPath, timeout: lockTimeout, onWait: { onLockWait?() }, failing: ConfigurationStoreError.file
        ) { () throws(ConfigurationStoreError) in
            guard try Self.file({ () throws(FileSystemError) in try FileSystem.remove(path(for: name)) }) else {
                throw .notFound(name: name.rawValue)
            }
        }
    }

    /// Deletes a configuration if `confirm`, given the stored entry under the store's lock, does
    /// not throw: a delete conditional on what is stored (an `If-Match`, for one).
    /// - Throws: ``StoreUpdateError/store(_:)`` with ``ConfigurationStoreError/notFound(name:)`` when
    ///   there is none; ``StoreUpdateError/rejected(_:)`` with what `confirm` threw.
    public func delete<Rejection: Error>(
        _ name: ConfigurationName, checkingWith catalog: SchemaCatalog,
        confirming confirm: (StoreEntry) throws(Rejection) -> Void
    ) throws(StoreUpdateError<Rejection>) {
        try locked { () throws(ConfigurationStoreError) -> Result<Void, Rejection> in
            guard let entry = try existingEntry(named: name, checkingWith: catalog) else {
                throw .notFound(name: name.rawValue)
            }
            do throws(Rejection) {
                try confirm(entry)
            } catch {
                return .failure(error)
            }
            guard try Self.file({ () throws(FileSystemError) in try FileSystem.remove(path(for: name)) }) else {
                throw .notFound(name: name.rawValue)
            }
            return .success(())
        }
    }

    // MARK: Listing

    /// Every file in the store, checked against the catalog. Hidden files (the lock, temporary
    /// files of writes in progress) are skipped, except the temporary files of writers that are
    /// gone, which are removed and listed as ``StoreEntry/Status/staleTemporary``. A missing store
    /// folder is an empty store. One unreadable or corrupt file never stops the others from listing.
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the store is not a folder or
    ///   cannot be read.
    public func list(checkingWith catalog: SchemaCatalog) throws(ConfigurationStoreError) -> [StoreEntry] {
        guard try exists() else { return [] }
        let removed = removeStaleTemporaryFiles()
        return try Self.file { () throws(FileSystemError) in try FileSystem.contents(of: directory) }
            .filter { !$0.hasPrefix(".") }.map { (fileName) throws(ConfigurationStoreError) in
                try inspect(fileName, catalog: catalog)
            } + removed
    }

    /// A page of a store's files (see ``list(checkingWith:after:limit:)``).
    public struct Page: Sendable {
        /// The files of the page, by name.
        public var entries: [StoreEntry]
        /// Whether files follow the page.
        public var hasMore: Bool
    }

    /// The store's files whose names sort after `after` (from the first, when nil), at most
    /// `limit` of them, each read and checked against the catalog; hidden files are skipped.
    /// Only the page's files are read. Complexity: O(files) names, O(limit) files read.
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the store is not a folder or
    ///   cannot be read; ``ConfigurationStoreError/file(_:)`` when a file cannot be
    ///   read now.
    public func list(checkingWith catalog: SchemaCatalog, after: String?, limit: Int) throws(ConfigurationStoreError)
        -> Page
    {
        guard try exists() else { return Page(entries: [], hasMore: false) }
        let names = try Self.file { () throws(FileSystemError) in try FileSystem.contents(of: directory) }
            .filter { !$0.hasPrefix(".") && $0 > (after ?? "") }
        var entries: [StoreEntry] = []
        for fileName in names.prefix(max(0, limit)) { entries.append(try inspect(fileName, catalog: catalog)) }
        return Page(entries: entries, hasMore: names.count > limit)
    }

    /// The names of the stored configurations, from their file names alone: nothing is read,
    /// checked or removed, so it is cheap enough for shell completion. O(files).
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the store is not a folder or
    ///   cannot be read.
    public func names() throws(ConfigurationStoreError) -> [ConfigurationName] {
        guard try exists() else { return [] }
        return try Self.file { () throws(FileSystemError) in try FileSystem.contents(of: directory) }
            .filter { !$0.hasPrefix(".") }.compactMap { Self.configurationName(ofFile: $0) }
    }

    /// The configuration a file name stores (`home` for `home.json`), if it names one.
    static func configurationName(ofFile fileName: String) -> ConfigurationName? {
        guard fileName.hasSuffix(".json") else { return nil }
        return try? ConfigurationName(String(fileName.dropLast(5)))
    }

    /// Removes the temporary files of writers that died mid-write: files named
    /// `.NAME.json.PID.RANDOM.tmp` whose process is gone and that are older than
    /// ``staleTemporaryAge`` seconds. A write in progress is never touched.
    /// - Returns: an entry for each file removed (or that could not be).
    func removeStaleTemporaryFiles() -> [StoreEntry] {
        guard let names = SystemCall.directoryEntries(directory) else { return [] }
        var removed: [StoreEntry] = []
        for fileName in names.sorted() {
            guard let writer = Self.temporaryFileWriter(fileName), !SystemCall.processExists(writer),
                case .found(let status) = SystemCall.lookUp("\(directory)/\(fileName)", followingLinks: false),
                status.type == .regular, SystemCall.now - status.modified >= Self.staleTemporaryAge
            else { continue }
            let gone = SystemCall.removeFile("\(directory)/\(fileName)")
            // Another process cleaning up at the same time got there first.
            if !gone, SystemCall.lastError == SystemCall.noSuchFile { continue }
            let message =
                gone
                ? "removed a temporary file left by process \(writer), which stopped before finishing its write"
                : "cannot remove a temporary file left by process \(writer): \(SystemCall.describe(SystemCall.lastError))"
            removed.append(
                StoreEntry(
                    fileName: fileName, name: nil, status: .staleTemporary,
                    diagnostics: [
                        Diagnostic(gone ? .warning : .error, .storeStaleTemporaryFile, message, file: fileName)
                    ]))
        }
        return removed
    }

    /// The process id in a temporary file's name `.NAME.json.PID.RANDOM.tmp`, or nil for any other
    /// name.
    static func temporaryFileWriter(_ fileName: String) -> Int32? {
        guard fileName.hasPrefix("."), fileName.hasSuffix(".tmp") else { return nil }
        let parts = fileName.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[parts.count - 3] == "json",
            parts[parts.count - 1].allSatisfy(\.isNumber), let pid = Int32(parts[parts.count - 2])
        else { return nil }
        return pid
    }

    /// Reads and checks one stored file: a name that is not `NAME.json`, or a file that is not a
    /// regular one (a symbolic link, a folder), is foreign; an unreadable or malformed file is
    /// corrupt; otherwise the status follows from the schema it names and whether it validates
    /// (see ``StoreEntry/Status``).
    /// - Throws: ``ConfigurationStoreError/file(_:)`` when the system cannot read it
    ///   now: that says nothing about the file, so it is never reported as the file's state.
    func inspect(_ fileName: String, catalog: SchemaCatalog) throws(ConfigurationStoreError) -> StoreEntry {
        let path = "\(directory)/\(fileName)"
        guard let name = Self.configurationName(ofFile: fileName) else {
            return StoreEntry(
                fileName: fileName, name: nil, status: .foreign,
                diagnostics: [
                    Diagnostic(
                        .error, .configInvalidDocument,
                        "not a configuration file: stored configurations are NAME.json files", file: fileName)
                ])
        }
        if case .found(let status) = SystemCall.lookUp(path, followingLinks: false), status.type != .regular {
            let kind = status.type == .symbolicLink ? "a symbolic link" : "not a regular file"
            return StoreEntry(
                fileName: fileName, name: name, status: .foreign,
                diagnostics: [
                    Diagnostic(
                        .error, .configInvalidDocument,
                        "\(kind): stored configurations are regular NAME.json files, and the store does not follow links",
                        file: fileName)
                ])
        }
        let bytes: Diagnosed<[UInt8]>
        var identity: SystemCall.FileIdentity?
        do throws(FileSystemError) {
            let file = try FileSystem.readStoredFileWithIdentity(path, limit: Self.maximumFileSize)
            bytes = Diagnosed(value: file.bytes)
            identity = file.identity
        } catch {
            if case .systemFailure = error { throw .file(error) }
            bytes = .failure(FileSystem.diagnostic(for: error, file: fileName))
        }
        let parsed = bytes.flatMap { bytes in
            InputParser.parse(bytes, file: fileName, maximumSize: Self.maximumFileSize)
        }
        guard let root = parsed.value else {
            var entry = StoreEntry(fileName: fileName, name: name, status: .corrupt, diagnostics: parsed.diagnostics)
            entry.bytes = bytes.value
            entry.identity = identity
            return entry
        }
        let resolution = catalog.resolveSchema(for: root, file: fileName)
        let validation = catalog.validate(root, file: fileName)
        var entry = StoreEntry(
            fileName: fileName, name: name, status: Status(resolution: resolution, validation: validation),
            configuration: validation.configuration, diagnostics: validation.diagnostics)
        entry.bytes = bytes.value
        entry.identity = identity
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
    /// The store could not be read, locked or written, or the update would replace a foreign file.
    case store(ConfigurationStoreError)
    /// The update refused to go on, with its own reason.
    case rejected(Rejection)
}

/// The refusal with which ``ConfigurationStore/save(_:as:checkingWith:replacingForeign:)`` stops
/// an invalid result before the lock.
private struct InvalidResult: Error {}
