/// A place's best occurrence of a word, as a posting records it in one byte: the field in bits
/// 0–2, bit 3 when the word is the first of that field, and bit 4 (``namesArea``) when the place
/// holds the word only in its region's or country's names, one of which it is in full ("uk"), and
/// bit 5 (``holdsWholeText``) when the word is a whole name of the place (``PlaceWord/isWholeText``). "Best" orders by field weight, then
/// first position, then field; that order holds for any closeness of 0.5 or more, so a one-word
/// query can be scored from the postings alone.
struct PostingOccurrence: Equatable {
    /// The packed byte.
    let rawValue: UInt8

    /// An occurrence from its byte.
    @inline(__always)
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// An occurrence of a word in a field, first in it or not.
    init(field: MatchField, isFirstWord: Bool) {
        rawValue = field.rawValue | (isFirstWord ? 8 : 0)
    }

    /// The field of the occurrence.
    @inline(__always)
    var field: MatchField { MatchField(rawValue: rawValue & 7) ?? .country }

    /// Whether the word is the first of its field.
    @inline(__always)
    var isFirstWord: Bool { rawValue & 8 != 0 }
    /// The bit of ``namesArea``.
    static let namesAreaBit: UInt8 = 16
    /// Whether the place holds the word only as a region or country word, and the word is the whole
    /// of one of those names: the word names an area the place is in.
    @inline(__always)
    var namesArea: Bool { rawValue & Self.namesAreaBit != 0 }
    /// The bit of ``holdsWholeText``.
    static let holdsWholeTextBit: UInt8 = 32
    /// Whether the word is a whole name of the place (``PlaceWord/isWholeText``): an exact match
    /// of it scores as the city (``SuggestionScoring/wholeTextWeight``), which the recorded
    /// occurrence may not show, so the place is scored in full.
    @inline(__always)
    var holdsWholeText: Bool { rawValue & Self.holdsWholeTextBit != 0 }
    /// The bit of ``namesCityAlone``.
    static let namesCityAloneBit: UInt8 = 64
    /// Whether the word, with its synonym (``TextFolder/synonym(of:)``), covers every word of a text
    /// of the place's city: the city is this word ("Lyon"), the same word again ("Walla Walla"),
    /// neighbouring words joined into it ("saopaulo"), or it and its synonym ("St. Saint"). A
    /// query word matches both exactly, so it names the city whatever other words are typed
    /// (``SearchState/namesNoTownExactly``).
    @inline(__always)
    var namesCityAlone: Bool { rawValue & Self.namesCityAloneBit != 0 }

    /// Whether this occurrence scores higher than another: by field weight, then first position,
    /// then the lower field.
    func isBetter(than other: PostingOccurrence) -> Bool {
        if field.weight != other.field.weight { return field.weight > other.field.weight }
        if isFirstWord != other.isFirstWord { return isFirstWord }
        return field.rawValue < other.field.rawValue
    }
}
