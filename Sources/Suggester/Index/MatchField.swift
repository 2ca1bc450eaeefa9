/// Where in a place a query word matched.
public enum MatchField: UInt8, Sendable, Equatable, Hashable, Codable, Comparable {
    /// The city name.
    case city
    /// The place's own name.
    case name
    /// An alternative or local-language name.
    case alias
    /// The region's name (`Ontario`, `Maine`).
    case region
    /// The country's name (`France`, `UK`).
    case country

    /// Whether the field names the place itself rather than qualifying it.
    public var isPrimary: Bool { self == .city || self == .name || self == .alias }

    /// How much a match in this field counts (see ``WordMatch/score``).
    public var weight: Double {
        switch self {
        case .city: SuggestionScoring.cityWeight
        case .name: SuggestionScoring.nameWeight
        case .alias: SuggestionScoring.aliasWeight
        case .region, .country: SuggestionScoring.qualifierWeight
        }
    }

    /// Each field's weight by raw value, for loops that look it up often.
    static let weights = [MatchField.city, .name, .alias, .region, .country].map(\.weight)

    /// Fields order by how strongly a match there identifies the place.
    public static func < (lhs: MatchField, rhs: MatchField) -> Bool { lhs.rawValue < rhs.rawValue }
}
