/// The typo search of one query word: a depth-first walk of the word trie (``TrieNode``) that runs a
/// bit-parallel Levenshtein automaton with transpositions (optimal string alignment distance) over
/// each node's byte, after Wu and Manber (1992) and Hyyrö (2003).
///
/// State `e` (for `e` up to the budget) is a bit set over the word's positions 0...m: bit `i` is
/// set when the node's prefix is within `e` edits of the word's first `i` bytes. One node costs a
/// few dozen machine operations whatever the budget, and a node whose states are all empty ends
/// the walk of its subtree, so the walk visits only the prefixes within budget of some prefix of
/// the word and their children.
///
/// A word matches within budget when its distance to the query word is at most the budget; a
/// prefix query word also matches a word whose prefix one byte shorter than it, as long, or one
/// byte longer is, and, with a budget of two, a whole word within budget of all its bytes but the
/// last, as two edits (see ``SuggestionScoring/editBudget(forLength:)``). A second edit must fall in
/// the second half of the query word: state 2 keeps only the positions past the first half (and
/// those of state 1). This keeps the walk from exploring every two-letter change near the root.
struct TypoWalk {
    /// The most edits allowed, 1 or 2.
    let budget: Int
    /// Whether the query word is typed as a prefix.
    let isPrefix: Bool
    /// The query word's length in bytes, at most 62.
    let length: Int
    /// For each byte value (and 256, the root's), the positions `i` where the word's byte `i - 1`
    /// is that byte. Set by ``init(word:budget:isPrefix:buffers:)``, cleared by ``clear(word:)``.
    private let masks: UnsafeMutablePointer<UInt64>
    /// Six words per depth, from depth -1: the automaton's states 0, 1 and 2; the node's byte
    /// (bits 0–8), the fewest edits of a prefix match on the path so far (bits 9–16), and
    /// ``skipsOtherBytes``; then the node's next child to visit, and the end of its children.
    private let states: UnsafeMutablePointer<UInt64>

    /// How many words a depth takes in ``states``.
    static let stride = 6
    /// The flag in a depth's fourth word saying that its children by bytes not in the word are
    /// out of budget and record nothing.
    private static let skipsOtherBytes: UInt64 = 1 << 20

    /// A walk for a folded query word of 1...62 bytes, with its tables in `buffers`.
    init(word: UnsafeBufferPointer<UInt8>, budget: Int, isPrefix: Bool, buffers: SearchBuffers) {
        assert((1...2).contains(budget) && (1...62).contains(word.count), "no typo walk for this word")
        self.budget = budget
        self.isPrefix = isPrefix
        length = word.count
        masks = buffers.byteMasks.baseAddress!
        states = buffers.walkStates.baseAddress!
        for (index, byte) in word.enumerated() { masks[Int(byte)] |= 1 << UInt64(index + 1) }
        let all: UInt64 = (1 << UInt64(length + 1)) - 1
        let root = states + Self.stride
        (states[0], states[1], states[2], states[3]) = (0, 0, 0, 256)
        (root[0], root[1]) = (1, 0b11 & all)
        root[2] = 0b111 & Self.secondEditPositions(length: length) | root[1]
        root[3] = 256 | UInt64(budget + 1) << 9
    }

    /// The positions of a word of this length at which a second edit may have been made: those
    /// past its first half.
    static func secondEditPositions(length: Int) -> UInt64 {
        let all: UInt64 = (1 << UInt64(length + 1)) - 1
        return all & ~((1 << UInt64(length / 2 + 1)) - 1)
    }

    /// Clears the masks the word set.
    func clear(word: UnsafeBufferPointer<UInt8>) {
        for byte in word { masks[Int(byte)] = 0 }
    }

    /// Walks the subtrees of the root's children `nodes` (those of the words beginning with one
    /// byte), calling `found` with each run of words within budget, in order, and their edits.
    func walk(_ nodes: Range<Int>, tables: IndexTables, found: (Range<Int>, Int) -> Void) {
        // One copy of the loop for each budget, so that a budget of one computes no state 2.
        if budget == 1 {
            walk(nodes, tables: tables, allowsSecondEdit: false, found: found)
        } else {
            walk(nodes, tables: tables, allowsSecondEdit: true, found: found)
        }
    }

    /// ``walk(_:tables:found:)`` for a budget of two when `allowsSecondEdit`, and of one otherwise.
    @inline(__always)
    private func walk(
        _ nodes: Range<Int>, tables: IndexTables, allowsSecondEdit: Bool, found: (Range<Int>, Int) -> Void
    ) {
        let budget = allowsSecondEdit ? 2 : 1
        let all: UInt64 = (1 << UInt64(length + 1)) - 1
        let m = UInt64(length)
        let outside = budget + 1
        let windowStart = length - 1
        let windowEnd = length + 1
        // No word shorter than this matches: neither it nor a prefix of it at least m - 1 long,
        // nor, for a prefix with a budget of two, all the word's bytes but the last.
        let passesEnd = isPrefix && allowsSecondEdit
        let shortestMatch = length - budget - (passesEnd ? 1 : 0)
        let secondEdit = Self.secondEditPositions(length: length)
        // The nodes whose children are being visited, from the root: each one's states, and its
        // next child and the end of its children.
        var depth = 1
        (states[Self.stride + 4], states[Self.stride + 5]) = (UInt64(nodes.lowerBound), UInt64(nodes.upperBound))
        while depth > 0 {
            let parent = states + depth * Self.stride
            let index = Int(parent[4])
            guard index < Int(parent[5]) else {
                depth -= 1
                continue
            }
            parent[4] += 1
            let node = TrieNode(rawValue: tables.trieNode[index])
            let match = masks[Int(node.byte)]
            if (match == 0 && parent[3] & Self.skipsOtherBytes != 0) || node.longestWord < shortestMatch {
                // A byte not in the word, under a node that said such children are dead; or
                // words too short to match.
                continue
            }
            let grandparent = parent - Self.stride
            let swap = (match << 1) & masks[Int(parent[3] & 0x1FF)]
            let state0 = (parent[0] << 1) & match
            let state1 =
                ((parent[1] << 1) & match | parent[0] | parent[0] << 1 | state0 << 1 | (grandparent[0] << 2) & swap)
                & all
            let state2 =
                allowsSecondEdit
                ? ((parent[2] << 1) & match | parent[1] | parent[1] << 1 | state1 << 1 | (grandparent[1] << 2) & swap)
                    & secondEdit | state1 : 0
            let parentBest = Int((parent[3] >> 9) & 0xFF)
            // A transposition reaches a child from this node's parent ("arar" is past every
            // state of "arodrome", "arard" is back within two), so only a node whose parent
            // leaves nothing to transpose from ends its subtree.
            let transposable =
                (parent[0] << 2 | (allowsSecondEdit ? (parent[1] << 2) & secondEdit : 0)) & all
            if (allowsSecondEdit ? state2 : state1) == 0, transposable == 0 {
                // Nothing below is within budget but the prefix matches above it.
                if parentBest >= 1, parentBest <= budget { found(tables.words(belowTrieNode: index), parentBest) }
                continue
            }
            let edits =
                state0 >> m & 1 != 0 ? 0 : state1 >> m & 1 != 0 ? 1 : state2 >> m & 1 != 0 ? 2 : outside
            var best = parentBest
            if isPrefix, depth >= windowStart, depth <= windowEnd { best = min(best, edits) }
            // A child by a byte not in the word has these states; when they are dead and no prefix
            // match would be recorded for it, such children are skipped unseen.
            let otherChild1 = (state0 | state0 << 1) & all
            let otherChild2 =
                allowsSecondEdit ? (state1 | state1 << 1 | otherChild1 << 1) & secondEdit | otherChild1 : 0
            let skips = (allowsSecondEdit ? otherChild2 : otherChild1) == 0 && (best < 1 || best > budget)
            let child = parent + Self.stride
            child[0] = state0
            child[1] = state1
            if allowsSecondEdit { child[2] = state2 }
            child[3] = UInt64(node.byte) | UInt64(best) << 9 | (skips ? Self.skipsOtherBytes : 0)
            if node.isTerminal {
                var wordBest = min(parentBest, edits)
                if passesEnd, wordBest > budget, (state0 | state1 | state2) >> (m - 1) & 1 != 0 {
                    // A letter typed past the word's end, the rest within budget.
                    wordBest = budget
                }
                if wordBest >= 1, wordBest <= budget {
                    let token = tables.words(belowTrieNode: index).lowerBound
                    found(token..<token + 1, wordBest)
                }
            }
            let children = node.children
            if !children.isEmpty {
                (child[4], child[5]) = (UInt64(children.lowerBound), UInt64(children.upperBound))
                depth += 1
            }
        }
    }
}
