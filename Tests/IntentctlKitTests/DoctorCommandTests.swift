import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@Suite("intentctl doctor")
struct DoctorCommandTests {
    /// A small dataset of London in the TSV format: London City has lost its scheduled service, and
    /// Gatwick's code changed from LGW to LGX (its old code is one of its aliases).
    static func londonData() throws -> String {
        let lines = Fixtures.text("data/airports.tsv").split(separator: "\n", omittingEmptySubsequences: false)
        var rows = lines.prefix(2).map(String.init)
        // The header names the columns.
        let columns = lines[1].split(separator: "\t").count
        for line in lines {
            var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == columns else { continue }
            switch (fields[0], fields[1]) {
            case ("country", "GB"), ("airport", "LHR"): break
            case ("city", "LON"): fields[13] = "LHR|LGX|LCY"
            case ("airport", "LCY"): fields[11] = "0"
            case ("airport", "LGW"):
                fields[1] = "LGX"
                fields[14] = "LGW"
            default: continue
            }
            rows.append(fields.joined(separator: "\t"))
        }
        #expect(rows.count == 2 + 5)
        let file = try CLIRunner.temporaryFolder().appendingPathComponent("london.tsv")
        try (rows.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    static func document(version: Int, _ values: String) -> String {
        #"{"schema": "deals-widget", "version": \#(version), "values": {\#(values)}}"# + "\n"
    }

    @Test("doctor finds closed and renamed airports with replacements, migrations, stale files and a held lock")
    func findings() throws {
        let data = try Self.londonData()
        let store = try CLIRunner.temporaryFolder().path
        let v2 = Fixtures.url("schemas/examples/deals-widget-v2.json").path
        let common = ["--store", store, "--data", data, "--schema", v2]
        try Self.document(version: 2, #""location": "LCY", "party": "one", "cabin": "economy""#).write(
            toFile: store + "/closed.json", atomically: true, encoding: .utf8)
        try Self.document(version: 2, #""location": "LGW", "party": "one", "cabin": "economy""#).write(
            toFile: store + "/renamed.json", atomically: true, encoding: .utf8)
        try Self.document(version: 1, #""location": "LHR", "travellers": "two", "dates": "nextMonth""#).write(
            toFile: store + "/old.json", atomically: true, encoding: .utf8)
        try Self.document(version: 2, #""location": "LHR", "party": "two", "cabin": "economy""#).write(
            toFile: store + "/fine.json", atomically: true, encoding: .utf8)
        // A temporary file of a writer that died long ago.
        let stale = store + "/.fine.json.999999999.42.tmp"
        try "{".write(toFile: stale, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale)
        // A writer holding the lock.
        let lock = open(store + "/.lock", O_RDWR | O_CREAT, 0o600)
        #expect(flock(lock, LOCK_EX) == 0)

        let output = try CLIRunner.run(["doctor", "--json"] + common)
        flock(lock, LOCK_UN)
        close(lock)
        #expect(output.status == 1, "\(output.stderr)")
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        func finding(_ file: String) throws -> [String: Any] {
            try #require(findings.first { $0["file"] as? String == file }, "\(findings)")
        }
        #expect(findings.count == 5, "\(findings)")
        let closed = try finding("closed.json")
        #expect(closed["kind"] as? String == "option-not-offered")
        #expect(
            (closed["replacements"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["LON", "LHR", "LGX"])
        let renamed = try finding("renamed.json")
        #expect(renamed["kind"] as? String == "unresolved-option")
        #expect(renamed["value"] as? String == "LGW")
        #expect((renamed["replacements"] as? [[String: Any]])?.first?["id"] as? String == "LGX")
        let old = try finding("old.json")
        #expect(old["kind"] as? String == "migration-available")
        #expect((old["steps"] as? [String])?.count == 3)
        #expect(try finding(".fine.json.999999999.42.tmp")["kind"] as? String == "stale-temporary")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(try finding(".lock")["kind"] as? String == "lock")

        let text = try CLIRunner.run(["doctor"] + common)
        #expect(text.status == 1)
        #expect(text.stdout.contains("closed.json: option-not-offered: "))
        #expect(text.stdout.contains("  replace with: LON (London (all airports), United Kingdom); LHR "))

        // Once the findings are dealt with, the store is healthy.
        for name in ["closed", "renamed"] { try FileManager.default.removeItem(atPath: store + "/\(name).json") }
        #expect(try CLIRunner.run(["config", "migrate", "--all"] + common).status == 0)
        let healthy = try CLIRunner.run(["doctor"] + common)
        #expect(healthy.status == 0, "\(healthy.stdout)")
        #expect(healthy.stdout == "\(store): healthy\n")
        #expect(try CLIRunner.run(["doctor", "--json"] + common).stdout == "[]\n")
    }

    @Test("doctor on a store that cannot be read exits 66")
    func unreadable() throws {
        let file = try CLIRunner.temporaryFolder().appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["doctor", "--store", file.path])
        #expect(output.status == 66)
        #expect(output.stdout.isEmpty)
    }
}
