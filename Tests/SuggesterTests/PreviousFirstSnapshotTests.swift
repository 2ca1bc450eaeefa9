import TestSupport
import TestTiers
import Testing

@testable import Suggester

/// A one-word prefix's answer records whether the previous keystroke's first place, when not among
/// its entries, is kept below them (``PrecomputedResultFlags/previousFirstNotKept``), so that the
/// search need not score that place again.
@Suite("The previous keystroke's first place, decided when the snapshot is built")
struct PreviousFirstSnapshotTests {
    /// The one-word keys whose answer says their previous keystroke's first place is not kept.
    static let flaggedKeys: [String] = {
        let tables = bundledIndex.tables
        return (0..<tables.precomputedKeyCount).compactMap { key in
            let entries = tables.prefixResultStart.range(key)
            guard let entry = entries.first,
                PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).contains(.previousFirstNotKept)
            else { return nil }
            return String(decoding: tables.precomputedKeyBytes(key), as: UTF8.self)
        }
    }()

    /// The number of a precomputed key.
    static func keyNumber(_ key: String) -> Int {
        Array(key.utf8).withUnsafeBytes { bundledIndex.tables.precomputedPrefix($0) } ?? 0
    }

    @Test("most one-word answers carry the decision, and no answer to several words does")
    func decisionsAreRecorded() {
        #expect(Self.flaggedKeys.count > 10_000)
        #expect(!Self.flaggedKeys.contains { $0.contains(" ") })
        #expect(Self.flaggedKeys.contains("at"), "a leaves Ankara first, which at does not match")
    }

    /// Typed as a person types, the keystroke before and then the key: the searcher that trusts the
    /// decision and one without precomputed answers give the same results, at the answers' own limit
    /// and at the default one. A debug build checks every fortieth key; the slow tier, in CI's release
    /// run, every fourth (every key took 230 s there, the longest step of CI beside the slow tier).
    @Test("each decision is what scoring the place again decides")
    func decisionsHold() {
        let plain = searchedBundledIndex
        let precomputed = bundledIndex.makeSearcher()
        let searched = plain.makeSearcher()
        let step = Tier.slow ? 4 : 40
        var skipped = 0
        for key in stride(from: 0, to: Self.flaggedKeys.count, by: step).map({ Self.flaggedKeys[$0] }) {
            let previous = String(key.dropLast())
            guard !previous.isEmpty else { continue }
            for limit in Set([Int(bundledIndex.tables.prefixLimit[Self.keyNumber(key)]), 10]) {
                let answers = [precomputed, searched].map { searcher in
                    searcher.search(SuggestionQuery(previous, limit: limit))
                    searcher.search(SuggestionQuery(key, limit: limit))
                    return searcher.results.map { "\($0.place) \($0.score) \($0.tier)" }
                }
                if precomputed.state.precomputedAnswer == nil { skipped += 1 }
                #expect(answers[0] == answers[1], "\(previous) then \(key), limit \(limit)")
            }
        }
        #expect(skipped == 0, "every key is answered from the table")
    }
}
