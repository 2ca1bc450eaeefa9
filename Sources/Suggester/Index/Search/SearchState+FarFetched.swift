extension SearchState {
    /// Leaves out of ``results`` the suggestions nobody typing the words meant, as
    /// ``SuggestionScoring`` describes under "Leaving out what nobody meant": a place matched
    /// through another name only below one the words match in its own names (unless more
    /// important than each of those), such a place on a barely typed word (unless the word is an
    /// alias of it whole), and a town whose airports are all listed above it. A place the
    /// words match in its own names is one with a highlight in its name or city (``addDetails(explain:from:)``,
    /// and a precomputed answer's stored highlights) or a code match. Airports that a city group
    /// or town above lists stay. Complexity: O(r · (a + w)) for r results, the a airports of
    /// those listed and, on a barely typed word, the w words of each place left out.
    mutating func leaveOutFarFetched(_ query: SuggestionQuery) {
        guard query.leavesOutFarFetched, !words.isEmpty, !results.isEmpty else { return }
        // A precomputed answer was found without resolving the words.
        if words.allSatisfy({ $0.exact < 0 && $0.prefix.isEmpty }) { resolveWords() }
        makeMatchers(typos: false)
        // Whether a place above, matched in its own names, is one whose city the words name exactly.
        var namedExactly = false
        var kept: [Bool] = []
        var listed: Set<Int> = []
        // The most important place kept so far that the words match in its own names.
        var ownNamesImportance: Double?
        for result in results {
            let place = result.place
            let matchesOwnNames = result.isCodeMatch || !result.highlightRange.isEmpty
            let members = groupMembers(of: place)
            var keeps = true
            if listed.contains(place) {
                keeps = true
            } else if tables.placeKind[place] == PlaceKind.town.snapshotValue, let nearest = members.first,
                listed.contains(nearest)
            {
                keeps = false
            } else if !matchesOwnNames, let importance = ownNamesImportance, !matchesSpellingOfOwnName(result) {
                keeps =
                    !namedExactly
                    && tables.placeImportance[place] > importance + SuggestionScoring.otherNameImportanceMargin
            }
            kept.append(keeps)
            guard keeps else { continue }
            listed.insert(place)
            listed.formUnion(members)
            // A code match is meant, but sets no bar: "pek" is PEK, then Beijing's city group through
            // "Peking".
            if !result.highlightRange.isEmpty {
                ownNamesImportance = max(ownNamesImportance ?? 0, tables.placeImportance[place])
                namedExactly =
                    namedExactly || namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true)
            }
        }
        if kept.contains(false) { removeResults(keeping: kept) }
    }

    /// Whether every alias a result matched through is a spelling of its own name: the alias's
    /// first word begins with the ``SuggestionScoring/spellingBeginning`` bytes its city's or
    /// name's first word begins with ("Napoli" and "Nápoles" for Naples, "Colonia" for Cologne,
    /// "Francoforte" for Frankfurt; not "Parcʻhelona" for Barcelona, "York Berri" or "Neu
    /// Amsterdam" for New York).
    /// False when it matched no alias (a region or country). Complexity: one evaluation and
    /// O(w) for the place's w words.
    private mutating func matchesSpellingOfOwnName(_ result: SearchResult) -> Bool {
        let typos = result.tier == 1
        if typos, !typosSearched { findTypos() }
        makeMatchers(typos: typos)
        defer { makeMatchers(typos: false) }
        let bestWords = buffers.bestWords.baseAddress!
        guard evaluate(Int32(result.place), codeMatch: result.isCodeMatch, bestWords: bestWords) != nil,
            bestWords[0] != -1
        else { return false }
        let segments = tables.segments(ofPlace: result.place)
        // The beginning of the first word of a text of the place, by text number.
        func beginning(ofText text: UInt8) -> ArraySlice<UInt8>? {
            segments.own.first { tables.placeWord($0).text == text && tables.placeWord($0).position == 0 }
                .map { tables.token(Int(tables.placeWord($0).token)).prefix(SuggestionScoring.spellingBeginning) }
        }
        let own = [beginning(ofText: 0), beginning(ofText: 1)].compactMap { $0 }
        var throughAlias = false
        for index in matchers.indices where bestWords[index] >= 0 {
            let word = tables.placeWord(bestWords[index])
            guard word.field == .alias else { continue }
            guard let alias = beginning(ofText: word.text), own.contains(alias) else { return false }
            throughAlias = true
        }
        return throughAlias
    }

    /// The airports a city group or town lists (none for an airport). Complexity: O(a) for its a
    /// airports.
    private func groupMembers(of place: Int) -> [Int] {
        guard tables.placeKind[place] != PlaceKind.airport.snapshotValue else { return [] }
        var members: [Int] = []
        for entry in Int(tables.groupStart[place])..<Int(tables.groupStart[place + 1]) {
            let member = tables.groupMember[entry]
            if member != IndexData.none { members.append(Int(member)) }
        }
        return members
    }

    /// Removes the results whose flag in `kept` is false, with their highlights, recorded words
    /// and explained matches, keeping the others' in step. Complexity: O(r + h) for r results and
    /// h highlights.
    private mutating func removeResults(keeping kept: [Bool]) {
        var keptResults: [SearchResult] = []
        var keptHighlights: [Suggestion.Highlight] = []
        var keptWords: [Int] = []
        var keptMatchedWords: [(word: Int, kind: WordMatch.Kind)?] = []
        var keptMatches: [WordMatch] = []
        var keptMatchStart = [0]
        let wordCount = words.count
        for (position, var result) in results.enumerated() where kept[position] {
            let range = result.highlightRange
            result.highlightRange = keptHighlights.count..<keptHighlights.count + range.count
            keptHighlights += highlights[range]
            keptResults.append(result)
            if position < resultWords.count { keptWords.append(resultWords[position]) }
            if (position + 1) * wordCount <= matchedWords.count {
                keptMatchedWords += matchedWords[position * wordCount..<(position + 1) * wordCount]
            }
            if position + 1 < resultMatchStart.count {
                keptMatches += resultMatches[resultMatchStart[position]..<resultMatchStart[position + 1]]
                keptMatchStart.append(keptMatches.count)
            }
        }
        results = keptResults
        highlights = keptHighlights
        resultWords = keptWords
        matchedWords = keptMatchedWords
        resultMatches = keptMatches
        resultMatchStart = keptMatchStart
    }
}
