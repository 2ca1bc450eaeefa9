/// A column of ids: a ``PackedArray`` read as 32-bit numbers, its value of all ones read as
/// ``IndexData/none`` (an absent string, place or area).
struct IDColumn: @unchecked Sendable {
    let values: PackedArray

    /// How many ids.
    var count: Int { values.count }

    /// The id at `index`, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> UInt32 {
        values.id(index)
    }

    /// The id at `index`, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    subscript(index: Int32) -> UInt32 {
        values.id(Int(index))
    }

    /// The id at `index`, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    subscript(index: UInt32) -> UInt32 {
        values.id(Int(index))
    }
}
