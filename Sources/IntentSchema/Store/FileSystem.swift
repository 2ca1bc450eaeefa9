/// The few file operations the store and the loaders need, with the guarantees they rely on:
/// bounded reads that never load a huge file, atomic replacement, and exclusive locks. System
/// calls go through ``SystemCall``.
public enum FileSystem {
    /// The size of each read.
    static let chunkSize = 64 * 1024

    /// Reads at most `limit` bytes of a file. Directories are refused; a larger file (or an endless
    /// device such as `/dev/zero`) fails with ``IntentSchemaError/tooLarge(path:limit:)`` after
    /// reading only `limit + 1` bytes.
    public static func read(_ path: String, limit: Int) throws(IntentSchemaError) -> [UInt8] {
        let descriptor = SystemCall.openFile(path, .readOnly)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: lastErrorText()) }
        defer { SystemCall.closeFile(descriptor) }
        if SystemCall.status(of: descriptor)?.type == .directory {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// Reads at most `limit` bytes from an open descriptor, such as standard input.
    public static func read(descriptor: Int32, path: String, limit: Int) throws(IntentSchemaError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { SystemCall.readBytes(descriptor, into: $0) }
            if count < 0 {
                if SystemCall.lastError == SystemCall.interrupted { continue }
                throw .unreadable(path: path, reason: lastErrorText())
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
    public static func readInput(_ path: String, limit: Int, as name: String? = nil) -> Diagnosed<[UInt8]> {
        let name = name ?? (path == "-" ? "<stdin>" : path)
        do throws(IntentSchemaError) {
            let bytes =
                path == "-"
                ? try read(descriptor: 0, path: name, limit: limit) : try read(path, limit: limit)
            return Diagnosed(value: bytes)
        } catch {
            let code: DiagnosticCode =
                if case .tooLarge = error { .inputTooLarge } else { .inputUnreadable }
            return .failure(Diagnostic(.error, code, error.description, file: name))
        }
    }

    /// Replaces a file's contents atomically: the bytes go to a new temporary file in the same
    /// folder, which is flushed to disk and then renamed over the target, and the folder is synced.
    /// Readers see the old file or the new one, never a part; a failure leaves the old file intact.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(IntentSchemaError) {
        let folder = directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(folder)/.\(name).\(SystemCall.processID).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = SystemCall.openFile(temporary, [.writeOnly, .create, .exclusive])
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: lastErrorText()) }
        var failure: String?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes[offset...].withUnsafeBytes { SystemCall.writeBytes(descriptor, $0) }
            if written < 0 {
                if SystemCall.lastError != SystemCall.interrupted { failure = lastErrorText() }
            } else {
                offset += written
            }
        }
        if failure == nil, !SystemCall.synchronize(descriptor) { failure = lastErrorText() }
        if !SystemCall.closeFile(descriptor), failure == nil { failure = lastErrorText() }
        if failure == nil, !SystemCall.renameFile(temporary, to: path) { failure = lastErrorText() }
        if let failure {
            SystemCall.removeFile(temporary)
            throw .unwritable(path: path, reason: failure)
        }
        synchronizeDirectory(folder)
    }

    /// Runs `body` while holding an exclusive advisory lock on `lockPath`, which is created if needed.
    /// Other processes that lock the same file wait their turn.
    public static func withExclusiveLock<T>(
        _ lockPath: String, _ body: () throws(IntentSchemaError) -> T
    ) throws(IntentSchemaError) -> T {
        let descriptor = SystemCall.openFile(lockPath, [.readWrite, .create])
        guard descriptor >= 0 else { throw .unwritable(path: lockPath, reason: lastErrorText()) }
        defer { SystemCall.closeFile(descriptor) }
        while !SystemCall.lockExclusively(descriptor, wait: true) {
            if SystemCall.lastError != SystemCall.interrupted {
                throw .unwritable(path: lockPath, reason: lastErrorText())
            }
        }
        defer { SystemCall.unlock(descriptor) }
        return try body()
    }

    /// Creates a folder and its missing parents, readable only by the owner.
    public static func createDirectory(_ path: String) throws(IntentSchemaError) {
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

    /// Whether a path names an existing regular file.
    public static func isRegularFile(_ path: String) -> Bool {
        SystemCall.status(atPath: path)?.type == .regular
    }

    /// The names in a folder, sorted, without `.` and `..`.
    public static func contents(of path: String) throws(IntentSchemaError) -> [String] {
        guard let names = SystemCall.directoryEntries(path) else {
            throw .unreadable(path: path, reason: lastErrorText())
        }
        return names.sorted()
    }

    /// Removes a file. Returns `false` if it did not exist.
    public static func remove(_ path: String) throws(IntentSchemaError) -> Bool {
        if SystemCall.removeFile(path) {
            synchronizeDirectory(directory(of: path))
            return true
        }
        if SystemCall.lastError == SystemCall.noSuchFile { return false }
        throw .unwritable(path: path, reason: lastErrorText())
    }

    static func directory(of path: String) -> String {
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

    private static func lastErrorText() -> String {
        SystemCall.describe(SystemCall.lastError)
    }
}
