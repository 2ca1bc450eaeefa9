import CommandLineTestSupport
import DocumentFormats
import Foundation
import IntentSchema
import SiriKitInterop
import TestSupport
import TestTiers
import Testing

/// Real `.intentdefinition` files from public repositories, through the whole path a team takes: import each
/// widget intent (no `--provider`), warnings located in the definition, every key accounted for, the schema
/// valid, export then import giving the same schema, and `generate app-intents` writing code; the code of five
/// intents that between them use every kind, custom types, enums and relationships type-checks against the
/// stand-in here, and the code of all of them in the slow tier (``IntentDefinitionCorpusSlowTests``). A file
/// with no widget intent is refused with `sirikit.no-intent`.
/// `Tests/RealWorld/IntentDefinitions/sources.json` names each file's repository, path, commit and licence; the
/// files are read from snapshots of those repositories (``PublicSources``), never committed.
@Suite(
    "Real intent definitions: import, round trip, generate, compile", .tags(.corpus),
    .enabled(if: PublicSources.isConfigured, Comment(rawValue: PublicSources.unconfigured)))
struct IntentDefinitionCorpusTests {
    static let corpus = Fixtures.url("Tests/RealWorld/IntentDefinitions")

    static let sources: [PublicSources.Repository] =
        (try? PublicSources.load(corpus.appendingPathComponent("sources.json")).repositories) ?? []

    /// What the tests expect of each file, beside where it comes from: its widget intents, as Python's
    /// plistlib read them when the corpus was made, and the base language where it is not English.
    struct Expectation: Decodable {
        var folder: String
        var widgetIntents: [String]
        var baseLocale: String?
    }

    static let expectations: [String: Expectation] = {
        struct File: Decodable { var repositories: [Expectation] }
        let data = (try? Data(contentsOf: corpus.appendingPathComponent("sources.json"))) ?? Data()
        let file = try? JSONDecoder().decode(File.self, from: data)
        return Dictionary((file?.repositories ?? []).map { ($0.folder, $0) }, uniquingKeysWith: { first, _ in first })
    }()

    /// The intents whose generated code the default tier type-checks: Mastodon's (text with options the app
    /// gives, one and several of them, booleans with their own texts), Home Assistant's with three custom types,
    /// SmartYard's (a Russian base, two custom types), DailyCovid's (enums and relationships) and Chinendar's (a
    /// decimal).
    static let typeChecked: Set<String> = [
        "FollowersCount", "MultiFollowersCount", "AssistInApp", "SYOpenDoor", "CovidLocation", "Small",
    ]

    static func run(_ arguments: [String]) -> CLIRunner.Output {
        CLIRunner.runInProcess(arguments, stdin: nil, environment: [:])
    }

    @Test("at least 25 files from different repositories, each licence at its commit, each in the README")
    func inventory() throws {
        #expect(Self.sources.count >= 25)
        #expect(Set(Self.sources.map(\.repository)).count == Self.sources.count)
        let readme = try String(contentsOf: Self.corpus.appendingPathComponent("README.md"), encoding: .utf8)
        for repository in Self.sources {
            #expect(readme.contains("[\(repository.repository)]"), "README.md has no row for \(repository.repository)")
            #expect(repository.files.first?.path.hasSuffix(".intentdefinition") == true)
            let licence = String(
                decoding: try PublicSources.bytes(of: repository.licenceFile, in: repository), as: UTF8.self)
            #expect(!licence.isEmpty, "\(repository.repository): \(repository.licenceFile)")
        }
        #expect(Self.expectations.values.map(\.widgetIntents.count).reduce(0, +) >= 25)
    }

    /// The key paths of what an import of `intent` meets, walked here apart from the importer: the definition's
    /// own keys, the intent's, and those of the enums and custom types its parameters name.
    static func keysInScope(_ root: PropertyListNode, intent: Int) -> Set<String> {
        var paths: Set<String> = []
        func walk(_ node: PropertyListNode, _ path: JSONPath) {
            switch node.value {
            case .dictionary(let members):
                for member in members {
                    paths.insert(path.appending(member.key).description)
                    walk(member.value, path.appending(member.key))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, path.appending(index: index)) }
            default: break
            }
        }
        var enums: Set<String> = []
        var types: Set<String> = []
        for member in root.members ?? [] {
            paths.insert(JSONPath.root.appending(member.key).description)
        }
        guard case .array(let intents)? = root["INIntents"]?.value.value else { return paths }
        let intentPath = JSONPath.root.appending("INIntents").appending(index: intent)
        walk(intents[intent], intentPath)
        if case .array(let parameters)? = intents[intent]["INIntentParameters"]?.value.value {
            for parameter in parameters {
                if case .string(let name)? = parameter["INIntentParameterEnumType"]?.value.value { enums.insert(name) }
                if case .string("Object")? = parameter["INIntentParameterType"]?.value.value,
                    case .string(let name)? = parameter["INIntentParameterObjectType"]?.value.value
                {
                    types.insert(name)
                }
            }
        }
        for (list, nameKey, names) in [("INEnums", "INEnumName", enums), ("INTypes", "INTypeName", types)] {
            guard case .array(let elements)? = root[list]?.value.value else { continue }
            for (index, element) in elements.enumerated() {
                guard case .string(let name)? = element[nameKey]?.value.value, names.contains(name) else { continue }
                walk(element, JSONPath.root.appending(list).appending(index: index))
            }
        }
        return paths
    }

    @Test("every widget intent imports, round-trips, generates and type-checks", arguments: sources.map(\.folder))
    func definition(_ folderName: String) throws {
        let repository = try #require(Self.sources.first { $0.folder == folderName })
        let expected = try #require(Self.expectations[folderName])
        let folder = try TemporaryFolders.make()
        try PublicSources.materialize(repository, into: folder)
        let definition = folder.appendingPathComponent(try #require(repository.files.first).path).path
        let root = try PropertyListReader().read([UInt8](try Data(contentsOf: URL(fileURLWithPath: definition))))
        #expect(IntentDefinitionImporter.widgetIntents(of: root) == expected.widgetIntents)
        guard !expected.widgetIntents.isEmpty else {
            let refused = Self.run(["schema", "import", definition])
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("[sirikit.no-intent]"), "\(refused.stderr)")
            return
        }
        guard case .array(let intents)? = root["INIntents"]?.value.value else {
            Issue.record("\(definition) has no intents")
            return
        }
        for intent in expected.widgetIntents {
            let generated = try importAndGenerate(
                intent, of: definition, root: root, intents: intents, folder: folder, expected: expected)
            if Self.typeChecked.contains(intent) { try Self.typechecks(generated) }
        }
    }

    /// The generated folder type-checks, with what an app writes for each provider it gives.
    static func typechecks(_ generated: URL) throws {
        try StandInCompiler.typechecks(
            try StandInCompiler.sources(generated) + StandInCompiler.appImplementations(for: generated),
            module: "ImportedExtension")
    }

    /// Imports an intent and checks the import; the folder of the code generated from it.
    func importAndGenerate(
        _ intent: String, of definition: String, root: PropertyListNode, intents: [PropertyListNode], folder: URL,
        expected: Expectation
    ) throws -> URL {
        let work = try TemporaryFolders.make()
        let schemaFile = work.appendingPathComponent("schema.json").path
        let imported = Self.run(["schema", "import", definition, "--intent", intent, "--json", "-o", schemaFile])
        #expect(imported.status == 0, "\(intent): \(imported.stdout)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any], "\(intent)")
        // Every diagnostic is located in the definition or one of its .strings files.
        let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
        for diagnostic in diagnostics {
            let file = diagnostic["file"] as? String ?? ""
            #expect(
                file == definition || (file.hasPrefix(folder.path) && file.hasSuffix(".strings")),
                "\(intent): \(diagnostic)")
            #expect((diagnostic["line"] as? Int ?? 0) > 0, "\(intent): \(diagnostic)")
        }
        // Every key met is accounted for, and each reported one has its warning.
        let index = try #require(intents.firstIndex { $0["INIntentName"]?.value.value == .string(intent) })
        let keys = report["keys"] as? [[String: Any]] ?? []
        let accounted = Set(keys.compactMap { $0["path"] as? String })
        #expect(accounted == Self.keysInScope(root, intent: index), "\(intent)")
        let warned = Set(diagnostics.compactMap { $0["path"] as? String })
        for key in keys where key["fate"] as? String == "reported" {
            let path = key["path"] as? String ?? ""
            let why = key["why"] as? String ?? ""
            let covered =
                warned.contains(path) || warned.contains { path.hasPrefix($0 + ".") || path.hasPrefix($0 + "[") }
                || why.hasPrefix("with ")
            #expect(covered, "\(intent): \(path) is reported without a warning")
        }
        let base = (report["baseLocale"] as? [String: Any])?["locale"] as? String
        #expect(base == (expected.baseLocale ?? "en"), "\(intent)")
        #expect(Self.run(["schema", "validate", schemaFile]).status == 0)
        // Export, then import again: the same schema.
        let exported = work.appendingPathComponent("exported")
        let export = Self.run([
            "schema", "export", "--schema", schemaFile, "--format", "intentdefinition", "-o", exported.path,
        ])
        #expect(export.status == 0, "\(intent): \(export.stderr)")
        let schema = try String(contentsOf: URL(fileURLWithPath: schemaFile), encoding: .utf8)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(schema.utf8)) as? [String: Any])?["id"] as? String)
        let base2 = try FileManager.default.contentsOfDirectory(
            atPath: exported.appendingPathComponent("Base.lproj").path
        ).first { $0.hasSuffix(".intentdefinition") }
        let again = Self.run([
            "schema", "import", exported.appendingPathComponent("Base.lproj/\(try #require(base2))").path, "--id", id,
            "--base-locale", base ?? "en",
        ])
        #expect(again.status == 0, "\(intent): \(again.stderr)")
        #expect(
            again.stdout.trimmingCharacters(in: .newlines) == schema.trimmingCharacters(in: .newlines),
            "\(intent): export then import is not the same schema")
        let generated = work.appendingPathComponent("generated")
        let generate = Self.run(["generate", "app-intents", "--schema", schemaFile, "-o", generated.path])
        #expect(generate.status == 0, "\(intent): \(generate.stderr)")
        return generated
    }
}
