/// A place's region or country, as a column of area numbers.
struct AreaColumn: @unchecked Sendable {
    let records: PlaceRecords
    /// Whether the column is the countries' rather than the regions'.
    let isCountry: Bool

    /// How many places.
    var count: Int { records.count - 1 }

    /// The area of place `index`, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    subscript(index: Int) -> UInt32 { isCountry ? records.country(index) : records.region(index) }
}
