import IntentSchema
import Suggester

/// The `countries` option provider: the countries of the airport data, each stored as its ISO 3166-1 code
/// (`FR`), titled in the provider's language where the data has it ("Frankreich"), found by its code or by
/// a name in any language (`Suggester`'s ``AirportIndex/searchCountries(_:limit:)``). Before anything is
/// typed, the countries with the most places come first.
struct CountryOptionProvider: OptionProvider {
    var index: AirportIndex
    /// The language of titles (`de`), or nil for English.
    var language: String? = nil

    /// Option ids of `countries`: two capital letters.
    static let idFormat = OptionValueFormat(
        pattern: "^[A-Z]{2}$", description: "An ISO 3166-1 country code in capitals (FR, GB, JP).",
        examples: ["GB", "FR", "DE", "US", "JP"])

    var valueFormat: OptionValueFormat? { Self.idFormat }

    func suggestedOptions(limit: Int) -> [Option] {
        index.countryList().prefix(max(0, limit)).map(option)
    }

    func search(_ term: String, limit: Int) -> [Option] {
        index.searchCountries(String(term.prefix(200)), limit: limit).map(option)
    }

    /// Only the upper-case code itself: `GB`, not `gb` or `UK` (a stored value is exact).
    func resolve(id: String) -> Option? {
        guard id.utf8.count == 2, id == id.uppercased(), let country = index.country(code: id), country.code == id
        else { return nil }
        return option(country)
    }

    /// `FR` titled "France", or "Frankreich" with "France" under it.
    func option(_ country: Country) -> Option {
        let title = country.name(in: language)
        return Option(id: country.code, title: title, subtitle: title == country.name ? nil : country.name)
    }
}
