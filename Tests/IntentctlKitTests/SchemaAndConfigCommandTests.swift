import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl schema and config commands")
struct SchemaAndConfigCommandTests {
    static let commandPaths = [
        ["schema", "validate"], ["schema", "show"], ["schema", "export"], ["config", "validate"], ["config", "set"],
        ["config", "save"], ["config", "show"], ["config", "list"], ["config", "delete"], ["config", "migrate"],
        ["schema", "diff"], ["doctor"], ["suggest"], ["timeline"],
        ["link"], [],
        ["config"], ["schema"],
    ]

    @Test(
        "an unknown command gets a suggestion, with or without arguments",
        arguments: [
            (["confg", "list"], "unknown command 'confg list'; did you mean 'config list'?"),
            (["sugest", "lon"], "unknown command 'sugest'; did you mean 'suggest'?"),
            (["sugest", "lon", "--limit", "3"], "unknown command 'sugest'; did you mean 'suggest'?"),
            (["config", "lsit", "home"], "unknown command 'config lsit'; did you mean 'config list'?"),
            (["timelin", "home"], "unknown command 'timelin'; did you mean 'timeline'?"),
        ])
    func unknownCommand(_ arguments: [String], _ message: String) throws {
        let output = try CLIRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("intentctl: " + message + "\n"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test("--help works on every command", arguments: commandPaths)
    func help(_ path: [String]) throws {
        let output = try CLIRunner.run(path + ["--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("USAGE: intentctl"))
        #expect(output.stderr.isEmpty)
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            ["frobnicate"], ["config"], ["schema", "validate", "--bogus"], ["config", "set", "home"],
            ["config", "show"],
            ["schema", "export"], ["config", "set", "../etc", "location=LON"], ["config", "set", "home", "location"],
            ["suggest", "--limit", "abc", "lon"],
        ])
    func usageErrors(_ arguments: [String]) throws {
        let output = try CLIRunner.run(arguments + ["--store", try CLIRunner.temporaryFolder().path])
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("intentctl: "))
        #expect(output.stdout.isEmpty)
    }

    @Test("schema validate checks the bundled schema, or files with located errors")
    func schemaValidate() throws {
        let bundled = try CLIRunner.run(["schema", "validate"])
        #expect(bundled.status == 0)
        #expect(bundled.stdout == "<bundled>/deals-widget.json: valid\n")

        let folder = try CLIRunner.temporaryFolder()
        let bad = folder.appendingPathComponent("bad.json")
        try #"{"formatVersion": 1, "id": "x", "version": 1, "title": "X","#.appending("\n").appending(
            #""parameters": [{"id": "a", "title": "A", "kind": "enum", "default": "z", "cases": [{"id": "y", "title": "Y"}]}]}"#
        )
        .write(to: bad, atomically: true, encoding: .utf8)
        let output = try CLIRunner.run(["schema", "validate", bad.path])
        #expect(output.status == 1)
        #expect(output.stderr.contains("bad.json:2:"))
        #expect(output.stderr.contains("[schema.invalid-default] at $.parameters[0].default"))
        #expect(output.stdout.hasSuffix("bad.json: invalid\n"))

        let json = try CLIRunner.run(["schema", "validate", bad.path, "--json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let diagnostics = try #require(reports.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "schema.invalid-default")
        #expect(diagnostics.first?["line"] as? Int == 2)

        #expect(
            try CLIRunner.run(["schema", "validate", folder.appendingPathComponent("missing.json").path]).status == 66)
    }

    @Test("schema show and export describe the schema")
    func schemaShowAndExport() throws {
        let show = try CLIRunner.run(["schema", "show"])
        #expect(show.status == 0)
        #expect(show.stdout.contains("travellers: Travellers [enum, required, default two]"))
        #expect(show.stdout.contains("two    2 travellers (default)"))
        let german = try CLIRunner.run(["schema", "show", "deals-widget", "--locale", "de"])
        #expect(german.stdout.contains("Nächstes Wochenende"))
        let json = try CLIRunner.run(["schema", "show", "--json"])
        #expect(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["id"] as? String
                == "deals-widget")
        let export = try CLIRunner.run(["schema", "export", "--format", "json-schema"])
        #expect(export.status == 0)
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        #expect(exported["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        // The airports provider's format: what config validate takes, and nothing longer.
        #expect(export.stdout.contains(#""pattern": "^[A-Z]{3}$""#))
        #expect(export.stdout.contains(#""examples": ["#) && export.stdout.contains(#""LHR""#))
        #expect(export.stdout.contains(#""x-intentctl-provider": "airports""#))
        #expect(try CLIRunner.run(["schema", "show", "nope"]).status == 1)
    }

    @Test("schema show lists the recommended configurations, and the JSON Schema export holds them as examples")
    func recommendations() throws {
        let schema = Fixtures.url("examples/weather-widget.json").path
        let show = try CLIRunner.run(["schema", "show", "--schema", schema, "--locale", "fr"])
        #expect(show.status == 0)
        #expect(
            show.stdout.contains("recommended:\n  1. Londres, en Celsius: place=LON units=metric days=3 alerts=false"))
        let export = try CLIRunner.run(["schema", "export", "--schema", schema, "--format", "json-schema"])
        let exported = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
        let examples = try #require(exported["examples"] as? [[String: Any]])
        #expect(examples.count == 2)
        #expect((examples[1]["values"] as? [String: Any])?["alertCode"] as? String == "US-036")
        #expect((exported["x-intentctl-recommendations"] as? [Any])?.count == 2)
    }

    @Test("configure --from starts from a recommended configuration, and names the ones there are")
    func configureFromRecommendation() throws {
        let schema = Fixtures.url("examples/weather-widget.json").path
        let store = try CLIRunner.temporaryFolder().path
        let saved = try CLIRunner.run(
            ["configure", "nyc", "--schema", schema, "--store", store, "--from", "2", "--no-input"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let document = try Data(contentsOf: URL(fileURLWithPath: store + "/nyc.json"))
        let values = try #require(
            (try JSONSerialization.jsonObject(with: document) as? [String: Any])?["values"] as? [String: Any])
        #expect(values["place"] as? String == "NYC" && values["alertCode"] as? String == "US-036")
        let beyond = try CLIRunner.run(
            ["configure", "x", "--schema", schema, "--store", store, "--from", "3", "--no-input"])
        #expect(beyond.status == 64)
        #expect(beyond.stderr.contains("--from 3: the schema weather-widget recommends 2 (1 to 2)"))
        let none = try CLIRunner.run(["configure", "y", "--store", store, "--from", "1", "--no-input"])
        #expect(none.status == 64)
        #expect(none.stderr.contains("recommends no configuration"))
    }

    @Test("config validate: valid, invalid, stdin, JSON output and hostile files")
    func configValidate() throws {
        let folder = try CLIRunner.temporaryFolder()
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let url = folder.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            return url.path
        }
        let good = try file(
            "good.json",
            Array(
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "travellers": "two", "dates": "nextWeekend"}}"#
                    .utf8))
        let bad = try file(
            "bad.json",
            Array(
                "{\"schema\": \"deals-widget\", \"version\": 1,\n \"values\": {\"location\": \"ZZZ\", \"travellers\": \"tow\"}}"
                    .utf8))
        let binary = try file("binary.json", [0x89, 0x50, 0x4E, 0x47, 0x00, 0x1B])
        let huge = try file("huge.json", Array(repeating: 0x20, count: 2_000_000))

        let ok = try CLIRunner.run(["config", "validate", good])
        #expect(ok.status == 0)
        #expect(ok.stdout.hasSuffix("good.json: valid\n"))
        #expect(ok.stderr.isEmpty)

        let invalid = try CLIRunner.run(["config", "validate", good, bad])
        #expect(invalid.status == 1)
        #expect(invalid.stderr.contains("bad.json:2:25: error:"))
        #expect(invalid.stderr.contains("[config.unknown-option] at $.values.location"))
        #expect(invalid.stderr.contains(#"hint: did you mean "two"?"#))

        let json = try CLIRunner.run(["config", "validate", bad, "--json"])
        #expect(json.status == 1)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        let codes = (reports.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["config.unknown-option", "config.unknown-case"])
        let first = try #require((reports.first?["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["path"] as? String == "$.values.location")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 25)

        let stdin = try CLIRunner.run(
            ["config", "validate", "-"],
            stdin: Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "CDG"}}"#.utf8))
        #expect(stdin.status == 0)
        #expect(stdin.stdout == "<stdin>: valid\n")

        let hostile = try CLIRunner.run(["config", "validate", binary, huge])
        #expect(hostile.status == 1)
        #expect(hostile.stderr.contains("[json.invalid-utf8]"))
        #expect(hostile.stderr.contains("limit"))
        #expect(!hostile.stderr.contains("Fatal error"))

        #expect(
            try CLIRunner.run(["config", "validate", folder.appendingPathComponent("none.json").path]).status == 66)
    }

    @Test("config set, show, list, save and delete manage a store")
    func storeLifecycle() throws {
        let store = try CLIRunner.temporaryFolder().appendingPathComponent("nested/store").path
        let set = try CLIRunner.run(["config", "set", "home", "location=LON", "dates=nextWeekend", "--store", store])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("dates       nextWeekend  Next weekend"))

        let rejected = try CLIRunner.run(["config", "set", "home", "travellers=tow", "--store", store])
        #expect(rejected.status == 1)
        #expect(rejected.stderr.contains("did you mean \"two\"?"))
        let show = try CLIRunner.run(["config", "show", "home", "--json"], environment: ["INTENTCTL_HOME": store])
        let shown = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(shown["status"] as? String == "valid")
        #expect(
            (shown["values"] as? [String: String]) == ["location": "LON", "travellers": "two", "dates": "nextWeekend"])

        let save = try CLIRunner.run(
            ["config", "save", "work", "-", "--store", store],
            stdin: Array(
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "CDG", "travellers": "one"}}"#.utf8))
        #expect(save.status == 0)
        let invalidSave = try CLIRunner.run(["config", "save", "bad", "-", "--store", store], stdin: Array("{".utf8))
        #expect(invalidSave.status == 1)

        let list = try CLIRunner.run(
            ["config", "list"],
            environment: ["XDG_CONFIG_HOME": URL(fileURLWithPath: store).deletingLastPathComponent().path])
        #expect(list.status == 0)
        #expect(list.stdout.isEmpty)  // XDG_CONFIG_HOME/intentctl is another folder
        let listed = try CLIRunner.run(["config", "list", "--store", store])
        #expect(
            listed.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" } == [
                "home", "work",
            ])

        #expect(try CLIRunner.run(["config", "delete", "work", "--store", store]).status == 0)
        #expect(try CLIRunner.run(["config", "delete", "work", "--store", store]).status == 66)
        #expect(try CLIRunner.run(["config", "show", "work", "--store", store]).status == 66)
    }

    @Test("after a breaking schema change, list flags configurations that need reconfiguration and keeps them")
    func needsReconfiguration() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store").path
        #expect(
            try CLIRunner.run(["config", "set", "old", "location=LHR", "dates=nextMonth", "--store", store]).status == 0
        )
        let schemaText = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../schemas/deals-widget.json"), encoding: .utf8)
        // A version bump alone changes nothing a configuration holds: it is not flagged.
        let bumped = schemaText.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2")
        let bumpedFile = folder.appendingPathComponent("bumped.json")
        try bumped.write(to: bumpedFile, atomically: true, encoding: .utf8)
        let bumpedList = try CLIRunner.run(["config", "list", "--store", store, "--schema", bumpedFile.path, "--json"])
        #expect(bumpedList.stdout.contains("\"status\": \"valid\""), "\(bumpedList.stdout)")
        // Removing the case it uses (and its summary), with no migration, needs a person's choice.
        var changed = bumped
        for line in bumped.split(separator: "\n")
        where line.contains(#""id": "nextMonth""#) || line.contains(#""nextMonth": {"#) {
            changed = changed.replacingOccurrences(of: line + "\n", with: "")
        }
        #expect(changed.count < bumped.count)
        let schemaFile = folder.appendingPathComponent("v2.json")
        try changed.write(to: schemaFile, atomically: true, encoding: .utf8)
        let list = try CLIRunner.run(["config", "list", "--store", store, "--schema", schemaFile.path, "--json"])
        #expect(list.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]])
        #expect(rows.first?["status"] as? String == "needs-reconfiguration")
        let text = try CLIRunner.run(["config", "list", "--store", store, "--schema", schemaFile.path])
        #expect(
            text.stdout.hasPrefix("old                   needs-reconfiguration  \"dates\" \"nextMonth\" is not one"))
        #expect(FileManager.default.fileExists(atPath: store + "/old.json"))
        #expect(
            try CLIRunner.run(["config", "show", "old", "--store", store, "--schema", schemaFile.path]).status == 1)
    }

    @Test("the binary works when copied alone into another folder")
    func copiedBinary() throws {
        let folder = try CLIRunner.temporaryFolder()
        let copy = folder.appendingPathComponent("intentctl")
        try FileManager.default.copyItem(at: CLIRunner.binary, to: copy)
        let output = try CLIRunner.run(["schema", "validate"], binary: copy)
        #expect(output.status == 0)
        let set = try CLIRunner.run(
            ["config", "set", "x", "location=NRT", "--store", folder.appendingPathComponent("s").path], binary: copy)
        #expect(set.status == 0, "\(set.stderr)")
    }

    @Test("the embedded schema is the one in schemas/")
    func embeddedSchemaIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let generated = try String(
            contentsOf: root.appendingPathComponent("Sources/IntentctlKit/Generated/BundledSchemas.swift"),
            encoding: .utf8
        )
        let schema = try String(contentsOf: root.appendingPathComponent("schemas/deals-widget.json"), encoding: .utf8)
        #expect(generated.contains("\"\"\"\n" + schema + "\n\"\"\""), "run scripts/embed.py")
    }
}
