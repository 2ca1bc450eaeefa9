/// Runs queries against an index, keeping its memory from one query to the next, so that a search
/// allocates nothing once its buffers have grown. Results name places by rank; their text is read
/// from the index only when it is shown (``AirportIndex/suggestion(for:highlights:explanation:)``).
///
/// A searcher is cheap to make and not thread-safe: each thread needs its own.
public final class AirportSearcher {
    /// The index searched.
    public let index: AirportIndex
    var state: SearchState

    /// A searcher over an index.
    public init(index: AirportIndex) {
        self.index = index
        state = SearchState(index: index)
    }

    /// The results of the last search, best first.
    public var results: [SearchResult] { state.results }

    /// The highlighted ranges of the results, each result's in ``SearchResult/highlightRange``.
    public var highlights: [Suggestion.Highlight] { state.highlights }

    /// The best places for a query, best first, into ``results``.
    ///
    /// A blank query (nothing, or only white space) browses: the most important places, or the
    /// nearest with `near`. A query whose text has no words (only punctuation, symbols or control
    /// characters) matches nothing.
    ///
    /// Every query word must match a word of the place (its name, city, an alias, or its region or
    /// country), except generic words such as "airport" beside others; the last word may match as
    /// a prefix unless the query ends with a space. A single word equal to an IATA, ICAO or city
    /// code also matches that place. Typo matches are tried only when exact and prefix matches do
    /// not fill the limit, and rank after them; when no place matches every word, places matching
    /// all but one rank after that. A city group the first result names is followed by its
    /// airports.
    ///
    /// Complexity: a one-word prefix common enough to be costly is a lookup of its precomputed
    /// answer. Narrowed to a country, a short prefix is answered from that answer when it holds
    /// enough of the country's places, and such queries are kept by the searcher after their first
    /// search (a scan of every place then visits only the country's). Otherwise O(log t) to find
    /// the words, O(p) to gather the p postings of the query's most selective word, and O(c · w)
    /// to score c candidates of w words each; candidates are visited in rank order and the scan
    /// stops once no remaining place can enter the results, so c is usually far below p. The typo
    /// pass walks the sorted words as a trie, pruning every branch that exceeds the budget.
    /// Allocation-free in steady state, but for the answers a searcher keeps.
    public func search(_ query: SuggestionQuery) {
        state.search(query)
    }

    /// The suggestions for a query, best first, with their text: ``search(_:)``, then each result
    /// read from the index, with the alias it matched through and its names in the query's
    /// language.
    public func suggestions(for query: SuggestionQuery) -> [Suggestion] {
        state.search(query)
        return state.results.enumerated().map { position, result in
            var suggestion = index.suggestion(
                for: result, highlights: state.highlights[result.highlightRange],
                explanation: query.explain ? state.explanation(for: result, at: position, query: query) : nil)
            suggestion.matchedAlias = matchedAlias(for: result)
            index.localize(&suggestion, placeAt: result.place, in: query.language)
            return suggestion
        }
    }

    /// The alias a result of the last search matched through, when its name and city do not show
    /// every query word (`Londra` for London). Complexity: O(w · q) for the place's w words and
    /// q query words.
    public func matchedAlias(for result: SearchResult) -> String? {
        state.matchedAlias(of: result).flatMap { index.alias($0, ofPlaceAt: result.place) }
    }
}

extension SearchState {
    /// One search, into ``results`` (see ``AirportSearcher/search(_:)``): the ranking, then the
    /// place the previous keystroke ranked first kept in the list while it still matches
    /// (``keepPreviousFirst(_:_:)``), then what nobody meant left out, that place kept
    /// (``leaveOutFarFetched(_:keeping:)``). The previous keystroke's first place is the last search's,
    /// when that was the same query one character shorter (as when a searcher follows the
    /// keystrokes); otherwise it is ranked first.
    mutating func search(_ query: SuggestionQuery) {
        var previousFirst: Int?
        if query.limit > 1, let previous = query.previousKeystroke {
            if let memo = lastFirst, Self.sameBytes(memo.query.text.utf8, previous.utf8), memo.query.hasScope(of: query)
            {
                previousFirst = memo.place
            } else {
                var shorter = query
                shorter.text = String(previous)
                shorter.limit = 1
                shorter.explain = false
                rank(shorter)
                previousFirst = results.first?.place
            }
        }
        rank(query)
        if let previousFirst { keepPreviousFirst(previousFirst, query) }
        leaveOutFarFetched(query, keeping: previousFirst)
    }

    /// Whether two texts hold the same bytes: one comparison of contiguous storage where both have
    /// it. Complexity: O(n).
    private static func sameBytes(_ a: String.UTF8View, _ b: Substring.UTF8View) -> Bool {
        guard a.count == b.count else { return false }
        let contiguous = a.withContiguousStorageIfAvailable { first in
            b.withContiguousStorageIfAvailable { second in first.elementsEqual(second) }
        }
        return (contiguous ?? nil) ?? a.elementsEqual(b)
    }

    /// Ranks a query into ``results``, and remembers its first place for the next keystroke.
    private mutating func rank(_ query: SuggestionQuery) {
        rankWithoutMemo(query)
        lastFirst = (query, results.first?.place)
    }

    /// Keeps the place the previous keystroke ranked first in a full list, in its last slot, when
    /// the new text still matches it without a typo, and, as the list leaves out what nobody meant,
    /// in its own names or spellings of them (``matchesSpellingOfOwnName(_:)``): adding a letter
    /// does not drop it unless the text rules it out ("l" ranks
    /// London first; "la" lists it last), and "ba" no longer keeps Beijing through "Baekging".
    /// Complexity: one place scored, and its details when it is kept; for a precomputed answer,
    /// a look through the rest of its stored entries, which hold the place when it matches, and
    /// no scoring when the answer records that the place is not kept
    /// (``PrecomputedResultFlags/previousFirstNotKept``).
    private mutating func keepPreviousFirst(_ place: Int, _ query: SuggestionQuery) {
        guard results.count == query.limit, !words.isEmpty, !results.contains(where: { $0.place == place }),
            passesFilters(place, query)
        else { return }
        let last = results.count - 1
        if let answer = precomputedAnswer {
            for entry in answer.entries.lowerBound + results.count..<answer.entries.upperBound
            where Int(tables.resultPlace[entry]) == place {
                guard PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).isDisjoint(with: [.typo, .partial]),
                    !query.leavesOutFarFetched || precomputedEntryMatchesOwnNames(entry, ofKey: answer.key)
                        || matchesSpellingOfOwnName(place)
                else { return }
                highlights.removeSubrange(results[last].highlightRange.lowerBound...)
                results.removeLast()
                appendPrecomputed(entry, ofKey: answer.key)
                return
            }
            if answer.isComplete || storedDecisionLeavesOut(place, answer: answer) { return }
        }
        guard let scored = scoreWithoutTypos(place),
            !query.leavesOutFarFetched || bestWordsMatchOwnNames(buffers.bestWords.baseAddress!)
                || matchesSpellingOfOwnName(place)
        else { return }
        highlights.removeSubrange(results[last].highlightRange.lowerBound...)
        results[last] = SearchResult(place: place, score: scored.score, tier: 0, isCodeMatch: false)
        if resultWords.count == results.count { resultWords[last] = -1 }
        addDetails(explain: query.explain, from: last)
    }

    /// The place's score when the query's words match it without a typo, which the previous
    /// keystroke's first place needs to be kept, their best matches in ``SearchBuffers/bestWords``;
    /// nil otherwise. Resolves the words and makes their matchers. Complexity: one place scored.
    mutating func scoreWithoutTypos(_ place: Int) -> ScoredPlace? {
        resolveWords()
        makeMatchers(typos: false)
        guard let scored = evaluate(Int32(place), codeMatch: false, bestWords: buffers.bestWords.baseAddress!),
            scored.tier == 0
        else { return nil }
        return scored
    }

    /// Whether a one-word prefix's answer says that `place` is not kept
    /// (``PrecomputedResultFlags/previousFirstNotKept``): the flag holds for the first place of the
    /// answer to the word less its last character, so `place` must be that one. Complexity:
    /// O(log p · |key|) for p precomputed keys, the previous keystroke's, which it has just read.
    private func storedDecisionLeavesOut(_ place: Int, answer: (key: Int, entries: Range<Int>, isComplete: Bool))
        -> Bool
    {
        guard words.count == 1, words[0].isPrefix, let entry = answer.entries.first,
            PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).contains(.previousFirstNotKept)
        else { return false }
        let typed = bytes(of: words[0])
        guard let end = TextFolder.lastScalarStart(of: typed), end > 0 else { return false }
        let before = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: typed[..<end]))
        guard let previous = tables.precomputedPrefix(before),
            let first = tables.prefixResultStart.range(previous).first
        else { return false }
        return Int(tables.resultPlace[first]) == place
    }

    /// ``rank(_:)`` without remembering.
    private mutating func rankWithoutMemo(_ query: SuggestionQuery) {
        clear()
        focus = query.near
        prepareWords(query.text)
        guard !words.isEmpty else {
            if query.isBlank { browse(query) }
            addDetails(explain: query.explain)
            return
        }
        // Longer words have a precomputed answer only when they begin many postings, and two
        // words when the first is common, which takes resolving them to know.
        let isShort = words.count == 1 && words[0].isPrefix && words[0].length <= AirportIndex.shortPrefixLength
        if isShort,
            lookUpPrecomputed(query) || lookUpPrecomputedInCountry(query)
                || recallNarrowed(query, precomputable: true)
        {
            return
        }
        resolveWords()
        // The words the index precomputes unnarrowed are kept narrowed after their first search.
        let precomputable = isShort || mayBePrecomputed
        if !isShort, precomputable, lookUpPrecomputed(query) || recallNarrowed(query, precomputable: true) { return }
        collectResults(query)
        addDetails(explain: query.explain)
        rememberNarrowed(query, precomputable: precomputable)
    }
}

/// One result of a search: a place of the index, and how it ranked.
public struct SearchResult: Sendable, Equatable {
    /// The place's rank in the index (see ``AirportIndex/place(at:)``).
    public var place: Int
    /// The score; results order by tier, then score, then rank.
    public var score: Double
    /// 0 for exact and prefix matches, 1 for typo matches, 2 (``partialTier``) for partial matches.
    public var tier: Int
    /// Whether the query is the place's code.
    public var isCodeMatch: Bool
    /// Where the result's highlights are in the searcher's ``AirportSearcher/highlights``.
    public var highlightRange: Range<Int> = 0..<0

    /// The tier of partial matches: places that match every word but one, offered when no place
    /// matches every word.
    public static let partialTier = 2

    /// The score a suggestion shows: rounded to three decimals.
    public var shownScore: Double { (score * 1000).rounded() / 1000 }
}
