/// One ranked answer to a query.
public struct Suggestion: Sendable, Equatable, Codable {
    /// An airport of a city group, or one a town's people fly from.
    public struct Member: Sendable, Equatable, Codable {
        /// The IATA code.
        public var code: String
        /// The airport's name.
        public var name: String
        /// For a town's airport, how far it is from the town, in whole kilometres.
        public var kilometres: Int? = nil
    }

    /// A highlighted part of `name` or `city`, in Unicode scalars.
    public struct Highlight: Sendable, Equatable, Codable {
        /// `name` or `city`.
        public var field: String
        /// The offset of the first highlighted Unicode scalar.
        public var start: Int
        /// How many Unicode scalars.
        public var length: Int
    }

    /// The IATA code: what a configuration stores. A town's is that of the airport it stands for,
    /// the first of ``airports``.
    public var code: String
    /// City group, airport or town.
    public var kind: PlaceKind
    /// The display name.
    public var name: String
    /// The city.
    public var city: String
    /// The region's name, if known.
    public var region: String?
    /// The country's name (or its code when the name is unknown).
    public var country: String
    /// The ISO country code.
    public var countryCode: String
    /// The ICAO code, for airports that have one.
    public var icao: String?
    /// The IANA time zone.
    public var timeZone: String?
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// For a city group, its airports, most important first; for a town, the airports its people fly
    /// from, with their distances, the one it stands for first.
    public var airports: [Member]?
    /// The parts of `name` and `city` the query matched.
    public var matches: [Highlight]
    /// The ranking score (higher ranks first within a tier).
    public var score: Double
    /// Why it ranked where it did, when asked for.
    public var explanation: String?
    /// The alias the query matched, when the name and city do not show the match (`Londra` for
    /// London), so that an interface can show "Londra → London".
    public var matchedAlias: String?
    /// The city's name in the query's language, where the data has one.
    public var localizedCity: String?
    /// The country's name in the query's language, where the data has one.
    public var localizedCountry: String?
    /// For a town, its own code (`geonames:1857910`): what a provider that accepts towns stores.
    public var town: String?
}
