/// A non-owning, read-only view of a typed array that lies in a snapshot's bytes, such as the
/// places' importance or the postings of every word.
///
/// The bytes belong to a ``SnapshotStorage`` that the index holding the view keeps alive, and they
/// never change, so the view may be shared across threads. Elements are read in place, never
/// copied. Debug builds check every index; release builds rely on the snapshot having been
/// validated when it was loaded (every stored index and offset is checked against the arrays it
/// points into).
struct SnapshotArray<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The first element, aligned for `Element`.
    let base: UnsafeRawPointer
    /// How many elements.
    let count: Int

    /// A view of `count` elements starting at `base`.
    init(base: UnsafeRawPointer, count: Int) {
        assert(Int(bitPattern: base) % MemoryLayout<Element>.alignment == 0, "misaligned snapshot section")
        self.base = base
        self.count = count
    }

    /// The element at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> Element {
        assert(index >= 0 && index < count, "snapshot index \(index) out of 0..<\(count)")
        return base.load(fromByteOffset: index &* MemoryLayout<Element>.stride, as: Element.self)
    }

    /// The element at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int32) -> Element {
        self[Int(index)]
    }

    /// The element at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: UInt32) -> Element {
        self[Int(index)]
    }

    /// The bytes of elements `range`, for byte-wise comparisons.
    @inline(__always)
    func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "snapshot range \(range) out of 0..<\(count)")
        return UnsafeRawBufferPointer(
            start: base + range.lowerBound * MemoryLayout<Element>.stride,
            count: range.count * MemoryLayout<Element>.stride)
    }

    /// The elements as a buffer, for algorithms that take one.
    var buffer: UnsafeBufferPointer<Element> {
        UnsafeBufferPointer(start: base.assumingMemoryBound(to: Element.self), count: count)
    }
}
