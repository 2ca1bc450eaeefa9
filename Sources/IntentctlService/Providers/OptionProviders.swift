import DealsTimeline
import DocumentFormats
import IntentSchema
import Suggester

/// The option providers the bundled schemas name.
package enum OptionProviders {
    /// The name schemas use for the airport provider: a value is an airport or a city group (a
    /// town offered stores the airport it stands for).
    package static let airports = "airports"
    /// The name schemas use for the provider of places: airports, city groups and towns, a town
    /// stored as its own code (`geonames:1857910`).
    package static let places = "places"
    /// The name schemas use for the provider of countries: an ISO 3166-1 code (`FR`).
    package static let countries = "countries"
    /// Every provider's name.
    package static let names = [airports, places, countries]

    /// Every provider the bundled schemas may name, over one index, titled in a language (nil for
    /// English): the command line and the service register exactly these, so that a schema naming any of
    /// ``names`` has its values checked wherever it is used.
    package static func standard(index: AirportIndex, language: String? = nil) -> [String: any OptionProvider] {
        [
            airports: AirportOptionProvider(index: index, language: language),
            places: AirportOptionProvider(index: index, language: language, storesTowns: true),
            countries: CountryOptionProvider(index: index, language: language),
        ]
    }

    /// The largest airport data file read.
    package static let maximumDataSize = 64 << 20

    /// The catalog's airports provider, as the resolver deal searches use; nil when it has none.
    package static func locations(in catalog: SchemaCatalog) -> (any LocationResolver)? {
        catalog.providers[airports] as? any LocationResolver
    }
}
