import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl suggest")
struct SuggestCommandTests {
    @Test("a table for people, JSON for programs")
    func output() throws {
        let table = try CLIRunner.run(["suggest", "lon", "--limit", "3"])
        #expect(table.status == 0)
        #expect(
            table.stdout.hasPrefix(
                "LON  city     London, all airports (LHR LGW STN LTN LCY), United Kingdom\nLHR  airport  London Heathrow Airport, London, United Kingdom\n"
            ))
        let json = try CLIRunner.run(["suggest", "new yo", "--json", "--limit", "2"])
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["code"] as? String } == ["NYC", "JFK"])
        for key in ["code", "kind", "name", "city", "country", "matches"] { #expect(array[0][key] != nil, "\(key)") }
        let explain = try CLIRunner.run(["suggest", "tok", "--explain", "--limit", "1"])
        #expect(explain.stdout.contains("\n      score "))
    }

    @Test("filters and --near")
    func filters() throws {
        let country = try CLIRunner.run(["suggest", "london", "--country", "ca", "--json"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(country.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first?["code"] as? String == "YXU")
        let near = try CLIRunner.run(["suggest", "", "--near", "48.85,2.35", "--kind", "airport", "--limit", "2"])
        #expect(near.stdout.hasPrefix("ORY") || near.stdout.hasPrefix("CDG") || near.stdout.hasPrefix("LBG"))
        #expect(try CLIRunner.run(["suggest", "x", "--near", "91,0"]).status == 64)
        #expect(try CLIRunner.run(["suggest", "x", "--country", "GBR"]).status == 64)
    }

    @Test(
        "an unknown country code is refused, with the code meant where it is plain",
        arguments: [
            ("ZZ", "intentctl: --country: no place in the data is in a country with the code ZZ\n"),
            (
                "uk",
                "intentctl: --country: no place in the data is in a country with the code UK; did you mean GB (United Kingdom)?\n"
            ),
        ])
    func unknownCountry(_ code: String, _ message: String) throws {
        let output = try CLIRunner.run(["suggest", "lon", "--country", code])
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(try CLIRunner.run(["suggest"]).status == 64)
    }

    @Test("--locale shows names in the traveller's language and the alias matched; --all offers every place")
    func languagesAndScope() throws {
        let italian = try CLIRunner.run(["suggest", "londra", "--locale", "it-IT", "--limit", "2"])
        #expect(italian.status == 0)
        #expect(
            italian.stdout
                == "LON  city     Londra, tutti gli aeroporti (LHR LGW STN LTN LCY), Regno Unito\nLHR  airport  London Heathrow Airport, Londra, Regno Unito\n"
        )
        let alias = try CLIRunner.run(["suggest", "monaco di baviera", "--limit", "1"])
        #expect(alias.stdout.hasSuffix("(Monaco di Baviera → Munich)\n"))
        let json = try CLIRunner.run(["suggest", "parigi", "--locale", "it", "--json", "--limit", "1"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first?["matchedAlias"] as? String == "Parigi")
        #expect(rows.first?["localizedCity"] as? String == "Parigi")
        #expect(rows.first?["localizedCountry"] as? String == "Francia")
        let bad = try CLIRunner.run(["suggest", "lon", "--locale", "italiano"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--locale"))
        let defaultScope = try CLIRunner.run(["suggest", "new york skyports", "--limit", "10"])
        #expect(!defaultScope.stdout.contains("QNY"))
        let every = try CLIRunner.run(["suggest", "new york skyports", "--all", "--limit", "1"])
        #expect(every.stdout.hasPrefix("QNY  airport  New York Skyports Inc Seaplane Base"))
        #expect(try CLIRunner.run(["suggest", "qny", "--limit", "1"]).stdout.hasPrefix("QNY "))
    }

    @Test("--stdin answers every line with exactly one line, whatever the line holds")
    func coprocess() throws {
        var input = Array("lon\nheathrow\n\n".utf8)
        input += Array(repeating: UInt8(ascii: "x"), count: 100_000) + [0x0A]
        input += [0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x0A]
        input += Array("zzzzzzzz\nparis".utf8)
        let text = try CLIRunner.run(["suggest", "--stdin", "--limit", "2"], stdin: input)
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 7)
        #expect(lines.first == "LON LHR")
        #expect(lines[1] == "LHR")
        #expect(lines.last == "PAR CDG")
        let json = try CLIRunner.run(["suggest", "--stdin", "--json"], stdin: input)
        let jsonLines = json.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(jsonLines.count == 7)
        for line in jsonLines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [Any]) }
        #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("--data loads another dataset and reports bad rows by line")
    func otherData() throws {
        let folder = try CLIRunner.temporaryFolder()
        let csv = folder.appendingPathComponent("airports.csv")
        let rows = """
            1,"EGLL","large_airport","London Heathrow Airport",51.47,-0.46,83,"EU","GB","GB-ENG","London","yes","EGLL","LHR",,,,
            2,"XXXX","small_airport","Broken",north,1,0,"EU","GB","GB-ENG","X","no","XXXX","BRK",,,,

            """
        try (Fixtures.ourAirportsHeader + rows).write(to: csv, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["suggest", "heath", "--data", csv.path])
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("LHR"))
        #expect(output.stderr.contains("airports.csv:3: warning:"))
        let junk = folder.appendingPathComponent("junk.bin")
        try Data([0xFF, 0xD8, 0x00, 0x01]).write(to: junk)
        let refused = try CLIRunner.run(["suggest", "x", "--data", junk.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("intentctl: "))
        #expect(try CLIRunner.run(["suggest", "x", "--data", folder.appendingPathComponent("none").path]).status == 66)
    }

    @Test("config validate resolves locations through the index with suggestions")
    func locationValidation() throws {
        let output = try CLIRunner.run(
            ["config", "validate", "-"],
            stdin: Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "LHX"}}"#.utf8))
        #expect(output.status == 1)
        #expect(output.stderr.contains("[config.unknown-option]"))
        let set = try CLIRunner.run([
            "config", "set", "x", "location=heathrow", "--store", try CLIRunner.temporaryFolder().path,
        ])
        #expect(set.status == 1)
        #expect(set.stderr.contains("did you mean LHR (London Heathrow Airport)"))
        let city = try CLIRunner.run([
            "config", "set", "x", "location=LON", "--store", try CLIRunner.temporaryFolder().path,
        ])
        #expect(city.stdout.contains("location    LON  London (all airports), United Kingdom"))
        // A place the provider knows but no longer offers is kept, with a warning and nearby choices.
        let seaplanes = try CLIRunner.run(
            ["config", "validate", "-"],
            stdin: Array(
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "QNY", "travellers": "one", "dates": "anytime"}}"#
                    .utf8))
        #expect(seaplanes.status == 0)
        #expect(seaplanes.stderr.contains("warning: \"location\": QNY (New York Skyports Inc Seaplane Base) is kept"))
        #expect(seaplanes.stderr.contains("[config.option-not-offered]"))
        #expect(seaplanes.stderr.contains("nearby choices: LGA (La Guardia Airport), EWR"), "\(seaplanes.stderr)")
        // Nearby by distance, not a text search: a seaplane base in Alaska is offered Alaska's airports.
        let alaska = try CLIRunner.run(
            ["config", "validate", "-"],
            stdin: Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "ALZ"}}"#.utf8))
        #expect(alaska.stderr.contains("nearby choices: OLH (Old Harbor Airport), ORI (Port Lions Airport), ADQ"))
    }
}
