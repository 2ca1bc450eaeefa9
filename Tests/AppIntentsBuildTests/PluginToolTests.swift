import AppIntentsBuild
import AppIntentsGenerator
import Foundation
import IntentSchema
import TestSupport
import Testing

/// `intentctl-app-intents`, the package plugins' tool, run in this process: its command line, its exit
/// statuses, the located errors a build shows, and the file it leaves alone when nothing changed.
@Suite("The plugins' tool")
struct PluginToolTests {
    static let dealsSchema = Fixtures.url("schemas/deals-widget.json").path

    @Test(
        "a command line it cannot use is a usage error (64) that says why",
        arguments: [
            ([], "usage:"),
            (["build"], "unknown mode \"build\""),
            (["file", "--schema"], "--schema needs a value"),
            (["file", "--schema", "s.json", "--output", "o.swift"], "--schema, --output and --module are required"),
            (["file", "--force", "--schema", "s", "--output", "o", "--module", "M"], "unknown argument \"--force\""),
            (["folder", "--colour", "red"], "unknown argument \"--colour\""),
            (["file", "--schema", dealsSchema, "--output", "/tmp/x.swift", "--module", "not a name"], "module"),
            (["folder", "--schema", dealsSchema, "--output", "", "--module", "M"], "--output needs a value"),
        ])
    func usage(arguments: [String], message: String) {
        let result = PluginTool.run(arguments)
        #expect(result.status == 64)
        #expect(result.errors.joined(separator: "\n").contains(message), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test("--help prints the usage on stdout and succeeds")
    func help() {
        let result = PluginTool.run(["file", "--help"])
        #expect(result.status == 0)
        #expect(result.output == [PluginTool.usage])
    }

    @Test("a schema it cannot read is 66, named")
    func unreadable() throws {
        let output = try TemporaryFolders.make().appendingPathComponent("out.swift").path
        let result = PluginTool.run([
            "file", "--schema", "/nonexistent/intentctl-schema.json", "--output", output, "--module", "W",
        ])
        #expect(result.status == 66)
        #expect(
            result.errors.first?.hasPrefix("/nonexistent/intentctl-schema.json: error:") == true, "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a schema problem is 1, at its file, line and column, as a compiler's error; nothing is written")
    func invalidSchema() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("intentctl-schema.json")
        let text = try String(contentsOfFile: Self.dealsSchema, encoding: .utf8)
            .replacing("\"kind\": \"dynamic\"", with: "\"kind\": \"dynamik\"")
        try Data(text.utf8).write(to: schema)
        let output = folder.appendingPathComponent("out.swift").path
        let result = PluginTool.run(["file", "--schema", schema.path, "--output", output, "--module", "W"])
        #expect(result.status == 1)
        let line = try #require(result.errors.first { $0.contains("dynamik") })
        #expect(line.hasPrefix("\(schema.path):25:15: error: unknown parameter kind \"dynamik\""), "\(line)")
        #expect(result.errors.contains { $0.contains("did you mean \"dynamic\"") })
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("a dynamic parameter of several values becomes an array with a size per widget family")
    func severalValues() throws {
        let schema = Fixtures.url("Tests/Fixtures/schemas/multi-origin.json").path
        let output = try TemporaryFolders.make().appendingPathComponent("out.swift").path
        let result = PluginTool.run(["file", "--schema", schema, "--output", output, "--module", "W"])
        #expect(result.status == 0, "\(result.errors)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("            .systemMedium: IntentCollectionSize(min: 1, max: 2),\n"))
        #expect(text.contains("    var origins: [Origins]?\n"))
        #expect(text.contains("values[\"origins\"] = self.origins.map { .list($0.map { .string($0.id) }) }"))
        #expect(text.contains("isComplete: configuration.origins?.isEmpty == false"))
    }

    @Test("an enum parameter of several values is refused, at its declaration")
    func severalEnumValues() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("intentctl-schema.json")
        try Data(
            #"""
            {"formatVersion": 1, "id": "s", "version": 1, "title": "S", "parameters": [
              {"id": "sizes", "title": "Sizes", "kind": "enum", "multipleValues": {"maximum": 2},
               "cases": [{"id": "s", "title": "S"}, {"id": "l", "title": "L"}]}]}
            """#.utf8
        ).write(to: schema)
        let output = folder.appendingPathComponent("out.swift").path
        let result = PluginTool.run(["file", "--schema", schema.path, "--output", output, "--module", "W"])
        #expect(result.status == 1)
        #expect(
            result.errors.contains {
                $0.hasPrefix("\(schema.path):2:71: error: \"sizes\" is an enum that takes several values")
                    && $0.contains("[generate.unsupported] at $.parameters[0].multipleValues")
            }, "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(
        "a scope on options the app gives is refused at the scope: it could never be enforced"
    )
    func scoped() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("intentctl-schema.json")
        try Data(
            #"""
            {"formatVersion": 1, "id": "s", "version": 1, "title": "S", "parameters": [
              {"id": "country", "title": "C", "kind": "dynamic", "provider": "countries"},
              {"id": "station", "title": "S", "kind": "dynamic", "provider": "stations", "scope": {"country": "country"}}]}
            """#.utf8
        ).write(to: schema)
        let result = PluginTool.run(
            [
                "file", "--schema", schema.path, "--output", folder.appendingPathComponent("o.swift").path, "--module",
                "W",
            ])
        #expect(result.status == 1)
        #expect(
            result.errors.contains {
                $0.hasPrefix("\(schema.path):3:87: error: \"scope\" narrows the options of the provider \"stations\"")
                    && $0.contains("[schema.invalid-value] at $.parameters[1].scope")
            }, "\(result.errors)")
    }

    @Test(
        "a service address the generated client cannot call is a usage error, as intentctl's --base-url is",
        arguments: [
            "javascript:alert(1)", "http://localhost:99999", "http://localhost:0", "ftp://example.com", "https://",
            "http://exa mple.com", "https://example.com/?q=1", "https://user@example.com", "http://[::1",
            "https://example.com/#top", "http://-x.example.com",
        ])
    func unusableBaseURL(url: String) throws {
        let output = try TemporaryFolders.make().appendingPathComponent("o.swift").path
        let result = PluginTool.run([
            "file", "--schema", Self.dealsSchema, "--output", output, "--module", "W", "--base-url", url,
        ])
        #expect(result.status == 64, "\(result.errors)")
        #expect(result.errors.first?.contains("the service's address must be an http or https URL") == true)
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test(
        "addresses a client can call are taken, a trailing slash dropped",
        arguments: [
            ("https://deals.example.com", "https://deals.example.com"),
            ("http://localhost:8080/", "http://localhost:8080"),
            ("http://127.0.0.1:65535/api/v1", "http://127.0.0.1:65535/api/v1"),
            ("http://[::1]:8080", "http://[::1]:8080"),
        ])
    func usableBaseURL(url: String, taken: String) {
        #expect(ServiceURL(url)?.text == taken)
    }

    @Test("a schema over 1 MiB is an invalid schema (1), as intentctl says, not an unreadable one (66)")
    func oversizedSchema() throws {
        let folder = try TemporaryFolders.make()
        let schema = folder.appendingPathComponent("intentctl-schema.json")
        try Data(repeating: UInt8(ascii: " "), count: 1 << 20 + 1).write(to: schema)
        let result = PluginTool.run([
            "file", "--schema", schema.path, "--output", folder.appendingPathComponent("o.swift").path, "--module", "W",
        ])
        #expect(result.status == 1)
        #expect(result.errors.first?.contains("[input.too-large]") == true, "\(result.errors)")
    }

    @Test("an output that is a folder or a device is refused, named once, and left as it is")
    func outputNotAFile() throws {
        let folder = try TemporaryFolders.make()
        let device = folder.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        let directory = folder.appendingPathComponent("dir").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        for output in [device, directory] {
            let result = PluginTool.run(["file", "--schema", Self.dealsSchema, "--output", output, "--module", "W"])
            #expect(result.status == 73)
            let message = try #require(result.errors.first)
            #expect(message.components(separatedBy: "cannot write").count == 2, "\(message)")
            #expect(message.contains(output))
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: device) == "/dev/null")
        #expect(FileManager.default.fileExists(atPath: directory))
    }

    @Test("file mode writes one Swift file, and leaves it untouched when the bytes would not change")
    func fileMode() throws {
        let output = try TemporaryFolders.make().appendingPathComponent("IntentctlAppIntents.swift").path
        let arguments = ["file", "--schema", Self.dealsSchema, "--output", output, "--module", "DealsWidget"]
        #expect(PluginTool.run(arguments) == PluginTool.Result(status: 0))
        let first = try FileManager.default.attributesOfItem(atPath: output)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("struct DealsWidgetConfigurationIntent: WidgetConfigurationIntent"))
        #expect(text.contains("static let module = \"DealsWidget\""))
        // A second run with the same schema writes nothing: the file keeps its identity and time.
        Thread.sleep(forTimeInterval: 0.05)
        #expect(PluginTool.run(arguments).status == 0)
        let second = try FileManager.default.attributesOfItem(atPath: output)
        #expect(first[.modificationDate] as? Date == second[.modificationDate] as? Date)
        #expect(first[.systemFileNumber] as? Int == second[.systemFileNumber] as? Int)
        // Another base URL changes the bytes, so the file is replaced.
        #expect(PluginTool.run(arguments + ["--base-url", "https://deals.example.com"]).status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("https://deals.example.com"))
    }

    @Test(
        "with --package, the code declares its AppIntentsPackage, public; without, none",
        arguments: ["file", "folder"])
    func appIntentsPackage(mode: String) throws {
        let folder = try TemporaryFolders.make()
        func generated(_ extra: [String]) throws -> String {
            let output = folder.appendingPathComponent("\(extra.count)")
            let arguments = [
                mode, "--schema", Self.dealsSchema, "--output", output.path + (mode == "file" ? ".swift" : ""),
                "--module", "DealsWidget",
            ]
            #expect(PluginTool.run(arguments + extra).status == 0)
            if mode == "file" { return try String(contentsOfFile: output.path + ".swift", encoding: .utf8) }
            let package = output.appendingPathComponent("DealsWidgetAppIntentsPackage.swift")
            return (try? String(contentsOf: package, encoding: .utf8)) ?? ""
        }
        let declaration = "public struct DealsWidgetAppIntentsPackage: AppIntentsPackage {}"
        #expect(try generated(["--package"]).contains(declaration))
        #expect(try !generated([]).contains("AppIntentsPackage"))
    }

    @Test("an output it cannot write is 73, with the reason")
    func unwritable() throws {
        let folder = try TemporaryFolders.make()
        let result = PluginTool.run(["file", "--schema", Self.dealsSchema, "--output", folder.path, "--module", "W"])
        #expect(result.status == 73)
        #expect(
            result.errors.last?.hasPrefix("intentctl-app-intents: cannot write \(folder.path)") == true,
            "\(result.errors)")
    }

    @Test("folder mode writes what the generator gives, with the string catalog and the manifest")
    func folderMode() throws {
        let folder = try TemporaryFolders.make().appendingPathComponent("GeneratedAppIntents")
        let result = PluginTool.run(["folder", "--schema", Self.dealsSchema, "--output", folder.path, "--module", "W"])
        #expect(result.status == 0, "\(result.errors)")
        let schema = try #require(
            SchemaLoader().load(try Array(Data(contentsOf: URL(fileURLWithPath: Self.dealsSchema)))).value)
        guard
            case .success(let files) = AppIntentsGenerator(
                options: IntentctlServiceDescription.generatorOptions(module: "W")
            ).generate(schema)
        else {
            Issue.record("the deals schema does not generate")
            return
        }
        for file in files {
            let written = try Data(contentsOf: folder.appendingPathComponent(file.name))
            #expect(Array(written) == file.bytes, "\(file.name)")
        }
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(GeneratedFolder.manifestName).path))
        #expect(result.output == ["wrote \(files.count) files to \(folder.path)"])
        // A file edited since is left alone, and the run says so (73), unless --force.
        let edited = folder.appendingPathComponent("Travellers.swift")
        try Data("// mine\n".utf8).write(to: edited)
        let refused = PluginTool.run(["folder", "--schema", Self.dealsSchema, "--output", folder.path, "--module", "W"])
        #expect(refused.status == 73)
        #expect(refused.errors.contains { $0.contains("Travellers.swift was edited since intentctl generated it") })
        let forced = PluginTool.run([
            "folder", "--schema", Self.dealsSchema, "--output", folder.path, "--module", "W", "--force",
        ])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: edited, encoding: .utf8) != "// mine\n")
    }
}
