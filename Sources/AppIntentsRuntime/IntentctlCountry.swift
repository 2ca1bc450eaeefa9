import Foundation

/// A country as the intentctl service gives it (`GET /v1/countries`): the value a country parameter stores is
/// its ISO 3166 code, and the airports of a parameter scoped by it keep to that country.
struct IntentctlCountry: Codable, Sendable, Equatable {
    /// The ISO 3166 code (`GB`): the value configurations store.
    var code: String
    /// The country's name in English.
    var name: String
    /// The name in the language asked for, when the service has it.
    var localizedName: String?
    /// How many places (airports and city groups) the service knows in it.
    var places: Int

    /// The name to show.
    var displayName: String { localizedName ?? name }
}
