/// A place that matched, with its score; the place is its rank in the index.
struct ScoredPlace {
    var place: Int32
    var tier: Int
    var score: Double
    var codeMatch: Bool
}

/// The best scored places seen so far, at most `slots`, in rank order: score, then place number
/// (which encodes importance, city groups first, then code). Its storage is reused from one query
/// to the next.
struct TopResults {
    private(set) var slots: Int
    private(set) var results: [ScoredPlace] = []

    init(slots: Int) {
        self.slots = slots
        results.reserveCapacity(slots + 1)
    }

    /// Empties the results for another query, keeping the storage.
    mutating func reset(slots: Int) {
        self.slots = slots
        results.removeAll(keepingCapacity: true)
    }

    /// Whether `slots` results are held.
    var isFull: Bool { results.count == slots }

    /// The score a place must reach to be kept: the last result's when full, otherwise none.
    /// (A place of equal score may still be kept, by its rank; ``offer(_:)`` decides.)
    var threshold: Double { isFull ? results[results.count - 1].score : -.infinity }

    /// Keeps a scored place if it ranks among the best. Complexity: O(slots).
    mutating func offer(_ scored: ScoredPlace) {
        if isFull, let last = results.last, (scored.score, -scored.place) <= (last.score, -last.place) { return }
        var index = results.count
        while index > 0, (results[index - 1].score, -results[index - 1].place) < (scored.score, -scored.place) {
            index -= 1
        }
        results.insert(scored, at: index)
        if results.count > slots { results.removeLast() }
    }
}
