import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl schema diff and config migrate")
struct SchemaEvolutionCommandTests {
    @Test("schema diff lists the example's changes, each covered by its migration")
    func diffExamples() throws {
        let text = try CLIRunner.run(["schema", "diff", SchemaEvolutionFixtures.v1, SchemaEvolutionFixtures.v2])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.isEmpty)
        #expect(text.stdout.hasPrefix("deals-widget: version 1 to 2, 5 changes\n"))
        #expect(
            text.stdout.contains(
                #"breaking   case "nextMonth" of "dates" was removed (migrated: map the removed case "nextMonth" of "dates" to "anytime")"#
            ))
        let output = try CLIRunner.run([
            "schema", "diff", SchemaEvolutionFixtures.v1, SchemaEvolutionFixtures.v2, "--json",
        ])
        let report = try #require(try SchemaEvolutionFixtures.json(output.stdout) as? [String: Any])
        #expect(report["uncoveredBreakingChanges"] as? Int == 0)
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(
            changes.map { $0["kind"] as? String } == [
                "text-changed", "parameter-renamed", "case-renamed", "case-removed", "parameter-added",
            ])
        #expect(changes.first?["breaking"] as? Bool == false)
        #expect(changes.dropFirst().allSatisfy { $0["breaking"] as? Bool == true && $0["coveredBy"] is String })
    }

    @Test("schema diff exits 1 for a breaking change no migration covers, 1 for an invalid schema, 66 for none")
    func diffFailures() throws {
        let folder = try CLIRunner.temporaryFolder()
        let text = try String(contentsOfFile: SchemaEvolutionFixtures.v2, encoding: .utf8)
        let start = try #require(text.range(of: ",\n  \"migrations\""))
        let unmigrated = folder.appendingPathComponent("unmigrated.json")
        try (String(text[..<start.lowerBound]) + "\n}\n").write(to: unmigrated, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["schema", "diff", SchemaEvolutionFixtures.v1, unmigrated.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("BREAKING   parameter \"travellers\" was removed"))
        #expect(output.stderr.contains("4 breaking changes with no migration"), "\(output.stderr)")
        let json = try CLIRunner.run(["schema", "diff", SchemaEvolutionFixtures.v1, unmigrated.path, "--json"])
        #expect(json.status == 1)
        #expect(
            (try SchemaEvolutionFixtures.json(json.stdout) as? [String: Any])?["uncoveredBreakingChanges"] as? Int == 4)

        let broken = folder.appendingPathComponent("broken.json")
        try text.replacingOccurrences(of: #""to": "party""#, with: #""to": "partey""#).write(
            to: broken, atomically: true, encoding: .utf8)
        let invalid = try CLIRunner.run(["schema", "diff", SchemaEvolutionFixtures.v1, broken.path])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("[schema.unknown-parameter]"), "\(invalid.stderr)")
        #expect(invalid.stdout.isEmpty)
        #expect(
            try CLIRunner.run([
                "schema", "diff", SchemaEvolutionFixtures.v1, folder.appendingPathComponent("none").path,
            ]).status == 66)
    }

    @Test("config migrate reports before and after, writes nothing in a dry run, and rewrites what it can")
    func migrate() throws {
        let store = try CLIRunner.temporaryFolder().path
        try SchemaEvolutionFixtures.document(location: "LHR", travellers: "one", dates: "nextMonth").write(
            toFile: store + "/trip.json", atomically: true, encoding: .utf8)
        try SchemaEvolutionFixtures.document(location: "MAD", travellers: "four", dates: "nextWeekend").write(
            toFile: store + "/weekend.json", atomically: true, encoding: .utf8)
        try SchemaEvolutionFixtures.document(location: "CDG", travellers: "many", dates: "anytime").write(
            toFile: store + "/party.json", atomically: true, encoding: .utf8)
        let original = try String(contentsOfFile: store + "/trip.json", encoding: .utf8)
        let common = ["--store", store, "--schema", SchemaEvolutionFixtures.v2]

        let list = try CLIRunner.run(["config", "list", "--json"] + common)
        let statuses = try #require(try SchemaEvolutionFixtures.json(list.stdout) as? [[String: Any]]).map {
            $0["status"] as? String
        }
        #expect(statuses == ["needs-reconfiguration", "needs-migration", "needs-migration"])

        let dry = try CLIRunner.run(["config", "migrate", "--all", "--dry-run", "--json"] + common)
        #expect(dry.status == 1)
        let reports = try #require(try SchemaEvolutionFixtures.json(dry.stdout) as? [[String: Any]])
        #expect(reports.map { $0["outcome"] as? String } == ["needs-reconfiguration", "migrated", "migrated"])
        #expect(
            reports[1]["before"] as? [String: String] == ["location": "LHR", "travellers": "one", "dates": "nextMonth"])
        #expect(
            reports[1]["after"] as? [String: String]
                == ["location": "LHR", "party": "one", "dates": "anytime", "cabin": "economy"])
        #expect((reports[0]["diagnostics"] as? [[String: Any]])?.first?["path"] as? String == "$.values.party")
        #expect(dry.stderr.contains("[config.unknown-case]"))
        #expect(try String(contentsOfFile: store + "/trip.json", encoding: .utf8) == original)

        let named = try CLIRunner.run(["config", "migrate", "trip"] + common)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(named.stdout.hasPrefix("trip: migrated from version 1 to 2\n"))
        #expect(named.stdout.contains(#"  after:  location="LHR" party="one" dates="anytime" cabin="economy""#))
        let stored = try #require(
            try SchemaEvolutionFixtures.json(try String(contentsOfFile: store + "/trip.json", encoding: .utf8))
                as? [String: Any])
        #expect(stored["version"] as? Int == 2)

        let all = try CLIRunner.run(["config", "migrate", "--all"] + common)
        #expect(all.status == 1)
        #expect(all.stdout.contains("party: needs reconfiguration, kept as it is: \"party\": "))
        #expect(all.stdout.contains("trip: up to date (version 2)"))
        #expect(all.stdout.contains("weekend: migrated from version 1 to 2"))
        let after = try CLIRunner.run(["config", "list", "--json"] + common)
        let statusesAfter = try #require(try SchemaEvolutionFixtures.json(after.stdout) as? [[String: Any]]).map {
            $0["status"] as? String
        }
        #expect(statusesAfter == ["needs-reconfiguration", "valid", "valid"])
    }

    @Test(
        "config migrate usage: names or --all, not both; a missing name is not found",
        arguments: [([], 64), (["--all", "trip"], 64), (["nobody"], 66), (["../x"], 64)] as [([String], Int32)])
    func migrateUsage(_ arguments: [String], status: Int32) throws {
        let store = try CLIRunner.temporaryFolder().path
        let output = try CLIRunner.run(
            ["config", "migrate"] + arguments + ["--store", store, "--schema", SchemaEvolutionFixtures.v2])
        #expect(output.status == status, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("intentctl: "))
        #expect(output.stdout.isEmpty)
    }

    @Test("config list and show print each configuration's summary, in the locale asked")
    func summaries() throws {
        let store = try CLIRunner.temporaryFolder().path
        #expect(
            try CLIRunner.run([
                "config", "set", "trip", "location=LHR", "travellers=one", "dates=nextMonth", "--store", store,
            ])
            .status == 0)
        let list = try CLIRunner.run(["config", "list", "--store", store])
        #expect(
            list.stdout
                == "trip                  valid  Deals from London Heathrow Airport for 1 traveller next month\n")
        // Every line names its status, valid ones too, in a column as wide as the longest status.
        try "{".write(toFile: store + "/broken.json", atomically: true, encoding: .utf8)
        let mixed = try CLIRunner.run(["config", "list", "--store", store])
        #expect(
            mixed.stdout.split(separator: "\n").map {
                $0.split(separator: " ", maxSplits: 2).prefix(2).joined(separator: " ")
            }
                == ["broken corrupt", "trip valid"])
        #expect(mixed.stdout.contains("trip                  valid    Deals from"))
        let german = try CLIRunner.run(["config", "list", "--store", store, "--locale", "de"])
        #expect(german.stdout.contains("Angebote ab London Heathrow Airport für 1 Reisender im nächsten Monat"))
        let show = try CLIRunner.run(["config", "show", "trip", "--store", store, "--locale", "es"])
        #expect(show.status == 0)
        #expect(
            show.stdout.split(separator: "\n").prefix(2) == [
                "trip (deals-widget version 1)", "Ofertas desde London Heathrow Airport para 1 viajero el próximo mes",
            ])
    }

}
