extension IndexBuilder {
    /// The word trie of sorted, distinct words, in preorder (see ``TrieNode``): the nodes, the first
    /// word below each node with the word count after the last, and for each byte the range of
    /// nodes under the root's child for it (257 entries). Complexity: O(b) for b bytes of words.
    static func trie(
        wordCount: Int, word: (Int) -> UnsafeRawBufferPointer
    ) -> (nodes: [UInt64], firstWord: [UInt32], firstNode: [UInt32]) {
        var depths: [Int] = []
        var bytes: [UInt8] = []
        var terminal: [Bool] = []
        var firstWord: [UInt32] = []
        var ends = [Int]()
        var longest = [Int]()
        var open: [Int] = []  // the nodes on the path to the last word, by depth - 1
        var previous = UnsafeRawBufferPointer(start: nil, count: 0)
        for id in 0..<wordCount {
            let bytesOfWord = word(id)
            var shared = 0
            while shared < min(previous.count, bytesOfWord.count), previous[shared] == bytesOfWord[shared] {
                shared += 1
            }
            while open.count > shared { ends[open.removeLast()] = depths.count }
            for node in open { longest[node] = max(longest[node], bytesOfWord.count) }
            for depth in stride(from: shared + 1, through: bytesOfWord.count, by: 1) {
                open.append(depths.count)
                depths.append(depth)
                bytes.append(bytesOfWord[depth - 1])
                terminal.append(depth == bytesOfWord.count)
                firstWord.append(UInt32(id))
                ends.append(0)
                longest.append(bytesOfWord.count)
            }
            previous = bytesOfWord
        }
        while let node = open.popLast() { ends[node] = depths.count }
        firstWord.append(UInt32(wordCount))
        var firstNode = [UInt32](repeating: UInt32(depths.count), count: 257)
        for node in depths.indices.reversed() where depths[node] == 1 {
            for byte in 0...Int(bytes[node]) where firstNode[byte] > UInt32(node) { firstNode[byte] = UInt32(node) }
        }
        let nodes = depths.indices.map {
            TrieNode(
                byte: bytes[$0], depth: depths[$0], isTerminal: terminal[$0], longestWord: longest[$0],
                subtreeEnd: ends[$0]
            ).rawValue
        }
        return (nodes, firstWord, firstNode)
    }
}
