import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// What Xcode's build reads of the generated code through the compiler's extraction of compile-time values
/// (``ConstValueExtraction``): every title, description, display representation, parameter summary and
/// parameter title, description and default of each App Intents type must extract as a value, never as
/// `Runtime`, or the widget's configuration UI lacks it.
@Suite("Compile-time values of the generated code", .tags(.compile), .enabled(if: Tier.compile, Tier.compileSkipped))
struct ConstValueExtractionTests {
    /// A golden folder's Swift files, with the types an app writes for the protocols it asks for.
    static func sources(ofGolden golden: String) throws -> [String] {
        let folder = Fixtures.url("Tests/Goldens/AppIntents/\(golden)")
        return try StandInCompiler.sources(folder) + StandInCompiler.appImplementations(for: folder)
    }

    @Test(
        "every value the metadata processor reads extracts as a literal, in every golden",
        arguments: GenerateCommand.goldenSchemas.map(\.golden))
    func goldens(_ golden: String) throws {
        let values = try ConstValueExtraction.values(of: Self.sources(ofGolden: golden), module: "Extension")
        // The intent and its parameters are there to be read.
        let intent = try #require(
            values.first { ($0["conformances"] as? [String] ?? []).contains("AppIntents.WidgetConfigurationIntent") })
        let labels = (intent["properties"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels.contains("title") && labels.contains("parameterSummary"), "\(labels)")
        #expect(ConstValueExtraction.runtimeValues(in: values) == [])
    }

    @Test("a title made by a helper is reported as not extracted")
    func mutation() throws {
        let folder = try TemporaryFolders.make()
        let golden = Fixtures.url("Tests/Goldens/AppIntents/weather-widget")
        for file in try StandInCompiler.sources(golden) {
            let url = URL(fileURLWithPath: file)
            var text = try String(contentsOf: url, encoding: .utf8)
            if url.lastPathComponent == "WeatherWidgetConfigurationIntent.swift" {
                let literal =
                    #"static let title = LocalizedStringResource("weather-widget.title", defaultValue: "Weather")"#
                #expect(text.contains(literal))
                text = text.replacingOccurrences(
                    of: literal,
                    with: """
                        static let title = makeTitle()
                            static func makeTitle() -> LocalizedStringResource {
                                LocalizedStringResource("weather-widget.title", defaultValue: "Weather")
                            }
                        """)
            }
            try Data(text.utf8).write(to: folder.appendingPathComponent(url.lastPathComponent))
        }
        let values = try ConstValueExtraction.values(of: StandInCompiler.sources(folder), module: "Extension")
        #expect(ConstValueExtraction.runtimeValues(in: values) == ["WeatherWidgetConfigurationIntent.title"])
    }
}
