/// The typo search of one query word: a depth-first walk of the word tree (``WordTree``) that runs a
/// bit-parallel Levenshtein automaton with transpositions (optimal string alignment distance) over
/// each byte of each node's label, after Wu and Manber (1992) and Hyyrö (2003).
///
/// State `e` (for `e` up to the budget) is a bit set over the word's positions 0...m: bit `i` is
/// set when the prefix walked so far is within `e` edits of the word's first `i` bytes. One byte
/// costs a few dozen machine operations whatever the budget, and a byte whose states are all empty
/// ends the walk of the node's subtree, so the walk reads only the prefixes within budget of some
/// prefix of the word and their next byte.
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
    /// ``stride`` words for each prefix length from -1: the automaton's states 0, 1 and 2; the
    /// prefix's last byte (bits 0–8), the fewest edits of a prefix match on the path so far (bits
    /// 9–16), and ``skipsOtherBytes``; and, at the end of a node's label whose children are being
    /// read, where its next child begins, where its children end, the number of the next child's
    /// first word, and the prefix length at the end of the label read before it (or -1).
    private let states: UnsafeMutablePointer<UInt64>

    /// How many words a prefix length takes in ``states``.
    static let stride = 8
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

    /// Walks the subtree of `node`, a child of the root (the words beginning with one byte), calling
    /// `found` with each run of words within budget, in order, and their edits.
    func walk(_ node: WordTree.Node, tree: WordTree, found: (Range<Int>, Int) -> Void) {
        // One copy of the loop for each budget, so that a budget of one computes no state 2.
        if budget == 1 {
            walk(node, tree: tree, allowsSecondEdit: false, found: found)
        } else {
            walk(node, tree: tree, allowsSecondEdit: true, found: found)
        }
    }

    /// ``walk(_:tree:found:)`` for a budget of two when `allowsSecondEdit`, and of one otherwise.
    @inline(__always)
    private func walk(
        _ root: WordTree.Node, tree: WordTree, allowsSecondEdit: Bool, found: (Range<Int>, Int) -> Void
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
        let secondEdit = Self.secondEditPositions(length: length)
        // The prefix length at the end of the innermost label whose children are being read, or -1:
        // each such label keeps, at its slot of `states`, its next child, the end of its children,
        // and the label read before it.
        var innermost = -1
        var node = root
        var depth = 0
        while true {
            // The node's label, a byte at a time: each byte a node of the word trie.
            var alive = true
            for index in 0..<node.labelLength {
                let prefixLength = depth + index + 1
                let parent = states + prefixLength * Self.stride
                let byte = tree.bytes[node.label + index]
                let match = masks[Int(byte)]
                if match == 0 && parent[3] & Self.skipsOtherBytes != 0 {
                    // A byte not in the word, under a byte that said such children are dead.
                    alive = false
                    break
                }
                let grandparent = parent - Self.stride
                let swap = (match << 1) & masks[Int(parent[3] & 0x1FF)]
                let state0 = (parent[0] << 1) & match
                let state1 =
                    ((parent[1] << 1) & match | parent[0] | parent[0] << 1 | state0 << 1 | (grandparent[0] << 2) & swap)
                    & all
                let state2 =
                    allowsSecondEdit
                    ? ((parent[2] << 1) & match | parent[1] | parent[1] << 1 | state1 << 1 | (grandparent[1] << 2)
                        & swap)
                        & secondEdit | state1 : 0
                let parentBest = Int((parent[3] >> 9) & 0xFF)
                // A transposition reaches a byte from its parent's parent ("arar" is past every
                // state of "arodrome", "arard" is back within two), so only a byte whose parent
                // leaves nothing to transpose from ends its subtree.
                let transposable =
                    (parent[0] << 2 | (allowsSecondEdit ? (parent[1] << 2) & secondEdit : 0)) & all
                if (allowsSecondEdit ? state2 : state1) == 0, transposable == 0 {
                    // Nothing below is within budget but the prefix matches above it.
                    if parentBest >= 1, parentBest <= budget { found(node.words, parentBest) }
                    alive = false
                    break
                }
                let edits =
                    state0 >> m & 1 != 0 ? 0 : state1 >> m & 1 != 0 ? 1 : state2 >> m & 1 != 0 ? 2 : outside
                var best = parentBest
                if isPrefix, prefixLength >= windowStart, prefixLength <= windowEnd { best = min(best, edits) }
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
                child[3] = UInt64(byte) | UInt64(best) << 9 | (skips ? Self.skipsOtherBytes : 0)
                if index == node.labelLength - 1, node.isTerminal {
                    var wordBest = min(parentBest, edits)
                    if passesEnd, wordBest > budget, (state0 | state1 | state2) >> (m - 1) & 1 != 0 {
                        // A letter typed past the word's end, the rest within budget.
                        wordBest = budget
                    }
                    if wordBest >= 1, wordBest <= budget {
                        let word = node.words.lowerBound
                        found(word..<word + 1, wordBest)
                    }
                }
            }
            if alive, node.children < node.end {
                // Into the children: the label's end keeps where they are.
                let end = depth + node.labelLength
                let slot = states + (end + 1) * Self.stride
                (slot[4], slot[5], slot[6]) = (UInt64(node.children), UInt64(node.end), UInt64(node.childWords))
                slot[7] = UInt64(bitPattern: Int64(innermost))
                innermost = end
            }
            // The next node: the next child of the innermost label whose children are not all read.
            var next: WordTree.Node?
            while next == nil, innermost >= 0 {
                let slot = states + (innermost + 1) * Self.stride
                if slot[4] < slot[5] {
                    let child = tree.node(at: Int(slot[4]), firstWord: Int(slot[6]))
                    (slot[4], slot[6]) = (UInt64(child.end), UInt64(child.words.upperBound))
                    next = child
                    depth = innermost
                } else {
                    innermost = Int(Int64(bitPattern: slot[7]))
                }
            }
            guard let following = next else { return }
            node = following
        }
    }
}
