import IntentSchema
import Suggester

/// The `countries` option provider: the countries of the airport data, each stored as its ISO 3166-1 code
/// (`FR`), titled in the provider's language where the data has it ("Frankreich"), found by its code or by
/// a name in any language (`Suggester`'s ``AirportIndex/searchCountries(_:limit:)``). Before anything is
/// typed, the countries with the most places come first.
package struct CountryOptionProvider: OptionProvider {
    package var index: AirportIndex
    /// The language of titles (`de`), or nil for English.
    package var language: String? = nil

    /// Makes one from each of its properties.
    package init(index: AirportIndex, language: String? = nil) {
        self.index = index
        self.language = language
    }

    /// Option ids of `countries`: two capital letters.
    package static let idFormat = OptionValueFormat(
        pattern: "^[A-Z]{2}$", description: "An ISO 3166-1 country code in capitals (FR, GB, JP).",
        examples: ["GB", "FR", "DE", "US", "JP"])

    package var valueFormat: OptionValueFormat? { Self.idFormat }

    package func suggestedOptions(limit: Int) -> [Option] {
        index.countryList().prefix(max(0, limit)).map(option)
    }

    package func search(_ term: String, limit: Int) -> [Option] {
        index.searchCountries(String(term.prefix(200)), limit: limit).map(option)
    }

    /// Only the upper-case code itself: `GB`, not `gb` or `UK` (a stored value is exact).
    package func resolve(id: String) -> Option? {
        guard id.utf8.count == 2, id == id.uppercased(), let country = index.country(code: id), country.code == id
        else { return nil }
        return option(country)
    }

    /// `FR` titled "France", or "Frankreich" with "France" under it.
    package func option(_ country: Country) -> Option {
        let title = country.name(in: language)
        return Option(id: country.code, title: title, subtitle: title == country.name ? nil : country.name)
    }
}
