import TestSupport
import TestTiers
import Testing

@testable import Suggester

@Suite("Precomputed answers to several words")
struct PrecomputedWordSnapshotTests {
    /// The precomputed keys that hold a space: a common whole word, alone or before a letter.
    static let keys: [String] = {
        let tables = bundledIndex.tables
        return (0..<tables.precomputedKeyCount).compactMap { prefix in
            let key = tables.precomputedKeyBytes(prefix)
            return key.contains(UInt8(ascii: " ")) ? String(decoding: key, as: UTF8.self) : nil
        }
    }()

    @Test("common words alone and before each letter are precomputed: la g, new o, mexico c, new")
    func keysExist() {
        #expect(Self.keys.count > 1_000)
        for key in ["la g", "new o", "mexico c", "new "] { #expect(Self.keys.contains(key), "\(key)") }
    }

    /// The benchmark's costliest keystrokes of a common word and the beginning of the word that follows it in
    /// a name were its p99 before they were precomputed (`docs/performance.md`).
    @Test(
        "a common word and the beginning of a word that follows it in a name are precomputed when costly",
        arguments: [
            "la gu", "new de", "st p", "sao pa", "san di", "rio d", "st l", "la gua", "san fr", "fort l", "new york",
            "sao paul", "rio de j", "rio de ja",
        ])
    func followedWordKeyExists(key: String) {
        #expect(Self.keys.contains(key))
    }

    /// Such a query is kept exactly when its search costs more than its bar
    /// (``AirportIndex/costlySearchWork`` or ``AirportIndex/costlierSearchWork``), a count that does
    /// not depend on the machine. A debug build checks every fiftieth; the slow tier, every one.
    @Test("a followed word's query is kept exactly when its search is costly")
    func followedWordKeysAreTheCostly() throws {
        let keys = Set(Self.keys)
        let plain = searchedBundledIndex
        var state = SearchState(index: plain)
        let jobs = bundledIndex.followedWordJobs()
        #expect(jobs.count > 10_000)
        var kept = 0
        for job in stride(from: 0, to: jobs.count, by: Tier.slow ? 1 : 50).map({ jobs[$0] }) {
            state.answer(folded: job.words, lastIsPrefix: job.lastIsPrefix, limit: job.limit)
            let key = String(decoding: job.key, as: UTF8.self)
            // A common word alone or before one ASCII byte ("new ", "new d") is kept whatever it costs.
            let word = try #require(job.words[0].withUnsafeBytes { plain.tables.words.wordNumber($0) })
            let isCommon = plain.tables.postings(ofToken: Int(word)).count > AirportIndex.commonWordPostings
            if isCommon, !job.lastIsPrefix || job.words[1].count == 1 && job.words[1][0] < 0x80 { continue }
            let bar = try #require(job.storedAboveWork)
            let isShortSecondWord =
                job.words.count == 2 && job.lastIsPrefix && job.words[1].count <= AirportIndex.followingPrefixLength
            #expect(bar == (isShortSecondWord ? AirportIndex.costlySearchWork : AirportIndex.costlierSearchWork))
            let costly = state.work > bar
            if costly { kept += 1 }
            #expect(keys.contains(key) == costly, "\(key): work \(state.work)")
        }
        #expect(kept > 0)
    }

    /// A debug build checks every hundredth key; the slow tier, in CI's release run, every one.
    @Test("each precomputed answer to several words is what the search without precomputed answers gives")
    func sameAsSearch() {
        let plain = searchedBundledIndex
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
