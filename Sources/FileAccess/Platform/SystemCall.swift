#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls FileAccess makes, and the only file of the module that imports the C
/// library. Every call is plain POSIX, so the same code builds on Linux (Glibc) and on Apple
/// platforms (Darwin); names differ from the C ones so that no call needs a module prefix.
package enum SystemCall {
    /// What kind of file a path or descriptor is.
    package enum FileType: Equatable {
        case regular, directory, symbolicLink, other
    }

    /// What `fstat` and `lstat` tell.
    package struct FileStatus {
        package var type: FileType
        package var owner: UInt32
        package var size: Int
        /// Seconds since 1970 of the last modification.
        package var modified: Int
        /// Which file it is, and as it was when looked at: replaced (a rename over it) or written
        /// since, it has another identity.
        package var identity: FileIdentity
    }

    /// A file's device and inode, with its size and modification time to the nanosecond.
    package struct FileIdentity: Equatable, Sendable {
        package var device: UInt64
        package var inode: UInt64
        package var size: Int
        package var modifiedNanoseconds: Int
    }

    /// The flags of ``openFile(_:_:permissions:)``.
    package struct OpenFlags: OptionSet {
        package let rawValue: Int32
        package init(rawValue: Int32) { self.rawValue = rawValue }
        package static let readOnly = OpenFlags([])
        package static let writeOnly = OpenFlags(rawValue: O_WRONLY)
        package static let readWrite = OpenFlags(rawValue: O_RDWR)
        package static let create = OpenFlags(rawValue: O_CREAT)
        package static let exclusive = OpenFlags(rawValue: O_EXCL)
        package static let noFollow = OpenFlags(rawValue: O_NOFOLLOW)
        package static let directory = OpenFlags(rawValue: O_DIRECTORY)
        package static let nonBlocking = OpenFlags(rawValue: O_NONBLOCK)
    }

    /// The `errno` values the callers handle.
    package static let interrupted = EINTR
    package static let noSuchFile = ENOENT
    package static let exists = EEXIST
    package static let wouldBlock = EWOULDBLOCK
    package static let tooManyLinks = ELOOP
    /// The errors that say the disk, or the user's quota on it, is full.
    package static let noSpace: Set<Int32> = [ENOSPC, EDQUOT]
    /// The errors that say the system cannot do it now (no descriptors, memory or buffers left, or
    /// an I/O error), not that something is wrong with the file.
    package static let systemFailures: Set<Int32> = [EMFILE, ENFILE, ENOMEM, ENOBUFS, EIO]

    /// The `errno` of the last failed call.
    package static var lastError: Int32 { errno }

    /// A sentence for an `errno` value.
    package static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Opens a file (always close-on-exec); -1 on failure.
    package static func openFile(_ path: String, _ flags: OpenFlags, permissions: UInt32 = 0o600) -> Int32 {
        open(path, flags.rawValue | O_CLOEXEC, mode_t(permissions))
    }

    /// Closes a descriptor; false on failure.
    @discardableResult
    package static func closeFile(_ descriptor: Int32) -> Bool {
        close(descriptor) == 0
    }

    /// Reads up to `buffer.count` bytes; the count, 0 at the end, -1 on failure.
    package static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        read(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Writes up to `buffer.count` bytes; the count written, -1 on failure.
    package static func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
        write(descriptor, buffer.baseAddress, buffer.count)
    }

    /// Flushes a file to disk; false on failure.
    package static func synchronize(_ descriptor: Int32) -> Bool {
        fsync(descriptor) == 0
    }

    /// What an open descriptor is.
    package static func status(of descriptor: Int32) -> FileStatus? {
        var raw = stat()
        return fstat(descriptor, &raw) == 0 ? FileStatus(raw) : nil
    }

    /// What a path is; with `followingLinks: false` a symbolic link is reported as one.
    package static func status(atPath path: String, followingLinks: Bool = true) -> FileStatus? {
        if case .found(let status) = lookUp(path, followingLinks: followingLinks) { return status }
        return nil
    }

    /// What looking up a path found.
    package enum Lookup {
        case found(FileStatus)
        /// Nothing is there (`ENOENT`, or `ENOTDIR` for a path through a file).
        case missing
        /// The lookup failed otherwise, with this `errno` (`EACCES`, say).
        case failed(Int32)
    }

    /// What a path is, or why it cannot be told; with `followingLinks: false` a symbolic link is
    /// reported as one.
    package static func lookUp(_ path: String, followingLinks: Bool = true) -> Lookup {
        var raw = stat()
        let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
        if result == 0 { return .found(FileStatus(raw)) }
        return errno == ENOENT || errno == ENOTDIR ? .missing : .failed(errno)
    }

    /// The permission bits (`0o600`), owner and kind of a file, not following a symbolic link;
    /// nil when it cannot be looked at.
    package static func permissions(of path: String) -> (bits: UInt32, owner: UInt32, isRegular: Bool)? {
        var raw = stat()
        guard lstat(path, &raw) == 0 else { return nil }
        return (UInt32(raw.st_mode) & 0o7777, UInt32(raw.st_uid), raw.st_mode & S_IFMT == S_IFREG)
    }

    /// Renames a file over another, atomically; false on failure.
    package static func renameFile(_ source: String, to target: String) -> Bool {
        rename(source, target) == 0
    }

    /// Removes a file; false on failure.
    @discardableResult
    package static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Removes an empty folder; false on failure.
    @discardableResult
    package static func removeDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Creates a folder; false on failure.
    package static func makeDirectory(_ path: String, permissions: UInt32) -> Bool {
        mkdir(path, mode_t(permissions)) == 0
    }

    /// Takes an exclusive advisory lock; with `wait: false`, fails at once with ``wouldBlock``
    /// when another holder has it.
    package static func lockExclusively(_ descriptor: Int32, wait: Bool) -> Bool {
        flock(descriptor, LOCK_EX | (wait ? 0 : LOCK_NB)) == 0
    }

    /// Releases an advisory lock.
    package static func unlock(_ descriptor: Int32) {
        flock(descriptor, LOCK_UN)
    }

    /// The names in a folder, without `.` and `..`, in no order; nil when it cannot be read.
    package static func directoryEntries(_ path: String) -> [String]? {
        guard let stream = opendir(path) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The absolute path of a file that exists, with every `.`, `..` and symbolic link resolved (`realpath`);
    /// nil when it cannot be resolved.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// This process's id.
    package static var processID: Int32 { getpid() }

    /// The effective user id of this process.
    package static var userID: UInt32 { geteuid() }

    /// Whether a process with this id exists (it may belong to another user).
    package static func processExists(_ id: Int32) -> Bool {
        id > 0 && (kill(id, 0) == 0 || errno == EPERM)
    }

    /// Seconds since 1970, now.
    package static var now: Int { time(nil) }

    /// Sleeps for a number of milliseconds.
    package static func sleep(milliseconds: Int) {
        usleep(useconds_t(max(0, milliseconds) * 1000))
    }
}

extension SystemCall.FileStatus {
    fileprivate init(_ raw: stat) {
        let type: SystemCall.FileType =
            switch raw.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            default: .other
            }
        #if canImport(Darwin)
            let time = raw.st_mtimespec
        #else
            let time = raw.st_mtim
        #endif
        let modified = Int(time.tv_sec)
        self.init(
            type: type, owner: UInt32(raw.st_uid), size: Int(raw.st_size), modified: modified,
            identity: SystemCall.FileIdentity(
                device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino), size: Int(raw.st_size),
                modifiedNanoseconds: modified &* 1_000_000_000 &+ Int(time.tv_nsec)))
    }
}
