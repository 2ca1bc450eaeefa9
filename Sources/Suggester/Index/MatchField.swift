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
    public var weight: Double { Self.weight(ofRawValue: rawValue) }

    /// The weight of the field with this raw value (the last field's for any larger value), for
    /// loops that read fields as numbers.
    @inline(__always)
    static func weight(ofRawValue rawValue: UInt8) -> Double {
        switch rawValue {
        case 0: SuggestionScoring.cityWeight
        case 1: SuggestionScoring.nameWeight
        case 2: SuggestionScoring.aliasWeight
        default: SuggestionScoring.qualifierWeight
        }
    }

    /// Fields order by how strongly a match there identifies the place.
    public static func < (lhs: MatchField, rhs: MatchField) -> Bool { lhs.rawValue < rhs.rawValue }
}
