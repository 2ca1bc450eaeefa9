/// Some bits of each byte of a column of flags, such as a place's kind among its flags.
struct BitFieldColumn: @unchecked Sendable {
    let bytes: SnapshotArray<UInt8>
    let shift: UInt8
    let mask: UInt8

    /// The field at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> UInt8 {
        (bytes[index] >> shift) & mask
    }

    /// The field at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int32) -> UInt8 {
        self[Int(index)]
    }

    /// The field at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: UInt32) -> UInt8 {
        self[Int(index)]
    }
}
