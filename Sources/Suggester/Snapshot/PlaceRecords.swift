/// Where a search finds a place's words, side by side in 16 bytes, so that reading them costs one
/// cache line rather than one for each of five columns: where its own words begin in the words
/// column (bytes 0–3) and how many of them come before its texts in other scripts (4–7), where its
/// words' places in its city and name begin (8–11), and its region and country (12–13, 14–15,
/// 65,535 for none). Its importance, which scans in rank order read place after place, is a column
/// of its own.
///
/// One record more than places, the last holding only the ends of the words and of the bounds, so
/// that a place's words and bounds end where the next record's begin.
///
/// A non-owning view like ``SnapshotArray``: every read checks its index, in release builds too.
struct PlaceRecords: @unchecked Sendable {
    /// The first record, aligned to 8 bytes.
    let base: UnsafeRawPointer
    /// How many records: one more than places.
    let count: Int

    /// The bytes of a record.
    static let size = 16
    /// The stored number of an absent region or country.
    static let noArea: UInt16 = .max
    /// The most areas a record can name.
    static let areaLimit = Int(noArea)

    @inline(__always)
    private func load<Value: BitwiseCopyable>(_ record: Int, _ offset: Int, as: Value.Type) -> Value {
        precondition(UInt(bitPattern: record) < UInt(bitPattern: count), "snapshot index out of bounds")
        return base.load(fromByteOffset: record &* Self.size &+ offset, as: Value.self)
    }

    /// Where a place's own words are in the words column. Complexity: O(1).
    @inline(__always)
    func ownWords(_ place: Int) -> Range<Int> {
        Int(load(place, 0, as: UInt32.self))..<Int(load(place + 1, 0, as: UInt32.self))
    }

    /// How many of a place's own words come before its texts in other scripts. Complexity: O(1).
    @inline(__always)
    func split(_ place: Int) -> Int {
        Int(load(place, 4, as: UInt32.self))
    }

    /// Where a place's word bounds are (its city's, then its name's). Complexity: O(1).
    @inline(__always)
    func bounds(_ place: Int) -> Range<Int> {
        Int(load(place, 8, as: UInt32.self))..<Int(load(place + 1, 8, as: UInt32.self))
    }

    /// A place's region's area number, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    func region(_ place: Int) -> UInt32 {
        let area = load(place, 12, as: UInt16.self)
        return area == Self.noArea ? IndexData.none : UInt32(area)
    }

    /// A place's country's area number, or ``IndexData/none``. Complexity: O(1).
    @inline(__always)
    func country(_ place: Int) -> UInt32 {
        let area = load(place, 14, as: UInt16.self)
        return area == Self.noArea ? IndexData.none : UInt32(area)
    }

    /// The records of the places of `data`, and the closing one.
    static func encode(_ data: IndexData) -> [UInt8] {
        var bytes: [UInt8] = []
        let places = data.placeFlags.count
        bytes.reserveCapacity((places + 1) * size)
        func area(_ area: UInt32) -> UInt16 {
            area == IndexData.none || Int(area) >= areaLimit ? noArea : UInt16(area)
        }
        for place in 0...places {
            let isPlace = place < places
            bytes.appendInteger(data.placeWordStart[place])
            bytes.appendInteger(isPlace ? data.placeWordSplit[place] : 0)
            bytes.appendInteger(data.placeBoundStart[place])
            bytes.appendInteger(isPlace ? area(data.placeRegionArea[place]) : noArea)
            bytes.appendInteger(isPlace ? area(data.placeCountryArea[place]) : noArea)
        }
        return bytes
    }
}
