import CommandLineTestSupport
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

    @Test("-o that is a link to a device is refused and left as it is; -o '' is a usage error")
    func outputNotAFile() throws {
        let folder = try TemporaryFolders.make()
        let device = folder.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        let refused = Self.run(["schema", "import", Self.seed, "-o", device])
        #expect(refused.status == 73, "\(refused.stderr)")
        #expect(refused.stderr.contains("it is a device, a FIFO or a socket, not a regular file"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: device) == "/dev/null")
        let empty = Self.run(["schema", "import", Self.seed, "-o", ""])
        #expect(empty.status == 64)
        #expect(empty.stderr.contains("--output takes a path, not an empty text"), "\(empty.stderr)")
    }

    @Test(
        "the base language: --base-locale, else the Xcode project's development region, else the one repeating LANG.lproj"
    )
    func baseLanguage() throws {
        let english = "\"t1\" = \"Open\";\n\"d1\" = \"Door\";\n"
        let russian = "\"t1\" = \"Открыть\";\n\"d1\" = \"Дверь\";\n"
        func locale(_ arguments: [String], _ file: String) throws -> String? {
            let output = Self.run(["schema", "import", file] + arguments)
            #expect(output.status == 0, "\(output.stderr)")
            let schema = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            return schema?["defaultLocale"] as? String
        }
        let plain = try IntentDefinitionProjects.project(
            definition: IntentDefinitionProjects.door, strings: ["en": english])
        #expect(try locale([], plain) == "en")
        #expect(try locale(["--base-locale", "ru"], plain) == "ru")
        let project = try IntentDefinitionProjects.project(
            definition: IntentDefinitionProjects.door, strings: ["en": english], developmentRegion: "ru")
        #expect(try locale([], project) == "ru")
        // The folder the project was found in is named.
        let folder = URL(fileURLWithPath: project).deletingLastPathComponent().deletingLastPathComponent()
            .resolvingSymlinksInPath().path
        #expect(
            Self.run(["schema", "import", project]).stderr.contains(
                "taken as ru: the development region of \(folder)/Door.xcodeproj"))
        let repeated = try IntentDefinitionProjects.project(
            definition: IntentDefinitionProjects.door, strings: ["en": english, "ru": russian])
        #expect(try locale([], repeated) == "ru")
        #expect(Self.run(["schema", "import", plain, "--base-locale", "not a tag"]).status == 64)
    }

    @Test("a NUL in a .strings file is an error at its line there; export refuses a schema that holds one, located")
    func nul() throws {
        let file = try IntentDefinitionProjects.project(
            definition: IntentDefinitionProjects.door,
            strings: ["de": "\"t1\" = \"Öffnen\";\n\n\"d1\" = \"Tür\\U0000\";\n"])
        let output = Self.run(["schema", "import", file])
        #expect(output.status == 1)
        #expect(output.stderr.contains("de.lproj/Door.strings:3:8: error:"), "\(output.stderr)")
        #expect(output.stderr.contains("U+0000"))
        let schema = try TemporaryFolders.make().appendingPathComponent("nul.json")
        try Data(
            #"{"formatVersion": 1, "id": "nul", "version": 1, "title": "Door\u0000", "parameters": []}"#.utf8
        ).write(to: schema)
        let exported = Self.run([
            "schema", "export", "--schema", schema.path, "--format", "intentdefinition", "-o",
            try TemporaryFolders.make().path,
        ])
        #expect(exported.status == 1)
        #expect(exported.stderr.contains("nul.json:1:"), "\(exported.stderr)")
        #expect(exported.stderr.contains("schema.unsafe-text"))
    }

    @Test("--json lists the intents, what was imported, the schema, the diagnostics and every key's fate")
    func json() throws {
        let file = try IntentDefinitionProjects.project(definition: IntentDefinitionProjects.door)
        let output = Self.run(["schema", "import", file, "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let intents = try #require(report["intents"] as? [[String: Any]])
        #expect(intents.count == 2)
        #expect(intents[0]["name"] as? String == "OpenDoor" && intents[0]["imported"] as? Bool == true)
        #expect(intents[1]["eligibleForWidgets"] as? Bool == false && intents[1]["imported"] as? Bool == false)
        #expect((report["schema"] as? [String: Any])?["id"] as? String == "open-door")
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["path"] as? String == "$.INIntents[0].INIntentKeyParameter" })
        let keys = try #require(report["keys"] as? [[String: Any]])
        let fates = Dictionary(
            keys.map { ($0["key"] as? String ?? "", $0["fate"] as? String ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(fates["INIntentName"] == "carried")
        #expect(fates["INIntentKeyParameter"] == "reported")
        #expect(fates["INIntentDefinitionModelVersion"] == "implied")
        #expect(keys.allSatisfy { ($0["line"] as? Int ?? 0) > 0 })
        // Refused, the report is still written, with no schema, and the status is 1.
        let refused = Self.run(["schema", "import", file, "--json", "--intent", "Ghost"])
        #expect(refused.status == 1)
        let refusal = try #require(try JSONSerialization.jsonObject(with: Data(refused.stdout.utf8)) as? [String: Any])
        #expect(refusal["schema"] is NSNull)
    }
}
