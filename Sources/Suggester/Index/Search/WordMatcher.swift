/// A query word reduced to plain numbers for the scoring loop: which indexed words match it and how.
struct WordMatcher {
    var exact: Int32
    var synonym: Int32
    /// The whole-text alias the query spells (``QueryWord/wholeText``), or -1.
    var wholeText: Int32 = -1
    var prefixLower: Int32
    var prefixUpper: Int32
    var length: Int32
    /// The shift of this word's four bits of typo edits in the searcher's per-word typo mask, or
    /// -1 outside the typo pass.
    var typoShift: Int32
    /// Whether a place may lack a match for the word (``QueryWord/isOptional``).
    var isOptional = false
    /// Whether the word is the query's only word, which an exact match of a whole name
    /// (``PlaceWord/isWholeText``) takes as naming the place.
    var isAlone = false

    /// Whether an exact match of this place word names the place whole.
    @inline(__always)
    func namesWhole(_ word: PlaceWord, _ kind: WordMatch.Kind) -> Bool {
        isAlone && kind == .exact && word.isWholeText
    }

    /// How an indexed word matches, or nil.
    @inline(__always)
    func match(_ token: UInt32, typoMask: UnsafeMutableBufferPointer<UInt32>) -> WordMatch.Kind? {
        let token = Int32(bitPattern: token)
        let isExact = token == exact || token == synonym || token == wholeText
        let isPrefix = UInt32(bitPattern: token &- prefixLower) < UInt32(bitPattern: prefixUpper &- prefixLower)
        if !(isExact || isPrefix || typoShift >= 0) { return nil }
        if isExact { return .exact }
        if isPrefix { return .prefix }
        if typoShift >= 0 {
            let edits = (typoMask[Int(token)] >> UInt32(typoShift)) & 0xF
            if edits > 0 { return .fuzzy(edits: Int(edits)) }
        }
        return nil
    }

    /// The score of a place word this matcher matches as `kind` (see
    /// ``WordMatch/score(weight:closeness:isFirstWord:)``).
    @inline(__always)
    func score(of word: PlaceWord, _ kind: WordMatch.Kind) -> Double {
        WordMatch.score(
            weight: WordMatch.weight(
                MatchField.weight(ofRawValue: word.fieldValue), kind: kind, isWholeText: namesWhole(word, kind)),
            closeness: WordMatch.closeness(kind, wordLength: Int(length), tokenLength: word.tokenLength),
            isFirstWord: word.position == 0)
    }
}
