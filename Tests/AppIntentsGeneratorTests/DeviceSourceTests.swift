import AppIntentsGenerator
import DocumentFormats
import IntentSchema
import Testing

/// A parameter of places whose options come from the device (`"source": "device"`): its query answers from the
/// index in the extension's bundle, and the runtime file that reads it is written only then.
@Suite("Places answered on the device")
struct DeviceSourceTests {
    static let schema = """
        {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
          {"id": "origin", "title": "Origin", "kind": "dynamic", "provider": "airports", "source": "device",
           "default": "LHR"},
          {"id": "destination", "title": "Destination", "kind": "dynamic", "provider": "airports"}]}
        """

    @Test("the device's query goes through the index, the service's through the client, and the index file is written")
    func generated() throws {
        let files = try GeneratorFixtures.files(GeneratorFixtures.schema(Self.schema))
        let origin = try #require(files["OriginQuery.swift"])
        #expect(origin.contains("var index = IntentctlDeviceIndex.shared"), "\(origin)")
        #expect(origin.contains("await index.places(identifiers)"))
        #expect(origin.contains("try await index.suggest(string)"))
        #expect(origin.contains("await index.sections()"))
        #expect(origin.contains(#"await index.places(["LHR"], recordingPicks: false)"#))
        #expect(!origin.contains("IntentctlClient"))
        let destination = try #require(files["DestinationQuery.swift"])
        #expect(destination.contains("var client = IntentctlClient.shared"))
        #expect(!destination.contains("IntentctlDeviceIndex"))
        let index = try #require(files["IntentctlDeviceIndex.swift"])
        #expect(index.contains("import Suggester"))
        // The timeline still asks the service.
        #expect(files["IntentctlClient.swift"] != nil)
    }

    @Test("without a parameter answered on the device, no file imports Suggester")
    func notWritten() throws {
        let files = try GeneratorFixtures.files(
            GeneratorFixtures.schema(Self.schema.replacing(#""source": "device","#, with: "")))
        #expect(files["IntentctlDeviceIndex.swift"] == nil)
        #expect(!files.values.contains { $0.contains("import Suggester") })
    }

    @Test("places from the device need no service that serves them: the query is the index's; the app gives the rest")
    func withoutServedPlaces() throws {
        var options = GeneratorFixtures.options()
        options.servedProviders = []
        let generated = try AppIntentsGenerator(options: options).generate(GeneratorFixtures.schema(Self.schema)).get()
        let files = Dictionary(
            uniqueKeysWithValues: generated.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
        #expect(files["OriginQuery.swift"]?.contains("var index = IntentctlDeviceIndex.shared") == true)
        // The destination's airports, not served, are the app's to give.
        #expect(files["DestinationQuery.swift"]?.contains("var source: any AirportsOptionSource") == true)
        #expect(files["AirportsOptionSource.swift"] != nil)
    }

    @Test(
        "the device index's type names are reserved only where it is written: other schemas' names do not change",
        arguments: [(false, "Suggestion"), (true, "SuggestionEntity")])
    func reservedOnlyOnDevice(_ onDevice: Bool, _ expected: String) throws {
        let source = onDevice ? #", "source": "device""# : ""
        let files = try GeneratorFixtures.files(
            GeneratorFixtures.schema(
                GeneratorFixtures.single(
                    #"{"id": "suggestion", "title": "S", "kind": "dynamic", "provider": "airports"\#(source)}"#)))
        #expect(files["\(expected).swift"] != nil, "\(files.keys.sorted())")
    }

    @Test("options from the device of a provider that gives no places are refused, by loading and by the generator")
    func refused() throws {
        let text = """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "station", "title": "Station", "kind": "dynamic", "provider": "stations", "source": "device"}]}
            """
        let loaded = SchemaLoader().load(text)
        #expect(loaded.schema == nil)
        #expect(loaded.diagnostics.first?.path.description == "$.parameters[0].source")
        // A schema made in code reaches the generator, which refuses it too.
        var schema = try GeneratorFixtures.schema(text.replacing(#""source": "device""#, with: #""required": false"#))
        guard case .dynamic(var options) = schema.parameters[0].kind else {
            Issue.record("not dynamic")
            return
        }
        options.source = .device
        schema.parameters[0].kind = .dynamic(options)
        let problems = GeneratorFixtures.problems(schema)
        #expect(problems.map(\.code) == [.generateUnsupported])
        #expect(problems.first?.path.description == "$.parameters[0].source")
    }
}
