extension IndexTables {
    /// The trie node standing for `bytes`, if some word begins with them: found by following the
    /// bytes down from the root, scanning each node's children (which come in byte order).
    /// Complexity: O(|bytes| · c) for at most c children a node.
    func trieNode(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let first = bytes.first else { return nil }
        var node = Int(trieFirstNode[Int(first)])
        guard node < Int(trieFirstNode[Int(first) + 1]) else { return nil }
        for byte in bytes.dropFirst() {
            let end = TrieNode(rawValue: trieNode[node]).subtreeEnd
            var child = node + 1
            while child < end {
                let candidate = TrieNode(rawValue: trieNode[child])
                if candidate.byte >= byte {
                    guard candidate.byte == byte else { return nil }
                    break
                }
                child = candidate.subtreeEnd
            }
            guard child < end else { return nil }
            node = child
        }
        return node
    }

    /// The words that begin with `prefix`, a contiguous range (empty when there are none).
    /// Complexity: that of ``trieNode(_:)``.
    func prefixRange(_ prefix: UnsafeRawBufferPointer) -> Range<Int> {
        guard let node = trieNode(prefix) else { return 0..<0 }
        return Int(trieToken[node])..<Int(trieToken[TrieNode(rawValue: trieNode[node]).subtreeEnd])
    }

    /// The word equal to `bytes`, if indexed. Complexity: that of ``trieNode(_:)``.
    func tokenID(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let node = trieNode(bytes), TrieNode(rawValue: trieNode[node]).isTerminal else { return nil }
        return Int32(bitPattern: trieToken[node])
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
