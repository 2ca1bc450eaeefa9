import DocumentFormats

/// The few file operations the store and the loaders need, with the guarantees they rely on:
/// bounded reads that never load a huge file, atomic replacement, and exclusive locks. System
/// calls go through ``SystemCall``.
public enum FileSystem {
    /// The size of each read.
    package static let chunkSize = 64 * 1024

    /// Reads at most `limit` bytes of a file. Directories are refused; a larger file (or an endless
    /// device such as `/dev/zero`) fails with ``FileSystemError/tooLarge(path:limit:)`` after
    /// reading only `limit + 1` bytes.
    public static func read(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = SystemCall.openFile(path, .readOnly)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: lastErrorText()) }
        defer { SystemCall.closeFile(descriptor) }
        if SystemCall.status(of: descriptor)?.type == .directory {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// Reads a file of the store: at most `limit` bytes, and only a regular file reached without
    /// following a symbolic link, so that the store never reads (or shows a byte of) a file
    /// outside it, and a FIFO or device cannot make it wait.
    public static func readStoredFile(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        try readStoredFileWithIdentity(path, limit: limit).bytes
    }

    /// ``readStoredFile(_:limit:)``, with the identity of the file read (see
    /// ``SystemCall/FileIdentity``), taken from the open descriptor.
    package static func readStoredFileWithIdentity(_ path: String, limit: Int) throws(FileSystemError) -> (
        bytes: [UInt8], identity: SystemCall.FileIdentity
    ) {
        let descriptor = SystemCall.openFile(path, [.readOnly, .noFollow, .nonBlocking])
        guard descriptor >= 0 else {
            if SystemCall.lastError == SystemCall.tooManyLinks {
                throw .unreadable(path: path, reason: "it is a symbolic link; the store reads only regular files")
            }
            throw readFailure(path)
        }
        defer { SystemCall.closeFile(descriptor) }
        guard let status = SystemCall.status(of: descriptor), status.type == .regular else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        return (try read(descriptor: descriptor, path: path, limit: limit), status.identity)
    }

    /// Reads at most `limit` bytes from an open descriptor, such as standard input.
    public static func read(descriptor: Int32, path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.readBytes(descriptor, into: $0) }
            if count < 0 {
                if SystemCall.lastError == SystemCall.interrupted { continue }
                throw readFailure(path)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }

    /// The first stage of reading an input: the bytes of a file, or of standard input for `-`, or
    /// a diagnostic saying why not (``DiagnosticCode/inputUnreadable`` or
    /// ``DiagnosticCode/inputTooLarge``). `name` is the file's name in diagnostics (default: the
    /// path, or `<stdin>`).
    ///
    /// With `regularFileOnly`, as a long-running server reads its schemas and feeds (at start and on every
    /// reload), only a regular file (or a link to one) is read: a FIFO or a device in its place is refused at
    /// once rather than waited on, and standard input is no input.
    public static func readInput(_ path: String, limit: Int, as name: String? = nil, regularFileOnly: Bool = false)
        -> Diagnosed<[UInt8]>
    {
        let name = name ?? (path == "-" ? "<stdin>" : path)
        return diagnosedRead(as: name) { () throws(FileSystemError) in
            if regularFileOnly { return try readRegularFile(path, limit: limit) }
            return path == "-" ? try read(descriptor: 0, path: name, limit: limit) : try read(path, limit: limit)
        }
    }

    /// Reads at most `limit` bytes of a regular file, following links: a FIFO, a device or a socket is refused
    /// without waiting for a writer (the open does not block).
    public static func readRegularFile(_ path: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let descriptor = SystemCall.openFile(path, [.readOnly, .nonBlocking])
        guard descriptor >= 0 else { throw readFailure(path) }
        defer { SystemCall.closeFile(descriptor) }
        guard let status = SystemCall.status(of: descriptor), status.type == .regular else {
            let type = SystemCall.status(of: descriptor)?.type
            throw .unreadable(
                path: path, reason: type == .directory ? "it is a directory" : "it is not a regular file")
        }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// The bytes a read returns, or a diagnostic for `file` saying why there are none
    /// (``DiagnosticCode/inputTooLarge`` or ``DiagnosticCode/inputUnreadable``).
    package static func diagnosedRead(as file: String, _ read: () throws(FileSystemError) -> [UInt8])
        -> Diagnosed<[UInt8]>
    {
        do throws(FileSystemError) {
            return Diagnosed(value: try read())
        } catch {
            return .failure(diagnostic(for: error, file: file))
        }
    }

    /// The diagnostic for a file that cannot be read.
    package static func diagnostic(for error: FileSystemError, file: String) -> Diagnostic {
        let code: DiagnosticCode = if case .tooLarge = error { .inputTooLarge } else { .inputUnreadable }
        return Diagnostic(.error, code, error.description, file: file)
    }

    /// Replaces a file's contents atomically: the bytes go to a new temporary file in the same
    /// folder, which is flushed to disk and then renamed over the target, and the folder is synced.
    /// Readers see the old file or the new one, never a part; a failure leaves the old file intact.
    /// The new file gets `permissions` less the process's umask: by default only its owner may read
    /// it, as stored configurations want.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, permissions: UInt32 = 0o600, calls: FileSystemCalls = .process
    ) throws(FileSystemError) {
        let folder = directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(folder)/.\(name).\(SystemCall.processID).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = SystemCall.openFile(temporary, [.writeOnly, .create, .exclusive], permissions: permissions)
        guard descriptor >= 0 else { throw writeFailure(path) }
        var failure: FileSystemCallError?
        var offset = 0
        while offset < bytes.count, failure == nil {
            switch bytes[offset...].withUnsafeBytes({ calls.write(descriptor, $0) }) {
            case .success(let written): offset += written
            case .failure(let error) where error.code == SystemCall.interrupted: continue
            case .failure(let error): failure = error
            }
        }
        if failure == nil, let error = calls.synchronize(descriptor) { failure = error }
        if !SystemCall.closeFile(descriptor), failure == nil {
            failure = FileSystemCallError(code: SystemCall.lastError)
        }
        if failure == nil, !SystemCall.renameFile(temporary, to: path) {
            failure = FileSystemCallError(code: SystemCall.lastError)
        }
        if let failure {
            SystemCall.removeFile(temporary)
            if SystemCall.noSpace.contains(failure.code) { throw .noSpace(path: path, reason: failure.description) }
            throw .unwritable(path: path, reason: failure.description)
        }
        synchronizeDirectory(folder)
    }

    /// Runs `body` while holding an exclusive advisory lock on `lockPath`, which is created if
    /// needed. Other processes that lock the same file wait their turn, for at most `timeout`;
    /// `onWait` is called once when the lock turns out to be busy.
    ///
    /// The lock file is never reached through a symbolic link, and must be a regular file owned by
    /// this user: a lock planted by someone else cannot make the store write outside itself.
    /// - Throws: ``FileSystemError/lockTimeout(path:seconds:)`` when the lock stays busy.
    public static func withExclusiveLock<T>(
        _ lockPath: String, timeout: Duration = .seconds(10), onWait: () -> Void = {},
        _ body: () throws(FileSystemError) -> T
    ) throws(FileSystemError) -> T {
        try withExclusiveLock(lockPath, timeout: timeout, onWait: onWait, failing: { $0 }, body)
    }

    /// ``withExclusiveLock(_:timeout:onWait:_:)`` for a body that fails with its own error: a failure to take
    /// the lock is made one by `failing`.
    public static func withExclusiveLock<T, Failure: Error>(
        _ lockPath: String, timeout: Duration = .seconds(10), onWait: () -> Void = {},
        failing: (FileSystemError) -> Failure, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let descriptor: Int32
        do throws(FileSystemError) {
            descriptor = try openLock(lockPath, timeout: timeout, onWait: onWait)
        } catch {
            throw failing(error)
        }
        defer {
            SystemCall.unlock(descriptor)
            SystemCall.closeFile(descriptor)
        }
        return try body()
    }

    /// Opens the lock file, checks it is ours, and takes the lock: the descriptor holding it.
    private static func openLock(_ lockPath: String, timeout: Duration, onWait: () -> Void) throws(FileSystemError)
        -> Int32
    {
        let descriptor = SystemCall.openFile(lockPath, [.readWrite, .create, .noFollow, .nonBlocking])
        guard descriptor >= 0 else {
            if SystemCall.lastError == SystemCall.tooManyLinks {
                throw .unwritable(path: lockPath, reason: "the lock is a symbolic link; remove it")
            }
            throw writeFailure(lockPath)
        }
        do throws(FileSystemError) {
            guard let status = SystemCall.status(of: descriptor), status.type == .regular,
                status.owner == SystemCall.userID
            else {
                throw .unwritable(
                    path: lockPath, reason: "the lock is not a regular file owned by this user; remove it")
            }
            try lock(descriptor, path: lockPath, timeout: timeout, onWait: onWait)
        } catch {
            SystemCall.closeFile(descriptor)
            throw error
        }
        return descriptor
    }

    /// Takes the lock at once if it is free, otherwise waits for it, polling at growing intervals
    /// (10 ms to 200 ms) until the timeout.
    private static func lock(
        _ descriptor: Int32, path: String, timeout: Duration, onWait: () -> Void
    ) throws(FileSystemError) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pause = 10
        var waited = false
        while !SystemCall.lockExclusively(descriptor, wait: false) {
            let error = SystemCall.lastError
            guard error == SystemCall.wouldBlock || error == SystemCall.interrupted else {
                throw .unwritable(path: path, reason: SystemCall.describe(error))
            }
            if error == SystemCall.interrupted { continue }
            if !waited {
                waited = true
                onWait()
            }
            guard clock.now < deadline else {
                let (seconds, attoseconds) = timeout.components
                throw .lockTimeout(path: path, seconds: Double(seconds) + Double(attoseconds) / 1e18)
            }
            SystemCall.sleep(milliseconds: pause)
            pause = min(pause * 2, 200)
        }
    }

    /// Creates a folder and its missing parents, readable only by the owner.
    public static func createDirectory(_ path: String) throws(FileSystemError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if !SystemCall.makeDirectory(current, permissions: 0o700), SystemCall.lastError != SystemCall.exists {
                throw .unwritable(path: current, reason: lastErrorText())
            }
        }
        guard isDirectory(path) else { throw .unwritable(path: path, reason: "it is not a directory") }
    }

    /// Whether a path names an existing folder.
    public static func isDirectory(_ path: String) -> Bool {
        SystemCall.status(atPath: path)?.type == .directory
    }

    /// Which file is at `path` and as it is now (device, inode, size, modification time to the
    /// nanosecond): a replacement or a write since shows as another identity; nil when nothing is there.
    package static func identity(_ path: String) -> SystemCall.FileIdentity? {
        SystemCall.status(atPath: path)?.identity
    }

    /// When a file was last modified, in seconds since 1970; nil when it cannot be looked at.
    public static func modificationTime(_ path: String) -> Int? {
        SystemCall.status(atPath: path)?.modified
    }

    /// Whether something is at a path (a symbolic link counts, even a dangling one).
    public static func exists(_ path: String) -> Bool {
        if case .missing = SystemCall.lookUp(path, followingLinks: false) { return false }
        return true
    }

    /// Whether a path names an existing regular file; with `followingLinks: false`, a link to one does not.
    public static func isRegularFile(_ path: String, followingLinks: Bool = true) -> Bool {
        SystemCall.status(atPath: path, followingLinks: followingLinks)?.type == .regular
    }

    /// The names in a folder, sorted, without `.` and `..`.
    public static func contents(of path: String) throws(FileSystemError) -> [String] {
        guard let names = SystemCall.directoryEntries(path) else {
            throw .unreadable(path: path, reason: lastErrorText())
        }
        return names.sorted()
    }

    /// Renames a file or folder, atomically, within one file system.
    public static func rename(_ source: String, to target: String) throws(FileSystemError) {
        guard SystemCall.renameFile(source, to: target) else {
            throw .unwritable(path: target, reason: lastErrorText())
        }
        synchronizeDirectory(directory(of: target))
    }

    /// Removes an empty folder. Returns `false` if it did not exist.
    public static func removeDirectory(_ path: String) throws(FileSystemError) -> Bool {
        if SystemCall.removeDirectory(path) { return true }
        if SystemCall.lastError == SystemCall.noSuchFile { return false }
        throw .unwritable(path: path, reason: lastErrorText())
    }

    /// Removes a file. Returns `false` if it did not exist.
    public static func remove(_ path: String) throws(FileSystemError) -> Bool {
        if SystemCall.removeFile(path) {
            synchronizeDirectory(directory(of: path))
            return true
        }
        if SystemCall.lastError == SystemCall.noSuchFile { return false }
        throw .unwritable(path: path, reason: lastErrorText())
    }

    /// Writes a file a person named as an output (`-o FILE`), atomically as ``writeAtomically(_:to:permissions:calls:)``
    /// does, readable by anyone (a build product): only where nothing is, or over a regular file (or a link to
    /// one). A folder, a device, a FIFO or a socket at the path is refused and left as it is: renaming over a
    /// device would replace it with a regular file.
    public static func writeOutputFile(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        try refuseUnlessReplaceable(path)
        try writeAtomically(bytes, to: path, permissions: 0o644)
    }

    /// Throws unless nothing is at `path` or a regular file is (following links): what an output may replace.
    public static func refuseUnlessReplaceable(_ path: String) throws(FileSystemError) {
        guard !path.isEmpty else { throw .unwritable(path: path, reason: "the path is empty") }
        switch SystemCall.lookUp(path) {
        case .missing: return
        case .found(let status) where status.type == .regular: return
        case .found(let status):
            throw .unwritable(
                path: path,
                reason: status.type == .directory
                    ? "it is a folder" : "it is a device, a FIFO or a socket, not a regular file; it was left as it is")
        case .failed(let error):
            throw .unwritable(path: path, reason: SystemCall.describe(error))
        }
    }

    /// The absolute path of a file or folder that exists, with `.`, `..` and symbolic links resolved, so that
    /// walking up its folders reaches the root however the path was typed; nil when it does not exist.
    public static func resolvedPath(_ path: String) -> String? {
        SystemCall.resolvedPath(path)
    }

    /// The folder of a path: everything before its last `/`, `.` for none, `/` for the root.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func synchronizeDirectory(_ path: String) {
        let descriptor = SystemCall.openFile(path, .directory)
        if descriptor >= 0 {
            _ = SystemCall.synchronize(descriptor)
            SystemCall.closeFile(descriptor)
        }
    }

    /// The error for a read that failed with the last `errno`: a failure of the system (see
    /// ``FileSystemError/systemFailure(path:reason:)``), or the file's own.
    package static func readFailure(_ path: String) -> FileSystemError {
        let error = SystemCall.lastError
        return SystemCall.systemFailures.contains(error)
            ? .systemFailure(path: path, reason: SystemCall.describe(error))
            : .unreadable(path: path, reason: SystemCall.describe(error))
    }

    /// The error for a write that failed with the last `errno`.
    package static func writeFailure(_ path: String) -> FileSystemError {
        let error = SystemCall.lastError
        return SystemCall.systemFailures.contains(error)
            ? .systemFailure(path: path, reason: SystemCall.describe(error))
            : .unwritable(path: path, reason: SystemCall.describe(error))
    }

    private static func lastErrorText() -> String {
        SystemCall.describe(SystemCall.lastError)
    }
}
