/// An airport, a city group or a town in the dataset.
public struct Place: Sendable, Equatable, Hashable {
    /// City group or airport.
    public var kind: PlaceKind
    /// The IATA code (`LHR`, `LON`).
    public var code: String
    /// The ICAO code (`EGLL`), for airports that have one.
    public var icao: String?
    /// The display name (`London Heathrow Airport`, `London`).
    public var name: String
    /// The English city name (`London`).
    public var city: String
    /// The ISO 3166-2 region code (`GB-ENG`), if known.
    public var regionCode: String?
    /// The ISO 3166-1 country code (`GB`).
    public var countryCode: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// The IANA time zone (`Europe/London`), if known.
    public var timeZone: String?
    /// The facility type.
    public var type: AirportType
    /// Whether the airport has scheduled airline service.
    public var hasScheduledService: Bool
    /// Annual passengers, where known.
    public var passengers: Int?
    /// For an airport, the city group it belongs to; for a city group, nil.
    public var cityCode: String?
    /// For a city group, its airports' codes, most important first; for a town, the airports its
    /// people fly from, first the one it stands for.
    public var airportCodes: [String]
    /// Other names that two independent sources give the place, which rank as its own name: the
    /// name an airport source gives its city where the English one replaced it ("Firenze",
    /// "Torino", "Bangalore"), its name in its country's language ("Wien"), and the curated and
    /// keyword names that GeoNames also gives its city ("Peking", "Rangoon"; see `docs/relevance.md`).
    public var knownNames: [String]
    /// Other names: local-language, former and alternative names.
    public var aliases: [String]
    /// Other names that match only the whole typed text, never a prefix: names in languages few
    /// travellers type, historical names and nicknames, spelled unlike the place's own names
    /// (Barcelona's "Parcʻhelona", New York's "York Berri"; see `docs/relevance.md`).
    public var wholeTextAliases: [String]
    /// The population of the city the place serves, where known (GeoNames).
    public var population: Int?
    /// The city's name in other languages, by language code (`it`: `Londra`), where CLDR gives one.
    public var localizedNames: [String: String]

    /// Creates a place.
    public init(
        kind: PlaceKind, code: String, icao: String? = nil, name: String, city: String, regionCode: String? = nil,
        countryCode: String, latitude: Double = 0, longitude: Double = 0, timeZone: String? = nil,
        type: AirportType = .unknown, hasScheduledService: Bool = false, passengers: Int? = nil,
        cityCode: String? = nil,
        airportCodes: [String] = [], knownNames: [String] = [], aliases: [String] = [],
        wholeTextAliases: [String] = [], population: Int? = nil, localizedNames: [String: String] = [:]
    ) {
        self.kind = kind
        self.code = code
        self.icao = icao
        self.name = name
        self.city = city
        self.regionCode = regionCode
        self.countryCode = countryCode
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.type = type
        self.hasScheduledService = hasScheduledService
        self.passengers = passengers
        self.cityCode = cityCode
        self.airportCodes = airportCodes
        self.knownNames = knownNames
        self.aliases = aliases
        self.wholeTextAliases = wholeTextAliases
        self.population = population
        self.localizedNames = localizedNames
    }
}
