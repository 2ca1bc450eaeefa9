/// A non-owning, read-only view of a typed array that lies in a snapshot's bytes, such as the
/// places' importance or the postings of every word.
///
/// The bytes belong to a ``SnapshotStorage`` that the index holding the view keeps alive, and they
/// never change, so the view may be shared across threads. Elements are read in place, never
/// copied. Every read checks its index, in release builds too (one unsigned comparison): a
/// snapshot file is checked in full when it is loaded, and this is the second line, so that an
/// index the check missed stops the process rather than read outside the snapshot.
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
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "snapshot index out of bounds")
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
        precondition(
            range.lowerBound >= 0 && range.upperBound <= count, "snapshot range out of bounds")
        return UnsafeRawBufferPointer(
            start: base + range.lowerBound * MemoryLayout<Element>.stride,
            count: range.count * MemoryLayout<Element>.stride)
    }
}
