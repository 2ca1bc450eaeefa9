/// A query and its filters.
public struct SuggestionQuery: Sendable, Equatable {
    /// The longest query text considered; longer text is cut.
    public static let maximumLength = 200
    /// The most words considered.
    public static let maximumWords = 8

    /// What was typed.
    public var text: String
    /// How many suggestions at most (1 to 100).
    public var limit: Int
    /// Only places in this country (ISO code), if set.
    public var countryCode: String?
    /// Only these kinds, if set.
    public var kinds: Set<PlaceKind>?
    /// For an empty query: rank by distance from here rather than by importance.
    public var near: (latitude: Double, longitude: Double)?
    /// Whether to explain each result's rank.
    public var explain: Bool
    /// Whether to offer every place: also heliports, seaplane bases and airfields without
    /// scheduled service, which otherwise appear only when their code is typed exactly
    /// (see ``Place/isOfferedByDefault``).
    public var includesAllPlaces = false
    /// The language to show city and country names in (`it`), where the data has them; nil for
    /// English.
    public var language: String?
    /// Whether the list leaves out what nobody typing the words meant
    /// (``SearchState/leaveOutFarFetched(_:)``); off only where a test compares the ranking alone.
    var leavesOutFarFetched = true

    /// Creates a query.
    public init(
        _ text: String, limit: Int = 10, countryCode: String? = nil, kinds: Set<PlaceKind>? = nil,
        near: (latitude: Double, longitude: Double)? = nil, explain: Bool = false
    ) {
        self.text = text
        self.limit = min(max(limit, 1), 100)
        self.countryCode = countryCode?.uppercased()
        self.kinds = kinds
        self.near = near
        self.explain = explain
    }

    /// The country filter packed as two ASCII letters, for comparing with places.
    var countryKey: UInt16? {
        countryCode.map(IndexBuilder.countryKey)
    }

    /// Whether the text is empty or only white space: a query that browses.
    public var isBlank: Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// The text one keystroke earlier: all but the last character, when the text has two or more
    /// and that is not blank. Complexity: O(n); a last ASCII byte other than a line feed is a
    /// character of its own, found without the rules of grapheme clusters.
    var previousKeystroke: Substring? {
        guard let lastByte = text.utf8.last else { return nil }
        let last =
            lastByte < 0x80 && lastByte != 0x0A
            ? text.utf8.index(before: text.endIndex) : text.index(before: text.endIndex)
        guard last != text.startIndex else { return nil }
        let previous = text[..<last]
        // Text that begins with a printable ASCII byte is not blank.
        if let first = previous.utf8.first, first > 0x20, first < 0x7F { return previous }
        return previous.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? nil : previous
    }

    /// Whether another query ranks places as this one does: the same filters, scope and focus
    /// point (the limit, the language and explanations change no place's rank).
    func hasScope(of other: SuggestionQuery) -> Bool {
        countryCode == other.countryCode && kinds == other.kinds && near?.latitude == other.near?.latitude
            && near?.longitude == other.near?.longitude && includesAllPlaces == other.includesAllPlaces
    }

    /// Queries are equal when their text and filters are.
    public static func == (lhs: SuggestionQuery, rhs: SuggestionQuery) -> Bool {
        lhs.text == rhs.text && lhs.limit == rhs.limit && lhs.countryCode == rhs.countryCode && lhs.kinds == rhs.kinds
            && lhs.near?.latitude == rhs.near?.latitude && lhs.near?.longitude == rhs.near?.longitude
            && lhs.explain == rhs.explain && lhs.includesAllPlaces == rhs.includesAllPlaces
            && lhs.language == rhs.language && lhs.leavesOutFarFetched == rhs.leavesOutFarFetched
    }
}
