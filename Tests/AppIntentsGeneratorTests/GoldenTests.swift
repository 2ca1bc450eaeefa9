import AppIntentsBuild
import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import AppIntentsGenerator

/// The generator's output for each example schema, byte for byte against `Tests/Goldens/AppIntents`, generated in
/// this process with the options `generate app-intents` gives it. The runtime's files are left out of the
/// comparison: they are the runtime's sources verbatim, which `RuntimeSourcesTests` checks once.
@Suite("Goldens of the generated code")
struct GoldenTests {
    /// Whether the goldens are rewritten rather than compared:
    /// `INTENTCTL_WRITE_GOLDENS=1 swift test --filter GoldenTests`.
    static let writesGoldens = ProcessInfo.processInfo.environment["INTENTCTL_WRITE_GOLDENS"] == "1"

    /// Each schema with goldens: its file and its golden folder.
    static let schemas = [
        ("schemas/deals-widget.json", "deals-widget"), ("examples/weather-widget.json", "weather-widget"),
        ("examples/trip-planner.json", "trip-planner"), ("examples/departures-widget.json", "departures-widget"),
        ("examples/multi-origin.json", "multi-origin"),
    ]

    /// The runtime's file names, as generated.
    static let runtimeNames = Set(RuntimeSources.files.map { $0.name + ".swift" })

    @Test("the generated files match the goldens byte for byte", arguments: schemas)
    func goldens(schemaFile: String, goldenName: String) throws {
        let schema = try #require(SchemaLoader().load(Fixtures.text(schemaFile)).schema)
        let generator = AppIntentsGenerator(
            options: IntentctlServiceDescription.generatorOptions(
                module: SwiftIdentifier.typeName(schema.id) + "Extension"))
        let files = try generator.generate(schema).get()
        let goldenFolder = Fixtures.url("Tests/Goldens/AppIntents/\(goldenName)")
        if Self.writesGoldens {
            _ = try GeneratedFolder(path: goldenFolder.path).write(files, force: true)
        }
        let golden = try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)
            .filter { $0 != GeneratedFolder.manifestName }
        #expect(
            files.map(\.name).sorted() == golden.sorted(),
            "run INTENTCTL_WRITE_GOLDENS=1 swift test --filter GoldenTests")
        for file in files where !Self.runtimeNames.contains(file.name) {
            let expected = FileManager.default.contents(atPath: goldenFolder.appendingPathComponent(file.name).path)
            #expect(expected.map { Array($0) } == file.bytes, "\(goldenName)/\(file.name) differs from its golden")
        }
    }
}
