/// The bytes of a snapshot, kept alive for as long as an index reads them: bytes built at run time
/// (copied once into an aligned allocation), a mapped file, or the snapshot compiled into the
/// binary (which lives as long as the program).
final class SnapshotStorage: @unchecked Sendable {
    private enum Owner {
        case allocation(UnsafeMutableRawBufferPointer)
        case file(MappedFile)
        case program
    }

    /// The bytes; immutable, aligned to 16 bytes at least.
    let bytes: UnsafeRawBufferPointer
    private let owner: Owner

    /// A copy of bytes built at run time.
    init(copying source: [UInt8]) {
        let allocation = UnsafeMutableRawBufferPointer.allocate(byteCount: max(source.count, 1), alignment: 16)
        source.withUnsafeBytes { allocation.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(rebasing: allocation[0..<source.count])
        owner = .allocation(allocation)
    }

    /// A mapped file.
    init(file: MappedFile) {
        bytes = file.bytes
        owner = .file(file)
    }

    /// Bytes that live as long as the program (static data).
    init(static bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        owner = .program
    }

    deinit {
        if case .allocation(let allocation) = owner { allocation.deallocate() }
    }
}
