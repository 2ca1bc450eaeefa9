/// A column of counts (passengers, inhabitants) in as few bytes as they need, read as `Int64` with
/// -1 for an unknown count.
struct CountColumn: @unchecked Sendable {
    let values: IDColumn

    /// The count at `index`, or -1. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> Int64 {
        let value = values[index]
        return value == IndexData.none ? -1 : Int64(value)
    }

    /// The count at `index`, or -1. Complexity: O(1).
    @inline(__always)
    subscript(index: UInt32) -> Int64 {
        self[Int(index)]
    }
}
