import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@testable import IntentctlKit

/// `config set` with a parameter that takes several values, in-process, with the
/// real airport index.
@Suite("config set with several values")
struct ConfigSeveralValuesTests {
    static let schema = Fixtures.url("Tests/Fixtures/schemas/multi-origin.json").path

    static func run(_ arguments: [String], store: URL, stdin: String? = nil) -> CLIRunner.Output {
        CLIRunner.runInProcess(
            arguments + ["--schema", schema], stdin: stdin.map { Array($0.utf8) },
            environment: ["INTENTCTL_HOME": store.path])
    }

    @Test("=A,B stores a list, += adds, -= takes; the stored document holds an array")
    func editing() throws {
        let store = try TemporaryFolders.make()
        #expect(Self.run(["config", "set", "home", "origins=LHR,MUC"], store: store).status == 0)
        let added = Self.run(["config", "set", "home", "origins+=CDG", "origins-=LHR"], store: store)
        #expect(added.status == 0, "\(added.stderr)")
        let document = try String(contentsOf: store.appendingPathComponent("home.json"), encoding: .utf8)
        #expect(document.contains("\"origins\": [\n      \"MUC\",\n      \"CDG\"\n    ]"), "\(document)")
        let missing = Self.run(["config", "set", "home", "origins-=JFK"], store: store)
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains(
                "\"origins\" does not hold \"JFK\", so it cannot be taken from it [config.value-not-held]"))
        #expect(missing.stderr.contains("hint: it holds \"MUC\", \"CDG\""))
        let tooMany = Self.run(["config", "set", "home", "origins=LHR,MUC,CDG,BER,AMS"], store: store)
        #expect(tooMany.status == 1)
        #expect(tooMany.stderr.contains("\"origins\" has 5 values; it takes at most 4 [config.value-count]"))
        // Nothing invalid was stored.
        #expect(try String(contentsOf: store.appendingPathComponent("home.json"), encoding: .utf8) == document)
    }
}

/// What the command line says about edits and links of several values: the link reads back, an edit without a
/// key is a usage error, and a problem in the stored file names that file.
@Suite("Several values: links, edits, the stored file")
struct SeveralValuesCommandLineTests {
    static func run(_ arguments: [String], store: URL) -> CLIRunner.Output {
        ConfigSeveralValuesTests.run(arguments, store: store)
    }

    @Test("the link of several departures reads back into the same configuration")
    func linkRoundTrip() throws {
        let store = try TemporaryFolders.make()
        let now = ["--now", "2026-11-28T10:00:00Z"]
        #expect(Self.run(["config", "set", "e", "origins=LHR,MUC,CDG"], store: store).status == 0)
        let link = Self.run(["link", "e"] + now, store: store)
        #expect(link.status == 0, "\(link.stderr)")
        #expect(link.stdout.contains("from=LHR%2CMUC%2CCDG"), "\(link.stdout)")
        let parsed = Self.run(["link", "--parse", link.stdout.trimmingCharacters(in: .newlines)] + now, store: store)
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout.contains("\"origins\": [\n      \"LHR\",\n      \"MUC\",\n      \"CDG\"\n    ]"))
    }

    @Test(
        "a link's departures are codes separated by commas, each once",
        arguments: [
            ("LHR%2Clhr", "\"from\" must be three-letter codes in capitals, separated by commas"),
            ("LHR%2C%2CMUC", "\"from\" must be three-letter codes in capitals, separated by commas"),
            ("LHR%2CLHR", "\"from\" lists LHR twice"),
        ])
    func linkDepartures(from: String, message: String) throws {
        let output = Self.run(
            ["link", "--parse", "deals://search?from=\(from)&travellers=2&depart=2026-12-05&return=2026-12-06"],
            store: try TemporaryFolders.make())
        #expect(output.status == 1)
        #expect(output.stderr.contains(message), "\(output.stderr)")
    }

    @Test(
        "+=LHR and -=LHR name no parameter: a usage error, not an unknown parameter \"+\"",
        arguments: [("+=LHR", "expected KEY=VALUE, got '+=LHR'"), ("-=LHR", "unknown option '-=LHR'")])
    func editWithoutKey(argument: String, message: String) throws {
        let output = Self.run(["config", "set", "d", argument], store: try TemporaryFolders.make())
        #expect(output.status == 64)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        #expect(!output.stderr.contains("unknown parameter"))
    }

    @Test("a problem located in the stored file names the file, not only its line and column")
    func storedFileNamed() throws {
        let store = try TemporaryFolders.make()
        try Data(#"{"schema": "multi-origin", "version": 1, "values": {"origins": ["LHR", 3]}}"#.utf8).write(
            to: store.appendingPathComponent("h.json"))
        let output = Self.run(["config", "set", "h", "travellers=one"], store: store)
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(store.path)/h.json:1:"), "\(output.stderr)")
        #expect(!output.stderr.contains("\n1:"))
    }

    @Test("10,000 times LHR: the count first, then the repeat once, with how often")
    func manyRepeats() throws {
        let store = try TemporaryFolders.make()
        let output = Self.run(
            ["config", "set", "h", "origins=" + Array(repeating: "LHR", count: 10_000).joined(separator: ",")],
            store: store)
        #expect(output.status == 1)
        let lines = output.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(lines.count == 2, "\(lines.prefix(5))")
        #expect(lines.first?.contains("\"origins\" has 10000 values; it takes at most 4 [config.value-count]") == true)
        #expect(lines.last?.contains("\"origins\" lists LHR 10000 times [config.duplicate-value]") == true)
    }
}
