#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX file operations the store and the loaders need, with the guarantees they rely on:
/// bounded reads that never load a huge file, atomic replacement, and exclusive locks.
public enum FileSystem {
    /// Reads at most `limit` bytes of a file. Directories are refused; a larger file (or an endless
    /// device such as `/dev/zero`) fails with ``IntentSchemaError/tooLarge(path:limit:)`` after
    /// reading only `limit + 1` bytes.
    public static func read(_ path: String, limit: Int) throws(IntentSchemaError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: errorText()) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw .unreadable(path: path, reason: "it is a directory")
        }
        return try read(descriptor: descriptor, path: path, limit: limit)
    }

    /// Reads at most `limit` bytes from an open descriptor, such as standard input.
    public static func read(descriptor: Int32, path: String, limit: Int) throws(IntentSchemaError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: errorText())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
    }

    /// Replaces a file's contents atomically: the bytes go to a new temporary file in the same
    /// folder, which is flushed to disk and then renamed over the target, and the folder is synced.
    /// Readers see the old file or the new one, never a part; a failure leaves the old file intact.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(IntentSchemaError) {
        let folder = directory(of: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(folder)/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: errorText()) }
        var failure: String?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno != EINTR { failure = errorText() }
            } else {
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText() }
        if close(descriptor) != 0, failure == nil { failure = errorText() }
        if failure == nil, rename(temporary, path) != 0 { failure = errorText() }
        if let failure {
            unlink(temporary)
            throw .unwritable(path: path, reason: failure)
        }
        syncDirectory(folder)
    }

    /// Runs `body` while holding an exclusive advisory lock on `lockPath`, which is created if needed.
    /// Other processes that lock the same file wait their turn.
    public static func withExclusiveLock<T>(
        _ lockPath: String, _ body: () throws(IntentSchemaError) -> T
    ) throws(IntentSchemaError) -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: lockPath, reason: errorText()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { throw .unwritable(path: lockPath, reason: errorText()) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Creates a folder and its missing parents, readable only by the owner.
    public static func createDirectory(_ path: String) throws(IntentSchemaError) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw .unwritable(path: current, reason: errorText())
            }
        }
        guard isDirectory(path) else { throw .unwritable(path: path, reason: "it is not a directory") }
    }

    /// Whether a path names an existing folder.
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether a path names an existing regular file.
    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in a folder, sorted, without `.` and `..`.
    public static func contents(of path: String) throws(IntentSchemaError) -> [String] {
        guard let stream = opendir(path) else { throw .unreadable(path: path, reason: errorText()) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Removes a file. Returns `false` if it did not exist.
    public static func remove(_ path: String) throws(IntentSchemaError) -> Bool {
        if unlink(path) == 0 {
            syncDirectory(directory(of: path))
            return true
        }
        if errno == ENOENT { return false }
        throw .unwritable(path: path, reason: errorText())
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
