extension IndexTables {
    /// The trie node standing for `bytes`, if some word begins with them: found by following the
    /// bytes down from the root, scanning each node's children (which come in byte order).
    /// Complexity: O(|bytes| · c) for at most c children a node.
    func trieNode(_ bytes: UnsafeRawBufferPointer) -> Int? {
        guard let first = bytes.first else { return nil }
        var node = Int(trieFirstNode[Int(first)])
        guard node < Int(trieFirstNode[Int(first) + 1]) else { return nil }
        for byte in bytes.dropFirst() {
            guard
                let child = TrieNode(rawValue: trieNode[node]).children.first(where: {
                    TrieNode(rawValue: trieNode[$0]).byte >= byte
                }), TrieNode(rawValue: trieNode[child]).byte == byte
            else { return nil }
            node = child
        }
        return node
    }

    /// The words below a trie node (those beginning with its prefix), a contiguous range; the first
    /// is the node's prefix when a word ends at the node.
    @inline(__always)
    func words(belowTrieNode node: Int) -> Range<Int> {
        Int(trieWords[2 * node])..<Int(trieWords[2 * node + 1])
    }

    /// The words that begin with `prefix`, a contiguous range (empty when there are none).
    /// Complexity: that of ``trieNode(_:)``.
    func prefixRange(_ prefix: UnsafeRawBufferPointer) -> Range<Int> {
        guard let node = trieNode(prefix) else { return 0..<0 }
        return words(belowTrieNode: node)
    }

    /// The word equal to `bytes`, if indexed. Complexity: that of ``trieNode(_:)``.
    func tokenID(_ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard let node = trieNode(bytes), TrieNode(rawValue: trieNode[node]).isTerminal else { return nil }
        return Int32(words(belowTrieNode: node).lowerBound)
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
