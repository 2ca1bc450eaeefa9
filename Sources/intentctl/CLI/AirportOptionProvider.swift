import IntentSchema
import Suggester

/// The `airports` option provider: IntentSchema's provider protocol over the Suggester index.
struct AirportOptionProvider: OptionProvider {
    var index: AirportIndex

    func suggestedOptions(limit: Int) -> [Option] {
        options(for: "", limit: limit)
    }

    func search(_ term: String, limit: Int) -> [Option] {
        options(for: term, limit: limit)
    }

    /// The suggestions for a text as options, each id once: a city group and an airport that share
    /// a code (`DXB`) are one option, the city group, as ``resolve(id:)`` has it.
    private func options(for text: String, limit: Int) -> [Option] {
        var seen: Set<String> = []
        let options = index.suggest(SuggestionQuery(text, limit: limit + 4)).map(Self.option)
        return Array(options.filter { seen.insert($0.id).inserted }.prefix(max(0, limit)))
    }

    /// Codes are upper-case IATA codes; a city group wins over an airport with the same code.
    func resolve(id: String) -> Option? {
        guard id.utf8.count == 3, id == id.uppercased() else { return nil }
        return (index.place(code: id, kind: .city) ?? index.place(code: id, kind: .airport)).map { place in
            Option(
                id: place.code, title: place.kind == .city ? "\(place.name) (all airports)" : place.name,
                subtitle: subtitle(place))
        }
    }

    private func subtitle(_ place: Place) -> String {
        [place.kind == .airport ? place.city : nil, index.countries[place.countryCode]?.name ?? place.countryCode]
            .compactMap { $0 }.joined(separator: ", ")
    }

    static func option(_ suggestion: Suggestion) -> Option {
        Option(
            id: suggestion.code,
            title: suggestion.kind == .city ? "\(suggestion.name) (all airports)" : suggestion.name,
            subtitle: [suggestion.kind == .airport ? suggestion.city : nil, suggestion.country].compactMap { $0 }
                .joined(separator: ", "))
    }
}
