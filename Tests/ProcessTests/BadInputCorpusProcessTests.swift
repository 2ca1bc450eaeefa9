import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Bad input, in a memory-limited process.
@Suite("Bad input, in a memory-limited process", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct BadInputCorpusProcessTests {
    static let corpus = Fixtures.url("Tests/Corpus")
    /// The largest hostile files: the ones a runaway allocation would come from.
    static let largest = ["deep-objects.json", "long-string.json", "deep-nesting.json"]

    @Test(
        "the largest hostile files, read by a process limited to 1 GiB of address space",
        .tags(.process), .enabled(if: Tier.process, Tier.processSkipped), arguments: largest)
    func memoryLimited(_ name: String) throws {
        let file = Self.corpus.appendingPathComponent(name).path
        let store = try CLIRunner.temporaryFolder().appendingPathComponent("store").path
        for arguments in [
            ["schema", "validate", file, "--json"], ["config", "validate", file],
            ["config", "save", "x", file, "--store", store], ["suggest", "lon", "--data", file],
        ] {
            let output = try CLIRunner.run(arguments, seconds: 60, memory: 1 << 30)
            HardeningFixtures.expectBounded(output, Comment(rawValue: "\(name): \(arguments.prefix(2))"))
        }
    }
}
