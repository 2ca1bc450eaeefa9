import AppIntentsGenerator
import DocumentFormats
import IntentSchema
import Testing

/// Schemas and options for the generator's tests, run in this process.
enum GeneratorFixtures {
    /// Options as the command gives them, for a module.
    static func options(module: String = "WidgetExtension") -> AppIntentsGeneratorOptions {
        AppIntentsGeneratorOptions(
            baseURL: "https://deals.example.com", module: module, toolVersion: "0.0.0",
            paths: .init(
                suggest: "/v1/suggest", place: "/v1/places/{code}", timeline: "/v1/timeline", countries: "/v1/countries"
            ),
            servedProviders: ["airports", "countries"],
            texts: .init(
                cityGroupSubtitle: LocalizedText("All airports, %@", translations: ["de": "Alle Flughäfen, %@"]),
                sections: [
                    .init(id: "recent", title: LocalizedText("Recent", translations: ["de": "Zuletzt"])),
                    .init(id: "popular", title: LocalizedText("Popular", translations: ["de": "Beliebt"])),
                ]))
    }

    /// A schema from its JSON text; the test fails when it is not valid.
    static func schema(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> WidgetSchema
    {
        let loaded = SchemaLoader().load(text)
        return try #require(loaded.value, "\(loaded.diagnostics)", sourceLocation: sourceLocation)
    }

    /// The files for a schema, by name; the test fails when generation fails.
    static func files(_ schema: WidgetSchema, module: String = "WidgetExtension") throws -> [String: String] {
        switch AppIntentsGenerator(options: options(module: module)).generate(schema) {
        case .success(let files):
            return Dictionary(uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
        case .failure(let failure):
            Issue.record("generation failed: \(failure)")
            return [:]
        }
    }

    /// The problems generation reports for a schema.
    static func problems(_ schema: WidgetSchema, module: String = "WidgetExtension") -> [Diagnostic] {
        if case .failure(.schema(let problems)) = AppIntentsGenerator(options: options(module: module)).generate(schema)
        {
            return problems
        }
        return []
    }

    /// A schema of one parameter, given as JSON.
    static func single(_ parameter: String, extra: String = "") -> String {
        #"{"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [\#(parameter)]\#(extra)}"#
    }
}
