import Testing

@testable import Suggester

/// The bundled index, built once for all suites.
let bundledIndex = AirportIndex.bundled()

@Suite("Relevance of suggestions")
struct RelevanceTests {
    @Test("travellers find what they mean", arguments: RelevanceCases.all)
    func relevance(_ example: RelevanceCase) {
        let results = bundledIndex.suggest(SuggestionQuery(example.query, limit: 10)).map(\.code)
        let rank = results.firstIndex(of: example.code).map { $0 + 1 }
        #expect(rank != nil && rank! <= example.top, "got \(results.prefix(5))")
    }
}
