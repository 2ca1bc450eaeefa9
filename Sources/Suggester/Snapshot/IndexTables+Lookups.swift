extension IndexTables {
    /// The first word not ordered before `bytes`. Complexity: O(log t · |bytes|).
    func lowerBound(_ bytes: UnsafeRawBufferPointer) -> Int {
        var low = 0
        var high = header.tokenCount
        while low < high {
            let middle = (low + high) / 2
            if token(middle).lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The words that begin with `prefix`, a contiguous range. Complexity: O(log t · |prefix|).
    func prefixRange(_ prefix: UnsafeRawBufferPointer) -> Range<Int> {
        let start = lowerBound(prefix)
        var end = start
        // The range ends at the first word that does not begin with the prefix: found by a second
        // binary search over the words after `start`.
        var high = header.tokenCount
        while end < high {
            let middle = (end + high) / 2
            if token(middle).starts(with: prefix) { end = middle + 1 } else { high = middle }
        }
        return start..<end
    }

    /// The word equal to `bytes`, if indexed. Complexity: O(log t · |bytes|).
    func tokenID(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        let index = lowerBound(bytes)
        return index < header.tokenCount && token(index).elementsEqual(bytes) ? Int32(index) : nil
    }

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
