import Foundation
import SchemaTestSupport
import TestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

@Suite("JSON Schema export")
struct JSONSchemaExporterTests {
    @Test("the export describes the documents of the deals widget")
    func dealsExport() throws {
        let exported = JSONSchemaExporter().export(SchemaFixtures.dealsWidget)
        let text = JSONWriter.write(exported, pretty: false)
        #expect(text.contains(#""$schema":"https://json-schema.org/draft/2020-12/schema""#))
        #expect(
            text.contains(#""travellers":{"title":"Travellers","enum":["one","two","three","four"],"default":"two","#))
        #expect(text.contains(#""x-intentctl-payloads":{"one":{"travellerCount":1},"#))
        #expect(text.contains(#""x-intentctl-case-titles":{"one":{"en":"1 traveller","de":"1 Reisender""#))
        #expect(text.contains(#""x-intentctl-deep-link":"deals://search""#))
        // Without the provider's value format, a dynamic value is any string.
        #expect(text.contains(#""type":"string","x-intentctl-titles""#))
        #expect(text.contains(#""required":["location"]"#))
        #expect(text.contains(#""schema":{"const":"deals-widget"}"#))
    }

    /// Documents covering every structural rule, valid and invalid.
    static let documents: [String] = {
        var documents: [String] = []
        let values = [
            #"{"location": "LHR"}"#, #"{"location": "LHR", "mode": "advanced", "budget": 10}"#,
            #"{"location": "LHR", "mode": "advanced"}"#,
            #"{"location": "LHR", "budget": 10}"#, #"{"location": "LHR", "mode": "simple", "budget": 10}"#,
            #"{"location": "LHR", "direct": true, "airline": "BA"}"#, #"{"location": "LHR", "airline": "BA"}"#,
            #"{"location": "LHR", "direct": true, "airline": "BAW"}"#, #"{"location": "LHR", "note": "x"}"#,
            #"{"note": "x"}"#,
            #"{"location": "LHR", "mode": "other"}"#, #"{"location": "LHR", "mode": "advanced", "budget": 0}"#,
            #"{"location": "LHR", "mode": "advanced", "budget": 5001}"#, #"{"location": "LHR", "direct": "yes"}"#,
            #"{"location": 3}"#, #"{"location": "LHR", "extra": 1}"#, #"{"location": "LHR", "note": "01234567890"}"#,
            "{}", "[]",
        ]
        for value in values {
            documents.append(#"{"schema": "rich", "version": 3, "values": \#(value)}"#)
        }
        documents += [
            #"{"schema": "rich", "version": 4, "values": {"location": "LHR"}}"#,
            #"{"schema": "other", "version": 3, "values": {"location": "LHR"}}"#,
            #"{"schema": "rich", "version": 3}"#,
            #"{"schema": "rich", "version": 3, "values": {"location": "LHR"}, "x": 1}"#, "5",
            // Codes in the provider's format only: lower case, and a 2 MB string.
            #"{"schema": "rich", "version": 3, "values": {"location": "lhr"}}"#,
            #"{"schema": "rich", "version": 3, "values": {"location": ""# + String(repeating: "A", count: 2_000_000)
                + #""}}"#,
        ]
        return documents
    }()

    static let airportFormat = OptionValueFormat(
        pattern: "^[A-Z]{3}$", description: "An IATA code.", examples: ["LHR", "CDG"])

    @Test("a dynamic parameter takes its provider's format: pattern, description and examples")
    func providerFormat() {
        let exported = JSONSchemaExporter(valueFormats: ["airports": Self.airportFormat]).export(SchemaFixtures.rich)
        let text = JSONWriter.write(exported, pretty: false)
        #expect(
            text.contains(
                #""location":{"title":"From","description":"An IATA code.","type":"string","pattern":"^[A-Z]{3}$","examples":["LHR","CDG"],"x-intentctl-provider":"airports""#
            ))
        #expect(text.contains(#""x-intentctl-active-when":{"parameter":"mode","equals":"advanced"}"#))
        #expect(!text.contains("x-intentctl-option-source"))
    }

    @Test("places answered on the device are marked, and keep their provider's format")
    func deviceSource() throws {
        var schema = SchemaFixtures.rich
        let index = try #require(schema.parameters.firstIndex { $0.id == "location" })
        guard case .dynamic(var options) = schema.parameters[index].kind else {
            Issue.record("location is not dynamic")
            return
        }
        options.source = .device
        schema.parameters[index].kind = .dynamic(options)
        let text = JSONWriter.write(
            JSONSchemaExporter(valueFormats: ["airports": Self.airportFormat]).export(schema), pretty: false)
        #expect(text.contains(#""pattern":"^[A-Z]{3}$""#))
        #expect(text.contains(#""x-intentctl-option-source":"device""#))
    }

    @Test("python's jsonschema reaches the same verdicts as the validator")
    func agreesWithPythonJSONSchema() throws {
        guard Python.hasModule("jsonschema") else {
            try Test.cancel(
                "skipped: python3 with jsonschema is not installed (pip install jsonschema); CI installs it")
        }
        let validator = ConfigurationValidator(
            schema: SchemaFixtures.rich, providers: ["airports": SchemaFixtures.airports])
        let expected = Self.documents.map { validator.validate(Array($0.utf8)).isValid }
        let folder = try TemporaryFolders.make()
        let exporter = JSONSchemaExporter(valueFormats: ["airports": Self.airportFormat])
        try JSONWriter.write(exporter.export(SchemaFixtures.rich)).write(
            to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
        try ("[" + Self.documents.joined(separator: ",") + "]").write(
            to: folder.appendingPathComponent("documents.json"), atomically: true, encoding: .utf8)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); docs = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator.check_schema(schema)
            v = jsonschema.Draft202012Validator(schema)
            print(json.dumps([v.is_valid(d) for d in docs]))
            """
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script, folder.appendingPathComponent("schema.json").path,
            folder.appendingPathComponent("documents.json").path,
        ]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let verdicts = try JSONDecoder().decode([Bool].self, from: data)
        #expect(verdicts == expected)
        #expect(expected.contains(true) && expected.contains(false))
    }
}
