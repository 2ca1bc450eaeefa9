import TestSupport
import TestTiers
import Testing

@testable import Suggester

@Suite("Precomputed answers to several words")
struct PrecomputedWordSnapshotTests {
    /// The precomputed keys that hold a space: a common whole word, alone or before a letter.
    static let keys: [String] = {
        let tables = bundledIndex.tables
        return (0..<tables.prefixStart.count - 1).compactMap { prefix in
            let key = Array(
                tables.prefixBytes.bytes(Int(tables.prefixStart[prefix])..<Int(tables.prefixStart[prefix + 1])))
            return key.contains(UInt8(ascii: " ")) ? String(decoding: key, as: UTF8.self) : nil
        }
    }()

    @Test("common words alone and before each letter are precomputed: la g, new o, mexico c, new")
    func keysExist() {
        #expect(Self.keys.count > 1_000)
        for key in ["la g", "new o", "mexico c", "new "] { #expect(Self.keys.contains(key), "\(key)") }
    }

    /// A debug build checks every hundredth key; the slow tier, in CI's release run, every one.
    @Test("each precomputed answer to several words is what the search without precomputed answers gives")
    func sameAsSearch() {
        var plain = bundledIndex
        plain.usesPrecomputedResults = false
        let precomputed = bundledIndex.makeSearcher()
        let searched = plain.makeSearcher()
        let step = Tier.slow ? 1 : 100
        for key in stride(from: 0, to: Self.keys.count, by: step).map({ Self.keys[$0] }) {
            for limit in [1, 5, 10] {
                let query = SuggestionQuery(key, limit: limit)
                precomputed.search(query)
                searched.search(query)
                // Only the precomputed limit is answered from the table: a shorter list of several
                // words need not begin a longer one.
                #expect(
                    (precomputed.state.precomputedAnswer != nil) == (limit == AirportIndex.shortPrefixLimit),
                    "\(key) limit \(limit): answered from the table or not, as it should be")
                let answer = { (searcher: AirportSearcher) in
                    searcher.results.map {
                        "\($0.place) \($0.score) \($0.tier) \(searcher.highlights[$0.highlightRange])"
                    }
                }
                #expect(answer(precomputed) == answer(searched), "\(key) limit \(limit)")
            }
        }
    }
}
