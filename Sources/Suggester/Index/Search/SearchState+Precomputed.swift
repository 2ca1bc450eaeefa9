extension SearchState {
    /// Answers a query from the precomputed answers when it can: one word typed as a prefix, no
    /// filter, no `near`, a limit within the precomputed count, and a prefix common enough to have
    /// been precomputed. The answer for a smaller limit is the beginning of the precomputed one (the
    /// ranking is a total order, and the typo pass fills only what the first pass leaves), so it is
    /// exactly what ``collectResults(_:)`` would find. Complexity: O(log p · |word|).
    mutating func lookUpPrecomputed(_ query: SuggestionQuery) -> Bool {
        guard usesPrecomputedResults, words.count == 1, words[0].isPrefix,
            query.countryCode == nil, query.kinds == nil, query.near == nil,
            query.limit <= tables.header.precomputedLimit
        else { return false }
        let found = wordBytes.withUnsafeBytes { tables.precomputedPrefix($0) }
        guard let prefix = found else { return false }
        let start = Int(tables.prefixResultStart[prefix])
        let end = min(Int(tables.prefixResultStart[prefix + 1]), start + query.limit)
        for entry in start..<end {
            let flags = tables.resultFlags[entry]
            results.append(
                SearchResult(
                    place: Int(tables.resultPlace[entry]), score: tables.resultScore[entry], tier: Int(flags & 1),
                    isCodeMatch: flags & 2 != 0))
        }
        return true
    }

    /// The full answer to one folded word typed as a prefix, with no filter and the precomputed
    /// limit: what ``lookUpPrecomputed(_:)`` later returns.
    mutating func answer(folded bytes: UnsafeRawBufferPointer) -> [SearchResult] {
        results.removeAll(keepingCapacity: true)
        clearTypos()
        prepareWord(folded: bytes, isPrefix: true)
        collectResults(SuggestionQuery("", limit: AirportIndex.precomputedLimit))
        return results
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
    /// Precomputes the answers to every one-word prefix whose matching words hold more than
    /// ``precomputeThreshold`` postings (the prefixes whose search costs most), into `data`. Only
    /// prefixes that are whole UTF-8 characters are kept, since only those can be typed.
    func precompute(into data: inout IndexData) {
        var state = SearchState(index: self)
        var prefixes: [[UInt8]] = []
        var length = 1
        var found = true
        while found {
            found = false
            var previous: ArraySlice<UInt8>?
            for token in 0..<wordCount where tables.tokenLength(token) >= length {
                let prefix = Array(tables.token(token).prefix(length))[...]
                if prefix == previous { continue }
                previous = prefix
                guard String(validating: prefix, as: UTF8.self) != nil else { continue }
                let range = prefix.withUnsafeBytes { tables.prefixRange($0) }
                let postings = Int(tables.postingStart[range.upperBound] - tables.postingStart[range.lowerBound])
                if postings > Self.precomputeThreshold {
                    prefixes.append(Array(prefix))
                    found = true
                }
            }
            length += 1
        }
        prefixes.sort { $0.lexicographicallyPrecedes($1) }
        data.precomputedLimit = UInt32(Self.precomputedLimit)
        data.prefixBytes = []
        data.prefixStart = [0]
        data.prefixResultStart = [0]
        for prefix in prefixes {
            let answer = prefix.withUnsafeBytes { state.answer(folded: $0) }
            data.prefixBytes += prefix
            data.prefixStart.append(UInt32(data.prefixBytes.count))
            for result in answer {
                data.resultPlace.append(UInt32(result.place))
                data.resultScore.append(result.score)
                data.resultFlags.append(UInt8(result.tier & 1) | (result.isCodeMatch ? 2 : 0))
            }
            data.prefixResultStart.append(UInt32(data.resultPlace.count))
        }
    }
}
