import Foundation
import TestSupport
import TestTiers
import Testing

@testable import Suggester

@Suite("Index against a brute-force reference")
struct IndexReferenceTests {
    /// The index the reference is compared with. Where CI asks for the full check
    /// (`SUGGESTER_CHECK_QUERIES`, in a release build), the bundled one. Otherwise an index built here from
    /// every tenth row of `data/airports.tsv` (and a few named places): the same code over a reference a debug build makes in about a
    /// second rather than twenty, so that `swift test` keeps the check.
    static let index: AirportIndex = {
        guard ProcessInfo.processInfo.environment["SUGGESTER_CHECK_QUERIES"] == nil else { return bundledIndex }
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.prefix { $0.hasPrefix("#") || $0.hasPrefix("kind\t") }
        // Every tenth row, and the places the reference's own checks look for.
        let named: Set<Substring> = ["LHR", "LON", "BCN", "JFK", "NYC", "LGA", "EWR"]
        let rows = lines.dropFirst(header.count).enumerated().filter {
            $0.offset % 10 == 0 || named.contains($0.element.split(separator: "\t").dropFirst().first ?? "")
        }.map(\.element)
        do {
            let (dataset, _) = try AirportDataset.parse((header + rows).joined(separator: "\n"))
            return AirportIndex(dataset)
        } catch {
            Issue.record("a tenth of the data does not load: \(error)")
            return bundledIndex
        }
    }()

    static let reference = BruteForceReference(index)

    /// Queries a traveller might type, derived from real places: prefixes of one or two words,
    /// with case changes, accents, typos and qualifiers, plus random junk.
    static func randomQueries(seed: UInt64, count: Int) -> [String] {
        var random = SplitMix64(state: seed)
        let places = index.places
        let countries = index.countries
        var queries: [String] = []
        while queries.count < count {
            let place = places[Int.random(in: 0..<places.count, using: &random)]
            let source = [
                place.city, place.name, place.aliases.first ?? place.city, place.code, place.icao ?? place.code,
            ]
            .randomElement(using: &random)!
            let words = source.split(separator: " ").map(String.init)
            let start = Int.random(in: 0..<max(words.count, 1), using: &random)
            var query = words.dropFirst(start).prefix(Int.random(in: 1...2, using: &random)).joined(separator: " ")
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:  // a prefix, as while typing
                query = String(query.prefix(Int.random(in: 1...max(1, query.count), using: &random)))
            case 3:  // a typo: swap, drop or change a letter
                var characters = Array(query)
                if characters.count > 3 {
                    let i = Int.random(in: 1..<(characters.count - 1), using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: characters.swapAt(i, i + 1)
                    case 1: characters.remove(at: i)
                    default: characters[i] = "xqzkj".randomElement(using: &random)!
                    }
                }
                query = String(characters)
            case 4: query = query.uppercased()
            case 5: query += " " + (countries[place.countryCode]?.name ?? "")
            case 6: query += " "
            case 7:
                query = String(
                    (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        "abcdeilnorstuy ".randomElement(using: &random)!
                    })
            default: break
            }
            queries.append(query)
        }
        return queries
    }

    /// How many seeded random queries the equivalence checks run. CI runs them in a release build
    /// with `SUGGESTER_CHECK_QUERIES=1000`; a debug `swift test` runs a sample of 4.
    static let checkedQueryCount =
        ProcessInfo.processInfo.environment["SUGGESTER_CHECK_QUERIES"].flatMap { Int($0) } ?? 4

    /// Random queries with the options a client sends: limits from 1 to 100, and every so often a
    /// country filter, a kind filter or a point to browse near (with text, `near` is ignored, as
    /// the API promises).
    static func randomSuggestionQueries(seed: UInt64, count: Int) -> [SuggestionQuery] {
        randomQueries(seed: seed, count: count).enumerated().map { index, text in
            var query = SuggestionQuery(text, limit: [1, 5, 10, 50, 100][index % 5])
            switch index % 7 {
            case 0: query.countryCode = ["GB", "US", "FR", "DE"][index % 4]
            case 1: query.kinds = [index % 2 == 0 ? .city : .airport]
            case 2: query.near = (Double(index % 160) - 80, Double(index % 360) - 180)
            case 3 where index % 3 == 0:
                query.text = ["", " ", "\t"][index % 9 / 3]
                query.near = (Double(index % 170) - 85, Double(index % 350) - 175)
            default: break
            }
            query.includesAllPlaces = index % 5 == 3
            return query
        }
    }

    /// Expects the index's suggestions to equal the reference's: the same places in the same order,
    /// with the same scores, before the list leaves out what nobody meant.
    static func expectAgreement(_ query: SuggestionQuery) {
        // The reference ranks; what the list then leaves out has tests of its own (FarFetchedTests).
        var query = query
        query.leavesOutFarFetched = false
        let expected = reference.suggest(query)
        let actual = index.suggest(query)
        #expect(
            actual.map { "\($0.kind.rawValue):\($0.town ?? $0.code)" }
                == expected.map { "\($0.kind.rawValue):\($0.code)" },
            "query \"\(query.text)\" \(query)")
        for (a, e) in zip(actual, expected) {
            #expect(abs(a.score - e.score) < 0.001, "query \"\(query.text)\" \(a.code)")
        }
    }

    @Test(
        "suggestions equal the brute-force reference on seeded random queries with options",
        arguments: [1, 2] as [UInt64], 0..<2)
    func agreesWithReference(seed: UInt64, half: Int) {
        // Two seeds of half the queries each, and each seed's queries in two halves (even and odd):
        // four parts, so that they run in parallel.
        let queries = Self.randomSuggestionQueries(seed: seed, count: Self.checkedQueryCount / 2)
        for (index, query) in queries.enumerated() where index % 2 == half {
            Self.expectAgreement(query)
        }
    }

    @Test(
        "an optional word beside a common one, where the scan leaves out places lacking it, equals the reference",
        arguments: ["la g", "new de", "la g x"]
            + (Tier.slow ? ["la gu", "de m", "the b", "aeropuerto de ma", "san d", "airport l"] : []))
    func optionalWordBesideCommonWord(_ text: String) {
        Self.expectAgreement(SuggestionQuery(text, limit: 10))
        // A list of fifty costs the reference as much again: the slow tier checks it.
        if Tier.slow { Self.expectAgreement(SuggestionQuery(text, limit: 50)) }
    }

    @Test(
        "one searcher typed to keystroke by keystroke answers as a new searcher does for each keystroke",
        arguments: [
            "santiago chle", "josep tarradelas barcelona", "cambrige uk", "frankfrut am main", "san fransisco",
            "rio de janiero", "palma de mallorka", "amsterdma", "london heathrow", "москва", "new yrok",
        ])
    func typingWithOneSearcher(_ text: String) {
        let typing = bundledIndex.makeSearcher()
        for length in 1...text.count {
            let query = SuggestionQuery(String(text.prefix(length)), limit: 10)
            typing.search(query)
            let fresh = bundledIndex.makeSearcher()
            fresh.search(query)
            let answer = { (searcher: AirportSearcher) in
                searcher.results.map { "\($0.place) \($0.score) \($0.tier) \(searcher.highlights[$0.highlightRange])" }
            }
            #expect(answer(typing) == answer(fresh), "\(query.text)")
        }
    }

    @Test("the reference itself finds what it should", arguments: ["heathrow", "new y", "barcelna", "lhr"])
    func referenceSanity(_ query: String) {
        #expect(!Self.reference.suggest(query, limit: 3).isEmpty)
    }
}

@Suite("Typo search against the naive distance")
struct TypoSearchTests {
    /// Every indexed word, decoded once from the word tree for all the cases.
    static let words = (0..<bundledIndex.wordCount).map { Array(bundledIndex.tables.token($0)) }

    @Test(
        "the pruned trie walk finds exactly the words within budget",
        arguments: [
            "riga", "lkae", "barcelna", "frankfrut", "amsterdma", "sydeny", "rome", "lodnon", "zzzz", "qu", "münchen",
            "barcelxxa", "bxxcelona",
            // A substitution, then a transposition out of a prefix no edit reaches ("arar" of
            // "arardomestic"): the walk must not end there.
            "arodrome",
        ])
    func typoMatchesAreExact(_ text: String) throws {
        for isPrefix in [true, false] {
            var state = SearchState(index: bundledIndex)
            let folded = try #require(TextFolder.tokens(text).first).bytes
            state.prepareWords(folded: [folded], lastIsPrefix: isPrefix)
            state.findTypos()
            let word = state.words[0]
            let found = Set(state.typoRanges[word.typos].flatMap { $0.map(Int.init) })
            var expected = Set<Int>()
            for (id, word) in Self.words.enumerated() {
                let kind = BruteForceReference.matchKind(folded, isPrefix: isPrefix, [word], fuzzy: true)?.0
                if case .fuzzy? = kind { expected.insert(id) }
            }
            #expect(found == expected, "\(text) prefix: \(isPrefix)")
            let findsNothing = ["zzzz", "qu", "bxxcelona"].contains(text)
            #expect(!isPrefix || found.isEmpty == findsNothing, "\(text): found \(found.count) words")
        }
    }
}
