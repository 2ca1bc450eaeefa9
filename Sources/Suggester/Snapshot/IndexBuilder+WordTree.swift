extension IndexBuilder {
    /// The ``WordTree`` of sorted, distinct words of at most ``TextFolder/maximumWordLength`` bytes:
    /// its nodes, and for each byte value the offset of the root's child for it (or
    /// ``IndexData/none``) and the number of the first word beginning with it or a greater byte
    /// (257 entries). Complexity: O(b · d) for b bytes of words and a tree d nodes deep (each node's
    /// bytes are copied once for each node above it).
    static func wordTree(
        wordCount: Int, word: (Int) -> UnsafeRawBufferPointer
    ) -> (bytes: [UInt8], rootChild: [UInt32], rootFirstWord: [UInt32]) {
        var rootChild = [UInt32](repeating: IndexData.none, count: 256)
        var rootFirstWord = [UInt32](repeating: UInt32(wordCount), count: 257)
        /// The nodes for the words `range`, which share their first `depth` bytes and are all
        /// longer: each run of words sharing their next byte is a node, whose label runs on while
        /// the run's first and last words agree and the first goes on.
        func children(of range: Range<Int>, depth: Int, atRoot: Bool) -> [UInt8] {
            var encoded: [UInt8] = []
            var first = range.lowerBound
            while first < range.upperBound {
                let byte = word(first)[depth]
                var end = first + 1
                while end < range.upperBound, word(end)[depth] == byte { end += 1 }
                let firstWord = word(first)
                let lastWord = word(end - 1)
                var labelEnd = depth + 1
                while firstWord.count > labelEnd, firstWord[labelEnd] == lastWord[labelEnd] { labelEnd += 1 }
                let isTerminal = firstWord.count == labelEnd
                let below = (isTerminal ? first + 1 : first)..<end
                if atRoot {
                    rootChild[Int(byte)] = UInt32(encoded.count)
                    for earlier in 0...Int(byte) where rootFirstWord[earlier] > UInt32(first) {
                        rootFirstWord[earlier] = UInt32(first)
                    }
                }
                precondition(labelEnd - depth <= 64, "a word tree label is at most 64 bytes")
                encoded.append(
                    (isTerminal || below.isEmpty ? WordTree.terminalBit : 0)
                        | (below.isEmpty ? 0 : WordTree.childrenBit)
                        | UInt8(labelEnd - depth - 1))
                encoded.append(contentsOf: firstWord[depth..<labelEnd])
                if !below.isEmpty {
                    let nodes = children(of: below, depth: labelEnd, atRoot: false)
                    appendNumber(nodes.count, to: &encoded)
                    appendNumber(end - first, to: &encoded)
                    encoded += nodes
                }
                first = end
            }
            return encoded
        }
        let bytes = children(of: 0..<wordCount, depth: 0, atRoot: true)
        return (bytes, rootChild, rootFirstWord)
    }

    /// Appends a number as unsigned LEB128: seven bits a byte, low first, the high bit set on all
    /// but the last.
    static func appendNumber(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(value)
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }
}
