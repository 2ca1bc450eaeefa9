import CommandLineTestSupport
import Foundation
import IntentSchema
import TestSupport
import TestTiers
import Testing

/// The question `schema import` asks in a terminal, through a pseudo-terminal.
@Suite("schema import in a terminal", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
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
