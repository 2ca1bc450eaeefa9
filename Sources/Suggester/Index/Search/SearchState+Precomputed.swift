extension SearchState {
    /// Answers a query from the precomputed answers when it can: one word typed as a prefix, no
    /// filter, the default scope, no `near`, no explanation, a prefix that was precomputed, and a limit within the
    /// prefix's limit (or any limit when its answer holds fewer results than that: it is complete).
    /// The answer for a smaller limit is the beginning of the precomputed one (the ranking is a
    /// total order, the typo pass fills only what the first pass leaves, and the typo matches that
    /// displace others depend on the first result only), so it is exactly what
    /// ``collectResults(_:)`` and ``addDetails(explain:)`` would give.
    /// Complexity: O(log p · |word|) for p precomputed prefixes, then O(1) a result.
    mutating func lookUpPrecomputed(_ query: SuggestionQuery) -> Bool {
        guard usesPrecomputedResults, words.count == 1, words[0].isPrefix, !query.explain,
            query.countryCode == nil, query.kinds == nil, query.near == nil, !query.includesAllPlaces,
            let prefix = tables.precomputedPrefix(UnsafeRawBufferPointer(bytes(of: words[0])))
        else { return false }
        let start = Int(tables.prefixResultStart[prefix])
        let stored = Int(tables.prefixResultStart[prefix + 1]) - start
        guard query.limit <= stored || stored < Int(tables.prefixLimit[prefix]) else { return false }
        let end = start + min(stored, query.limit)
        for entry in start..<end { appendPrecomputed(entry) }
        precomputedAnswer = (start..<start + stored, stored < Int(tables.prefixLimit[prefix]))
        return true
    }

    /// Appends one stored entry of a precomputed answer to ``results``, with its highlight.
    mutating func appendPrecomputed(_ entry: Int) {
        let flags = PrecomputedResultFlags(rawValue: tables.resultFlags[entry])
        let firstHighlight = highlights.count
        if flags.contains(.highlighted) {
            highlights.append(
                Suggestion.Highlight(
                    field: flags.contains(.highlightsCity) ? "city" : "name",
                    start: Int(tables.resultHighlightStart[entry]),
                    length: Int(tables.resultHighlightLength[entry])))
        }
        results.append(
            SearchResult(
                place: Int(tables.resultPlace[entry]), score: tables.resultScore[entry],
                tier: flags.contains(.typo) ? 1 : 0, isCodeMatch: flags.contains(.codeMatch),
                highlightRange: firstHighlight..<highlights.count))
    }

    /// The full answer to one folded word typed as a prefix, with no filter and `limit` results,
    /// into ``results`` and ``highlights``: what ``lookUpPrecomputed(_:)`` later gives.
    mutating func answer(folded bytes: UnsafeRawBufferPointer, limit: Int) {
        clear()
        focus = nil
        prepareWord(folded: bytes, isPrefix: true)
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
    /// whose search costs most), up to ``precomputedLimit`` results; and to every other prefix of
    /// up to ``shortPrefixLength`` bytes, up to ``shortPrefixLimit`` results. Only prefixes that
    /// are whole UTF-8 characters are kept, since only those can be typed. The prefixes come from
    /// the word trie, walked depth first in byte order, so in sorted order.
    func precompute(into data: inout IndexData) {
        var state = SearchState(index: self)
        data.precomputedLimit = UInt32(Self.precomputedLimit)
        data.prefixBytes = []
        data.prefixStart = [0]
        data.prefixResultStart = [0]
        data.prefixLimit = []
        var path: [UInt8] = []
        // The nodes still to visit, the next on top.
        var pending = Array((0..<Int(tables.trieFirstNode[256])).reversed())
        while let node = pending.popLast() {
            let trieNode = TrieNode(rawValue: tables.trieNode[node])
            pending += trieNode.children.reversed()
            path.removeLast(path.count - (trieNode.depth - 1))
            path.append(trieNode.byte)
            let words = tables.words(belowTrieNode: node)
            let postings = Int(tables.postingStart[words.upperBound] - tables.postingStart[words.lowerBound])
            let limit =
                path.count <= 2 || postings > Self.precomputeThreshold
                ? Self.precomputedLimit : path.count <= Self.shortPrefixLength ? Self.shortPrefixLimit : 0
            guard limit > 0, String(validating: path, as: UTF8.self) != nil else { continue }
            path.withUnsafeBytes { state.answer(folded: $0, limit: limit) }
            var entries: [(flags: PrecomputedResultFlags, start: UInt16, length: UInt16)] = []
            for result in state.results {
                var flags: PrecomputedResultFlags = []
                if result.tier == 1 { flags.insert(.typo) }
                if result.isCodeMatch { flags.insert(.codeMatch) }
                let highlights = state.highlights[result.highlightRange]
                guard let highlight = highlights.first else {
                    entries.append((flags, 0, 0))
                    continue
                }
                // One word has one highlight, within what a word's start and length can hold.
                guard highlights.count == 1, let start = UInt16(exactly: highlight.start),
                    let length = UInt16(exactly: highlight.length)
                else { break }
                flags.insert(.highlighted)
                if highlight.field == "city" { flags.insert(.highlightsCity) }
                entries.append((flags, start, length))
            }
            guard entries.count == state.results.count else { continue }
            data.prefixBytes += path
            data.prefixStart.append(UInt32(data.prefixBytes.count))
            for (result, entry) in zip(state.results, entries) {
                data.resultPlace.append(UInt32(result.place))
                data.resultScore.append(result.score)
                data.resultFlags.append(entry.flags.rawValue)
                data.resultHighlightStart.append(entry.start)
                data.resultHighlightLength.append(entry.length)
            }
            data.prefixResultStart.append(UInt32(data.resultPlace.count))
            data.prefixLimit.append(UInt8(limit))
        }
    }
}
