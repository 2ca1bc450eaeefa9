import TestTiers
import Testing

@testable import Suggester

/// A town without a scheduled airport of its own, typed in full, is answered with the airports its
/// people fly from: one of them is among the first three suggestions (a town's suggestion carries
/// the code of the airport it stands for). `Benchmarks/relevance.py` gives the same figure over
/// every such town.
@Suite("Towns typed in full")
struct TownAirportsTests {
    /// A town and the airports it lists.
    struct Town {
        var name: String
        var airports: Set<String>
        /// Whether it lists an airfield of its own, without passenger figures (Cannes's
        /// Cannes-Mandelieu).
        var hasAirfield: Bool
    }

    /// A name's words, folded as the index folds them.
    static func key(_ name: String) -> String {
        TextFolder.tokens(name).map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: " ")
    }

    /// The towns whose name no city group or airport with airline service has as its city (but an
    /// airfield that a town of that name lists, which the town stands for): the most populous town
    /// of each name. A town named as a larger place ("Virginia", "Florida") means that place.
    static let towns: [Town] = {
        let places = bundledIndex.places
        let airports = Dictionary(
            places.filter { $0.kind == .airport }.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        var listedByNamesake = Set<String>()
        for town in places where town.kind == .town {
            for code in town.airportCodes { listedByNamesake.insert(key(town.city) + "\t" + code) }
        }
        // The places offered by default: city groups, and airports with airline service.
        let offered = places.filter { place in
            place.kind == .city
                || (place.kind == .airport && ![.heliport, .seaplaneBase].contains(place.type)
                    && (place.hasScheduledService || place.passengers != nil))
        }
        let named = Set(
            offered.filter { !listedByNamesake.contains(key($0.city) + "\t" + $0.code) }.map { key($0.city) })
        var chosen: [String: Place] = [:]
        for town in places where town.kind == .town {
            let name = key(town.city)
            guard !name.isEmpty, !named.contains(name) else { continue }
            if let other = chosen[name], (other.population ?? 0) >= (town.population ?? 0) { continue }
            chosen[name] = town
        }
        return chosen.sorted { $0.key < $1.key }.map { name, town in
            let hasAirfield = town.airportCodes.contains { code in
                guard let airport = airports[code] else { return false }
                return key(airport.city).hasPrefix(name) && airport.passengers == nil
            }
            return Town(name: town.city, airports: Set(town.airportCodes), hasAirfield: hasAirfield)
        }
    }()

    /// A query of the namesake tests: its text and country, and the codes and kinds its first
    /// suggestions begin with.
    struct Namesakes: CustomTestStringConvertible, Sendable {
        var text: String
        var country: String?
        var codes: [String]
        var kinds: [PlaceKind]
        var testDescription: String { country.map { "\(text) in \($0)" } ?? text }
    }

    @Test(
        "a town named exactly lists its airports after it, unless the words name another place too, a town or not",
        arguments: [
            // Kyoto is the one place named so: its airports follow it.
            Namesakes(
                text: "kyoto", codes: ["ITM", "KIX", "ITM", "UKB"], kinds: [.town, .airport, .airport, .airport]),
            // Three towns are named Cambridge: each is listed, none with its airports after it.
            Namesakes(text: "cambridge", codes: ["STN", "YYZ", "BOS"], kinds: [.town, .town, .town]),
            Namesakes(text: "stratford", codes: ["JFK", "LHR", "YYZ", "BHX"], kinds: [.town, .town, .town, .town]),
            // An airport's city is named too: the town's airports do not come first.
            Namesakes(text: "newcastle", codes: ["JNB", "NCL", "NTL"], kinds: [.town, .airport, .airport]),
            // The other La Plata is named through "plata", the second word of its name.
            Namesakes(text: "la plata", codes: ["AEP", "PPN"], kinds: [.town, .town]),
            // Narrowed to a country, the namesakes elsewhere are not named: the airports follow.
            Namesakes(
                text: "cambridge", country: "GB", codes: ["STN", "LHR", "STN", "LTN"],
                kinds: [.town, .airport, .airport, .airport]),
        ])
    func namesakes(_ example: Namesakes) {
        let results = bundledIndex.suggest(SuggestionQuery(example.text, limit: 5, countryCode: example.country))
        #expect(Array(results.prefix(example.codes.count).map(\.code)) == example.codes, "\(results.map(\.code))")
        #expect(Array(results.prefix(example.kinds.count).map(\.kind)) == example.kinds)
    }

    @Test("one of a town's airports is among the first three for at least 95% of towns, and for every airfield's town")
    func townsFindTheirAirports() throws {
        try #require(Self.towns.count > 20_000)
        let searcher = bundledIndex.makeSearcher()
        // A debug build types every tenth town, and every one with an airfield; the slow tier all.
        let step = Tier.slow ? 1 : 10
        var typed = 0
        var found = 0
        var airfieldMisses: [String] = []
        for (index, town) in Self.towns.enumerated() where index % step == 0 || town.hasAirfield {
            let codes = searcher.suggestions(for: SuggestionQuery(town.name, limit: 3)).map(\.code)
            let hit = !town.airports.isDisjoint(with: codes)
            typed += 1
            if hit { found += 1 }
            if town.hasAirfield, !hit { airfieldMisses.append("\(town.name): \(codes)") }
        }
        #expect(Double(found) >= 0.95 * Double(typed), "\(found) of \(typed)")
        #expect(airfieldMisses.isEmpty, "\(airfieldMisses)")
        #expect(Self.towns.contains { $0.name == "Cannes" && $0.hasAirfield }, "Cannes lists its own airfield")
    }
}
