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

@Suite("Relevance of suggestions")
struct RelevanceTests {
    @Test("travellers find what they mean", arguments: RelevanceCases.all)
    func relevance(_ example: RelevanceCase) {
        let results = bundledIndex.suggest(example.suggestionQuery).map(\.code)
        let rank = results.firstIndex(of: example.code).map { $0 + 1 }
        #expect(rank != nil && rank! <= example.top, "got \(results.prefix(5))")
    }
}
