import DocumentFormats
import IntentSchema
import Testing

@Suite("A schema's SiriKit origin")
struct SiriKitOriginTests {
    static func schema(_ origin: String) -> String {
        """
        {"formatVersion": 1, "id": "w", "version": 1, "title": "W",
         "parameters": [{"id": "location", "title": "L", "kind": "boolean"}],
         "siriKit": \(origin)}
        """
    }

    @Test("it decodes, and encodes back to the same schema")
    func roundTrip() throws {
        let loaded = SchemaLoader().load(
            Self.schema(
                #"{"intentClassName": "InspirationalConfigurationIntent", "namespace": "Deals", "parameterNames": {"location": "locationParameter"}}"#
            ))
        let schema = try #require(loaded.value)
        #expect(
            schema.siriKit
                == SiriKitOrigin(
                    intentClassName: "InspirationalConfigurationIntent", namespace: "Deals",
                    parameterNames: ["location": "locationParameter"]))
        let again = SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema)))
        #expect(again.value == schema)
    }

    @Test(
        "Xcode's namespace is kept as written, a digit first too",
        arguments: ["88xZPY", "wqYaJi", "1AigIl", "Deals", "_x9"])
    func namespace(_ namespace: String) throws {
        let loaded = SchemaLoader().load(
            Self.schema(#"{"intentClassName": "ConfigurationIntent", "namespace": "\#(namespace)"}"#))
        let schema = try #require(loaded.value, "\(loaded.diagnostics.map(\.rendered))")
        #expect(schema.siriKit?.namespace == namespace)
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).value == schema)
    }

    @Test(
        "bad origins are located errors",
        arguments: [
            (#"{"namespace": "Deals"}"#, "schema.missing-key"),
            (#"{"intentClassName": "2Intent"}"#, "schema.invalid-value"),
            (#"{"intentClassName": "A", "parameterNames": {"place": "placeParameter"}}"#, "schema.unknown-parameter"),
            (#"{"intentClassName": "A", "parameterNames": ["location"]}"#, "schema.type-mismatch"),
            (#"{"intentClassName": "A", "parameterNames": {"location": "has space"}}"#, "schema.invalid-value"),
            (#"{"intentClassName": "A", "namespace": "88x ZPY"}"#, "schema.invalid-value"),
            (#"{"intentClassName": "A", "namespace": ""}"#, "schema.invalid-value"),
        ])
    func refused(_ origin: String, _ code: String) {
        let loaded = SchemaLoader().load(Self.schema(origin), file: "w.json")
        #expect(loaded.value == nil)
        let diagnostic = loaded.diagnostics.first { $0.code.rawValue == code }
        #expect(diagnostic != nil, "\(loaded.diagnostics.map(\.rendered))")
        #expect(diagnostic?.location?.line == 3)
    }
}
