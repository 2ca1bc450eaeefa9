/// One node of the word trie, as a snapshot stores it in eight bytes: the byte that leads to it
/// (bits 0–7), its depth (bits 8–14), whether a word ends at it (bit 15), the length of the
/// longest word below it (bits 16–22), how many children it has (bits 23–31), and where they
/// begin (bits 32–63).
///
/// The children of a node are stored together, in byte order, and the nodes level by level (the
/// root's children first), so that the typo walk reads a node's children from one place rather
/// than from across the trie. The words below a node, in sorted order, form one contiguous range
/// of word ids (see ``IndexData/trieWords``).
struct TrieNode: Equatable {
    /// The packed value.
    let rawValue: UInt64

    /// A node from its packed value.
    @inline(__always)
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A node from its parts; `depth` and `longestWord` must be at most 127, and `childCount` at
    /// most 256.
    init(byte: UInt8, depth: Int, isTerminal: Bool, longestWord: Int, firstChild: Int, childCount: Int) {
        rawValue =
            UInt64(byte) | UInt64(depth & 0x7F) << 8 | (isTerminal ? 1 << 15 : 0) | UInt64(longestWord & 0x7F) << 16
            | UInt64(childCount & 0x1FF) << 23 | UInt64(UInt32(firstChild)) << 32
    }

    /// The byte that leads to this node.
    @inline(__always)
    var byte: UInt8 { UInt8(truncatingIfNeeded: rawValue) }

    /// The node's depth: the length of the prefix it stands for (1 for a word's first byte).
    @inline(__always)
    var depth: Int { Int((rawValue >> 8) & 0x7F) }

    /// Whether a word ends at this node (it is then the first word of the node's range).
    @inline(__always)
    var isTerminal: Bool { rawValue & (1 << 15) != 0 }

    /// The length of the longest word below the node (or ending at it).
    @inline(__always)
    var longestWord: Int { Int((rawValue >> 16) & 0x7F) }

    /// The node's children, in byte order.
    @inline(__always)
    var children: Range<Int> {
        let first = Int(rawValue >> 32)
        return first..<first + Int((rawValue >> 23) & 0x1FF)
    }
}
