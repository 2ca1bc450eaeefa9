/// A precomputed result's match of one query word, as a snapshot stores it: what the match's score
/// is worked out from, without reading the place's words (``score(queryLength:)``): the field of
/// the place's word (bits 0–2), whether it is the first of its text (bit 3), how it matched (bits
/// 4–5: exact, prefix, one typo, two typos), whether it names the place whole (bit 6,
/// ``WordMatcher/namesWhole(_:_:)``), and its length in bytes (bits 7–13). A place lacking an
/// optional word is stored as all ones (``PackedArray/none``).
struct PrecomputedWord: Equatable {
    /// The field of the place's word (``MatchField`` raw value).
    var field: UInt8
    /// Whether the place's word is the first of its text.
    var isFirstWord: Bool
    /// How it matched.
    var kind: WordMatch.Kind
    /// Whether an exact match of a whole name names the place, scoring as its city.
    var namesWhole: Bool
    /// The place's word's length in bytes.
    var tokenLength: Int

    /// A match of a place's word, as a matcher scores it.
    init(_ word: PlaceWord, kind: WordMatch.Kind, namesWhole: Bool) {
        field = word.fieldValue
        isFirstWord = word.position == 0
        self.kind = kind
        self.namesWhole = namesWhole
        tokenLength = word.tokenLength
    }

    /// A match from its stored value.
    @inline(__always)
    init(storedValue: UInt64) {
        field = UInt8(storedValue & 7)
        isFirstWord = storedValue & 8 != 0
        switch (storedValue >> 4) & 3 {
        case 0: kind = .exact
        case 1: kind = .prefix
        case 2: kind = .fuzzy(edits: 1)
        default: kind = .fuzzy(edits: 2)
        }
        namesWhole = storedValue & 64 != 0
        tokenLength = Int((storedValue >> 7) & 0x7F)
    }

    /// The value stored, or nil for a typo match of more than two edits, which no budget allows.
    var storedValue: UInt32? {
        let code: UInt32
        switch kind {
        case .exact: code = 0
        case .prefix: code = 1
        case .fuzzy(let edits) where edits == 1: code = 2
        case .fuzzy(let edits) where edits == 2: code = 3
        case .fuzzy: return nil
        }
        return UInt32(field & 7) | (isFirstWord ? 8 : 0) | code << 4 | (namesWhole ? 64 : 0)
            | UInt32(min(tokenLength, 127)) << 7
    }

    /// The match's score for a query word of `queryLength` bytes, as
    /// ``WordMatcher/score(of:_:)`` gives it.
    @inline(__always)
    func score(queryLength: Int) -> Double {
        WordMatch.score(
            weight: WordMatch.weight(MatchField.weight(ofRawValue: field), kind: kind, isWholeText: namesWhole),
            closeness: WordMatch.closeness(kind, wordLength: queryLength, tokenLength: tokenLength),
            isFirstWord: isFirstWord)
    }

    /// Whether the match names the place as its city does (``WordMatch/isPrimary``).
    var isPrimary: Bool { field <= MatchField.alias.rawValue || namesWhole }
}
