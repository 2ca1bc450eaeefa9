/// The last walks down the word tree, one for each query word by its position and one for the
/// whole text, kept from one search to the next: a keystroke mostly adds a byte to one of them,
/// and its walk then resumes where the last stopped rather than at the root
/// (``WordTree/stop(of:resuming:matched:)``). A walk that found no word is kept too: no longer text
/// finds one either. Under `perf`, walks from the root were a tenth of the keystroke workload's
/// time, most of it passing siblings near the root.
struct WordTreeWalks {
    /// One walk: its bytes, and where it stopped (nil when no word begins with them).
    private struct Walk {
        var bytes: [UInt8] = []
        var stop: WordTree.Stop?
        var isSet = false
    }

    /// The slot of the whole-text walk; query words take the slots before it.
    static let wholeTextSlot = SuggestionQuery.maximumWords

    private var walks = [Walk](repeating: Walk(), count: SuggestionQuery.maximumWords + 1)

    /// Where the walk for `query` stops in `tree`, or nil when no word begins with it, resuming the
    /// walk kept in `slot` when its bytes begin `query`, and keeping this one there. Complexity:
    /// O(m) to compare the kept bytes, then that of the walk from where it resumes.
    mutating func stop(of query: UnsafeRawBufferPointer, slot: Int, in tree: WordTree) -> WordTree.Stop? {
        let kept = walks[slot]
        let stop: WordTree.Stop?
        if kept.isSet, kept.bytes.count <= query.count, query.starts(with: kept.bytes) {
            guard let keptStop = kept.stop else { return nil }
            if kept.bytes.count == query.count { return keptStop }
            stop = tree.stop(of: query, resuming: keptStop, matched: kept.bytes.count)
        } else {
            stop = tree.stop(of: query)
        }
        walks[slot].bytes.removeAll(keepingCapacity: true)
        walks[slot].bytes.append(contentsOf: query)
        walks[slot].stop = stop
        walks[slot].isSet = true
        return stop
    }
}
