#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the last reference goes. With `Math`, the
/// only code of the Suggester that touches the C library.
final class MappedFile: @unchecked Sendable {
    /// The file's bytes, valid while this object lives.
    let bytes: UnsafeRawBufferPointer

    /// Maps a regular file of at most `limit` bytes.
    /// - Throws: ``SuggesterError/unreadable(path:reason:)``.
    init(path: String, limit: Int) throws(SuggesterError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
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
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .unreadable(path: path, reason: Self.lastError())
        }
        bytes = UnsafeRawBufferPointer(start: address, count: size)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
