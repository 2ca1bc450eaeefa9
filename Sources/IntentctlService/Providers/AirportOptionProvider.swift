import IntentSchema
import ServiceContract
import Suggester

/// The `airports` and `places` option providers: IntentSchema's provider protocol over the
/// Suggester index. They offer the places suggestions offer by default; `resolve(id:)` knows every
/// place, as an exact code finds it. A town is offered by both: `airports` stores the airport it
/// stands for, `places` (`storesTowns`) the town's own code, which only it resolves; `airports`
/// offers a town's airports in place of its code.
package struct AirportOptionProvider: OptionProvider {
    package var index: AirportIndex
    /// The language of titles and subtitles (`it`: "Londra (tutti gli aeroporti)"), or nil for English.
    package var language: String? = nil

    /// Whether a town is stored as its own code (`places`) rather than as its airport's.
    package var storesTowns = false

    /// Makes one from each of its properties.
    package init(index: AirportIndex, language: String? = nil, storesTowns: Bool = false) {
        self.index = index
        self.language = language
        self.storesTowns = storesTowns
    }

    /// Option ids of `airports` are IATA codes: three capital letters, of an airport or of a city group.
    package static let idFormat = OptionValueFormat(
        pattern: "^[A-Z]{3}$",
        description: "An IATA code in capitals: an airport (LHR) or a city with all of its airports (LON).",
        examples: ["LON", "LHR", "NYC", "JFK", "PAR", "CDG", "TYO", "HND"])

    /// Option ids of `places`: an IATA code, or a town's code.
    package static let placeIDFormat = OptionValueFormat(
        pattern: "^([A-Z]{3}|geonames:[1-9][0-9]{0,9})$",
        description:
            "An IATA code in capitals (LHR, LON), or a town without an airport of its own as its GeoNames code (geonames:1857910, Kyoto).",
        examples: ["LON", "LHR", "NYC", "JFK", "geonames:1857910", "geonames:2640729"])

    package var valueFormat: OptionValueFormat? { storesTowns ? Self.placeIDFormat : Self.idFormat }

    package func suggestedOptions(limit: Int) -> [Option] {
        options(for: "", limit: limit)
    }

    package func search(_ term: String, limit: Int) -> [Option] {
        options(for: term, limit: limit)
    }

    /// In a scope's country (the index's country filter), nearest its place first (browsing near it).
    package func suggestedOptions(limit: Int, scope: OptionScope) -> [Option] {
        options(for: "", limit: limit, scope: scope)
    }

    /// In a scope's country, as `GET /v1/suggest?country=` filters.
    package func search(_ term: String, limit: Int, scope: OptionScope) -> [Option] {
        options(for: term, limit: limit, scope: scope)
    }

    /// Whether a place is in the scope's country: a city group's, an airport's, a town's own country. Nil
    /// for an id it does not know, or a scope with no country (a place orders, it does not narrow).
    package func isWithin(_ id: String, scope: OptionScope) -> Bool? {
        guard let country = scope.countryCode else { return nil }
        let rank =
            storesTowns && PlaceKind.isTownCode(id)
            ? index.rank(ofTown: id) : id == id.uppercased() ? index.rankPreferringCityGroup(ofCode: id) : nil
        guard let rank else { return nil }
        return index.suggestion(forPlaceAt: rank).countryCode == country
    }

    /// The suggestions for a text as options, each id once: a city group and an airport that share
    /// a code (`DXB`) are one option, the city group, as ``resolve(id:)`` has it.
    private func options(for text: String, limit: Int, scope: OptionScope = OptionScope()) -> [Option] {
        var seen: Set<String> = []
        var query = SuggestionQuery(text, limit: limit + 4, countryCode: scope.countryCode)
        query.language = language
        if let near = scope.near, let place = index.place(code: near) {
            query.near = (place.latitude, place.longitude)
        }
        let options = index.suggest(query).map(option)
        return Array(options.filter { seen.insert($0.id).inserted }.prefix(max(0, limit)))
    }

    /// Codes are upper-case IATA codes; a city group wins over an airport with the same code. With
    /// `storesTowns`, a town's code resolves too (O(n) in the places: a stored value, not a query).
    package func resolve(id: String) -> Option? {
        if storesTowns, PlaceKind.isTownCode(id), let rank = index.rank(ofTown: id) {
            var suggestion = index.suggestion(forPlaceAt: rank)
            index.localize(&suggestion, placeAt: rank, in: language)
            return option(suggestion)
        }
        guard id.utf8.count == 3, id == id.uppercased() else { return nil }
        guard let rank = index.rankPreferringCityGroup(ofCode: id) else { return nil }
        var suggestion = index.suggestion(forPlaceAt: rank)
        index.localize(&suggestion, placeAt: rank, in: language)
        var option = option(suggestion)
        let place = index.place(at: rank)
        if !place.isOfferedByDefault {
            option.notOfferedBecause =
                switch place.type {
                case .heliport: "it is a heliport"
                case .seaplaneBase: "it is a seaplane base"
                default: "it has no scheduled passenger service"
                }
        }
        return option
    }

    /// For a place no longer offered: its city's group, then the nearest places with scheduled
    /// service; for an unknown code, what a search for it finds (a renamed airport whose old code
    /// is among its aliases).
    package func replacements(forOptionID id: String, limit: Int) -> [Option] {
        // A town's code where an airport is stored: the airports its people fly from.
        if PlaceKind.isTownCode(id), let rank = index.rank(ofTown: id) {
            let airports = index.place(at: rank).airportCodes
            return Array(airports.compactMap { resolve(id: $0) }.prefix(limit))
        }
        // Only a code as stored (capitals) is a place; "lon" is text to search for.
        guard id == id.uppercased(), let place = index.place(code: id) else {
            return Array(search(id, limit: limit + 1).filter { $0.id != id }.prefix(limit))
        }
        var query = SuggestionQuery("", limit: limit + 2)
        query.near = (place.latitude, place.longitude)
        query.kinds = [.airport]
        query.language = language
        let group = place.cityCode.flatMap { resolve(id: $0) }.map { [$0] } ?? []
        var seen: Set<String> = [id]
        let nearest = index.suggest(query).map(option)
        return Array((group + nearest).filter { seen.insert($0.id).inserted }.prefix(limit))
    }

    /// A suggestion as an option: "London (all airports)" or the airport's name, with the city and
    /// country, in the provider's language where known; a town as its name over its country and
    /// the airport it stands for, whose code is the option's id ("Kyoto" over "Japan · Osaka
    /// International Airport, 36 km").
    package func option(_ suggestion: Suggestion) -> Option {
        let city = suggestion.localizedCity ?? suggestion.city
        let country = suggestion.localizedCountry ?? suggestion.country
        if suggestion.kind == .town, let airport = suggestion.airports?.first {
            return Option(
                id: storesTowns ? suggestion.town ?? suggestion.code : suggestion.code, title: city,
                subtitle: "\(country) · \(airport.name), \(airport.kilometres ?? 0) km")
        }
        return Option(
            id: suggestion.code,
            title: suggestion.kind == .city
                ? "\(city) (\(AllAirportsPhrase.text(in: language)))" : suggestion.name,
            subtitle: [suggestion.kind == .airport ? city : nil, suggestion.localizedCountry ?? suggestion.country]
                .compactMap { $0 }.joined(separator: ", "))
    }
}
