/// The answers a searcher gave to queries narrowed to a country whose words the index precomputes
/// unnarrowed ("b" in DE, "new y" in US), kept for the next time: the precomputed answers are the
/// unnarrowed ones, and these are the costliest searches (a one-letter prefix in a country reads most of
/// the index). Each answer is what the search gave, so a recalled one is exactly what searching again would
/// give. At most ``capacity`` answers are kept; the cache empties when it is full.
struct NarrowedAnswerCache {
    /// What identifies a query: the country, its words' key among the precomputed answers
    /// (``SearchState/precomputedKey``) and the limit.
    struct Key: Hashable {
        var country: UInt16
        var words: [UInt8]
        var limit: Int
    }

    /// One answer: the results with their highlights, and the words that scored each.
    struct Answer {
        var results: [SearchResult]
        var highlights: [Suggestion.Highlight]
        var resultWords: [Int]
    }

    /// The most answers kept: a few hundred kilobytes at most.
    static let capacity = 2_048

    private var answers: [Key: Answer] = [:]

    /// The answer kept for a key. Complexity: O(the key's bytes).
    func answer(for key: Key) -> Answer? { answers[key] }

    /// Keeps an answer, emptying the cache first when it is full. Complexity: O(the key's bytes), or
    /// O(capacity) when it empties.
    mutating func keep(_ answer: Answer, for key: Key) {
        if answers.count >= Self.capacity, answers[key] == nil { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
    }

    /// How many answers are kept.
    var count: Int { answers.count }
}
