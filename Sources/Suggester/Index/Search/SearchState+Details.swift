extension SearchState {
    /// Scores each result again with the details the ranking did not need: the highlighted ranges
    /// of `name` and `city`, each query word's best match (``matchedWords``), and with `explain`
    /// those matches described. A typo result is scored with the typo matchers, the others without.
    /// From `start` on, the details of earlier results stay.
    mutating func addDetails(explain: Bool, from start: Int = 0) {
        matchedWords.removeSubrange(min(matchedWords.count, start * words.count)...)
        if start == 0 {
            resultMatches.removeAll(keepingCapacity: true)
            resultMatchStart.removeAll(keepingCapacity: true)
            resultMatchStart.append(0)
        } else {
            // A precomputed answer records no matches.
            while resultMatchStart.count <= start { resultMatchStart.append(resultMatches.count) }
            resultMatches.removeSubrange(resultMatchStart[start]...)
            resultMatchStart.removeSubrange((start + 1)...)
        }
        guard !words.isEmpty else {
            for _ in results[start...] { resultMatchStart.append(0) }
            return
        }
        // The matchers of the tier the last result was scored in (tiers alternate only where a
        // city group's airports follow it).
        var matchersWithTypos: Bool?
        let bestWords = buffers.bestWords.baseAddress!
        for position in start..<results.count {
            let result = results[position]
            let typos = result.tier == 1
            if matchersWithTypos != typos {
                if typos, !typosSearched { findTypos() }
                makeMatchers(typos: typos)
                matchersWithTypos = typos
            }
            let firstHighlight = highlights.count
            while matchedWords.count < (position + 1) * words.count { matchedWords.append(nil) }
            if position < resultWords.count, resultWords[position] >= 0,
                let word = word(recorded: RecordedWord(rawValue: resultWords[position]), inPlace: result.place)
            {
                // Scored from its postings: the score is exact, and the best word is known.
                bestWords[0] = word
                addMatches(of: bestWords, place: result.place, explain: explain)
            } else if let detailed = evaluate(Int32(result.place), codeMatch: result.isCodeMatch, bestWords: bestWords)
            {
                results[position].score = detailed.score
                if bestWords[0] != -1 { addMatches(of: bestWords, place: result.place, explain: explain) }
            }
            results[position].highlightRange = firstHighlight..<highlights.count
            resultMatchStart.append(resultMatches.count)
        }
    }

    /// The place's word a posting recorded as its best match (``RecordedWord``), or nil when none
    /// is (a snapshot that disagrees with itself). Complexity: O(w) for the place's w words.
    func word(recorded: RecordedWord, inPlace place: Int) -> Int? {
        tables.segments(ofPlace: place).first { recorded.isMatched(by: tables.placeWord($0)) }
    }

    /// Appends the highlights of each query word's best match in `place`, records the matches of the
    /// last result in ``matchedWords``, and with `explain` appends them.
    private mutating func addMatches(of bestWords: UnsafeMutablePointer<Int>, place: Int, explain: Bool) {
        let first = matchedWords.count - matchers.count
        for matcherIndex in matchers.indices {
            let matcher = matchers[matcherIndex]
            let word = bestWords[matcherIndex]
            guard word >= 0 else { continue }
            let placeWord = tables.placeWord(word)
            guard let kind = matcher.match(placeWord.token, typoMask: typoMask) else { continue }
            matchedWords[first + matcherIndex] = (word, kind)
            if explain {
                resultMatches.append(
                    WordMatch(
                        field: placeWord.field, kind: kind, position: placeWord.position,
                        wordLength: Int(matcher.length), tokenLength: placeWord.tokenLength,
                        isWholeText: matcher.namesWhole(placeWord, kind)))
            }
            if let highlight = highlight(of: placeWord, inPlace: place, kind: kind, queryLength: Int(matcher.length)) {
                highlights.append(highlight)
            }
        }
    }

    /// The highlight of a query word's match of a place's word in its name or city (nil for other
    /// words): the word, or only its typed part for a prefix match.
    func highlight(of word: PlaceWord, inPlace place: Int, kind: WordMatch.Kind, queryLength: Int)
        -> Suggestion.Highlight?
    {
        guard let bounds = tables.bounds(of: word, inPlace: place) else { return nil }
        return Suggestion.Highlight(
            field: word.field == .city ? "city" : "name", start: bounds.start,
            length: kind == .prefix ? min(bounds.length, queryLength) : bounds.length)
    }
}

extension SearchState {
    /// The alias of a result's place that its match went through, as its number among the
    /// place's aliases: when the highlights in the name and city leave some query word out, the
    /// alias whose words equal (or, for a word typed as a prefix, begin with) the most query
    /// words, the first of equals, if with the highlights it accounts for every query word; nil
    /// otherwise (an airport listed under its city group that the query does not match).
    ///
    /// Complexity: O(w · q) for the place's w words and q query words.
    func matchedAlias(of result: SearchResult) -> Int? {
        guard !words.isEmpty, result.highlightRange.count < words.count else { return nil }
        // Looked up again: a precomputed answer is given without resolving the words.
        let wholeText = wholeTextAlias()
        var best: (text: Int, count: Int)?
        var text = -1
        var covered: UInt32 = 0
        let needed = words.count - result.highlightRange.count
        func finish() {
            let count = covered.nonzeroBitCount
            if count >= needed, count > best?.count ?? 0 { best = (text, count) }
        }
        for index in tables.segments(ofPlace: result.place) {
            let word = tables.placeWord(index)
            guard word.field == .alias || word.isKnownName else { continue }
            if Int(word.text) != text {
                finish()
                text = Int(word.text)
                covered = 0
            }
            if Int32(bitPattern: word.token) == wholeText {
                covered = (1 << UInt32(words.count)) - 1
                continue
            }
            let token = tables.token(Int(word.token))
            for (position, queryWord) in words.enumerated() {
                let bytes = self.bytes(of: queryWord)
                if token.elementsEqual(bytes) || (queryWord.isPrefix && token.starts(with: bytes)) {
                    covered |= 1 << UInt32(position)
                }
            }
        }
        finish()
        return best.map { $0.text - Self.firstAliasText }
    }

    /// The number of the first of a place's texts after its name (the city is 0, the name 1): its
    /// known names, then its aliases, as the alias table holds them.
    static let firstAliasText = Int(PlaceWord.nameText) + 1
}
