extension SearchState {
    /// The key under which a query's answer is kept in ``narrowedAnswers``: a query narrowed to a country
    /// and by nothing else whose words the index precomputes unnarrowed (`precomputable`: a short
    /// one-word prefix, or what ``mayBePrecomputed`` says), with precomputed answers in use (tests turn
    /// them off to compare with the search). Nil for any other query. Complexity: O(the words' bytes).
    func narrowedKey(_ query: SuggestionQuery, precomputable: Bool) -> NarrowedAnswerCache.Key? {
        guard usesPrecomputedResults, precomputable, let country = query.countryKey, !words.isEmpty,
            !query.explain, query.kinds == nil, query.near == nil, !query.includesAllPlaces
        else { return nil }
        return NarrowedAnswerCache.Key(country: country, words: precomputedKey, limit: query.limit)
    }

    /// Gives the answer kept for the query, if any. Complexity: O(the words' bytes + r) for r results.
    mutating func recallNarrowed(_ query: SuggestionQuery, precomputable: Bool) -> Bool {
        guard let key = narrowedKey(query, precomputable: precomputable),
            let answer = narrowedAnswers.answer(for: key)
        else { return false }
        results = answer.results
        highlights = answer.highlights
        resultWords = answer.resultWords
        return true
    }

    /// Keeps the answer just searched for the query, when it is one to keep. Complexity: O(the words' bytes
    /// + r).
    mutating func rememberNarrowed(_ query: SuggestionQuery, precomputable: Bool) {
        guard let key = narrowedKey(query, precomputable: precomputable) else { return }
        narrowedAnswers.keep(
            NarrowedAnswerCache.Answer(results: results, highlights: highlights, resultWords: resultWords), for: key)
    }
}
