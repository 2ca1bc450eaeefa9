/// How one query word matched one word of a place.
public struct WordMatch: Sendable, Equatable, Hashable {
    /// How the words compare.
    public enum Kind: Sendable, Equatable, Hashable {
        /// The same word.
        case exact
        /// The query word begins the place's word (last query word only).
        case prefix
        /// Within this many edits (typo tolerance).
        case fuzzy(edits: Int)

        /// Whether this is a typo match.
        var isTypo: Bool {
            if case .fuzzy = self { true } else { false }
        }
    }

    /// The field of the matched word.
    public var field: MatchField
    /// How they compare.
    public var kind: Kind
    /// The position of the matched word in its field (0 is first).
    public var position: Int
    /// The query word's length in bytes.
    public var wordLength: Int
    /// The matched word's length in bytes.
    public var tokenLength: Int
    /// Whether the matched word is the whole of its text (see ``SuggestionScoring``).
    public var isWholeText: Bool

    /// Creates a match.
    public init(
        field: MatchField, kind: Kind, position: Int, wordLength: Int, tokenLength: Int, isWholeText: Bool = false
    ) {
        self.field = field
        self.kind = kind
        self.position = position
        self.wordLength = wordLength
        self.tokenLength = tokenLength
        self.isWholeText = isWholeText
    }

    /// Whether the match names the place as its city does: a city, name or alias word, or a whole
    /// region or country typed exactly.
    public var isPrimary: Bool { field.isPrimary || (kind == .exact && isWholeText) }

    /// The score of this match, 0 to 1.05: the field's weight (the city's for an exact match of a
    /// whole text), times how close the words are, plus a little when the match is the first word
    /// of the field.
    public var score: Double {
        Self.score(
            weight: Self.weight(field.weight, kind: kind, isWholeText: isWholeText),
            closeness: Self.closeness(kind, wordLength: wordLength, tokenLength: tokenLength),
            isFirstWord: position == 0)
    }

    /// The weight a match counts with: its field's, or ``SuggestionScoring/wholeTextWeight`` for an
    /// exact match of a whole text.
    @inline(__always)
    static func weight(_ fieldWeight: Double, kind: Kind, isWholeText: Bool) -> Double {
        kind == .exact && isWholeText ? max(fieldWeight, SuggestionScoring.wholeTextWeight) : fieldWeight
    }

    /// How close a match of this kind is (see ``SuggestionScoring``).
    @inline(__always)
    static func closeness(_ kind: Kind, wordLength: Int, tokenLength: Int) -> Double {
        switch kind {
        case .exact: SuggestionScoring.exactCloseness
        case .prefix:
            SuggestionScoring.prefixCloseness + SuggestionScoring.typedShareCloseness * Double(wordLength)
                / Double(max(tokenLength, 1))
        case .fuzzy(let edits): edits <= 1 ? SuggestionScoring.oneTypoCloseness : SuggestionScoring.twoTypoCloseness
        }
    }

    /// A match's score from its field's weight, its closeness, and whether it is the first word.
    @inline(__always)
    static func score(weight: Double, closeness: Double, isFirstWord: Bool) -> Double {
        weight * closeness + (isFirstWord ? SuggestionScoring.firstWordBonus : 0)
    }

    /// Whether this match is better than another for the same word.
    public func isBetter(than other: WordMatch) -> Bool {
        (score, -Int(field.rawValue)) > (other.score, -Int(other.field.rawValue))
    }
}
