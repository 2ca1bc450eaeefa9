extension IndexBuilder {
    /// The word trie of sorted, distinct words (see ``TrieNode``): the nodes level by level, each
    /// node's children together; each node's range of words below it, as two entries (its first
    /// word, then the word after its last); and for each byte the root's child for it, as the range
    /// of the root's children from the one for that byte to the one for the next (257 entries).
    /// Complexity: O(b) for b bytes of words.
    static func trie(
        wordCount: Int, word: (Int) -> UnsafeRawBufferPointer
    ) -> (nodes: [UInt64], words: [UInt32], firstNode: [UInt32]) {
        // First in preorder, where a node's subtree runs to its end and the words below a node
        // begin at the one its prefix was first seen in.
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
        // Then level by level: `order` lists the preorder nodes in their new order, each node's
        // children appended when the node is reached.
        var order = depths.indices.filter { depths[$0] == 1 }
        let rootChildren = order.count
        var nodes: [UInt64] = []
        var words: [UInt32] = []
        nodes.reserveCapacity(depths.count)
        words.reserveCapacity(2 * depths.count)
        var position = 0
        while position < order.count {
            let node = order[position]
            position += 1
            let firstChild = order.count
            var child = node + 1
            while child < ends[node] {
                order.append(child)
                child = ends[child]
            }
            nodes.append(
                TrieNode(
                    byte: bytes[node], depth: depths[node], isTerminal: terminal[node], longestWord: longest[node],
                    firstChild: firstChild, childCount: order.count - firstChild
                ).rawValue)
            words += [firstWord[node], firstWord[ends[node]]]
        }
        var firstNode = [UInt32](repeating: UInt32(rootChildren), count: 257)
        for node in (0..<rootChildren).reversed() {
            for byte in 0...Int(bytes[order[node]]) where firstNode[byte] > UInt32(node) {
                firstNode[byte] = UInt32(node)
            }
        }
        return (nodes, words, firstNode)
    }
}
