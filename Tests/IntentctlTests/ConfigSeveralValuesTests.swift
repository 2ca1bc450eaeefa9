import Foundation
import TestSupport
import Testing

@testable import IntentctlKit

/// `config set` with a parameter that takes several values (issue 41), in-process, with the
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
