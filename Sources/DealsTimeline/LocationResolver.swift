/// What the timeline needs to know about a departure location: the airports it stands for (a city
/// group's airports, or the airport itself) and the time zone its dates are counted in.
public struct ResolvedLocation: Sendable, Equatable {
    /// The airport codes, most important first.
    public var airports: [String]
    /// The IANA time zone identifier.
    public var timeZone: String

    /// Creates a resolved location.
    public init(airports: [String], timeZone: String) {
        self.airports = airports
        self.timeZone = timeZone
    }
}

/// Resolves the location ids a dynamic parameter's provider issues. IntentSchema does not depend
/// on the airport index; the application supplies this.
public protocol LocationResolver: Sendable {
    /// The location with this id, or nil if unknown.
    func location(for id: String) -> ResolvedLocation?
}
