import Foundation

/// An airport, or a city with all of its airports, as the intentctl service gives it (`GET /v1/suggest`,
/// `GET /v1/places/{code}`). Names are in the language asked for where the service knows them.
struct IntentctlPlace: Codable, Sendable, Equatable {
    /// An airport of a city group.
    struct Airport: Codable, Sendable, Equatable {
        /// Its IATA code.
        var code: String
        /// Its name.
        var name: String
    }

    /// The IATA code: the value configurations store.
    var code: String
    /// `airport`, or `city` for a city with all of its airports.
    var kind: String
    /// The airport's or city's name.
    var name: String
    /// The city's name in English.
    var city: String
    /// The country's name in English.
    var country: String
    /// The country's ISO 3166 code (`GB`); nil in places cached by an older version.
    var countryCode: String?
    /// Where the place is, in decimal degrees; nil in places cached by an older version.
    var latitude: Double?
    /// Where the place is, in decimal degrees; nil in places cached by an older version.
    var longitude: Double?
    /// The city's name in the language asked for, when the service has it.
    var localizedCity: String?
    /// The country's name in the language asked for, when the service has it.
    var localizedCountry: String?
    /// A city group's airports.
    var airports: [Airport]?

    /// Whether the place is a city with all of its airports.
    var isCityGroup: Bool { kind == "city" }
    /// The city's name to show.
    var cityName: String { localizedCity ?? city }
    /// The country's name to show.
    var countryName: String { localizedCountry ?? country }
}
