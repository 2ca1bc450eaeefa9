import TestSupport
import TestTiers
import Testing

@testable import Suggester

/// A short prefix narrowed to a country, answered from the unnarrowed precomputed answer when it holds
/// enough of the country's places (``SearchState/lookUpPrecomputedInCountry(_:)``), and narrowed answers kept
/// by the searcher. The slow tier runs in CI's release run (its filter names `SnapshotTests`).
@Suite("Precomputed answers narrowed to a country")
struct CountryPrecomputedSnapshotTests {
    /// Countries with many places, few, and those whose cities are named like others' (FJ's Ba, CH's
    /// Basel group with an airport in FR).
    static let countries =
        Tier.slow
        ? ["US", "CN", "GB", "DE", "FR", "ES", "IN", "BR", "JP", "CH", "FJ", "IS", "LU", "NZ"]
        : ["US", "DE", "IN", "CH", "FJ", "IS"]

    /// In the slow tier every letter and every fifth pair; in a debug build every third letter and every
    /// 41st pair; with prefixes that are not ASCII, and three- and four-letter ones.
    static let prefixes: [String] = {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let pairs = letters.flatMap { first in letters.map { first + $0 } }
        let every = { (items: [String], step: Int) in stride(from: 0, to: items.count, by: step).map { items[$0] } }
        return every(letters, Tier.slow ? 1 : 3) + every(pairs, Tier.slow ? 5 : 41)
            + ["é", "ö", "ba", "ны", "東", "san", "lond", "new"]
    }()

    @Test(
        "each narrowed answer is what the search without precomputed answers gives, and the table answers where it holds enough"
    )
    func sameAsSearch() {
        let plain = searchedBundledIndex
        let precomputed = bundledIndex.makeSearcher()
        let searched = plain.makeSearcher()
        var fast = SearchState(index: bundledIndex)
        var answered = 0
        var asked = 0
        for prefix in Self.prefixes {
            for country in Self.countries {
                for limit in [1, 10] {
                    let query = SuggestionQuery(prefix, limit: limit, countryCode: country)
                    let answer = { (searcher: AirportSearcher) in
                        searcher.search(query)
                        return searcher.results.map {
                            "\($0.place) \($0.score) \($0.tier) \(searcher.highlights[$0.highlightRange])"
                        }
                    }
                    let expected = answer(searched)
                    #expect(answer(precomputed) == expected, "\(prefix) in \(country), limit \(limit)")
                    // The second time, a short prefix is recalled from the searcher's narrowed answers.
                    #expect(answer(precomputed) == expected, "\(prefix) in \(country), limit \(limit), again")
                    fast.clear()
                    fast.prepareWords(prefix)
                    asked += 1
                    if fast.lookUpPrecomputedInCountry(query) { answered += 1 }
                }
            }
        }
        // The table answers where it holds enough of the country's places: big countries, small limits.
        #expect(answered * 10 > asked, "\(answered) of \(asked) answered from the table")
        fast.clear()
        fast.prepareWords("a")
        let fromTable = fast.lookUpPrecomputedInCountry(SuggestionQuery("a", limit: 1, countryCode: "US"))
        #expect(fromTable)
    }

    /// The reference scores every place: the slow tier only.
    @Test(
        "a short prefix in a country finds what the brute-force reference finds, searched in full the first time",
        .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped), arguments: ["b", "ba", "東"])
    func reference(_ prefix: String) {
        for country in ["IN", "FJ", "CH"] {
            IndexReferenceTests.expectAgreement(SuggestionQuery(prefix, limit: 10, countryCode: country))
        }
    }

    @Test("a typed word long enough for typos, or a filter besides the country, is searched")
    func notFromTable() {
        var state = SearchState(index: bundledIndex)
        for query in [
            SuggestionQuery("lond", limit: 10, countryCode: "GB"),
            SuggestionQuery("lo", limit: 10, countryCode: "GB", kinds: [.airport]),
            SuggestionQuery("lo", limit: 10, countryCode: "GB", near: (51.5, -0.1)),
            SuggestionQuery("lo", limit: 10),
        ] {
            state.clear()
            state.prepareWords(query.text)
            let answered = state.lookUpPrecomputedInCountry(query)
            #expect(!answered, "\(query.text)")
        }
    }

    @Test("a narrowed short prefix is searched once, then recalled; the kept answers are bounded")
    func recalled() {
        var state = SearchState(index: bundledIndex)
        // The narrowed answers are kept as ranked, before the list leaves out what nobody meant.
        var query = SuggestionQuery("k", limit: 10, countryCode: "FJ")
        query.leavesOutFarFetched = false
        state.search(query)
        let first = state.results
        state.clear()
        state.prepareWords(query.text)
        let recalled = state.recallNarrowed(query, precomputable: true)
        #expect(recalled && state.results == first && !first.isEmpty)
        // Unnarrowed, with another filter, or words the index does not precompute: not kept.
        for other in [
            SuggestionQuery("k", limit: 10), SuggestionQuery("k", limit: 10, countryCode: "FJ", kinds: [.airport]),
            SuggestionQuery("kadavu", limit: 10, countryCode: "FJ"),
        ] {
            state.search(other)
            state.clear()
            state.prepareWords(other.text)
            state.resolveWords()
            let kept = state.recallNarrowed(other, precomputable: state.words.count == 1 && state.mayBePrecomputed)
            #expect(!kept, "\(other.text)")
        }
        var cache = NarrowedAnswerCache()
        let answer = NarrowedAnswerCache.Answer(results: [], highlights: [], resultWords: [])
        for word in 0...NarrowedAnswerCache.capacity {
            cache.keep(answer, for: .init(country: 1, words: [UInt8(word & 0xFF), UInt8(word >> 8)], limit: 10))
        }
        #expect(cache.count == 1)
    }
}
