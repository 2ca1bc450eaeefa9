extension SearchState {
    /// Folds a query into its words: at most
    /// ``SuggestionQuery/maximumWords`` words of the first ``SuggestionQuery/maximumLength`` Unicode
    /// scalars. The last word is a prefix unless the text (so cut) ends with a space, a tab or a comma.
    mutating func prepareWords(_ text: String) {
        words.removeAll(keepingCapacity: true)
        wordByteCount = 0
        var text = text
        // Most queries are short ASCII text: their bytes are their scalars, folded in place.
        let folded = text.withUTF8 { bytes -> Bool in
            guard bytes.count <= SuggestionQuery.maximumLength, bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            addWords(ascii: bytes)
            return true
        }
        if !folded { addWords(of: text.unicodeScalars.prefix(SuggestionQuery.maximumLength)) }
        markOptionalWords()
    }

    /// Marks the generic words ("airport", "international", "flughafen"), and a last word typed as
    /// a prefix of one ("a", "airp"), optional, unless every word is one.
    private mutating func markOptionalWords() {
        guard words.count > 1 else { return }
        var optional = 0
        for index in words.indices
        where SuggestionScoring.isOptional(bytes(of: words[index]))
            || (words[index].isPrefix && SuggestionScoring.beginsOptionalWord(bytes(of: words[index])))
        {
            words[index].isOptional = true
            optional += 1
        }
        if optional == words.count {
            for index in words.indices { words[index].isOptional = false }
        }
    }

    /// Adds the words of ASCII text, as ``addWords(of:)`` would, folding each byte straight into
    /// ``wordBytes``.
    private mutating func addWords(ascii bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        func finishWord() {
            guard wordByteCount > start else { return }
            words.append(QueryWord(bytes: start..<wordByteCount, isPrefix: false))
            start = wordByteCount
        }
        for byte in bytes {
            let folded = TextFolder.foldASCII(byte)
            if folded == TextFolder.asciiSeparator {
                finishWord()
                if words.count == SuggestionQuery.maximumWords { break }
            } else if folded != TextFolder.asciiDropped, wordByteCount - start < TextFolder.maximumWordLength {
                wordBytes[wordByteCount] = folded
                wordByteCount += 1
            }
        }
        finishWord()
        let last = bytes.last
        let endsWithSpace = last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: ",")
        if !endsWithSpace, !words.isEmpty { words[words.count - 1].isPrefix = true }
    }

    /// Adds the words of a query's scalars, cut as ``prepareWords(_:)`` says.
    private mutating func addWords<Scalars: Sequence<Unicode.Scalar>>(of scalars: Scalars) {
        var last: Unicode.Scalar?
        TextFolder.forEachToken(in: scalars, lastScalar: &last) { bytes, _, _ in
            guard words.count < SuggestionQuery.maximumWords else { return }
            let start = wordByteCount
            wordByteCount += UnsafeMutableBufferPointer(rebasing: wordBytes[start...]).initialize(fromContentsOf: bytes)
            words.append(QueryWord(bytes: start..<wordByteCount, isPrefix: false))
        }
        let endsWithSpace = last.map { $0 == " " || $0 == "\t" || $0 == "," } ?? false
        if !endsWithSpace, !words.isEmpty { words[words.count - 1].isPrefix = true }
    }

    /// Finds the indexed words each query word matches exactly, by synonym and as a prefix, and the
    /// whole-text alias all of them spell, and marks the qualifiers among several words.
    mutating func resolveWords() {
        for index in words.indices {
            resolve(wordAt: index)
            if words.count > 1, words[index].length > 1, words[index].exact >= 0 {
                words[index].isQualifier = namesArea(words[index].exact)
            }
        }
        let wholeText = resolveWholeTextAlias()
        for index in words.indices { words[index].wholeText = wholeText }
    }

    /// ``wholeTextAlias()``, its walk resuming the last search's (``WordTreeWalks``), as the next
    /// keystroke's mostly can. Complexity: O(n) for the words' n bytes, or one walk of the word tree.
    private mutating func resolveWholeTextAlias() -> Int32 {
        let typed = UnsafeBufferPointer(rebasing: wordBytes[0..<wordByteCount])
        // Nil when no word begins with the bytes, or they are too long to spell one.
        let found =
            WholeTextAlias.withIndexedWord(ofFolded: typed) {
                treeWalks.stop(of: $0, slot: WordTreeWalks.wholeTextSlot, in: tables.words)
            } ?? nil
        guard let found, found.endsAtNode, found.node.isTerminal else { return -1 }
        return Int32(found.node.words.lowerBound)
    }

    /// The indexed whole-text alias (``WholeTextAlias``) the query's words spell together, or -1.
    /// Complexity: one walk of the word tree, no allocation.
    func wholeTextAlias() -> Int32 {
        // The words lie end to end in the word buffer, in order.
        let found = WholeTextAlias.withIndexedWord(
            ofFolded: UnsafeBufferPointer(rebasing: wordBytes[0..<wordByteCount])
        ) { tables.words.wordNumber($0) }
        return (found ?? nil) ?? -1
    }

    /// Whether the indexed word is the whole name of a region or country that some place holding
    /// it in no other field is in (``PostingOccurrence/namesArea``). Complexity: O(p) for the
    /// word's p postings, stopping at the first that names an area.
    private func namesArea(_ token: Int32) -> Bool {
        tables.postings(ofToken: Int(token)).contains {
            PostingOccurrence(rawValue: tables.postingOccurrence[$0]).namesArea
        }
    }

    /// Makes words, given as folded bytes, the whole query, the last a prefix with `lastIsPrefix`,
    /// and resolves them: for precomputing answers.
    mutating func prepareWords(folded given: [[UInt8]], lastIsPrefix: Bool) {
        words.removeAll(keepingCapacity: true)
        wordByteCount = 0
        for bytes in given.prefix(SuggestionQuery.maximumWords) {
            let start = wordByteCount
            for byte in bytes.prefix(TextFolder.maximumWordLength) {
                wordBytes[wordByteCount] = byte
                wordByteCount += 1
            }
            words.append(QueryWord(bytes: start..<wordByteCount, isPrefix: false))
        }
        if lastIsPrefix, !words.isEmpty { words[words.count - 1].isPrefix = true }
        markOptionalWords()
        resolveWords()
    }

    /// Finds the indexed words a query word matches exactly, by synonym and as a prefix: one walk
    /// down the word tree gives the equal word and the range of words it begins.
    private mutating func resolve(wordAt index: Int) {
        let word = words[index]
        let bytes = self.bytes(of: word)
        if let stop = treeWalks.stop(of: UnsafeRawBufferPointer(bytes), slot: index, in: tables.words) {
            if stop.endsAtNode, stop.node.isTerminal { words[index].exact = Int32(stop.node.words.lowerBound) }
            if word.isPrefix { words[index].prefix = stop.node.words }
        }
        if let synonym = TextFolder.synonym(of: bytes) {
            words[index].synonym = synonym.withUnsafeBytes { tables.words.wordNumber($0) } ?? -1
        }
    }

    /// The folded bytes of a query word.
    func bytes(of word: QueryWord) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: wordBytes[word.bytes])
    }

    /// The word matchers for the query words; with `typos`, each also matches its typo words.
    mutating func makeMatchers(typos: Bool) {
        matchers.removeAll(keepingCapacity: true)
        matcherOrder.removeAll(keepingCapacity: true)
        matchesASCIIWordsOnly = true
        for word in words where !beginsWithASCII(word) { matchesASCIIWordsOnly = false }
        for (index, word) in words.enumerated() {
            matcherOrder.append(index)
            matchers.append(
                WordMatcher(
                    exact: word.exact, synonym: word.synonym, wholeText: word.wholeText,
                    prefixLower: Int32(word.prefix.lowerBound),
                    prefixUpper: Int32(word.prefix.upperBound), length: Int32(word.length),
                    typoShift: typos && !word.typos.isEmpty ? Int32(index * 4) : -1, isOptional: word.isOptional,
                    isAlone: words.count == 1))
        }
    }

    /// Whether every indexed word the query word can match begins with an ASCII byte: those equal
    /// to it or beginning with it, its synonym, and its typo matches, which begin with its first or
    /// second byte.
    private func beginsWithASCII(_ word: QueryWord) -> Bool {
        let bytes = bytes(of: word)
        guard bytes.prefix(2).allSatisfy({ $0 < 0x80 }) else { return false }
        return word.synonym < 0 || tables.words.firstByte(ofWord: Int(word.synonym)) < 0x80
    }

    /// The ranges of indexed words a query word matches, or with `typosOnly` only its typo words.
    func matchingRanges(of word: QueryWord, typosOnly: Bool = false) -> MatchingRanges {
        MatchingRanges(of: word, typoRanges: typoRanges, typosOnly: typosOnly)
    }

    /// How many postings a query word's matching words hold. Complexity: O(runs of typo words).
    func postingCount(of word: QueryWord) -> Int {
        var count = 0
        for range in matchingRanges(of: word) {
            count += tables.postings(ofTokens: range).count
        }
        return count
    }
}
