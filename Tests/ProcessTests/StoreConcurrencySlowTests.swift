import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Many processes writing to one store at once, for several rounds (one round runs in
/// ``SchemaAndConfigCommandTests``).
@Suite(
    "The store under concurrent writers, slow tier", .tags(.slow), .enabled(if: Tier.slow, Tier.slowSkipped))
struct StoreConcurrencySlowTests {
    @Test("several processes writing to one store at once lose nothing, three rounds", .tags(.process))
    func concurrentWriters() throws {
        try SchemaAndConfigCommandProcessTests.writeConcurrently(rounds: 3)
    }

    @Test(
        "config migrate under concurrent writers loses nothing", .tags(.process))
    func migrateWithConcurrentWriters() throws {
        let store = try CLIRunner.temporaryFolder().path
        for index in 0..<20 {
            try SchemaEvolutionFixtures.document(location: "LHR", travellers: "two", dates: "nextWeekend").write(
                toFile: store + "/old-\(index).json", atomically: true, encoding: .utf8)
        }
        var processes: [Process] = []
        for index in 0..<12 {
            let process = Process()
            process.executableURL = CLIRunner.binary
            process.arguments =
                (index % 3 == 0
                    ? ["config", "migrate", "--all"]
                    : ["config", "set", "new-\(index)", "location=CDG", "party=one", "cabin=business"])
                + ["--store", store, "--schema", SchemaEvolutionFixtures.v2]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            processes.append(process)
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        _ = try CLIRunner.run([
            "config", "migrate", "--all", "--store", store, "--schema", SchemaEvolutionFixtures.v2,
        ])
        let list = try CLIRunner.run([
            "config", "list", "--json", "--store", store, "--schema", SchemaEvolutionFixtures.v2,
        ])
        let rows = try #require(try SchemaEvolutionFixtures.json(list.stdout) as? [[String: Any]])
        #expect(rows.count == 20 + 8)
        #expect(rows.allSatisfy { $0["status"] as? String == "valid" }, "\(list.stdout)")
        for row in rows where (row["name"] as? String)?.hasPrefix("old-") == true {
            #expect(
                row["values"] as? [String: String]
                    == ["location": "LHR", "party": "two", "dates": "weekend", "cabin": "economy"])
        }
    }
}
