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
        let start = Int(tables.prefixResultStart[prefix])
        let stored = Int(tables.prefixResultStart[prefix + 1]) - start
        guard query.limit <= stored || stored < Int(tables.prefixLimit[prefix]) else { return false }
        // Several words, or a whole one, are answered for their limit only: a shorter list of them
        // need not be the beginning of a longer one (partial matches and typo fill depend on it).
        if !isOneTypedWord, query.limit != Int(tables.prefixLimit[prefix]) { return false }
        let end = start + min(stored, query.limit)
        for entry in start..<end { appendPrecomputed(entry) }
        precomputedAnswer = (start..<start + stored, stored < Int(tables.prefixLimit[prefix]))
        return true
    }

    /// Answers a query narrowed to a country from the precomputed answer of its one typed word (a prefix too
    /// short for typos), when that answer holds `limit` of the country's places, or all of them: the
    /// country's places in that answer are the first of the country's in the same total order, since
    /// the narrowed search ranks the same places the same way. Falls back to the search when the
    /// answer holds a typo or partial match, or when a city group would list its airports differently
    /// (``listsAirports(_:isCodeMatch:)``): one that the unnarrowed answer begins with and that is
    /// outside the country, or one the narrowed answer would begin with instead. Without it, a short
    /// prefix in a country ("b" in DE) would scan every posting of every word it begins.
    /// Complexity: O(log p · |key|) for p precomputed keys, then O(s) for the s stored entries.
    mutating func lookUpPrecomputedInCountry(_ query: SuggestionQuery) -> Bool {
        guard usesPrecomputedResults, let country = query.countryKey, words.count == 1, words[0].isPrefix,
            words[0].typoBudget == 0, !query.explain, query.kinds == nil, query.near == nil,
            !query.includesAllPlaces,
            let prefix = tables.precomputedPrefix(UnsafeRawBufferPointer(bytes(of: words[0])))
        else { return false }
        let start = Int(tables.prefixResultStart[prefix])
        let end = Int(tables.prefixResultStart[prefix + 1])
        let isComplete = end - start < Int(tables.prefixLimit[prefix])
        var selected: [Int] = []
        for entry in start..<end where selected.count < query.limit {
            guard PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).isDisjoint(with: [.typo, .partial])
            else { return false }
            if tables.placeCountryKey[Int(tables.resultPlace[entry])] == country { selected.append(entry) }
        }
        guard let first = selected.first, selected.count == query.limit || isComplete else { return false }
        if first != start {
            resolveWords()
            makeMatchers(typos: false)
            for entry in [start, first] {
                let flags = PrecomputedResultFlags(rawValue: tables.resultFlags[entry])
                if listsAirports(Int(tables.resultPlace[entry]), isCodeMatch: flags.contains(.codeMatch)) {
                    return false
                }
            }
        }
        for entry in selected { appendPrecomputed(entry) }
        return true
    }

    /// Whether a first result would be followed by its airports: a city group or town that the words name
    /// by its code or exactly (``listGroupAirports(_:)``'s rule, its namesake exception left out, which
    /// only errs towards the search). Needs the words resolved and their matchers made.
    func listsAirports(_ place: Int, isCodeMatch: Bool) -> Bool {
        tables.placeKind[place] != PlaceKind.airport.snapshotValue
            && (isCodeMatch || namesPlace(tables.wordRange(ofPlace: place), exactly: true))
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
    /// prefix beginning more than ``AirportIndex/precomputeThreshold`` postings, or a common whole
    /// word (``AirportIndex/commonWordPostings``), alone or before one typed ASCII byte.
    /// Complexity: O(runs of typo words), or O(1).
    var mayBePrecomputed: Bool {
        if words.count == 1, words[0].isPrefix { return postingCount(of: words[0]) > AirportIndex.precomputeThreshold }
        guard words.count <= 2, words[0].exact >= 0, words.count == 1 || words[1].isPrefix && words[1].length == 1
        else { return false }
        let exact = Int(words[0].exact)
        return Int(tables.postingStart[exact + 1] - tables.postingStart[exact]) > AirportIndex.commonWordPostings
    }

    /// Appends one stored entry of a precomputed answer to ``results``, with its highlights.
    mutating func appendPrecomputed(_ entry: Int) {
        let flags = PrecomputedResultFlags(rawValue: tables.resultFlags[entry])
        let firstHighlight = highlights.count
        for stored in Int(tables.resultHighlightStart[entry])..<Int(tables.resultHighlightStart[entry + 1]) {
            highlights.append(
                Suggestion.Highlight(
                    field: tables.highlightField[stored] == 1 ? "city" : "name",
                    start: Int(tables.highlightStart[stored]), length: Int(tables.highlightLength[stored])))
        }
        results.append(
            SearchResult(
                place: Int(tables.resultPlace[entry]), score: tables.resultScore[entry],
                tier: flags.contains(.partial) ? SearchResult.partialTier : flags.contains(.typo) ? 1 : 0,
                isCodeMatch: flags.contains(.codeMatch),
                highlightRange: firstHighlight..<highlights.count))
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

extension IndexTables {
    /// The precomputed prefix equal to these bytes, if any. Complexity: O(log p · |bytes|).
    func precomputedPrefix(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var low = 0
        var high = prefixStart.count - 1
        while low < high {
            let middle = (low + high) / 2
            let candidate = prefixBytes.bytes(Int(prefixStart[middle])..<Int(prefixStart[middle + 1]))
            if candidate.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        guard low < prefixStart.count - 1 else { return nil }
        return prefixBytes.bytes(Int(prefixStart[low])..<Int(prefixStart[low + 1])).elementsEqual(bytes) ? low : nil
    }
}

extension AirportIndex {
    /// Precomputes, into `data`, the answers to every one-word prefix of one or two bytes and to
    /// every longer one whose words hold more than ``precomputeThreshold`` postings (the prefixes
    /// whose search costs most), up to ``precomputedLimit`` results; to every other prefix of up
    /// to ``shortPrefixLength`` bytes, up to ``shortPrefixLimit`` results; and, up to
    /// ``shortPrefixLimit`` results, to the queries of a common whole word
    /// (``commonWordPostings``), whose searches cost most among longer queries: the word alone
    /// ("new "), and with the first byte of another word when it is ASCII ("la g", "new o"). Only
    /// prefixes that are whole UTF-8 characters are kept, since only those can be typed. The
    /// keys come sorted: the word trie is walked depth first in byte order, and a common word's
    /// keys, which go on with a space (before any byte a word holds), follow the word's own.
    func precompute(into data: inout IndexData) {
        var state = SearchState(index: self)
        data.precomputedLimit = UInt32(Self.precomputedLimit)
        data.prefixBytes = []
        data.prefixStart = [0]
        data.prefixResultStart = [0]
        data.prefixLimit = []
        func store(_ words: [[UInt8]], lastIsPrefix: Bool, limit: Int) {
            state.answer(folded: words, lastIsPrefix: lastIsPrefix, limit: limit)
            Self.store(state, key: state.precomputedKey, limit: limit, into: &data)
        }
        // The first bytes of words that are ASCII, in order.
        let letters = (0..<Int(tables.trieFirstNode[256])).map { TrieNode(rawValue: tables.trieNode[$0]).byte }
            .filter { $0 < 0x80 }
        var path: [UInt8] = []
        // The nodes still to visit, the next on top.
        var pending = Array((0..<Int(tables.trieFirstNode[256])).reversed())
        while let node = pending.popLast() {
            let trieNode = TrieNode(rawValue: tables.trieNode[node])
            pending += trieNode.children.reversed()
            path.removeLast(path.count - (trieNode.depth - 1))
            path.append(trieNode.byte)
            guard String(validating: path, as: UTF8.self) != nil else { continue }
            let words = tables.words(belowTrieNode: node)
            let postings = Int(tables.postingStart[words.upperBound] - tables.postingStart[words.lowerBound])
            let limit =
                path.count <= 2 || postings > Self.precomputeThreshold
                ? Self.precomputedLimit : path.count <= Self.shortPrefixLength ? Self.shortPrefixLimit : 0
            if limit > 0 { store([path], lastIsPrefix: true, limit: limit) }
            guard trieNode.isTerminal,
                tables.postingStart[words.lowerBound + 1] - tables.postingStart[words.lowerBound]
                    > Self.commonWordPostings
            else { continue }
            store([path], lastIsPrefix: false, limit: Self.shortPrefixLimit)
            for letter in letters { store([path, [letter]], lastIsPrefix: true, limit: Self.shortPrefixLimit) }
        }
    }

    /// Appends a searcher's answer to `data` under `key`, unless a highlight does not fit the
    /// tables (a start or length past 65,535).
    private static func store(_ state: borrowing SearchState, key: [UInt8], limit: Int, into data: inout IndexData) {
        let fits = state.highlights.allSatisfy { UInt16(exactly: $0.start) != nil && UInt16(exactly: $0.length) != nil }
        guard fits else { return }
        data.prefixBytes += key
        data.prefixStart.append(UInt32(data.prefixBytes.count))
        for result in state.results {
            var flags: PrecomputedResultFlags = []
            if result.tier == 1 { flags.insert(.typo) }
            if result.tier == SearchResult.partialTier { flags.insert(.partial) }
            if result.isCodeMatch { flags.insert(.codeMatch) }
            data.resultPlace.append(UInt32(result.place))
            data.resultScore.append(result.score)
            data.resultFlags.append(flags.rawValue)
            for highlight in state.highlights[result.highlightRange] {
                data.highlightField.append(highlight.field == "city" ? 1 : 0)
                data.highlightStart.append(UInt16(highlight.start))
                data.highlightLength.append(UInt16(highlight.length))
            }
            data.resultHighlightStart.append(UInt32(data.highlightField.count))
        }
        data.prefixResultStart.append(UInt32(data.resultPlace.count))
        data.prefixLimit.append(UInt8(limit))
    }
}
