import AppIntentsBuild
import AppIntentsGenerator
import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import IntentctlKit
@testable import IntentctlService

/// `intentctl generate app-intents`, run in this process: the files it writes, byte for byte,
/// their string catalog, its refusals and how it treats a folder it wrote before.
@Suite("generate app-intents")
struct AppIntentsGeneratorTests {
    /// Whether the goldens are rewritten rather than compared:
    /// `INTENTCTL_WRITE_GOLDENS=1 swift test --filter AppIntentsGenerator`.
    static let writesGoldens = ProcessInfo.processInfo.environment["INTENTCTL_WRITE_GOLDENS"] == "1"

    /// The schemas with goldens, each as `generate` is given it, and its golden folder.
    static let goldenSchemas: [(arguments: [String], golden: String)] = [
        (["deals-widget"], "deals-widget"),
        (["--schema", Fixtures.url("examples/weather-widget.json").path], "weather-widget"),
        (["--schema", Fixtures.url("examples/trip-planner.json").path], "trip-planner"),
        (["--schema", Fixtures.url("examples/departures-widget.json").path], "departures-widget"),
        (["--schema", Fixtures.url("examples/multi-origin.json").path], "multi-origin"),
    ]

    /// Generates into a new folder; the run's output and the folder.
    static func generate(_ arguments: [String], extra: [String] = []) throws -> (CLIRunner.Output, URL) {
        let folder = try TemporaryFolders.make().appendingPathComponent("Generated")
        let output = CLIRunner.runInProcess(
            ["generate", "app-intents"] + arguments + ["-o", folder.path] + extra, stdin: nil, environment: [:])
        return (output, folder)
    }

    /// The files of a folder by name, the manifest among them.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test("the files match the goldens byte for byte", arguments: 0..<goldenSchemas.count)
    func goldens(_ index: Int) throws {
        let (arguments, goldenName) = Self.goldenSchemas[index]
        let (output, folder) = try Self.generate(arguments)
        #expect(output.status == 0, "\(output.stderr)")
        let generated = try Self.files(in: folder)
        let goldenFolder = Fixtures.url("Tests/Goldens/AppIntents/\(goldenName)")
        if Self.writesGoldens {
            try? FileManager.default.removeItem(at: goldenFolder)
            try FileManager.default.createDirectory(at: goldenFolder, withIntermediateDirectories: true)
            for (name, data) in generated { try data.write(to: goldenFolder.appendingPathComponent(name)) }
        }
        let golden = try Self.files(in: goldenFolder)
        #expect(
            generated.keys.sorted() == golden.keys.sorted(),
            "run INTENTCTL_WRITE_GOLDENS=1 swift test --filter AppIntentsGenerator")
        for (name, data) in generated.sorted(by: { $0.key < $1.key }) {
            #expect(data == golden[name], "\(goldenName)/\(name) differs from its golden")
        }
    }

    @Test("defaultResult() only for a dynamic parameter the schema gives a default, with the reason")
    func defaultResult() throws {
        let trip = try Self.files(in: Self.generate(["--schema", Fixtures.url("examples/trip-planner.json").path]).1)
        let origin = String(decoding: trip["OriginQuery.swift"] ?? Data(), as: UTF8.self)
        #expect(origin.contains("func defaultResult() async -> Origin? {"))
        #expect(origin.contains("The schema gives LON as this parameter's default."))
        #expect(origin.contains("client.places([\"LON\"], recordingPicks: false)"))
        let destination = String(decoding: trip["DestinationQuery.swift"] ?? Data(), as: UTF8.self)
        #expect(!destination.contains("defaultResult"))
        // A search needs the schema's minimum length; a parameter that is not searchable has no search.
        #expect(destination.contains("guard string.count >= 2 else { return try await suggestedEntities() }"))
        let stopover = String(decoding: trip["StopoverQuery.swift"] ?? Data(), as: UTF8.self)
        #expect(stopover.contains("struct StopoverQuery: EntityQuery {") && !stopover.contains("entities(matching"))
    }

    @Test("the service description the plugins' tool generates with is the service's: its routes and providers")
    func serviceDescription() throws {
        for (method, path) in [
            ("GET", IntentctlServiceDescription.suggestPath), ("GET", IntentctlServiceDescription.placePath),
            ("POST", IntentctlServiceDescription.timelinePath), ("GET", IntentctlServiceDescription.countriesPath),
        ] {
            #expect(ServiceRoutes.all.contains { $0.method == method && $0.pattern.description == path }, "\(path)")
        }
        #expect(IntentctlServiceDescription.servedProviders == [OptionProviders.airports, OptionProviders.countries])
        #expect(IntentctlServiceDescription.servedProviders.allSatisfy(OptionProviders.names.contains))
    }

    @Test("the same schema gives the same bytes")
    func deterministic() throws {
        let first = try Self.files(in: Self.generate(["deals-widget"]).1)
        let second = try Self.files(in: Self.generate(["deals-widget"]).1)
        #expect(first == second)
        #expect(first.count > 15)
        #expect(first.keys.contains(".intentctl-generated") && first.keys.contains("Localizable.xcstrings"))
    }

    @Test("every header names the generator's version and the schema's id and version")
    func headers() throws {
        let files = try Self.files(in: Self.generate(["deals-widget", "--module", "DealsExtension"]).1)
        for (name, data) in files where name.hasSuffix(".swift") {
            let firstLine = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? ""
            #expect(
                firstLine
                    == "// Generated by intentctl \(ToolVersion.intentctl) from the schema deals-widget, version 1,",
                "\(name)")
        }
        #expect(String(decoding: files["IntentctlClient.swift"] ?? Data(), as: UTF8.self).contains("DealsExtension"))
    }

    @Test("the string catalog parses and holds every key the code refers to, in every locale of the schema")
    func catalog() throws {
        let files = try Self.files(in: Self.generate(["deals-widget"]).1)
        let catalog = try #require(
            try JSONSerialization.jsonObject(with: files["Localizable.xcstrings"] ?? Data()) as? [String: Any])
        #expect(catalog["sourceLanguage"] as? String == "en")
        #expect(catalog["version"] as? String == "1.0")
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        for (key, entry) in strings {
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            #expect(localizations.keys.sorted() == ["de", "en", "es", "fr"], "\(key)")
        }
        let code = files.filter { $0.key.hasSuffix(".swift") }.values.map { String(decoding: $0, as: UTF8.self) }
            .joined()
        let referenced = code.matches(of: /LocalizedStringResource\(\s*"([^"]+)"/).map { String($0.1) }
        #expect(referenced.count >= 20)
        for key in referenced { #expect(strings[key] != nil, "\(key) is not in the catalog") }
        let summary = try #require(strings["Deals from ${location} for ${travellers} next weekend"])
        let german = (summary["localizations"] as? [String: Any])?["de"] as? [String: Any]
        let unit = german?["stringUnit"] as? [String: Any]
        #expect(unit?["value"] as? String == "Angebote ab ${location} für ${travellers} am nächsten Wochenende")
        #expect(unit?["state"] as? String == "translated")
    }

    /// Schemas the generator must refuse, the code it reports, and the line it points at.
    static let refusals: [(schema: String, code: String, line: Int)] = [
        (
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "next-weekend", "title": "A", "kind": "boolean"},
              {"id": "next_weekend", "title": "B", "kind": "boolean"}
            ]}
            """, "generate.name-collision", 3
        ),
        (
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "station", "title": "Station", "kind": "dynamic", "provider": "stations"},
              {"id": "stations-option-source", "title": "Clash", "kind": "enum", "cases": [{"id": "a", "title": "A"}]}
            ]}
            """, "generate.name-collision", 2
        ),
        (
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W",
             "summary": {"text": "D", "switch": "d", "cases": {
               "a": {"en": "Same ${d}", "de": "Eins ${d}"}, "b": {"en": "Same ${d}", "de": "Zwei ${d}"}}},
             "parameters": [{"id": "d", "title": "D", "kind": "enum", "default": "a",
               "cases": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}]}
            """, "generate.catalog-conflict", 3
        ),
        (
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "w", "title": "Configuration", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
              {"id": "w-configuration-intent", "title": "Clash", "kind": "enum", "cases": [{"id": "a", "title": "A"}]}
            ]}
            """, "generate.name-collision", 3
        ),
        (
            """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "p0", "title": "P", "kind": "boolean"},
            \((1...9).map { #"  {"id": "p\#($0)", "title": "P", "kind": "boolean", "activeWhen": {"parameter": "p\#($0 - 1)", "equals": true}},"# }.joined(separator: "\n"))
              {"id": "last", "title": "L", "kind": "boolean"}
            ]}
            """, "generate.unsupported", 11
        ),
    ]

    @Test(
        "a schema whose names collide, or that needs what cannot be generated, is refused with located errors, exit 1 and no folder",
        arguments: 0..<refusals.count)
    func refusal(_ index: Int) throws {
        let (text, code, line) = Self.refusals[index]
        let file = try TemporaryFolders.make().appendingPathComponent("schema.json")
        try Data(text.utf8).write(to: file)
        let (output, folder) = try Self.generate(["--schema", file.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("\(file.path):\(line):"), "\(output.stderr)")
        #expect(output.stderr.contains(code), "\(output.stderr)")
        #expect(output.stderr.contains("no files written"))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).isEmpty)
    }

    @Test("keywords and dashes in ids become valid Swift names; a SiriKit origin keeps its class and parameter names")
    func identifiers() throws {
        #expect(SwiftIdentifier.memberName("default") == "`default`")
        let schema = """
            {"formatVersion": 1, "id": "my-2nd-widget", "version": 1, "title": "W", "parameters": [
              {"id": "class", "title": "Class", "kind": "enum", "default": "default", "cases": [
                {"id": "default", "title": "Two"}, {"id": "self", "title": "Self"}, {"id": "in-case", "title": "In"}]},
              {"id": "string", "title": "Text", "kind": "enum", "cases": [{"id": "a", "title": "A"}]},
              {"id": "default", "title": "D", "kind": "integer", "minimum": 1}
            ],
             "siriKit": {"intentClassName": "KeywordIntent", "parameterNames": {"string": "textParameter"}}}
            """
        let file = try TemporaryFolders.make().appendingPathComponent("schema.json")
        try Data(schema.utf8).write(to: file)
        let (output, folder) = try Self.generate(["--schema", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        let intent = String(
            decoding: try Data(contentsOf: folder.appendingPathComponent("My2ndWidgetConfigurationIntent.swift")),
            as: UTF8.self)
        #expect(intent.contains("var `class`: Class"))
        // A widget that came from a SiriKit intent keeps its class and parameter names.
        #expect(intent.contains("var textParameter: StringChoice?"))
        #expect(intent.contains("WidgetConfigurationIntent, CustomIntentMigratedAppIntent {"))
        #expect(intent.contains("static let intentClassName = \"KeywordIntent\""))
        #expect(intent.contains("var `default`: Int?"))
        #expect(intent.contains("inclusiveRange: (lowerBound: 1, upperBound: Int.max)"))
        let cases = String(decoding: try Data(contentsOf: folder.appendingPathComponent("Class.swift")), as: UTF8.self)
        #expect(cases.contains("case `default`\n"))
        #expect(intent.contains("default: Class.`default`"))
        #expect(cases.contains("case `self`"))
        #expect(cases.contains("case inCase = \"in-case\""))
        try AppIntentsCompileTests.compiles(folder, module: "KeywordWidget")
    }

    @Test(
        "a folder it wrote is regenerated; other files are left alone unless --force; files no longer generated are removed"
    )
    func folder() throws {
        let (first, folder) = try Self.generate(["deals-widget"])
        #expect(first.status == 0)
        // Unchanged: regenerated over itself.
        let again = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", folder.path, "--json"], stdin: nil, environment: [:])
        #expect(again.status == 0, "\(again.stderr)")
        let answer = try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any]
        #expect((answer?["removed"] as? [String])?.isEmpty == true)
        #expect((answer?["files"] as? [String])?.contains("Location.swift") == true)
        // A file edited by hand is not overwritten.
        let location = folder.appendingPathComponent("Location.swift")
        try Data("// mine\n".utf8).write(to: location)
        let refused = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", folder.path], stdin: nil, environment: [:])
        #expect(refused.status == 73)
        #expect(refused.stderr.contains("Location.swift was edited since intentctl generated it"))
        #expect(try String(contentsOf: location, encoding: .utf8) == "// mine\n")
        let forced = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", folder.path, "--force"], stdin: nil, environment: [:])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: location, encoding: .utf8).hasPrefix(AppIntentsGenerator.marker))
        // A file it never wrote is not overwritten either.
        let other = try TemporaryFolders.make()
        try Data("struct Location {}\n".utf8).write(to: other.appendingPathComponent("Location.swift"))
        let foreign = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", other.path], stdin: nil, environment: [:])
        #expect(foreign.status == 73)
        #expect(foreign.stderr.contains("was not generated by intentctl"))
        // Another schema into the same folder removes what only the first one had.
        let weather = CLIRunner.runInProcess(
            [
                "generate", "app-intents", "--schema", Fixtures.url("examples/weather-widget.json").path, "-o",
                folder.path,
            ],
            stdin: nil, environment: [:])
        #expect(weather.status == 0, "\(weather.stderr)")
        #expect(weather.stdout.contains("removed") && weather.stdout.contains("Location.swift"))
        #expect(!FileManager.default.fileExists(atPath: location.path))
    }

    @Test("a file no longer generated but edited since is kept, and the run refused, unless --force")
    func editedStaleFile() throws {
        let (first, folder) = try Self.generate(["deals-widget"])
        #expect(first.status == 0)
        let location = folder.appendingPathComponent("Location.swift")
        try Data("// my own Location\n".utf8).write(to: location)
        let before = try AppIntentsGeneratorTests.files(in: folder)
        let weather = ["generate", "app-intents", "--schema", Fixtures.url("examples/weather-widget.json").path]
        let refused = CLIRunner.runInProcess(weather + ["-o", folder.path], stdin: nil, environment: [:])
        #expect(refused.status == 73, "\(refused.stdout)")
        #expect(refused.stderr.contains("Location.swift was edited since intentctl generated it"))
        #expect(try AppIntentsGeneratorTests.files(in: folder) == before, "a refused run changes nothing")
        let forced = CLIRunner.runInProcess(weather + ["-o", folder.path, "--force"], stdin: nil, environment: [:])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: location.path))
    }

    @Test("a name added to the manifest by hand is never touched, and its line is kept")
    func handAddedManifestName() throws {
        let (first, folder) = try Self.generate(["deals-widget"])
        #expect(first.status == 0)
        let manifest = folder.appendingPathComponent(".intentctl-generated")
        let notes = folder.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: notes)
        let mine = folder.appendingPathComponent("Helpers.swift")
        try Data("// helpers\n".utf8).write(to: mine)
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text += "\"0000000000000000\" notes.txt\n\"0000000000000000\" ../escape.swift\n"
        try Data(text.utf8).write(to: manifest)
        let again = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", folder.path], stdin: nil, environment: [:])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes\n")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// helpers\n")
        #expect(try String(contentsOf: manifest, encoding: .utf8).contains("notes.txt"))
    }

    @Test("-o accepts a new folder with a trailing slash, and an existing one followed by /.")
    func outputSpellings() throws {
        let parent = try TemporaryFolders.make()
        let fresh = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", parent.path + "/newdir/"], stdin: nil, environment: [:])
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("newdir/Location.swift").path))
        let dotted = CLIRunner.runInProcess(
            ["generate", "app-intents", "deals-widget", "-o", parent.path + "/newdir/."], stdin: nil, environment: [:])
        #expect(dotted.status == 0, "\(dotted.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(leftovers == ["newdir"], "\(leftovers)")
    }

    @Test("an output path that is a file, or under one, or holds control characters, is a clear error")
    func outputPaths() throws {
        let folder = try TemporaryFolders.make()
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        for path in [file.path, file.path + "/under", folder.path + "/bad\u{1B}[2Jname/../x"] {
            let output = CLIRunner.runInProcess(
                ["generate", "app-intents", "deals-widget", "-o", path], stdin: nil, environment: [:])
            #expect(output.status == 73 || output.status == 0, "\(path): \(output.stderr)")
            #expect(!output.stderr.contains("\u{1B}"), "\(output.stderr)")
            if output.status == 73 { #expect(output.stderr.hasPrefix("intentctl: "), "\(output.stderr)") }
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "x")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains("partial") }.isEmpty)
    }

    @Test("--base-url must be an http or https URL without a query")
    func baseURL() throws {
        for url in ["ftp://example.com", "https://example.com/?q=1", "not a url", "https://"] {
            let (output, folder) = try Self.generate(["deals-widget"], extra: ["--base-url", url])
            #expect(output.status == 64, "\(url)")
            #expect(!FileManager.default.fileExists(atPath: folder.path))
        }
        let (output, folder) = try Self.generate(["deals-widget"], extra: ["--base-url", "https://deals.example.com/"])
        #expect(output.status == 0)
        let service = try String(contentsOf: folder.appendingPathComponent("IntentctlService.swift"), encoding: .utf8)
        #expect(service.contains("static let baseURL = \"https://deals.example.com\""))
    }
}
