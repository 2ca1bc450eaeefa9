import CommandLineTestSupport
import TestTiers
import Testing

/// Load on a debug server (the quick variant runs in ``ServeCommandTests``).
@Suite("intentctl serve, slow tier: load", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct ServeLoadSlowTests {
    @Test("64 connections × 500 mixed requests: every response is checked", .tags(.process))
    func concurrency() throws {
        try ServeCommandProcessTests.mixedLoad(requestsPerConnection: 500)
    }
}
