import Testing

@testable import Suggester

@Suite("Search behaviour")
struct SearchBehaviourTests {
    struct Folding: CustomTestStringConvertible, Sendable {
        var text: String
        var words: [String]
        var testDescription: String { text }
    }

    @Test(
        "text folds case, diacritics and punctuation",
        arguments: [
            Folding(text: "Zürich", words: ["zurich"]), Folding(text: "São Paulo", words: ["sao", "paulo"]),
            Folding(text: "St. Petersburg", words: ["st", "petersburg"]), Folding(text: "O'Hare", words: ["ohare"]),
            Folding(text: "Düsseldorf-Weeze", words: ["dusseldorf", "weeze"]),
            Folding(text: "Straße", words: ["strasse"]),
            Folding(text: "Tromsø", words: ["tromso"]), Folding(text: "Łódź", words: ["lodz"]),
            Folding(text: "MÜNCHEN", words: ["munchen"]),
            Folding(text: "Москва", words: ["москва"]), Folding(text: "  ", words: []),
            Folding(text: "a\u{0}b\u{1B}[31m", words: ["a", "b", "31m"]),
        ])
    func folding(_ example: Folding) {
        #expect(TextFolder.words(example.text) == example.words)
    }

    @Test(
        "a query's words, read straight from ASCII text, are the words the folding rules give",
        arguments: [
            "new york", "New York ", "O'Hare", "  lon  ", "nur-sul", "raleigh/", "st. louis,", "tab\t", "'`", "",
            String(repeating: "x", count: 70) + " y", "a b c d e f g h i j", "a b c d e f g h ", "MÜNCHEN hbf",
            "a\u{0}b\u{1B}[31m", String(repeating: "ab ", count: 80),
        ])
    func queryWords(_ text: String) {
        var state = SearchState(index: bundledIndex)
        state.prepareWords(text)
        let cut = String(text.unicodeScalars.prefix(SuggestionQuery.maximumLength))
        let expected = TextFolder.tokens(cut).prefix(SuggestionQuery.maximumWords).map(\.bytes)
        #expect(state.words.map { Array(state.bytes(of: $0)) } == Array(expected))
        let endsWithSpace = [" ", "\t", ","].contains(cut.unicodeScalars.last)
        #expect(state.words.map(\.isPrefix) == expected.indices.map { $0 == expected.count - 1 && !endsWithSpace })
    }

    @Test(
        "words with umlauts are found as Germans type them without: exact matches, not typos",
        arguments: [
            ("muenchen", "MUC"), ("koeln", "CGN"), ("zuerich", "ZRH"), ("duesseldorf", "DUS"), ("muenc", "MUC"),
        ])
    func germanTransliterations(query: String, code: String) throws {
        let results = bundledIndex.suggest(SuggestionQuery(query, limit: 5, explain: true))
        let found = try #require(results.first { $0.code == code })
        #expect(found.explanation?.contains("typo") == false, "\(found.explanation ?? "")")
        #expect(TextFolder.germanTransliteration(of: "Düsseldorf".unicodeScalars) == Array("duesseldorf".utf8))
        #expect(TextFolder.germanTransliteration(of: "Dusseldorf".unicodeScalars) == nil)
    }

    @Test("typo tolerance is gated by word length")
    func typoBudget() {
        #expect(SuggestionScoring.editBudget(forLength: 3) == 0)
        #expect(SuggestionScoring.editBudget(forLength: 4) == 1)
        #expect(SuggestionScoring.editBudget(forLength: 7) == 1)
        #expect(SuggestionScoring.editBudget(forLength: 8) == 2)
        #expect(SuggestionScoring.editBudget(forLength: 33) == 0)
        #expect(BruteForceReference.distance(Array("barcelona".utf8), Array("barcleona".utf8)) == 1)
        // "lnod" is one transposition from "lond", but three-letter words get no typo budget.
        #expect(bundledIndex.suggest(SuggestionQuery("lno")).allSatisfy { $0.code != "LON" })
        #expect(bundledIndex.suggest(SuggestionQuery("lodnon")).first?.code == "LON")
    }

    @Test("a second typo is allowed only in the second half of a word")
    func secondTypoPosition() {
        // Two substitutions in the second half of "barcelona", then two in its first half.
        #expect(bundledIndex.suggest(SuggestionQuery("barcelxxa")).contains { $0.code == "BCN" })
        #expect(!bundledIndex.suggest(SuggestionQuery("bxxcelona", limit: 50)).contains { $0.code == "BCN" })
        #expect(BruteForceReference.distance(Array("barcelxxa".utf8), Array("barcelona".utf8)) == 2)
        #expect(BruteForceReference.distance(Array("bxxcelona".utf8), Array("barcelona".utf8)) > 2)
    }

    @Test("typo matches only fill the list after exact and prefix matches")
    func typoTier() {
        let results = bundledIndex.suggest(SuggestionQuery("paris", limit: 50, explain: true))
        let firstTypo = results.firstIndex { $0.explanation?.contains("typo tier") == true } ?? results.count
        #expect(results[..<firstTypo].allSatisfy { $0.explanation?.contains("typo") == false })
        #expect(results.prefix(3).map(\.code) == ["PAR", "CDG", "ORY"])
    }

    @Test(
        "a typo match comes before matches without one only from a word of five bytes, not optional",
        arguments: [("camb", nil), ("barca", "BCN")] as [(String, String?)])
    func typoDisplacementLength(query: String, typoFirst: String?) {
        let results = bundledIndex.suggest(SuggestionQuery(query, limit: 5, explain: true))
        let typos = results.filter { $0.explanation?.contains("typo tier") == true }
        if let typoFirst {
            #expect(results.first?.code == typoFirst && typos.first?.code == typoFirst, "\(results.map(\.code))")
        } else {
            // "camb" once opened with Campinas ("camp") and Cam Ranh ("cam").
            #expect(typos.isEmpty, "\(typos.map(\.code))")
            #expect(results.first?.code == "YCB", "\(results.map(\.code))")
        }
    }

    @Test("a city group lists its airports and the matched ranges")
    func suggestionShape() throws {
        let london = try #require(bundledIndex.suggest(SuggestionQuery("lond")).first)
        #expect(london.kind == .city)
        #expect(london.airports?.map(\.code) == ["LHR", "LGW", "STN", "LTN", "LCY"])
        #expect(london.country == "United Kingdom")
        #expect(london.matches.contains(Suggestion.Highlight(field: "city", start: 0, length: 4)))
        let heathrow = try #require(bundledIndex.suggest(SuggestionQuery("heathrow")).first)
        #expect(heathrow.matches == [Suggestion.Highlight(field: "name", start: 7, length: 8)])
        #expect(heathrow.region == "England")
    }

    @Test("filters by country and kind, and a limit")
    func filters() {
        let us = bundledIndex.suggest(SuggestionQuery("portland", limit: 5, countryCode: "us"))
        #expect(!us.isEmpty && us.allSatisfy { $0.countryCode == "US" })
        let cities = bundledIndex.suggest(SuggestionQuery("lon", kinds: [.city]))
        #expect(cities.map(\.code) == ["LON"])
        #expect(bundledIndex.suggest(SuggestionQuery("a", limit: 3)).count == 3)
        // The limit holds at 100; before the list leaves out what nobody meant, it is full.
        var most = SuggestionQuery("a", limit: 1000)
        most.leavesOutFarFetched = false
        #expect(bundledIndex.suggest(most).count == 100)
    }

    @Test("an empty query gives the most important places, or the nearest")
    func emptyQuery() {
        // By demand: London's five airports together first, the busiest single airport among the first ten.
        let top = bundledIndex.suggest(SuggestionQuery("", limit: 10))
        #expect(top.count == 10)
        #expect(top.first?.code == "LON")
        #expect(top.contains { $0.code == "ATL" && $0.kind == .airport })
        let nearLondon = bundledIndex.suggest(SuggestionQuery("", limit: 3, kinds: [.airport], near: (51.5, -0.12)))
        #expect(Set(nearLondon.map(\.code)).isSubset(of: ["LCY", "LHR", "LGW", "STN", "LTN", "SEN", "BQH", "NHT"]))
        #expect(nearLondon.first?.code == "LCY")
        let nearTokyo = bundledIndex.suggest(SuggestionQuery("   ", limit: 1, near: (35.68, 139.76), explain: true))
        #expect(nearTokyo.first?.explanation?.hasSuffix("km away") == true)
    }

    /// A hostile query and what it must give.
    struct Hostile: CustomTestStringConvertible, Sendable {
        enum Expectation: Sendable {
            /// Nothing matches.
            case nothing
            /// The same as this other query: what is left once the hostile part is cut or folded away.
            case sameAs(String)
            /// This place first.
            case first(String)
        }
        var name: String
        var query: String
        var expectation: Expectation
        var testDescription: String { name }
    }

    @Test(
        "hostile queries are cut and folded, never fatal",
        arguments: [
            Hostile(
                name: "100,000 letters are cut to 200", query: String(repeating: "a", count: 100_000),
                expectation: .sameAs(String(repeating: "a", count: 200))),
            Hostile(
                name: "a long word matches nothing", query: String(repeating: "a", count: 200), expectation: .nothing),
            Hostile(
                name: "5,000 repetitions keep the first words",
                query: String(repeating: "new york ", count: 5_000), expectation: .first("NYC")),
            Hostile(name: "control characters are not words", query: "\u{0}\u{1}\u{2}", expectation: .nothing),
            Hostile(name: "an escape sequence folds to its letters", query: "\u{1B}[2J", expectation: .sameAs("2j")),
            Hostile(name: "emoji are not words", query: "🛫✈️", expectation: .nothing),
            Hostile(
                name: "300 accented letters fold to one long word", query: String(repeating: "é", count: 300),
                expectation: .nothing),
            Hostile(name: "punctuation only", query: "''?!", expectation: .nothing),
            Hostile(name: "no typo budget for nonsense", query: "ZZZZZZZZ", expectation: .nothing),
            Hostile(name: "replacement characters", query: "\u{FFFD}\u{FFFD}", expectation: .nothing),
            Hostile(name: "white space only browses", query: " \t ", expectation: .sameAs("")),
        ])
    func hostileQueries(_ example: Hostile) {
        let codes = bundledIndex.suggest(SuggestionQuery(example.query, limit: 5)).map { "\($0.kind):\($0.code)" }
        switch example.expectation {
        case .nothing:
            #expect(codes.isEmpty)
        case .sameAs(let other):
            let expected = bundledIndex.suggest(SuggestionQuery(other, limit: 5)).map { "\($0.kind):\($0.code)" }
            #expect(codes == expected)
        case .first(let code):
            #expect(codes.first == "city:\(code)")
        }
    }

    @Test("explain says why")
    func explain() throws {
        let tokyo = try #require(bundledIndex.suggest(SuggestionQuery("tok", explain: true)).first)
        #expect(tokyo.code == "TYO")
        #expect(tokyo.explanation?.contains("prefix city word #1") == true)
        let malpensa = try #require(bundledIndex.suggest(SuggestionQuery("MXP", explain: true)).first)
        #expect(malpensa.explanation?.contains("code match") == true)
        #expect(malpensa.explanation?.contains("passengers") == true)
    }
}
