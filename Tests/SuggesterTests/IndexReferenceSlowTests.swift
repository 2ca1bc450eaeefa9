import TestSupport
import TestTiers
import Testing

@testable import Suggester

/// The brute-force reference over every case of the relevance suite: minutes in a debug build, so
/// CI runs it in its release run (with 1,000 seeded queries in ``IndexReferenceTests``).
@Suite(
    "Index against a brute-force reference, slow tier", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct IndexReferenceSlowTests {
    /// Every fourth case from `shard` on: four test cases, so that they run in parallel.
    @Test("suggestions equal the brute-force reference on the relevance suite", arguments: 0..<4)
    func relevanceSuiteAgreesWithReference(shard: Int) {
        for (index, relevanceCase) in RelevanceCases.all.enumerated() where index % 4 == shard {
            IndexReferenceTests.expectAgreement(relevanceCase.suggestionQuery)
        }
    }
}
