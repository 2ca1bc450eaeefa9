import Testing

@testable import Suggester

/// The rules of relevance v2 that a list of expected codes cannot show: names in the traveller's
/// language and the alias matched, the default scope, city groups with their airports, optional
/// words and partial matches, nearby places, and the dataset columns behind them.
@Suite("Languages, scope, city groups and nearby places")
struct TravellerLanguageTests {
    struct Localized: CustomTestStringConvertible, Sendable {
        var query: String
        var language: String?
        var code: String
        var alias: String?
        var city: String?
        var country: String?
        var testDescription: String { "\"\(query)\" in \(language ?? "English")" }
    }

    @Test(
        "a name in another language finds the place, says which alias matched, and shows the traveller's language",
        arguments: [
            Localized(
                query: "londra", language: "it", code: "LON", alias: "Londra", city: "Londra", country: "Regno Unito"),
            Localized(query: "ロンドン", language: "ja", code: "LON", alias: "ロンドン", city: "ロンドン", country: "イギリス"),
            Localized(query: "monaco di baviera", language: nil, code: "MUC", alias: "Monaco di Baviera"),
            Localized(
                query: "london", language: "fr", code: "LON", alias: nil, city: "Londres", country: "Royaume-Uni"),
            Localized(query: "heathrow", language: "xx", code: "LHR", alias: nil),
        ])
    func localized(_ example: Localized) throws {
        var query = SuggestionQuery(example.query, limit: 3)
        query.language = example.language
        let first = try #require(bundledIndex.suggest(query).first)
        #expect(first.code == example.code)
        #expect(first.matchedAlias == example.alias)
        #expect(first.localizedCity == example.city)
        #expect(first.localizedCountry == example.country)
    }

    @Test("locales name their language; other text is refused")
    func locales() {
        #expect(SuggestionQuery.language(ofLocale: "it") == "it")
        #expect(SuggestionQuery.language(ofLocale: "pt-BR") == "pt")
        #expect(SuggestionQuery.language(ofLocale: "zh_Hans_CN") == "zh")
        for bad in ["", "i", "italiano", "it-IT-\u{0}", "12", "it IT", String(repeating: "a-b", count: 20)] {
            #expect(SuggestionQuery.language(ofLocale: bad) == nil, "\(bad)")
        }
        #expect(throws: SuggesterError.self) {
            try SuggestionQuery(text: "lon", limit: nil, country: nil, kind: nil, near: nil, locale: "italiano")
        }
    }

    @Test("by default only places you can fly from; every place with all; an exact code always")
    func scope() {
        let offered = bundledIndex.suggest(SuggestionQuery("new york", limit: 50))
        let places = offered.compactMap { suggestion in
            suggestion.town.flatMap { bundledIndex.rank(ofTown: $0) }.map(bundledIndex.place(at:))
                ?? bundledIndex.place(code: suggestion.code, kind: suggestion.kind)
        }
        #expect(places.count == offered.count && places.allSatisfy(\.isOfferedByDefault))
        var all = SuggestionQuery("new york", limit: 50)
        all.includesAllPlaces = true
        let every = bundledIndex.suggest(all).compactMap { bundledIndex.place(code: $0.code, kind: $0.kind) }
        #expect(every.contains { $0.type == .heliport || $0.type == .seaplaneBase })
        #expect(bundledIndex.suggest(SuggestionQuery("qny", limit: 1)).first?.code == "QNY")
        #expect(bundledIndex.place(code: "QNY")?.isOfferedByDefault == false)
    }

    @Test("each place is listed once", arguments: ["new york", "london", "paris", "tokyo", "sao paulo", "chicago"])
    func listedOnce(_ text: String) {
        var query = SuggestionQuery(text, limit: 30)
        query.includesAllPlaces = true
        let results = bundledIndex.suggest(query)
        let keys = results.map { "\($0.kind.rawValue) \($0.name) \($0.city)" }
        #expect(Set(keys).count == keys.count, "\(keys)")
    }

    @Test(
        "a city group named in whole words or by code comes first, its airports next, before any other place",
        arguments: ["nyc", "new york", "london", "lon", "paris", "milan", "moscow", "londra", "ニューヨーク"])
    func groupsListTheirAirports(_ text: String) throws {
        let results = bundledIndex.suggest(SuggestionQuery(text, limit: 10))
        let group = try #require(results.first)
        #expect(group.kind == .city)
        let place = try #require(bundledIndex.place(code: group.code, kind: .city))
        let members = place.airportCodes.filter {
            bundledIndex.place(code: $0, kind: .airport)?.isOfferedByDefault == true
        }
        #expect(results.dropFirst().prefix(members.count).map(\.code) == Array(members.prefix(results.count - 1)))
    }

    @Test("a query's words match at most one alias with the other fields, never words of two aliases")
    func oneAlias() throws {
        // Shanghai has aliases beginning with "San" and others with a word beginning with "d", but
        // none with both: "san d" is San Diego and other places called San D….
        let sanD = bundledIndex.suggest(SuggestionQuery("san d", limit: 10))
        #expect(sanD.first?.code == "SAN")
        #expect(!sanD.contains { $0.code == "SHA" })
        // Two words of one alias still match together, and an alias with the name.
        #expect(bundledIndex.suggest(SuggestionQuery("monaco di baviera", limit: 1)).first?.code == "MUC")
        #expect(bundledIndex.suggest(SuggestionQuery("londra heathrow", limit: 2)).map(\.code) == ["LON", "LHR"])
    }

    @Test("a prefix of an alias does not name a city group")
    func prefixDoesNotName() throws {
        // "kos" begins an alias of Istanbul ("Kostandnupolis"), and is Kos's whole city name.
        #expect(bundledIndex.suggest(SuggestionQuery("kos", limit: 1)).first?.code == "KGS")
        // While typing a city's own name, its group still comes first, without its airports forced after it.
        let typing = bundledIndex.suggest(SuggestionQuery("lond", limit: 10))
        #expect(typing.first?.code == "LON")
    }

    @Test("generic words are optional beside others, and partial matches come after full ones")
    func forgiving() throws {
        #expect(bundledIndex.suggest(SuggestionQuery("kos international airport", limit: 1)).first?.code == "KGS")
        #expect(bundledIndex.suggest(SuggestionQuery("aeroporto di fiumicino", limit: 1)).first?.code == "FCO")
        // "airport" alone is not optional.
        #expect(!bundledIndex.suggest(SuggestionQuery("airport", limit: 1)).isEmpty)
        let searcher = bundledIndex.makeSearcher()
        searcher.search(SuggestionQuery("heathrow zqxv", limit: 5))
        let partial = searcher.results
        #expect(!partial.isEmpty && partial.allSatisfy { $0.tier == SearchResult.partialTier })
        #expect(partial.first.map { bundledIndex.place(at: $0.place).code } == "LHR")
        // A full match leaves no room for partial ones.
        searcher.search(SuggestionQuery("heathrow london", limit: 10))
        #expect(!searcher.results.isEmpty && searcher.results.allSatisfy { $0.tier < SearchResult.partialTier })
    }

    struct Nearby: CustomTestStringConvertible, Sendable {
        var query: String
        var near: (latitude: Double, longitude: Double)?
        var first: String
        var testDescription: String {
            "\"\(query)\" near \(near.map { "\($0.latitude),\($0.longitude)" } ?? "nowhere")"
        }
    }

    @Test(
        "nearby places rise among comparable matches, never over an exact code or a major city the query names",
        arguments: [
            Nearby(query: "san jose", near: nil, first: "SJC"),
            Nearby(query: "san jose", near: (9.93, -84.08), first: "SYQ"),
            Nearby(query: "portland", near: (43.66, -70.26), first: "PWM"),
            Nearby(query: "portland", near: (45.52, -122.68), first: "PDX"),
            Nearby(query: "london", near: (42.98, -81.25), first: "LON"),
            Nearby(query: "lhr", near: (-33.87, 151.21), first: "LHR"),
            Nearby(query: "birmingham", near: (33.52, -86.8), first: "BHM"),
            Nearby(query: "birmingham", near: (52.48, -1.9), first: "BHX"),
        ])
    func nearby(_ example: Nearby) {
        var query = SuggestionQuery(example.query, limit: 5)
        query.near = example.near
        #expect(bundledIndex.suggest(query).first?.code == example.first)
    }

    @Test("two words typed together match them joined, highlighting both")
    func joinedWords() throws {
        let newYork = try #require(bundledIndex.suggest(SuggestionQuery("newyork", limit: 1)).first)
        #expect(newYork.code == "NYC")
        #expect(newYork.matches == [Suggestion.Highlight(field: "city", start: 0, length: 8)])
        #expect(bundledIndex.suggest(SuggestionQuery("o hare", limit: 1)).first?.code == "ORD")
    }

    @Test("the dataset's population and names columns load; a version 1 file without them still does")
    func datasetColumns() throws {
        let header =
            "kind\tcode\ticao\tname\tcity\tregion\tcountry\tlatitude\tlongitude\ttimeZone\ttype\tscheduled\tpassengers\tgroup\taliases"
        let version2 = """
            #intentctl-airports\t2
            \(header)\tpopulation\tnames
            country\tXX\t\tExampleland\t\t\tXX\t\t\t\t\t\t\t\t\t\tit=Esempiolandia|bad|=x|fr=
            airport\tAAA\t\tBig Airport\tBig City\t\tXX\t1\t2\tUTC\tlarge_airport\t1\t\t\t\t250000\tit=Città Grande
            """
        let (dataset, issues) = try AirportDataset.parse(version2)
        #expect(issues.count == 0)
        let place = try #require(dataset.places.first)
        #expect(place.population == 250_000)
        #expect(place.localizedNames == ["it": "Città Grande"])
        #expect(dataset.countries["XX"]?.localizedNames == ["it": "Esempiolandia"])
        let index = AirportIndex(dataset)
        #expect(index.place(code: "AAA") == place)
        var query = SuggestionQuery("big", limit: 1)
        query.language = "it"
        #expect(index.suggest(query).first?.localizedCity == "Città Grande")
        #expect(index.suggest(query).first?.localizedCountry == "Esempiolandia")

        let version1 = """
            #intentctl-airports\t1
            \(header)
            airport\tAAA\t\tBig Airport\tBig City\t\tXX\t1\t2\tUTC\tlarge_airport\t1\t\t\t
            """
        let (old, oldIssues) = try AirportDataset.parse(version1)
        #expect(oldIssues.count == 0 && old.places.first?.population == nil)
        // A version 2 row with version 1's fields is reported, not misread.
        let mixed = version2 + "\nairport\tBBB\t\tShort Row\tX\t\tXX\t1\t2\tUTC\tsmall_airport\t0\t\t\t\n"
        #expect(try AirportDataset.parse(mixed).issues.count == 1)
    }

    @Test("the population served raises an airport without passenger figures")
    func population() {
        let small = Place(kind: .airport, code: "AAA", name: "A", city: "A", countryCode: "XX", type: .medium)
        var big = small
        big.population = 2_000_000
        #expect(SuggestionScoring.importance(of: big) > SuggestionScoring.importance(of: small))
        big.passengers = 1_000_000
        #expect(SuggestionScoring.importance(of: big) == SuggestionScoring.passengerBase)
        #expect(bundledIndex.suggest(SuggestionQuery("florence", limit: 1)).first?.code == "FLR")
    }
}
