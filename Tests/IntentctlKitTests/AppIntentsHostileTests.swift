import AppIntentsGenerator
import CommandLineTestSupport
import DocumentFormats
import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import IntentctlKit

/// The generator against an attacker and against names that compile nowhere: each attack the generator issue
/// listed, compiled against the stand-in (and, for texts, run), with what must hold.
@Suite("App Intents code from hostile schemas")
struct AppIntentsHostileTests {
    /// Texts that became code, or broke it, before the renderer owned every literal: an interpolation that
    /// prints, a placeholder that closes its literal and declares a `Bundle` naming another service, `"""`, a
    /// trailing backslash, comment syntax, raw-string syntax. Each is long enough to take a multi-line literal.
    static let attacks: [String: String] = [
        "description":
            #"Shows the cheapest deals from your departure airport or city, whatever the weather and the season \(String(describing: print("INJECTED")))"#,
        "placeholder":
            #"Choose a place"), Bundle.main) } } enum Bundle { static let main = Bundle(); var infoDictionary: [String: Any]? { ["IntentctlServiceURL": "https://evil.example"] } }; let x = ("""#,
        "title": ##"Deals "quoted" \ with \(x) and #"raw"# and """ and a last backslash \"##,
        "mode.title": String(repeating: "Mode ", count: 30) + #"""""#,
        "mode.description": "Two lines:\nthe second one \\\n" + String(repeating: "long ", count: 30) + "*/ /* //",
        "mode.prompt": String(repeating: "Which? ", count: 20) + #"\(print("PROMPT"))"#,
        "mode.cases.a": #"A "\(1 + 1)" "#,
        "mode.cases.b": String(repeating: "B ", count: 70) + "\\",
        "place.title": #"Place \u{41} \n"#,
        "place.description": "ends with a backslash " + String(repeating: "x ", count: 60) + "\\",
        "flag.title": "#\"\"\"#",
        "summary": #"Deals \(print("SUMMARY")) for ${mode} from ${place} """ \"#,
        "recommendation.0.title": String(repeating: "Recommended ", count: 12) + #"\(print("RECOMMENDED")) """ \"#,
        "recommendation.0.place": #"LHR"), Place(IntentctlPlace(code: "\(print("PLACE"))"#,
    ]

    /// The hostile schema's JSON: every text of ``attacks`` where the schema holds it.
    static var schemaText: String {
        let quoted = { (key: String) in JSONWriter.quoted(attacks[key] ?? "") }
        return """
            {"formatVersion": 1, "id": "hostile", "version": 1, "title": \(quoted("title")),
             "description": \(quoted("description")), "placeholder": \(quoted("placeholder")),
             "summary": {"text": \(quoted("summary"))},
             "parameters": [
               {"id": "mode", "title": \(quoted("mode.title")), "description": \(quoted("mode.description")),
                "prompt": \(quoted("mode.prompt")), "kind": "enum", "default": "a",
                "cases": [{"id": "a", "title": \(quoted("mode.cases.a"))}, {"id": "b", "title": \(quoted("mode.cases.b"))}]},
               {"id": "place", "title": \(quoted("place.title")), "description": \(quoted("place.description")),
                "kind": "dynamic", "provider": "airports"},
               {"id": "flag", "title": \(quoted("flag.title")), "kind": "boolean", "default": false}
             ],
             "recommendations": [
               {"title": \(quoted("recommendation.0.title")),
                "values": {"mode": "b", "place": \(quoted("recommendation.0.place")), "flag": true}}
             ]}
            """
    }

    @Test("every text of a hostile schema comes back exactly from the compiled, running code; none runs")
    func texts() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("hostile.json")
        try Data(Self.schemaText.utf8).write(to: schema)
        #expect(CLIRunner.runInProcess(["schema", "validate", schema.path], stdin: nil, environment: [:]).status == 0)
        let (output, generated) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        // The long texts took multi-line literals, the path that was not escaped.
        let intent = try String(
            contentsOf: generated.appendingPathComponent("HostileConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("defaultValue: \"\"\""))
        let run = try StandInCompiler.run(
            driver: "HostileTextDriver.swift", with: generated, module: "HostileExtension")
        #expect(!run.stdout.contains("INJECTED\n") && !run.stdout.hasPrefix("INJECTED"), "\(run.stdout)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "the driver printed more than its one line: \(run.stdout)")
        let texts = try #require(
            try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: String])
        for (key, text) in Self.attacks where key != "summary" {
            #expect(texts[key] == text, "\(key)")
        }
        #expect(texts["mode.type"] == Self.attacks["mode.title"])
        let summary = (Self.attacks["summary"] ?? "")
        #expect(texts["summary.a"] == summary, "the summary's catalog key is its text")
        // The catalog holds the same texts.
        let catalog =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: generated.appendingPathComponent("Localizable.xcstrings"))) as? [String: Any]
        let strings = catalog?["strings"] as? [String: [String: Any]] ?? [:]
        let english = { (key: String) in
            ((strings[key]?["localizations"] as? [String: Any])?["en"] as? [String: Any])?["stringUnit"]
                as? [String: Any]
        }
        #expect(english("hostile.placeholder")?["value"] as? String == Self.attacks["placeholder"])
        #expect(english(summary)?["value"] as? String == summary)
    }

    @Test(
        "--module must be a Swift identifier: a line break, a space or a keyword is a usage error",
        arguments: [
            "DealsExt\nimport Dispatch\n//", "Deals Ext", "class", "1Deals", "Déals", "Foundation", "Bundle",
        ])
    func module(_ module: String) throws {
        let (output, folder) = try GenerateCommand.generate(["deals-widget"], extra: ["--module", module])
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.contains("--module"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    /// Ids and SiriKit names that generated code that compiled nowhere: each now compiles, or is refused with
    /// a location.
    static let names = """
        {"formatVersion": 1, "id": "names", "version": 1, "title": "Names",
         "summary": {"text": "Names ${default} ${klass} ${deflt} ${slf} ${bundle}"},
         "parameters": [
           {"id": "bundle", "title": "B", "kind": "enum", "default": "main", "cases": [{"id": "main", "title": "M"}, {"id": "self", "title": "S"}, {"id": "rawValue", "title": "R"}, {"id": "init", "title": "I"}]},
           {"id": "uTF8", "title": "U", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
           {"id": "encoder", "title": "E", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
           {"id": "selfish", "title": "S", "kind": "boolean", "default": true},
           {"id": "values", "title": "V", "kind": "integer", "default": 1},
           {"id": "default", "title": "D", "kind": "dynamic", "provider": "airports"},
           {"id": "entityString", "title": "ES", "kind": "dynamic", "provider": "stations"},
           {"id": "summary", "title": "Su", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
           {"id": "date", "title": "Da", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
           {"id": "configuration-document", "title": "C", "kind": "string"},
           {"id": "timeline", "title": "T", "kind": "dynamic", "provider": "timeline"},
           {"id": "klass", "title": "K", "kind": "boolean"},
           {"id": "deflt", "title": "D2", "kind": "boolean"},
           {"id": "slf", "title": "S2", "kind": "boolean"}
         ],
         "siriKit": {"intentClassName": "NamesIntent",
                     "parameterNames": {"klass": "class", "deflt": "extension", "slf": "self"}}}
        """

    @Test("ids and SiriKit names that hide a type or clash with the generated code's own names still compile")
    func names() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("names.json")
        try Data(Self.names.utf8).write(to: schema)
        let (output, generated) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path)
        for name in [
            "BundleChoice.swift", "UTF8Choice.swift", "EncoderChoice.swift", "DefaultEntity.swift",
            "SummaryChoice.swift",
            "DateChoice.swift", "TimelineOptionSource.swift", "EntityStringEntity.swift",
            "EntityStringEntityQuery.swift",
        ] {
            #expect(files.contains(name), "\(name) among \(files)")
        }
        let intent = try String(
            contentsOf: generated.appendingPathComponent("NamesConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("var `self`: Bool"))
        #expect(intent.contains("var configurationDocumentValue: String?"))
        #expect(intent.contains("var `class`: Bool?") && intent.contains("var `extension`: Bool?"))
        #expect(intent.contains("var `self`: Bool?"))
        let bundle = try String(contentsOf: generated.appendingPathComponent("BundleChoice.swift"), encoding: .utf8)
        #expect(bundle.contains("case rawValueCase = \"rawValue\"") && bundle.contains("case initCase = \"init\""))
        // The app gives the two providers intentctl does not serve; the test writes them as an app would.
        let sources =
            try StandInCompiler.sources(generated) + [
                try Self.write(
                    """
                    import AppIntents

                    struct StationsOptions: StationsOptionSource {
                        func options(matching text: String) async throws -> [IntentctlOption] { [] }
                        func options(for ids: [String]) async throws -> [IntentctlOption] { [] }
                        func suggestedSections() async throws -> [IntentctlOptionSection] { [] }
                    }

                    struct TimelineOptions: TimelineOptionSource {
                        func options(matching text: String) async throws -> [IntentctlOption] { [] }
                        func options(for ids: [String]) async throws -> [IntentctlOption] { [] }
                        func suggestedSections() async throws -> [IntentctlOptionSection] { [] }
                    }
                    """, to: folder.appendingPathComponent("AppOptions.swift"))
            ]
        try StandInCompiler.typechecks(sources, module: "NamesExtension")
    }

    @Test("a definition's parameters named values, extension, where, repeat and in import, generate and compile")
    func importedNames() throws {
        let parameters = ["values", "extension", "where", "repeat", "in"].enumerated().map { index, name in
            """
            <dict><key>INIntentParameterName</key><string>\(name)</string>
            <key>INIntentParameterTag</key><integer>\(index + 1)</integer>
            <key>INIntentParameterType</key><string>\(index % 2 == 0 ? "Boolean" : "Integer")</string></dict>
            """
        }
        let definition = try TemporaryFolders.make().appendingPathComponent("Names.intentdefinition")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INIntentDefinitionModelVersion</key><string>1.2</string>
            <key>INIntents</key><array><dict>
            <key>INIntentName</key><string>Names</string><key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentParameters</key><array>\(parameters.joined())</array></dict></array></dict></plist>
            """.utf8
        ).write(to: definition)
        let schema = definition.deletingLastPathComponent().appendingPathComponent("names.json")
        let imported = CLIRunner.runInProcess(
            ["schema", "import", definition.path, "-o", schema.path], stdin: nil, environment: [:])
        #expect(imported.status == 0, "\(imported.stderr)")
        let (output, generated) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = try String(
            contentsOf: generated.appendingPathComponent("NamesConfigurationIntent.swift"), encoding: .utf8)
        #expect(intent.contains("var `extension`: Int?"), "\(intent)")
        #expect(intent.contains("static let intentClassName = \"NamesIntent\""))
        try StandInCompiler.compiles(generated, module: "NamesExtension")
    }

    @Test("a SiriKit name that must stay as it is and would clash is refused, located at the name")
    func siriKitClash() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("clash.json")
        try Data(
            """
            {"formatVersion": 1, "id": "clash", "version": 1, "title": "C",
             "parameters": [{"id": "a", "title": "A", "kind": "boolean"}],
             "siriKit": {"intentClassName": "ClashIntent", "parameterNames": {"a": "configurationDocument"}}}
            """.utf8
        ).write(to: schema)
        let (output, folderOut) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(schema.path):3:"), "\(output.stderr)")
        #expect(output.stderr.contains("generate.name-collision"))
        #expect(!FileManager.default.fileExists(atPath: folderOut.path))
    }

    @Test("display text with NUL, other controls or a bidi override is refused by validate and generate, located")
    func unsafeText() throws {
        let folder = try TemporaryFolders.make()
        let schema = try Self.write(
            #"""
            {"formatVersion": 1, "id": "unsafe", "version": 1, "title": "Deals\u0000",
             "description": "From \u202Eyour airport",
             "parameters": [
               {"id": "place", "title": "Place\u001B[2J", "kind": "dynamic", "provider": "airports"}
             ]}
            """#, to: folder.appendingPathComponent("unsafe.json"))
        let validate = CLIRunner.runInProcess(["schema", "validate", schema], stdin: nil, environment: [:])
        #expect(validate.status == 1)
        for location in ["\(schema):1:61", "\(schema):2:17", "\(schema):4:29"] {
            #expect(validate.stderr.contains("\(location): error:"), "\(location): \(validate.stderr)")
        }
        #expect(validate.stderr.components(separatedBy: "schema.unsafe-text").count - 1 == 3, "\(validate.stderr)")
        let (generate, generated) = try GenerateCommand.generate(["--schema", schema])
        #expect(generate.status == 1, "\(generate.stderr)")
        #expect(generate.stderr.contains("schema.unsafe-text"), "\(generate.stderr)")
        #expect(!FileManager.default.fileExists(atPath: generated.path))
    }

    @Test("hostile translations in a definition's .strings file import, generate, compile, and read back exactly")
    func hostileStrings() throws {
        let folder = try TemporaryFolders.make()
        let definition = folder.appendingPathComponent("InspirationalConfiguration.intentdefinition")
        try FileManager.default.copyItem(
            at: Fixtures.url("examples/sirikit/InspirationalConfiguration.intentdefinition"), to: definition)
        let italian = folder.appendingPathComponent("it.lproj")
        try FileManager.default.createDirectory(at: italian, withIntermediateDirectories: true)
        // In .strings syntax: a title that interpolates a print, and a departure name that closes a multi-line
        // literal and ends with a backslash.
        let title = #"Offerte \(String(describing: print("INJECTED"))) "# + String(repeating: "lunghe ", count: 20)
        let departure = #"Partenza """ ) } enum Bundle {} // "# + String(repeating: "x ", count: 60) + "\\"
        let escape = { (text: String) in
            text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
        _ = try Self.write(
            "\"iTtl\" = \"\(escape(title))\";\n\"pLoc\" = \"\(escape(departure))\";\n",
            to: italian.appendingPathComponent("InspirationalConfiguration.strings"))
        let schema = folder.appendingPathComponent("schema.json")
        let imported = CLIRunner.runInProcess(
            ["schema", "import", definition.path, "--provider", "Location=airports", "-o", schema.path], stdin: nil,
            environment: [:])
        #expect(imported.status == 0, "\(imported.stderr)")
        let (output, generated) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(output.status == 0, "\(output.stderr)")
        try StandInCompiler.compiles(generated, module: "InspirationalExtension")
        let catalog =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: generated.appendingPathComponent("Localizable.xcstrings"))) as? [String: Any]
        let strings = catalog?["strings"] as? [String: [String: Any]] ?? [:]
        let italianTexts = strings.values.compactMap {
            (($0["localizations"] as? [String: Any])?["it"] as? [String: Any])?["stringUnit"] as? [String: Any]
        }.compactMap { $0["value"] as? String }
        #expect(italianTexts.contains(title), "\(italianTexts)")
        #expect(italianTexts.contains(departure), "\(italianTexts)")
    }

    /// Writes a file; its path.
    static func write(_ text: String, to url: URL) throws -> String {
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
