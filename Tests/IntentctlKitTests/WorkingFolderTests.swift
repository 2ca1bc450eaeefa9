import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@testable import IntentctlKit

/// A relative path on the command line names a file in the context's working folder, as it would for a
/// process started there: what lets a test run a command in-process in a folder of its own.
@Suite("Relative paths against the working folder")
struct WorkingFolderTests {
    /// Runs a command in-process in `folder`.
    static func run(_ arguments: [String], in folder: URL) -> CLIRunner.Output {
        CLIRunner.runInProcess(arguments, stdin: nil, environment: [:], directory: folder)
    }

    @Test("--store and --index are read in the working folder")
    func storeAndIndex() throws {
        let folder = try TemporaryFolders.make()
        let set = Self.run(["config", "set", "home", "location=LHR", "--store", "store"], in: folder)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("store").path))
        let shown = Self.run(["config", "show", "home", "--store", "store", "--json"], in: folder)
        #expect(shown.status == 0 && shown.stdout.contains("\"LHR\""), "\(shown.stdout)\(shown.stderr)")

        let csv = folder.appendingPathComponent("airports.csv")
        let row =
            #"1,"EGLL","large_airport","London Heathrow Airport",51.4706,-0.461941,83,"EU","GB","GB-ENG","London","yes","EGLL","LHR","LHR",,,"Heathrow""#
        try (Fixtures.ourAirportsHeader + row + "\n").write(to: csv, atomically: true, encoding: .utf8)
        let built = Self.run(["data", "build", "airports.csv", "-o", "small.index"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let answer = Self.run(["suggest", "heath", "--index", "small.index"], in: folder)
        #expect(answer.status == 0 && answer.stdout.hasPrefix("LHR  airport"), "\(answer.stdout)\(answer.stderr)")
    }

    @Test("serve reads --store, --deals and --write-token-file in the working folder")
    func serve() throws {
        let folder = try TemporaryFolders.make()
        try FileManager.default.copyItem(
            at: Fixtures.url("Tests/Fixtures/deals.json"), to: folder.appendingPathComponent("deals.json"))
        let token = folder.appendingPathComponent("token")
        try "0123456789abcdef0123\n".write(to: token, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: token.path)
        var context = Context.capturing(environment: [:], input: [])
        context.workingDirectory = folder.path
        let arguments = try ParsedArguments(
            ["--store", "store", "--deals", "deals.json", "--write-token-file", "token"], spec: ServeCommand.spec)
        let data = try ServeCommand.load(arguments, context: context)
        #expect(data.store?.directory == folder.appendingPathComponent("store").path)
        #expect(data.deals != nil)
        let policy = try ServeCommand.accessPolicy(arguments, host: "127.0.0.1", context: context)
        #expect(policy.writeToken == Array("0123456789abcdef0123".utf8))
        // The same names from elsewhere are not found.
        context.workingDirectory = try TemporaryFolders.make().path
        #expect(throws: CommandFailure.self) { try ServeCommand.load(arguments, context: context) }
    }
}
