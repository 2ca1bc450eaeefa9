import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import IntentctlKit

/// `intentctl schema import` and `schema export --format intentdefinition`, run in this process.
@Suite("schema import and export of SiriKit intent definitions")
struct SchemaImportCommandTests {
    static func run(_ arguments: [String]) -> CLIRunner.Output {
        CLIRunner.runInProcess(arguments, stdin: nil, environment: [:])
    }

    static let seed = Fixtures.url("examples/sirikit/InspirationalConfiguration.intentdefinition").path

    @Test(
        "the seed imports with a located warning, validates, and differs from the deals widget by nothing that breaks")
    func importSeed() throws {
        let out = try TemporaryFolders.make().appendingPathComponent("deals.json").path
        let imported = Self.run([
            "schema", "import", Self.seed, "--provider", "Location=airports", "--id", "deals-widget", "-o", out,
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("InspirationalConfiguration.intentdefinition:"))
        #expect(imported.stderr.contains("warning: the intent's response is not carried over"))
        #expect(imported.stderr.contains("at $.INIntents[0].INIntentResponse"))
        #expect(Self.run(["schema", "validate", out]).status == 0)
        let diff = Self.run(["schema", "diff", Fixtures.url("schemas/deals-widget.json").path, out])
        #expect(diff.status == 0, "\(diff.stdout)\(diff.stderr)")
        #expect(!diff.stdout.contains("breaking"), "\(diff.stdout)")
        // Without -o, the schema goes to stdout.
        let printed = Self.run(["schema", "import", Self.seed, "--provider", "Location=airports"])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("\"intentClassName\": \"InspirationalConfigurationIntent\""))
    }

    @Test("refusals: several intents without --intent, a hostile file, a bad --provider, a missing file")
    func refusals() throws {
        let assistant = Self.run(["schema", "import", Fixtures.url("examples/sirikit/Assistant.intentdefinition").path])
        #expect(assistant.status == 1)
        #expect(assistant.stderr.contains("choose one with --intent"))
        let hostile = try TemporaryFolders.make().appendingPathComponent("laughs.intentdefinition")
        try Data(
            """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist><string>&b;</string></plist>
            """.utf8
        ).write(to: hostile)
        let refused = Self.run(["schema", "import", hostile.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("laughs.intentdefinition:2:"), "\(refused.stderr)")
        #expect(refused.stderr.contains("[sirikit.invalid-file]"))
        #expect(Self.run(["schema", "import", Self.seed, "--provider", "Location"]).status == 64)
        #expect(Self.run(["schema", "import", "/no/such.intentdefinition"]).status == 66)
    }

    @Test("export writes Base.lproj and a .strings file per locale; importing them gives the schema back")
    func export() throws {
        let folder = try TemporaryFolders.make().appendingPathComponent("Intents")
        let exported = Self.run(["schema", "export", "--format", "intentdefinition", "deals-widget", "-o", folder.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("warning: not carried over"))
        let files = exported.stdout.split(separator: "\n").map(String.init)
        #expect(files.first == folder.path + "/Base.lproj/DealsWidget.intentdefinition")
        #expect(
            files.dropFirst().map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent }
                == ["de.lproj", "en.lproj", "es.lproj", "fr.lproj"])
        let back = Self.run(["schema", "import", files[0], "--provider", "Location=airports", "--id", "deals-widget"])
        #expect(back.status == 0, "\(back.stderr)")
        let schema = try #require(SchemaLoader().load(back.stdout).value)
        #expect(schema.title.resolved(for: "de") == "Reiseangebote")
        #expect(Self.run(["schema", "export", "--format", "intentdefinition"]).status == 64)
        #expect(Self.run(["schema", "export", "--format", "json-schema", "-o", folder.path]).status == 64)
    }
}

/// The question `schema import` asks in a terminal, through a pseudo-terminal.
@Suite("schema import in a terminal", .tags(.process))
struct SchemaImportTerminalTests {
    @Test("with several widget intents and no --intent, a terminal asks which, by number")
    func asks() throws {
        let out = try TemporaryFolders.make().appendingPathComponent("commute.json").path
        let terminal = try PseudoTerminal()
        try terminal.start([
            "schema", "import", Fixtures.url("examples/sirikit/Assistant.intentdefinition").path, "--provider",
            "Location=airports", "-o", out,
        ])
        #expect(terminal.waitFor("Several intents are eligible for widgets; import which?"))
        #expect(terminal.waitFor("2. CommuteConfiguration"))
        terminal.type("2\r")
        #expect(terminal.waitForExit() == 0, "\(terminal.output)")
        #expect(terminal.output.contains("the schema commute-configuration"))
        let schema = try #require(SchemaLoader().load(try String(contentsOfFile: out, encoding: .utf8)).value)
        #expect(schema.siriKit?.intentClassName == "CommuteConfigurationIntent")
    }
}
