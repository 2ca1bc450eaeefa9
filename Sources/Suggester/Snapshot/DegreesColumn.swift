/// A column of degrees stored in units of 10⁻⁷ degree, read as `Double`: an integer divided by a
/// power of ten gives the nearest `Double` to their exact quotient, the value the source's decimal
/// text of at most seven places parses to.
struct DegreesColumn: @unchecked Sendable {
    let units: SnapshotArray<Int32>

    /// The degrees at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> Double {
        Double(units[index]) / 1e7
    }

    /// The degrees at `index`. Complexity: O(1).
    @inline(__always)
    subscript(index: UInt32) -> Double {
        self[Int(index)]
    }
}
