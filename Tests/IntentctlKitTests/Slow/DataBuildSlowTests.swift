import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// The full index built from the project's TSV by a debug build (CI's release run builds it at run
/// time too, in ``IndexReferenceTests``).
@Suite("intentctl data build, slow tier: the full snapshot", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct DataBuildSlowTests {
    /// A snapshot built from the project's TSV, in a fresh folder.
    static func buildSnapshot() throws -> (folder: URL, index: URL) {
        let folder = try CLIRunner.temporaryFolder()
        let index = folder.appendingPathComponent("airports.index")
        let built = try CLIRunner.run(["data", "build", Fixtures.url("data/airports.tsv").path, "-o", index.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(built.stdout.hasPrefix("built \(index.path): "), "\(built.stdout)")
        return (folder, index)
    }

    @Test("a snapshot built from the TSV answers like the compiled-in index, and anyone may read it")
    func buildAndAnswer() throws {
        let (_, index) = try Self.buildSnapshot()
        let fromFile = try CLIRunner.run(["suggest", "barcelna", "--json", "--limit", "5", "--index", index.path])
        let compiledIn = try CLIRunner.run(["suggest", "barcelna", "--json", "--limit", "5"])
        #expect(fromFile.status == 0 && fromFile.stdout == compiledIn.stdout && fromFile.stdout.contains("\"BCN\""))
        let mask = umask(0)
        umask(mask)
        let mode = try #require(
            try FileManager.default.attributesOfItem(atPath: index.path)[.posixPermissions] as? Int)
        #expect(mode == 0o644 & ~Int(mask), "mode \(String(mode, radix: 8))")
    }
}
