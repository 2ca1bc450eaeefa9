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
        // The matchers of the tier the last result was scored in (tiers alternate only where a
        // city group's airports follow it).
        var matchersWithTypos: Bool?
        let bestWords = buffers.bestWords.baseAddress!
        for position in results.indices {
            let result = results[position]
            let typos = result.tier == 1
            if matchersWithTypos != typos {
                if typos, !typosSearched { findTypos() }
                makeMatchers(typos: typos)
                matchersWithTypos = typos
            }
            let firstHighlight = highlights.count
            if position < resultWords.count, resultWords[position] >= 0 {
                // Scored from its postings: the score is exact, and the best word is known.
                bestWords[0] = resultWords[position]
                addMatches(of: bestWords, explain: explain)
            } else if let detailed = evaluate(Int32(result.place), codeMatch: result.isCodeMatch, bestWords: bestWords)
            {
                results[position].score = detailed.score
                if bestWords[0] >= 0 { addMatches(of: bestWords, explain: explain) }
            }
            results[position].highlightRange = firstHighlight..<highlights.count
            resultMatchStart.append(resultMatches.count)
        }
    }

    /// Appends the highlights of each query word's best match, and with `explain` the matches.
    private mutating func addMatches(of bestWords: UnsafeMutablePointer<Int>, explain: Bool) {
        for matcherIndex in matchers.indices {
            let matcher = matchers[matcherIndex]
            let word = bestWords[matcherIndex]
            let placeWord = PlaceWord(rawValue: tables.placeWord[word])
            guard let kind = matcher.match(placeWord.token, typoMask: typoMask) else { continue }
            let field = placeWord.field
            if explain {
                resultMatches.append(
                    WordMatch(
                        field: field, kind: kind, position: placeWord.position, wordLength: Int(matcher.length),
                        tokenLength: placeWord.tokenLength))
            }
            guard tables.wordStart[word] != .max else { continue }
            let length =
                kind == .prefix ? min(Int(tables.wordLength[word]), Int(matcher.length)) : Int(tables.wordLength[word])
            highlights.append(
                Suggestion.Highlight(
                    field: field == .city ? "city" : "name", start: Int(tables.wordStart[word]), length: length))
        }
    }
}
