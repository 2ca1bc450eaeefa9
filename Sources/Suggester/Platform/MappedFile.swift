#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file mapped read-only into memory, or copied into private memory, unmapped when the last
/// reference goes. With `Math` and ``ZeroedMemory``, the only code of the Suggester that touches
/// the C library.
final class MappedFile: @unchecked Sendable {
    /// The file's bytes, valid while this object lives.
    let bytes: UnsafeRawBufferPointer

    /// Maps a regular file of at most `limit` bytes. With `copying`, its bytes are read into
    /// memory of the process's own instead: a mapped file that is changed or cut short under a
    /// long-running process makes its reads fault (SIGBUS), and a copy cannot.
    /// - Throws: ``SuggesterError/unreadable(path:reason:)``.
    init(path: String, limit: Int, copying: Bool = false) throws(SuggesterError) {
        // Without blocking: a FIFO in the index's place is refused below rather than waited on.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: Self.lastError()) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw .unreadable(path: path, reason: "it is larger than \(limit >> 20) MiB") }
        guard size > 0 else {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            return
        }
        if copying {
            bytes = UnsafeRawBufferPointer(try Self.copy(descriptor, size: size, path: path))
            return
        }
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: Self.lastError())
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    /// The file's `size` bytes, read into anonymous memory (unmapped like a mapping).
    private static func copy(_ descriptor: Int32, size: Int, path: String) throws(SuggesterError)
        -> UnsafeMutableRawBufferPointer
    {
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            address != MAP_FAILED
        else { throw .unreadable(path: path, reason: lastError()) }
        let buffer = UnsafeMutableRawBufferPointer(start: address, count: size)
        var offset = 0
        while offset < size {
            let count = read(descriptor, address + offset, size - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = count == 0 ? "it became shorter while it was read" : lastError()
                munmap(address, size)
                throw .unreadable(path: path, reason: reason)
            }
            offset += count
        }
        return buffer
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
