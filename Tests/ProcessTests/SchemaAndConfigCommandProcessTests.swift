import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Store writers in processes.
@Suite("Store writers in processes", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct SchemaAndConfigCommandProcessTests {
    /// Rounds of eight processes writing to one store at once: two change the same configuration,
    /// the others each save their own; nothing is lost and nothing is left behind.
    static func writeConcurrently(rounds: Int) throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(try CLIRunner.run(["config", "set", "shared", "location=LON", "--store", store]).status == 0)
        for round in 0..<rounds {
            var processes: [Process] = []
            for index in 0..<8 {
                let process = Process()
                process.executableURL = CLIRunner.binary
                let arguments: [String] =
                    switch index % 4 {
                    case 0: ["config", "set", "shared", "travellers=four"]
                    case 1: ["config", "set", "shared", "dates=nextMonth"]
                    default: ["config", "set", "own-\(round)-\(index)", "location=CDG", "travellers=one"]
                    }
                process.arguments = arguments + ["--store", store]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                processes.append(process)
            }
            for process in processes { try process.run() }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let shared = try CLIRunner.run(["config", "show", "shared", "--json", "--store", store])
            let values =
                (try JSONSerialization.jsonObject(with: Data(shared.stdout.utf8)) as? [String: Any])?["values"]
                as? [String: String]
            #expect(values == ["location": "LON", "travellers": "four", "dates": "nextMonth"], "round \(round)")
            _ = try CLIRunner.run(["config", "set", "shared", "travellers=two", "dates=anytime", "--store", store])
        }
        let list = try CLIRunner.run(["config", "list", "--json", "--store", store])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count == 1 + rounds * 4)
        #expect(rows.allSatisfy { $0["status"] as? String == "valid" })
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store).filter {
            $0.hasPrefix(".") && $0 != ".lock"
        }
        #expect(leftovers.isEmpty)
    }

    @Test(
        "several processes writing to one store at once lose nothing", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func concurrentWriters() throws {
        // One round of eight processes here; three in the slow tier (StoreConcurrencySlowTests).
        try Self.writeConcurrently(rounds: 1)
    }
}
