/// Whether a place is a city group or an airport.
public enum PlaceKind: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// An IATA metropolitan city code that groups airports (`LON`).
    case city
    /// An airport (`LHR`).
    case airport
}
