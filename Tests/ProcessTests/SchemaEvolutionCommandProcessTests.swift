import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// Schema evolution, in processes.
@Suite("Schema evolution, in processes", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct SchemaEvolutionCommandProcessTests {
    @Test(
        "a migration killed part way leaves each file old or new, never partial, and can run again", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func killedMidMigration() throws {
        let store = try CLIRunner.temporaryFolder().path
        let count = 300
        for index in 0..<count {
            try SchemaEvolutionFixtures.document(location: "LHR", travellers: "one", dates: "nextMonth").write(
                toFile: store + "/c\(index).json", atomically: true, encoding: .utf8)
        }
        let process = Process()
        process.executableURL = CLIRunner.binary
        process.arguments = ["config", "migrate", "--all", "--store", store, "--schema", SchemaEvolutionFixtures.v2]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it as soon as it has rewritten the first file (in name order), long before the last.
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline {
            if try String(contentsOfFile: store + "/c0.json", encoding: .utf8).contains("\"version\": 2") { break }
            usleep(500)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        var old = 0
        var new = 0
        for index in 0..<count {
            let file = try #require(
                try SchemaEvolutionFixtures.json(String(contentsOfFile: store + "/c\(index).json", encoding: .utf8))
                    as? [String: Any])
            let values = file["values"] as? [String: String]
            if file["version"] as? Int == 1 {
                #expect(values == ["location": "LHR", "travellers": "one", "dates": "nextMonth"])
                old += 1
            } else {
                #expect(values == ["location": "LHR", "party": "one", "dates": "anytime", "cabin": "economy"])
                new += 1
            }
        }
        #expect(old + new == count)
        #expect(new > 0 && old > 0, "old \(old), new \(new)")
        let again = try CLIRunner.run([
            "config", "migrate", "--all", "--store", store, "--schema", SchemaEvolutionFixtures.v2,
        ])
        #expect(again.status == 0, "\(again.stderr)")
        let list = try CLIRunner.run([
            "config", "list", "--json", "--store", store, "--schema", SchemaEvolutionFixtures.v2,
        ])
        let rows = try #require(try SchemaEvolutionFixtures.json(list.stdout) as? [[String: Any]])
        #expect(rows.count == count)
        #expect(rows.allSatisfy { $0["status"] as? String == "valid" })
    }

    @Test(
        "scripts/check-schema-changes.sh fails a commit that breaks a schema without a migration", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func checkSchemaChangesScript() throws {
        let repository = try CLIRunner.temporaryFolder()
        func shell(_ command: String) throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", command]
            process.currentDirectoryURL = repository
            process.environment = ProcessInfo.processInfo.environment.merging([
                "INTENTCTL": CLIRunner.binary.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com",
            ]) { _, new in new }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        guard try shell("git --version") == 0 else { try Test.cancel("skipped: git is not installed") }
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: repository.appendingPathComponent("schemas"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Fixtures.url("scripts/check-schema-changes.sh"),
            to: repository.appendingPathComponent("scripts/check-schema-changes.sh"))
        let schema = repository.appendingPathComponent("schemas/deals-widget.json")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: SchemaEvolutionFixtures.v1), to: schema)
        #expect(try shell("git init -q && git add -A && git commit -qm v1") == 0)
        // Version 2 without its migration breaks stored configurations.
        let v2 = try String(contentsOfFile: SchemaEvolutionFixtures.v2, encoding: .utf8)
        let start = try #require(v2.range(of: ",\n  \"migrations\""))
        try (String(v2[..<start.lowerBound]) + "\n}\n").write(to: schema, atomically: true, encoding: .utf8)
        #expect(try shell("scripts/check-schema-changes.sh HEAD") == 1)
        // With it, nothing is left uncovered.
        try v2.write(to: schema, atomically: true, encoding: .utf8)
        #expect(try shell("scripts/check-schema-changes.sh HEAD") == 0)
    }
}
