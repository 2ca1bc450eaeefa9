/// The indexed words, sorted and distinct, as a snapshot stores them: a radix tree (a trie whose
/// chains of single children are merged into one node with a label of several bytes), written
/// depth first, each node followed by its children in byte order. It is the term dictionary and
/// the typo walk's trie at once, and stores each byte that words share once: 1.3 million trie nodes
/// of 16 bytes each became 333,000 nodes of a few bytes.
///
/// A word's number is its rank in sorted order, which is the order the tree is written in: a node
/// whose label ends a word comes before the words its children hold. The words below a node are
/// one contiguous range of numbers, ``Node/words``.
///
/// A node is:
/// - a header byte: bit 7 when a word ends at the node's last byte, bit 6 when it has children,
///   and bits 0–5 the length of its label less one (1 to 64 bytes);
/// - its label;
/// - with children: the bytes its children take, then how many words lie below it, both as
///   unsigned LEB128 numbers. A node without children ends a word, the one word below it.
///
/// The root is not stored: its children come one after the other from the tree's first byte, and
/// for each first byte, ``rootChild`` gives where its child begins and ``rootFirstWord`` the number
/// of its first word.
///
/// A tree from a snapshot file is checked in full when loaded (``IndexTables``); reading it here
/// trusts that check, while every byte read still checks its index (``SnapshotArray``).
struct WordTree {
    /// The nodes.
    let bytes: SnapshotArray<UInt8>
    /// For each byte value, the offset of the root's child whose label begins with it, or
    /// ``IndexData/none``.
    let rootChild: PackedArray
    /// For each byte value and one more, the number of the first word beginning with it or a
    /// greater byte: words beginning with byte `b` are `rootFirstWord[b]..<rootFirstWord[b + 1]`.
    let rootFirstWord: PackedArray

    /// One node, read.
    struct Node: Equatable {
        /// Where the label begins.
        var label: Int
        /// The label's length, 1 to 64.
        var labelLength: Int
        /// Whether a word ends at the node's last byte (it is then the first of ``words``).
        var isTerminal: Bool
        /// Where the first child begins (``end`` when there is none).
        var children: Int
        /// Where the next sibling begins: after the node's children.
        var end: Int
        /// The words below the node.
        var words: Range<Int>

        /// The words of the node's children, after its own.
        var childWords: Int { words.lowerBound + (isTerminal ? 1 : 0) }
    }

    /// The header bit of a node whose last byte ends a word.
    static let terminalBit: UInt8 = 0x80
    /// The header bit of a node with children.
    static let childrenBit: UInt8 = 0x40

    /// The node at `offset`, whose first word is `firstWord`. Complexity: O(1).
    @inline(__always)
    func node(at offset: Int, firstWord: Int) -> Node {
        let header = bytes[offset]
        let label = offset + 1
        let labelLength = Int(header & 0x3F) + 1
        var position = label + labelLength
        guard header & Self.childrenBit != 0 else {
            return Node(
                label: label, labelLength: labelLength, isTerminal: true, children: position, end: position,
                words: firstWord..<firstWord + 1)
        }
        let size = bytes.number(at: &position)
        let count = bytes.number(at: &position)
        return Node(
            label: label, labelLength: labelLength, isTerminal: header & Self.terminalBit != 0, children: position,
            end: position + size, words: firstWord..<firstWord + count)
    }

    /// The root's child for words beginning with `byte`, or nil. Complexity: O(1).
    @inline(__always)
    func rootNode(_ byte: UInt8) -> Node? {
        let offset = rootChild.id(Int(byte))
        guard offset != IndexData.none else { return nil }
        return node(at: Int(offset), firstWord: rootFirstWord.int(Int(byte)))
    }

    /// Where a walk down the tree for some bytes stopped: the node whose label holds their last byte,
    /// and how many bytes of its label they matched.
    struct Stop: Equatable {
        var node: Node
        var labelBytesMatched: Int

        /// Whether the bytes end at the node's last byte.
        var endsAtNode: Bool { labelBytesMatched == node.labelLength }
    }

    /// The node whose prefix is `bytes` or, when `bytes` end inside a label, the node whose label
    /// holds their end, with whether they end at its last byte; nil when no word begins with them.
    /// Complexity: O(|bytes| + s) for the s siblings passed on the way down.
    func find(_ query: UnsafeRawBufferPointer) -> (node: Node, endsAtNode: Bool)? {
        stop(of: query).map { ($0.node, $0.endsAtNode) }
    }

    /// Where the walk for `query` stops, or nil when no word begins with it. Given `resuming`,
    /// the stop of the query's first `matched` bytes, the walk goes on from there rather than from
    /// the root, as when a keystroke adds a byte to a word. Complexity: O(n + s) for the n bytes
    /// not yet matched and the s siblings passed on the way down from the stop.
    func stop(of query: UnsafeRawBufferPointer, resuming start: Stop? = nil, matched: Int = 0) -> Stop? {
        var matched = matched
        var labelStart: Int
        var node: Node
        if let start {
            precondition(matched <= query.count, "a resumed walk has matched part of its query")
            node = start.node
            labelStart = start.labelBytesMatched
        } else {
            guard let first = query.first, let root = rootNode(first) else { return nil }
            node = root
            labelStart = 0
            matched = 0
        }
        while true {
            let label = bytes.bytes(node.label + labelStart..<node.label + node.labelLength)
            let shared = min(label.count, query.count - matched)
            for index in 0..<shared where label[index] != query[matched + index] { return nil }
            matched += shared
            if matched == query.count { return Stop(node: node, labelBytesMatched: labelStart + shared) }
            // The label is used up and bytes remain: the child beginning with the next byte.
            let next = query[matched]
            var offset = node.children
            var firstWord = node.childWords
            var found: Node?
            while offset < node.end {
                let child = self.node(at: offset, firstWord: firstWord)
                let byte = bytes[child.label]
                if byte >= next {
                    if byte == next { found = child }
                    break
                }
                offset = child.end
                firstWord = child.words.upperBound
            }
            guard let child = found else { return nil }
            node = child
            labelStart = 0
        }
    }

    /// The number of the word equal to `bytes`, if indexed. Complexity: that of ``find(_:)``.
    func wordNumber(_ word: UnsafeRawBufferPointer) -> Int32? {
        guard let (node, endsAtNode) = find(word), endsAtNode, node.isTerminal else { return nil }
        return Int32(node.words.lowerBound)
    }

    /// The first byte of word `number`. Complexity: O(log 256).
    func firstByte(ofWord number: Int) -> UInt8 {
        var low = 0
        var high = 255
        // The last byte whose first word is at most the number.
        while low < high {
            let middle = (low + high + 1) / 2
            if rootFirstWord.int(middle) <= number { low = middle } else { high = middle - 1 }
        }
        return UInt8(low)
    }

    /// The bytes of word `number`, found by going down from the root by the counts of words below
    /// each node. Complexity: O(d · s) for the word's d nodes and the s siblings passed.
    func word(_ number: Int) -> [UInt8] {
        var result: [UInt8] = []
        guard (0..<rootFirstWord.int(256)).contains(number), var node = rootNode(firstByte(ofWord: number)) else {
            return result
        }
        while true {
            result.append(contentsOf: bytes.bytes(node.label..<node.label + node.labelLength))
            if node.isTerminal, node.words.lowerBound == number { return result }
            var offset = node.children
            var firstWord = node.childWords
            while offset < node.end {
                let child = self.node(at: offset, firstWord: firstWord)
                if child.words.contains(number) { break }
                offset = child.end
                firstWord = child.words.upperBound
            }
            guard offset < node.end else { return result }
            node = self.node(at: offset, firstWord: firstWord)
        }
    }
}
