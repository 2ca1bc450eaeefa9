extension IndexTables {
    /// The places with a code (IATA or ICAO, packed by ``IndexBuilder/codeKey(_:)``), in rank order.
    /// Complexity: O(log c).
    func places(withCodeKey key: UInt32) -> Range<Int> {
        var low = 0
        var high = codeKey.count
        while low < high {
            let middle = (low + high) / 2
            if codeKey[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < codeKey.count, codeKey[end] == key { end += 1 }
        return low..<end
    }
}
