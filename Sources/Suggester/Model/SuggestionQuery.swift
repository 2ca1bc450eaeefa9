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

    /// Queries are equal when their text and filters are.
    public static func == (lhs: SuggestionQuery, rhs: SuggestionQuery) -> Bool {
        lhs.text == rhs.text && lhs.limit == rhs.limit && lhs.countryCode == rhs.countryCode && lhs.kinds == rhs.kinds
            && lhs.near?.latitude == rhs.near?.latitude && lhs.near?.longitude == rhs.near?.longitude
            && lhs.explain == rhs.explain && lhs.includesAllPlaces == rhs.includesAllPlaces
            && lhs.language == rhs.language
    }
}
