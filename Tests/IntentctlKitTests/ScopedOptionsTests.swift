import CommandLineTestSupport
import Foundation
import HTTPServer
import IntentctlServiceTesting
import TestSupport
import Testing

@testable import IntentctlKit

/// Options that depend on another parameter: "a country, then airports in it", with the real
/// index, in-process.
@Suite("Options scoped by another parameter")
struct ScopedOptionsTests {
    static let schema = #"""
        {"formatVersion": 1, "id": "s", "version": 1, "title": "S", "parameters": [
          {"id": "country", "title": "Country", "kind": "dynamic", "provider": "countries"},
          {"id": "origins", "title": "Origins", "kind": "dynamic", "provider": "airports", "required": true,
           "scope": {"country": "country"}, "multipleValues": {"maximum": 3}}]}
        """#

    static func run(_ arguments: [String], in folder: URL, stdin: String? = nil) throws -> CLIRunner.Output {
        let schema = folder.appendingPathComponent("s.json")
        if !FileManager.default.fileExists(atPath: schema.path) { try Data(Self.schema.utf8).write(to: schema) }
        return CLIRunner.runInProcess(
            arguments + ["--schema", schema.path], stdin: stdin.map { Array($0.utf8) },
            environment: ["INTENTCTL_HOME": folder.appendingPathComponent("store").path])
    }

    @Test(
        "config set refuses an airport outside the chosen country, at its index, with the country's airports",
        arguments: [
            (["country=FR", "origins=CDG,NCE"], 0, ""),
            (["origins=LHR,NCE"], 0, ""),  // no country chosen: nothing narrows
            (
                ["country=FR", "origins=CDG,LHR"], 1,
                "\"origins\": LHR (London Heathrow Airport) is not in FR, which \"country\" chose [config.out-of-scope] at $.values.origins[1]"
            ),
            (["country=FR", "origins=CDG,LHR"], 1, "hint: in FR: PAR (Paris (all airports)), CDG"),
        ] as [([String], Int32, String)])
    func configSet(assignments: [String], status: Int32, message: String) throws {
        let output = try Self.run(["config", "set", "x"] + assignments, in: try TemporaryFolders.make())
        #expect(output.status == status, "\(output.stderr)")
        if !message.isEmpty { #expect(output.stderr.contains(message), "\(output.stderr)") }
    }

    @Test("changing the country leaves the stored airports outside it; doctor and config list say so")
    func changedCountry() throws {
        let folder = try TemporaryFolders.make()
        #expect(try Self.run(["config", "set", "x", "country=FR", "origins=CDG"], in: folder).status == 0)
        let refused = try Self.run(["config", "set", "x", "country=DE"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("CDG (Charles de Gaulle International Airport) is not in DE"))
        // Written past the command line (the data or the schema changed under it): doctor reports it.
        let store = folder.appendingPathComponent("store")
        try Data(#"{"schema":"s","version":1,"values":{"country":"DE","origins":["CDG"]}}"#.utf8).write(
            to: store.appendingPathComponent("x.json"))
        let doctor = try Self.run(["doctor"], in: folder)
        #expect(doctor.status == 1)
        #expect(doctor.stdout.contains("x.json: needs-reconfiguration: \"origins\": CDG"), "\(doctor.stdout)")
    }

    @Test("configure asks for airports in the country chosen, and again when the country changes")
    func configure() throws {
        let folder = try TemporaryFolders.make()
        let first = try Self.run(["configure", "x"], in: folder, stdin: "fr\nlhr, nice\ncdg, nice\ny\n")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("\"lhr\": LHR (London Heathrow Airport) is not in FR"))
        // A new country: the French airports no longer fit, so an empty answer is not enough.
        let second = try Self.run(["configure", "x"], in: folder, stdin: "de\n\nmuc\ny\n")
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Origins\n  Several, separated by commas: from 1 to 3\n  an answer is required"))
        let stored = try String(
            contentsOf: folder.appendingPathComponent("store/x.json"), encoding: .utf8)
        #expect(stored.contains("\"origins\": [\n      \"MUC\"\n    ]"), "\(stored)")
    }

    @Test("an optional country may be left empty: Enter says so, and then nothing narrows the airports")
    func emptyCountry() throws {
        let folder = try TemporaryFolders.make()
        let output = try Self.run(["configure", "x"], in: folder, stdin: "\nLHR, CDG\ny\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("Country\n  Enter leaves it empty\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("an answer is required"))
        let stored = try String(contentsOf: folder.appendingPathComponent("store/x.json"), encoding: .utf8)
        #expect(!stored.contains("\"country\""))
        #expect(stored.contains("\"LHR\",\n      \"CDG\""), "\(stored)")
    }

    @Test("the service's sections keep to the country: Recent, Nearby and Popular")
    func sections() throws {
        let client = try ServiceClient()
        let answer = client.get("/v1/suggest?sections=1&country=FR&recent=LHR,NCE&limit=2")
        #expect(answer.status == .ok)
        let sections = try #require(answer.object?["sections"] as? [[String: Any]])
        let codes = sections.map {
            (
                $0["id"] as? String ?? "",
                ($0["suggestions"] as? [[String: Any]] ?? []).map { $0["code"] as? String ?? "" }
            )
        }
        #expect(codes.map(\.0) == ["recent", "popular"])
        #expect(codes[0].1 == ["NCE"])
        #expect(codes[1].1 == ["PAR", "CDG"])
    }
}
