#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffers of zeros from `calloc`: a large one comes from fresh pages the kernel zeroes when they
/// are first touched, so a search's per-word and per-place tables cost nothing for the pages a
/// query never reaches (a one-shot `suggest` reaches few of them). Only for types whose all-zero
/// bit pattern is their zero value.
enum ZeroedMemory {
    /// `count` zeroed elements; give them back with ``free(_:)``.
    static func allocate<Element: BitwiseCopyable>(_: Element.Type, count: Int) -> UnsafeMutableBufferPointer<Element> {
        guard let raw = calloc(max(1, count), MemoryLayout<Element>.stride) else {
            fatalError("out of memory: \(count) × \(MemoryLayout<Element>.stride) bytes")
        }
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: Element.self, capacity: count), count: count)
    }

    /// Frees a buffer ``allocate(_:count:)`` made.
    static func free<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        #if canImport(Glibc)
            Glibc.free(buffer.baseAddress)
        #else
            Darwin.free(buffer.baseAddress)
        #endif
    }
}
