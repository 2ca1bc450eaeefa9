extension SearchState {
    /// Scores each result again with the details the ranking did not need: the highlighted ranges
    /// of `name` and `city`, and with `explain` each word's best match. A typo result is scored with
    /// the typo matchers, the others without.
    mutating func addDetails(explain: Bool) {
        resultMatches.removeAll(keepingCapacity: true)
        resultMatchStart.removeAll(keepingCapacity: true)
        resultMatchStart.append(0)
        guard !words.isEmpty else {
            for _ in results { resultMatchStart.append(0) }
            return
        }
        var typosReady = false
        // The buffers are taken out of the searcher while it scores into them.
        var highlights: [Suggestion.Highlight] = []
        var matches: [WordMatch] = []
        swap(&highlights, &self.highlights)
        swap(&matches, &resultMatches)
        defer {
            swap(&highlights, &self.highlights)
            swap(&matches, &resultMatches)
        }
        for position in results.indices {
            let result = results[position]
            if result.tier == 1, !typosReady {
                if !typosSearched { findTypos() }
                makeMatchers(typos: true)
                typosReady = true
            } else if position == 0 {
                makeMatchers(typos: false)
            }
            let firstHighlight = highlights.count
            let detailed = evaluate(
                Int32(result.place), codeMatch: result.isCodeMatch, details: true, recordsMatches: explain,
                matches: &matches, highlights: &highlights)
            if let detailed { results[position].score = detailed.score }
            results[position].highlightRange = firstHighlight..<highlights.count
            resultMatchStart.append(matches.count)
        }
    }
}
