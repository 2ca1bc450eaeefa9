extension SearchState {
    /// Folds a query into its words, each with the indexed words it matches: at most
    /// ``SuggestionQuery/maximumWords`` words of the first ``SuggestionQuery/maximumLength`` Unicode
    /// scalars. The last word is a prefix unless the text (so cut) ends with a space, a tab or a comma.
    mutating func prepareWords(_ text: String) {
        words.removeAll(keepingCapacity: true)
        wordBytes.removeAll(keepingCapacity: true)
        let scalars = text.unicodeScalars.prefix(SuggestionQuery.maximumLength)
        var last: Unicode.Scalar?
        for scalar in scalars { last = scalar }
        let endsWithSpace = last.map { $0 == " " || $0 == "\t" || $0 == "," } ?? false
        TextFolder.forEachToken(in: scalars) { bytes, _, _ in
            guard words.count < SuggestionQuery.maximumWords else { return }
            let start = wordBytes.count
            wordBytes.append(contentsOf: bytes)
            words.append(QueryWord(bytes: start..<wordBytes.count, isPrefix: false))
        }
        if !endsWithSpace, !words.isEmpty { words[words.count - 1].isPrefix = true }
        for index in words.indices { resolve(wordAt: index) }
    }

    /// Makes one word, given as folded bytes, the whole query: for precomputing answers.
    mutating func prepareWord(folded bytes: UnsafeRawBufferPointer, isPrefix: Bool) {
        words.removeAll(keepingCapacity: true)
        wordBytes.removeAll(keepingCapacity: true)
        wordBytes.append(contentsOf: bytes)
        words.append(QueryWord(bytes: 0..<bytes.count, isPrefix: isPrefix))
        resolve(wordAt: 0)
    }

    /// Finds the indexed words a query word matches exactly, by synonym and as a prefix.
    private mutating func resolve(wordAt index: Int) {
        let word = words[index]
        wordBytes.withUnsafeBufferPointer { buffer in
            let bytes = UnsafeBufferPointer(rebasing: buffer[word.bytes])
            let raw = UnsafeRawBufferPointer(bytes)
            words[index].exact = tables.tokenID(raw) ?? -1
            if let synonym = TextFolder.synonym(of: bytes) {
                words[index].synonym = synonym.withUnsafeBytes { tables.tokenID($0) } ?? -1
            }
            if word.isPrefix { words[index].prefix = tables.prefixRange(raw) }
        }
    }

    /// The bytes of a query word.
    func bytes(of word: QueryWord) -> ArraySlice<UInt8> {
        wordBytes[word.bytes]
    }

    /// The word matchers for the query words; with `typos`, each also matches its typo words.
    mutating func makeMatchers(typos: Bool) {
        matchers.removeAll(keepingCapacity: true)
        for (index, word) in words.enumerated() {
            matchers.append(
                WordMatcher(
                    exact: word.exact, synonym: word.synonym, prefixLower: Int32(word.prefix.lowerBound),
                    prefixUpper: Int32(word.prefix.upperBound), length: Int32(word.length),
                    typoShift: typos && !word.typos.isEmpty ? Int32(index * 4) : -1))
        }
    }

    /// The ranges of indexed words a query word matches.
    func matchingRanges(of word: QueryWord) -> MatchingRanges {
        MatchingRanges(of: word, typoTokens: typoTokens)
    }

    /// How many postings a query word's matching words hold. Complexity: O(typo words).
    func postingCount(of word: QueryWord) -> Int {
        var count = 0
        for range in matchingRanges(of: word) {
            count += Int(tables.postingStart[range.upperBound] &- tables.postingStart[range.lowerBound])
        }
        return count
    }
}
