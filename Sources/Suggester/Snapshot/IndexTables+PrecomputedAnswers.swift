extension IndexTables {
    /// The precomputed prefix equal to these bytes, if any. Complexity: O(log p · |bytes|).
    func precomputedPrefix(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var low = 0
        var high = prefixStart.count - 1
        while low < high {
            let middle = (low + high) / 2
            let candidate = precomputedKeyBytes(middle)
            if candidate.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        guard low < prefixStart.count - 1 else { return nil }
        return precomputedKeyBytes(low).elementsEqual(bytes) ? low : nil
    }

    /// How many precomputed keys there are.
    var precomputedKeyCount: Int { prefixStart.count - 1 }

    /// The bytes of precomputed key `key`: folded words joined by a space (``SearchState/precomputedKey``).
    /// Complexity: O(1).
    func precomputedKeyBytes(_ key: Int) -> UnsafeRawBufferPointer {
        prefixBytes.bytes(prefixStart.range(key))
    }

    /// How many words a precomputed key holds: one more than its spaces, less one when it ends with
    /// a space (a whole word, "new "). Complexity: O(|key|).
    func precomputedWordCount(ofKey key: Int) -> Int {
        let bytes = precomputedKeyBytes(key)
        let spaces = bytes.count { $0 == UInt8(ascii: " ") }
        return bytes.last == UInt8(ascii: " ") ? spaces : spaces + 1
    }

    /// The stored score of a precomputed result whose score is not worked out again. Complexity:
    /// O(log s) for s stored scores.
    func storedScore(ofResult result: Int) -> Double {
        var low = 0
        var high = explicitResult.count
        while low < high {
            let middle = (low + high) / 2
            if explicitResult.int(middle) < result { low = middle + 1 } else { high = middle }
        }
        return low < explicitResult.count && explicitResult.int(low) == result ? explicitScore[low] : 0
    }
}
