import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// `examples/WidgetPackage` built as a person builds it, with `swift build`: a copy of it in a
/// temporary folder, its dependencies on this repository made absolute. The build plugin generates the
/// widget's code from its schema; an edit to the schema changes the code at the next build, which still
/// compiles; a schema error fails the build at the schema's line and column; the command plugin writes the
/// folder `generate app-intents` writes; a target that applies the plugin without a schema is told so.
@Suite("The widget package, slow tier", .tags(.slow), .serialized, .enabled(if: Tier.slow, Tier.slowSkipped))
struct WidgetPackageSlowTests {
    /// The toolchain's `swift`, beside the `swiftc` the compile tests use.
    static var swift: URL? {
        StandInCompiler.swiftc?.deletingLastPathComponent().appendingPathComponent("swift")
    }

    /// A copy of the example package, pointing at this repository.
    static func copy() throws -> URL {
        let folder = try TemporaryFolders.make().appendingPathComponent("WidgetPackage")
        try FileManager.default.copyItem(at: Fixtures.url("examples/WidgetPackage"), to: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(".build"))
        let manifest = folder.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacing(
                "path: \"../../Tests/AppIntentsInterface\"",
                with: "path: \"\(Fixtures.url("Tests/AppIntentsInterface").path)\""
            )
            .replacing("path: \"../..\"", with: "path: \"\(Fixtures.repositoryRoot.path)\"")
        #expect(!text.contains("\"../"), "every relative path of the manifest was made absolute")
        try Data(text.utf8).write(to: manifest)
        return folder
    }

    /// `swift ARGUMENTS` in the package: its status and everything it printed.
    static func swift(_ arguments: [String], in package: URL) throws -> (status: Int32, text: String) {
        let output = try CLIRunner.runProcess(arguments, binary: try #require(swift), seconds: 600, directory: package)
        return (output.status, output.stdout + output.stderr)
    }

    /// One copy for the suite's tests, which run one after the other and each leave it as they found it:
    /// its build folder is shared, so the tool is built once.
    static let shared = Result { try copy() }

    /// The file the build plugin wrote for a target.
    static func generated(in package: URL, target: String = "DealsWidget") throws -> String {
        let outputs = package.appendingPathComponent(".build/plugins/outputs")
        let file = try #require(
            FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
                .first { $0.lastPathComponent == "IntentctlAppIntents.swift" && $0.pathComponents.contains(target) })
        return try String(contentsOf: file, encoding: .utf8)
    }

    @Test("swift build generates the code, follows an edit of the schema, and fails at a schema error", .tags(.process))
    func buildPlugin() throws {
        let package = try Self.shared.get()
        let schema = package.appendingPathComponent("Sources/DealsWidget/intentctl-schema.json")
        let original = try String(contentsOf: schema, encoding: .utf8)
        defer { try? Data(original.utf8).write(to: schema) }

        let first = try Self.swift(["build"], in: package)
        #expect(first.status == 0, "\(first.text)")
        #expect(!first.text.contains("warning:"), "\(first.text)")
        let before = try Self.generated(in: package)
        // The target whose departure is picked on the device builds with the Suggester library.
        let offline = try Self.generated(in: package, target: "OfflineDealsWidget")
        #expect(offline.contains("import Suggester") && offline.contains("var index = IntentctlDeviceIndex.shared"))
        #expect(
            before.contains(
                "static let title = LocalizedStringResource(\"deals-widget.title\", defaultValue: \"Travel Deals\")"))

        // An edit: a new title. The next build regenerates, and the code still compiles.
        try Data(original.replacing("\"en\": \"Travel Deals\"", with: "\"en\": \"Cheap Flights Ahead\"").utf8).write(
            to: schema)
        let edited = try Self.swift(["build"], in: package)
        #expect(edited.status == 0, "\(edited.text)")
        #expect(edited.text.contains("Generating App Intents code for DealsWidget"))
        let after = try Self.generated(in: package)
        #expect(after != before)
        #expect(after.contains("defaultValue: \"Cheap Flights Ahead\""))
        #expect(!after.contains("defaultValue: \"Travel Deals\""))

        // A schema error fails the build, at the schema's line and column.
        try Data(original.replacing("\"kind\": \"dynamic\"", with: "\"kind\": \"dynamik\"").utf8).write(to: schema)
        let broken = try Self.swift(["build"], in: package)
        #expect(broken.status != 0)
        #expect(
            broken.text.contains("\(schema.path):25:15: error: unknown parameter kind \"dynamik\""), "\(broken.text)")
        #expect(broken.text.contains("hint: did you mean \"dynamic\"?"))

        // Put back, it builds again, with the code it had.
        try Data(original.utf8).write(to: schema)
        let restored = try Self.swift(["build"], in: package)
        #expect(restored.status == 0, "\(restored.text)")
        #expect(try Self.generated(in: package) == before)
    }

    @Test("the command plugin writes what generate app-intents writes, into the target's folder", .tags(.process))
    func commandPlugin() throws {
        let package = try Self.shared.get()
        defer {
            try? FileManager.default.removeItem(
                at: package.appendingPathComponent("Sources/DealsWidget/GeneratedAppIntents"))
        }
        let run = try Self.swift(
            ["package", "--allow-writing-to-package-directory", "generate-app-intents", "--target", "DealsWidget"],
            in: package)
        #expect(run.status == 0, "\(run.text)")
        let written = package.appendingPathComponent("Sources/DealsWidget/GeneratedAppIntents")
        let expected = try TemporaryFolders.make().appendingPathComponent("expected")
        let cli = CLIRunner.runInProcess(
            [
                "generate", "app-intents", "--schema",
                package.appendingPathComponent("Sources/DealsWidget/intentctl-schema.json").path, "--module",
                "DealsWidget", "--package", "-o", expected.path,
            ], stdin: nil, environment: [:])
        #expect(cli.status == 0, "\(cli.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: written.path).sorted() == names)
        #expect(names.contains("Localizable.xcstrings"))
        for name in names where name != ".intentctl-generated" {
            #expect(
                try Data(contentsOf: written.appendingPathComponent(name))
                    == Data(contentsOf: expected.appendingPathComponent(name)), "\(name)")
        }

        let unknown = try Self.swift(
            ["package", "--allow-writing-to-package-directory", "generate-app-intents", "--colour"], in: package)
        #expect(unknown.status != 0)
        #expect(unknown.text.contains("unknown arguments --colour"))
    }

    @Test("a target that applies the build plugin without a schema is told what to add", .tags(.process))
    func missingSchema() throws {
        let package = try Self.shared.get()
        let schema = package.appendingPathComponent("Sources/DealsWidget/intentctl-schema.json")
        let saved = try Data(contentsOf: schema)
        try FileManager.default.removeItem(at: schema)
        defer { try? saved.write(to: schema) }
        let build = try Self.swift(["build"], in: package)
        #expect(build.status != 0)
        #expect(build.text.contains("the target DealsWidget has no intentctl-schema.json"), "\(build.text)")
    }
}
