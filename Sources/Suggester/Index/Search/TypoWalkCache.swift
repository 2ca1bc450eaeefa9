/// The typo matches of the words of the last query that had a typo pass, so that the next query,
/// typed a keystroke later, does not walk the word tree again for the words they share: as a
/// traveller types "santiago c", "santiago ch", "santiago chi", the walk for "santiago" is done
/// once. A word's typo matches depend only on the word and the index, so an entry is never stale.
/// Its buffers are reused from one query to the next.
struct TypoWalkCache {
    /// One word walked: its folded bytes, whether it was a prefix, its runs of words within budget
    /// in ``runs``, and each find of the walk in ``finds`` (words and their edits).
    private struct Entry {
        var bytes: Range<Int>
        var isPrefix: Bool
        var runs: Range<Int>
        var finds: Range<Int>
    }

    /// A word's typo matches: its runs, as ``SearchState/typoRanges`` holds them, and each find of
    /// the walk (words and their edits), as ``SearchState/typoMask`` recorded them.
    struct Matches {
        var runs: ArraySlice<Range<Int32>>
        var finds: ArraySlice<(tokens: Range<Int32>, edits: UInt8)>
    }

    private var entries: [Entry] = []
    private var bytes: [UInt8] = []
    private var runs: [Range<Int32>] = []
    private var finds: [(tokens: Range<Int32>, edits: UInt8)] = []
    // The entries of the query being searched, which replace the others when it is done.
    private var nextEntries: [Entry] = []
    private var nextBytes: [UInt8] = []
    private var nextRuns: [Range<Int32>] = []
    private var nextFinds: [(tokens: Range<Int32>, edits: UInt8)] = []

    /// The typo matches of a word of the last query. Complexity: O(w) for the w bytes of the last
    /// query's words.
    func matches(of word: UnsafeBufferPointer<UInt8>, isPrefix: Bool) -> Matches? {
        for entry in entries where entry.isPrefix == isPrefix && bytes[entry.bytes].elementsEqual(word) {
            return Matches(runs: runs[entry.runs], finds: finds[entry.finds])
        }
        return nil
    }

    /// Keeps a word's typo matches for the next query.
    mutating func keep(_ word: UnsafeBufferPointer<UInt8>, isPrefix: Bool, _ matches: Matches) {
        let byteStart = nextBytes.count
        nextBytes.append(contentsOf: word)
        let runStart = nextRuns.count
        nextRuns.append(contentsOf: matches.runs)
        let findStart = nextFinds.count
        nextFinds.append(contentsOf: matches.finds)
        nextEntries.append(
            Entry(
                bytes: byteStart..<nextBytes.count, isPrefix: isPrefix, runs: runStart..<nextRuns.count,
                finds: findStart..<nextFinds.count))
    }

    /// Makes the words kept since the last call the ones ``matches(of:isPrefix:)`` finds.
    mutating func finishQuery() {
        swap(&entries, &nextEntries)
        swap(&bytes, &nextBytes)
        swap(&runs, &nextRuns)
        swap(&finds, &nextFinds)
        nextEntries.removeAll(keepingCapacity: true)
        nextBytes.removeAll(keepingCapacity: true)
        nextRuns.removeAll(keepingCapacity: true)
        nextFinds.removeAll(keepingCapacity: true)
    }
}
