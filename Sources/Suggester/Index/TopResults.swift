/// A place that matched, with its score; the place is its rank in the index.
struct ScoredPlace {
    var place: Int32
    var tier: Int
    var score: Double
    var codeMatch: Bool
    /// For a place scored from a one-word query's postings, its best match as the posting recorded
    /// it (``RecordedWord/rawValue``); -1 otherwise.
    var word = -1
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
    @inline(__always)
    mutating func offer(_ scored: ScoredPlace) {
        if results.count == slots {
            let last = results[results.count - 1]
            guard Self.ranks(scored, before: last) else { return }
            results.removeLast()
        }
        insert(scored)
    }

    /// Inserts a place in rank order, moving the ones it ranks before down by one.
    private mutating func insert(_ scored: ScoredPlace) {
        results.append(scored)
        results.withUnsafeMutableBufferPointer { buffer in
            var index = buffer.count - 1
            while index > 0, Self.ranks(scored, before: buffer[index - 1]) {
                buffer[index] = buffer[index - 1]
                index -= 1
            }
            buffer[index] = scored
        }
    }

    /// Whether one place ranks before another: by score, then by place number.
    @inline(__always)
    static func ranks(_ scored: ScoredPlace, before other: ScoredPlace) -> Bool {
        scored.score > other.score || (scored.score == other.score && scored.place < other.place)
    }
}
