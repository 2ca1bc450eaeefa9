extension IndexData {
    /// Empties the precomputed answers, keeping the rest.
    mutating func startPrecomputedAnswers() {
        prefixBytes = []
        prefixStart = [0]
        prefixResultStart = [0]
        prefixWordStart = [0]
        prefixLimit = []
        resultPlace = []
        resultFlags = []
        resultWord = []
        resultHighlightStart = []
        resultHighlightLength = []
        explicitResult = []
        explicitScore = []
    }

    /// Appends the precomputed answers of `part`, whose keys all come after these, moving its
    /// offsets past what is here. Complexity: O(n) in the part's entries.
    mutating func appendPrecomputedAnswers(of part: IndexData) {
        let (bytes, results, words) = (prefixBytes.count, resultPlace.count, resultWord.count)
        prefixBytes += part.prefixBytes
        prefixStart += part.prefixStart.dropFirst().map { $0 + UInt32(bytes) }
        prefixResultStart += part.prefixResultStart.dropFirst().map { $0 + UInt32(results) }
        prefixWordStart += part.prefixWordStart.dropFirst().map { $0 + UInt32(words) }
        prefixLimit += part.prefixLimit
        resultPlace += part.resultPlace
        resultFlags += part.resultFlags
        resultWord += part.resultWord
        resultHighlightStart += part.resultHighlightStart
        resultHighlightLength += part.resultHighlightLength
        explicitResult += part.explicitResult.map { $0 + UInt32(results) }
        explicitScore += part.explicitScore
    }
}
