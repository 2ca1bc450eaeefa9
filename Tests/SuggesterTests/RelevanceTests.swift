import BundledIndex
import TestSupport
import Testing

@testable import Suggester

/// The bundled index (the snapshot compiled into the program), loaded once for all suites; the
/// snapshot tests check that it loads and is current.
let bundledIndex: AirportIndex = {
    do {
        return try AirportIndex.bundled()
    } catch {
        Issue.record("the bundled index does not load: \(error)")
        return AirportIndex(AirportDataset(places: []))
    }
}()

/// The bundled index with its precomputed answers unused: every query searched, what those answers must
/// agree with.
let searchedBundledIndex: AirportIndex = {
    var index = bundledIndex
    index.usesPrecomputedResults = false
    return index
}()

@Suite("Relevance of suggestions")
struct RelevanceTests {
    @Test("travellers find what they mean", arguments: RelevanceCases.all)
    func relevance(_ example: RelevanceCase) {
        let results = bundledIndex.suggest(example.suggestionQuery).map(\.code)
        let rank = results.firstIndex(of: example.code).map { $0 + 1 }
        #expect(rank != nil && rank! <= example.top, "got \(results.prefix(5))")
    }

    @Test(
        "official airport names, as Wikipedia and ACI write them, find their airport in the top 5 at least 99% of the time"
    )
    func officialNames() {
        let rows = Fixtures.text("Tests/Fixtures/official-airport-names.tsv").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t", maxSplits: 1).map(String.init) }
        #expect(rows.count == 330)
        let searcher = bundledIndex.makeSearcher()
        let misses = rows.filter { row in
            !searcher.suggestions(for: SuggestionQuery(row[1], limit: 5)).contains { $0.code == row[0] }
        }
        #expect(Double(rows.count - misses.count) >= 0.99 * Double(rows.count), "missed \(misses)")
    }
}
