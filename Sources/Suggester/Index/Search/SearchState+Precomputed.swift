extension SearchState {
    /// Answers a query from the precomputed answers when it can: no filter, the default scope, no
    /// `near`, no explanation, words whose key (``precomputedKey``) was precomputed, and a limit
    /// within the key's limit (or any limit when its answer holds fewer results than that: it is
    /// complete); several words, or one whole word, only for the key's limit. The answer for a
    /// smaller limit to one word typed as a prefix is the beginning of the precomputed one (the
    /// ranking is a total order, the typo pass fills only what the first pass leaves, and the typo
    /// matches that displace others depend on the first result only), so it is exactly what
    /// ``collectResults(_:)`` and ``addDetails(explain:)`` would give.
    /// Complexity: O(log p · |key|) for p precomputed keys, then O(1) a result and highlight.
    mutating func lookUpPrecomputed(_ query: SuggestionQuery) -> Bool {
        guard usesPrecomputedResults, !words.isEmpty, !query.explain, query.countryCode == nil, query.kinds == nil,
            query.near == nil, !query.includesAllPlaces
        else { return false }
        // One word typed as a prefix, the most common query, is its own key.
        let isOneTypedWord = words.count == 1 && words[0].isPrefix
        let found =
            isOneTypedWord
            ? tables.precomputedPrefix(UnsafeRawBufferPointer(bytes(of: words[0])))
            : precomputedKey.withUnsafeBytes { tables.precomputedPrefix($0) }
        guard let prefix = found else { return false }
        let entries = tables.prefixResultStart.range(prefix)
        let stored = entries.count
        guard query.limit <= stored || stored < Int(tables.prefixLimit[prefix]) else { return false }
        // Several words, or a whole one, are answered for their limit only: a shorter list of them
        // need not be the beginning of a longer one (partial matches and typo fill depend on it).
        if !isOneTypedWord, query.limit != Int(tables.prefixLimit[prefix]) { return false }
        for entry in entries.prefix(query.limit) { appendPrecomputed(entry, ofKey: prefix) }
        precomputedAnswer = (prefix, entries, stored < Int(tables.prefixLimit[prefix]))
        return true
    }

    /// Answers a query narrowed to a country from the precomputed answer of its one typed word (a prefix too
    /// short for typos), when that answer holds `limit` of the country's places, or all of them: the
    /// country's places in that answer are the first of the country's in the same total order, since
    /// the narrowed search ranks the same places the same way. Falls back to the search when the
    /// answer holds a typo or partial match, or when a city group would list its airports differently
    /// (``listsAirports(_:isCodeMatch:)``): one that the unnarrowed answer begins with and that is
    /// outside the country, or one the narrowed answer would begin with instead, or a town both begin
    /// with, which a namesake outside the country may have kept from listing them. Without it, a short
    /// prefix in a country ("b" in DE) would scan every posting of every word it begins.
    /// Complexity: O(log p · |key|) for p precomputed keys, then O(s) for the s stored entries.
    mutating func lookUpPrecomputedInCountry(_ query: SuggestionQuery) -> Bool {
        guard usesPrecomputedResults, let country = query.countryKey, words.count == 1, words[0].isPrefix,
            words[0].typoBudget == 0, !query.explain, query.kinds == nil, query.near == nil,
            !query.includesAllPlaces,
            let prefix = tables.precomputedPrefix(UnsafeRawBufferPointer(bytes(of: words[0])))
        else { return false }
        let entries = tables.prefixResultStart.range(prefix)
        let start = entries.lowerBound
        let isComplete = entries.count < Int(tables.prefixLimit[prefix])
        var selected: [Int] = []
        for entry in entries where selected.count < query.limit {
            guard PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).isDisjoint(with: [.typo, .partial])
            else { return false }
            if tables.placeCountryKey[Int(tables.resultPlace[entry])] == country { selected.append(entry) }
        }
        guard let first = selected.first, selected.count == query.limit || isComplete else { return false }
        if first != start || tables.placeKind[Int(tables.resultPlace[first])] == PlaceKind.town.snapshotValue {
            resolveWords()
            makeMatchers(typos: false)
            for entry in [start, first] {
                let flags = PrecomputedResultFlags(rawValue: tables.resultFlags[entry])
                if listsAirports(Int(tables.resultPlace[entry]), isCodeMatch: flags.contains(.codeMatch)) {
                    return false
                }
            }
        }
        for entry in selected { appendPrecomputed(entry, ofKey: prefix) }
        return true
    }

    /// Whether a first result would be followed by its airports: a city group or town that the words name
    /// by its code or exactly (``listGroupAirports(_:)``'s rule, its namesake exception left out, which
    /// only errs towards the search). Needs the words resolved and their matchers made.
    mutating func listsAirports(_ place: Int, isCodeMatch: Bool) -> Bool {
        tables.placeKind[place] != PlaceKind.airport.snapshotValue
            && (isCodeMatch || namesPlace(tables.segments(ofPlace: place), exactly: true))
    }

    /// The key of the query's words among the precomputed answers: their folded bytes joined by a
    /// space, and a space after the last when it is whole ("la g", "new ", "lon"). No word holds
    /// a space, so keys of different words differ. Complexity: O(the words' bytes).
    var precomputedKey: [UInt8] {
        var key: [UInt8] = []
        for (index, word) in words.enumerated() {
            if index > 0 { key.append(UInt8(ascii: " ")) }
            key += bytes(of: word)
        }
        if let last = words.last, !last.isPrefix { key.append(UInt8(ascii: " ")) }
        return key
    }

    /// Whether the resolved words may have a precomputed answer, other than a short prefix's: a
    /// prefix beginning more than ``AirportIndex/precomputeThreshold`` postings; or a whole word in
    /// more than ``AirportIndex/followedWordPostings`` places, alone or before one or two more words,
    /// the last of up to ``AirportIndex/longFollowingPrefixLength`` bytes when typed as a prefix
    /// (a common word before one typed ASCII byte, or the beginning of a name that follows it).
    /// Complexity: O(runs of typo words), or O(1).
    var mayBePrecomputed: Bool {
        if words.count == 1, words[0].isPrefix { return postingCount(of: words[0]) > AirportIndex.precomputeThreshold }
        guard words.count <= 3, words[0].exact >= 0, let last = words.last,
            !last.isPrefix || last.length <= AirportIndex.longFollowingPrefixLength
        else { return false }
        return tables.postings(ofToken: Int(words[0].exact)).count > AirportIndex.followedWordPostings
    }

    /// Appends one stored entry of a precomputed answer, of key `key`, to ``results``, with its
    /// highlights: its score is worked out from its matches as scoring it gave it
    /// (``precomputedScore(ofPlace:flags:wordCount:match:)``), unless it is stored. Everything but
    /// the place's importance lies beside the entry. Complexity: O(k) for the key's k words, and
    /// O(log s) for a stored score among s.
    mutating func appendPrecomputed(_ entry: Int, ofKey key: Int) {
        let flags = PrecomputedResultFlags(rawValue: tables.resultFlags[entry])
        let place = Int(tables.resultPlace[entry])
        let wordCount = words.count
        let first = tables.prefixWordStart.int(key) + (entry - tables.prefixResultStart.int(key)) * wordCount
        let stored = tables.resultWord
        /// How query word `index` matched the place, or nil when the place lacks it.
        func match(_ index: Int) -> PrecomputedWord? {
            let value = stored[first + index]
            return value == stored.none ? nil : PrecomputedWord(storedValue: value)
        }
        let firstHighlight = highlights.count
        for index in 0..<wordCount {
            let start = tables.resultHighlightStart[first + index]
            guard start != tables.resultHighlightStart.none, let word = match(index) else { continue }
            highlights.append(
                Suggestion.Highlight(
                    field: word.field == MatchField.city.rawValue ? "city" : "name", start: Int(start),
                    length: tables.resultHighlightLength.int(first + index)))
        }
        let score =
            flags.contains(.storedScore)
            ? tables.storedScore(ofResult: entry)
            : precomputedScore(ofPlace: place, flags: flags, wordCount: wordCount, match: match)
        results.append(
            SearchResult(
                place: place, score: score,
                tier: flags.contains(.partial) ? SearchResult.partialTier : flags.contains(.typo) ? 1 : 0,
                isCodeMatch: flags.contains(.codeMatch), highlightRange: firstHighlight..<highlights.count))
    }

    /// The score of a precomputed result from its matches (`match` of each of the `wordCount`
    /// query words, nil when the place lacks it), worked out as
    /// ``evaluate(_:codeMatch:threshold:bestWords:)`` works it out from its best matches: each
    /// match's score summed in query order (0 for a word the place lacks), their mean, the place's
    /// importance (less a town's discount when `flags` say so), and the code score for a code
    /// match. Complexity: O(k) for k words.
    @inline(__always)
    func precomputedScore(
        ofPlace place: Int, flags: PrecomputedResultFlags, wordCount: Int, match: (Int) -> PrecomputedWord?
    ) -> Double {
        var sum = 0.0
        var anyPrimary = false
        var textMatched = false
        for index in 0..<wordCount {
            guard let word = match(index) else { continue }
            textMatched = true
            sum += word.score(queryLength: words[index].length)
            anyPrimary = anyPrimary || word.isPrimary
        }
        let importance =
            tables.placeImportance[place] - (flags.contains(.lessImportant) ? SuggestionScoring.townPrefixDiscount : 0)
        var score = 0.0
        if textMatched {
            score = SuggestionScoring.textScore(
                meanWordScore: sum / Double(wordCount), hasPrimaryMatch: anyPrimary, importance: importance,
                isCityGroupNamed: flags.contains(.cityGroupNamed))
        }
        if flags.contains(.codeMatch) {
            let isCityGroup = place <= Int(tables.header.lastCityGroup) && tables.placeKind[place] == 0
            score = max(score, SuggestionScoring.codeScore(importance: importance, isCityGroup: isCityGroup))
        }
        return score
    }

    /// The full answer to folded words, the last typed as a prefix or not, with no filter and
    /// `limit` results, into ``results`` and ``highlights``: what ``lookUpPrecomputed(_:)`` later
    /// gives.
    mutating func answer(folded words: [[UInt8]], lastIsPrefix: Bool, limit: Int) {
        clear()
        focus = nil
        prepareWords(folded: words, lastIsPrefix: lastIsPrefix)
        collectResults(SuggestionQuery("", limit: limit))
        addDetails(explain: false)
    }
}

extension SearchState {
    /// Appends the answer just searched (``answer(folded:lastIsPrefix:limit:)``) to `data` under
    /// `key`: each result's place and flags, and each query word's match and highlight, and its
    /// score where working it out again from them does not give it exactly; then whether the
    /// far-fetched rule leaves each out, which leaves the results filtered.
    mutating func store(key: [UInt8], limit: Int, into data: inout IndexData) {
        let firstResult = data.resultPlace.count
        data.prefixBytes += key
        data.prefixStart.append(UInt32(data.prefixBytes.count))
        for (position, result) in results.enumerated() {
            var flags: PrecomputedResultFlags = []
            if result.tier == 1 { flags.insert(.typo) }
            if result.tier == SearchResult.partialTier { flags.insert(.partial) }
            if result.isCodeMatch { flags.insert(.codeMatch) }
            var matches: [PrecomputedWord?] = []
            var highlightStarts: [UInt32] = []
            var highlightLengths: [UInt32] = []
            for index in words.indices {
                let slot = position * words.count + index
                guard slot < matchedWords.count, let (word, kind) = matchedWords[slot] else {
                    matches.append(nil)
                    highlightStarts.append(IndexData.none)
                    highlightLengths.append(0)
                    continue
                }
                let placeWord = tables.placeWord(word)
                matches.append(
                    PrecomputedWord(placeWord, kind: kind, namesWhole: matchers[index].namesWhole(placeWord, kind)))
                let highlight = highlight(
                    of: placeWord, inPlace: result.place, kind: kind, queryLength: words[index].length)
                highlightStarts.append(highlight.map { UInt32($0.start) } ?? IndexData.none)
                highlightLengths.append(highlight.map { UInt32($0.length) } ?? 0)
            }
            // The flags that work the score out again exactly, if any do.
            let reproduced = [[], [.cityGroupNamed], [.lessImportant], [.cityGroupNamed, .lessImportant]].first {
                (extra: PrecomputedResultFlags) in
                precomputedScore(
                    ofPlace: result.place, flags: flags.union(extra), wordCount: words.count, match: { matches[$0] }
                ).bitPattern == result.score.bitPattern
            }
            let stored = matches.map { $0.map { $0.storedValue } ?? IndexData.none }
            if let reproduced, !stored.contains(nil) {
                flags.formUnion(reproduced)
            } else {
                flags.insert(.storedScore)
                data.explicitResult.append(UInt32(data.resultPlace.count))
                data.explicitScore.append(result.score)
            }
            data.resultPlace.append(UInt32(result.place))
            data.resultFlags.append(flags.rawValue)
            data.resultWord += stored.map { $0 ?? IndexData.none }
            data.resultHighlightStart += highlightStarts
            data.resultHighlightLength += highlightLengths
        }
        data.prefixResultStart.append(UInt32(data.resultPlace.count))
        data.prefixWordStart.append(UInt32(data.resultWord.count))
        data.prefixLimit.append(UInt8(limit))
        // Last, as it changes the results: what the far-fetched rule leaves out.
        let stored = results.map(\.place)
        leaveOutFarFetched(SuggestionQuery("", limit: limit))
        let kept = Set(results.map(\.place))
        for (position, place) in stored.enumerated() where !kept.contains(place) {
            data.resultFlags[firstResult + position] |= PrecomputedResultFlags.leftOutAsFarFetched.rawValue
        }
    }
}
