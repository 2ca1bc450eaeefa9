/// One word of a place, as a snapshot stores it, so that scoring a place reads one column: its
/// field (bits 0–2), its position in its text (bits 3–6), how many further positions it spans
/// when it is neighbouring words joined (bits 7–8: 1 for "newyork", 2 for "riodejaneiro"; 3 for
/// an alias that is an abbreviation, "LA"), which text of the place it is from (bits 9–15;
/// ``areaText`` for region and country words, ``wholeAreaNameText`` for one that is a whole name
/// of its area, such as "uk"), the indexed word's length in bytes less one (bits 16–21), and the
/// indexed word's number (bits 22 on). With the word's number last, a column of them is as wide as
/// the number of words needs: five bytes up to 262,144 words, six up to 67 million
/// (``PackedArray``). The widths are what the data needs: no text of a place has more than ten
/// words (``lastPosition`` is 15), no place more than 80 texts (``lastText`` is 125), and no word
/// more than ``TextFolder/maximumWordLength`` bytes; five bytes rather than six saved 415 KB.
struct PlaceWord: Equatable {
    /// The packed value.
    let rawValue: UInt64

    /// The bit where the word's number begins.
    static let tokenShift: UInt64 = 22

    /// A word from its packed value.
    @inline(__always)
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A word from its parts; `isWholeText` for an alias that is an abbreviation.
    init(
        token: UInt32, field: MatchField, position: UInt8, text: UInt8, tokenLength: Int, span: UInt8 = 0,
        isWholeText: Bool = false
    ) {
        let spanBits = isWholeText ? Self.wholeTextSpan : min(span, Self.longestSpan)
        let storedText = text >= Self.wholeAreaNameText ? text : min(text, Self.lastText)
        let storedLength = min(max(tokenLength, 1), TextFolder.maximumWordLength) - 1
        rawValue =
            UInt64(field.rawValue) | UInt64(min(position, Self.lastPosition)) << 3 | UInt64(spanBits) << 7
            | UInt64(storedText) << 9 | UInt64(storedLength) << 16 | UInt64(token) << Self.tokenShift
    }

    /// The span bits of an alias that is an abbreviation (``isWholeText``).
    private static let wholeTextSpan: UInt8 = 3

    /// Whether an alias is an abbreviation: two to five capital ASCII letters ("LA", "NOLA"). A
    /// short alias in other letters is often a fragment ("San", "Li"), which must not name a
    /// place whole.
    static func isAbbreviation(_ alias: String) -> Bool {
        (2...5).contains(alias.utf8.count)
            && alias.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    /// Whether an alias of one word, typed alone and in full, names its place as its city does:
    /// an abbreviation, or a name of letters only of ``wholeAliasLength`` bytes or more ("Praga" is
    /// Prague's whole name in Italian, Spanish and Polish, before a town whose name begins with it)
    /// that is not the city of an airport or city group (`cities`, folded: "Malmö" of Copenhagen's
    /// airport is Malmö's own airport's city). Shorter aliases are often fragments ("San", "Li").
    /// `folded` is the alias's one word folded, when the caller has it.
    static func namesPlaceWhole(_ alias: String, cities: Set<[UInt8]>, folded: [UInt8]? = nil) -> Bool {
        if isAbbreviation(alias) { return true }
        guard alias.utf8.count >= wholeAliasLength else { return false }
        let word: [UInt8]
        if let folded {
            word = folded
        } else {
            let tokens = TextFolder.tokens(alias)
            guard tokens.count == 1 else { return false }
            word = tokens[0].bytes
        }
        return !cities.contains(word) && alias.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
    }

    /// The folded cities of one word of the airports and city groups, for ``namesPlaceWhole(_:cities:)``.
    static func wholeCities(_ places: [Place]) -> Set<[UInt8]> {
        var cities = Set<[UInt8]>()
        for place in places where place.kind != .town {
            let tokens = TextFolder.tokens(place.city)
            if tokens.count == 1 { cities.insert(tokens[0].bytes) }
        }
        return cities
    }

    /// The fewest bytes of an alias that names its place whole (``namesPlaceWhole(_:)``).
    static let wholeAliasLength = 5

    /// The text number of region and country words.
    static let areaText: UInt8 = 127
    /// The text number of a region or country word that is a whole name of its area ("uk",
    /// "ontario"), which a query beside other words takes as a qualifier.
    static let wholeAreaNameText: UInt8 = 126
    /// The last text number of a place's own texts; later texts share it.
    static let lastText: UInt8 = 125
    /// The last position a word can have; later words share it.
    static let lastPosition: UInt8 = 15
    /// The most further positions a joined word spans (three words joined).
    static let longestSpan: UInt8 = 2

    /// How many positions lie from one word to a later one, as a joined word's span, or 0 when
    /// they cannot be joined (clamped positions, or too far apart).
    static func span(from first: UInt8, to last: UInt8) -> UInt8 {
        last > first && last - first <= longestSpan && last < lastPosition ? last - first : 0
    }

    /// A word's position in its text as stored: at most ``lastPosition``.
    static func clampedPosition(_ position: Int) -> UInt8 {
        UInt8(min(position, Int(lastPosition)))
    }

    /// The indexed word.
    @inline(__always)
    var token: UInt32 { UInt32(truncatingIfNeeded: rawValue >> Self.tokenShift) }

    /// The indexed word of a packed value, read without the rest.
    @inline(__always)
    static func token(of rawValue: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: rawValue >> tokenShift)
    }

    /// The field, as ``MatchField`` raw value.
    @inline(__always)
    var fieldValue: UInt8 { UInt8(truncatingIfNeeded: rawValue & 7) }

    /// The field.
    var field: MatchField { MatchField(rawValue: fieldValue) ?? .country }

    /// The position of the word in its text (0 is first).
    @inline(__always)
    var position: Int { Int((rawValue >> 3) & 0xF) }

    /// How many further positions the word stands for: 0, or 1 or 2 for neighbouring words joined.
    @inline(__always)
    var span: Int {
        let bits = Int((rawValue >> 7) & 3)
        return bits == Int(Self.wholeTextSpan) ? 0 : bits
    }
    /// Whether the word is a whole name that an exact match takes as naming the place: an alias
    /// that is an abbreviation ("LA", "NOLA"), or a region's or country's name of one word
    /// ("Sardinia", "UK").
    @inline(__always)
    var isWholeText: Bool { (rawValue >> 7) & 3 == UInt64(Self.wholeTextSpan) || text == Self.wholeAreaNameText }

    /// Which text of the place the word is from.
    @inline(__always)
    var text: UInt8 { UInt8(truncatingIfNeeded: (rawValue >> 9) & 0x7F) }

    /// Whether the word is of one of the place's known names (``Place/knownNames``): a name field
    /// word of a text after the name (the city is text 0, the name 1), which ranks as the name does
    /// but has no place in the name shown, so no highlight.
    @inline(__always)
    var isKnownName: Bool { fieldValue == MatchField.name.rawValue && text > Self.nameText }

    /// The text number of the place's name (its city's is 0).
    static let nameText: UInt8 = 1

    /// The indexed word's length in bytes.
    @inline(__always)
    var tokenLength: Int { Int((rawValue >> 16) & 0x3F) + 1 }
}
