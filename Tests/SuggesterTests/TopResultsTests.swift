import TestSupport
import Testing

@testable import Suggester

@Suite("Top results")
struct TopResultsTests {
    @Test("keeping the best k as they come equals sorting them all and taking k", arguments: [1, 2, 3] as [UInt64])
    func agreesWithSorting(seed: UInt64) {
        var random = SplitMix64(state: seed)
        for slots in [1, 3, 10] {
            var top = TopResults(slots: slots)
            var all: [ScoredPlace] = []
            for place in 0..<Int32(200) {
                // Few distinct scores, so that ties (broken by place number) are common.
                let score = Double(Int.random(in: 0..<8, using: &random))
                let scored = ScoredPlace(place: place, tier: 0, score: score, codeMatch: false)
                all.append(scored)
                top.offer(scored)
            }
            let expected = all.sorted { ($0.score, -$0.place) > ($1.score, -$1.place) }.prefix(slots)
            #expect(top.results.map(\.place) == expected.map(\.place), "seed \(seed), \(slots) slots")
            #expect(top.isFull)
        }
    }

    @Test("fewer offers than slots keeps them all, best first")
    func underfull() {
        var top = TopResults(slots: 5)
        for (place, score) in [(Int32(4), 1.0), (2, 3.0), (9, 3.0)] {
            top.offer(ScoredPlace(place: place, tier: 0, score: score, codeMatch: false))
        }
        #expect(top.results.map(\.place) == [2, 9, 4])
        #expect(!top.isFull)
    }
}
