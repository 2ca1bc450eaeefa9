/// One node of the word trie, as a snapshot stores it in eight bytes: the byte that leads to it
/// (bits 0–7), its depth (bits 8–14), whether a word ends at it (bit 15), the length of the
/// longest word below it (bits 16–22), and the index just past its subtree (bits 32–63).
///
/// The nodes are stored in preorder, which is the words' sorted order: a node's children follow
/// it, its subtree is the nodes up to ``subtreeEnd``, and the words below it form one contiguous
/// range of word ids (see ``IndexData/trieToken``).
struct TrieNode: Equatable {
    /// The packed value.
    let rawValue: UInt64

    /// A node from its packed value.
    @inline(__always)
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A node from its parts; `depth` and `longestWord` must be at most 127.
    init(byte: UInt8, depth: Int, isTerminal: Bool, longestWord: Int, subtreeEnd: Int) {
        rawValue =
            UInt64(byte) | UInt64(depth & 0x7F) << 8 | (isTerminal ? 1 << 15 : 0) | UInt64(longestWord & 0x7F) << 16
            | UInt64(UInt32(subtreeEnd)) << 32
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

    /// The index just past the node's subtree.
    @inline(__always)
    var subtreeEnd: Int { Int(rawValue >> 32) }
}
