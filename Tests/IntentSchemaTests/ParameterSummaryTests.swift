import SchemaTestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

/// A `"summary"` declaration for the rich schema and the problem it has.
struct SummaryDeclarationCase: Sendable, CustomTestStringConvertible {
    let name: String
    let summary: String
    let code: DiagnosticCode
    let path: String
    var hint: String? = nil

    var testDescription: String { name }
}

@Suite("Parameter summaries")
struct ParameterSummaryTests {
    static func rich(summary: String) -> String {
        SchemaFixtures.richText.replacingOccurrences(
            of: #""title": "Rich","#, with: #""title": "Rich", "summary": \#(summary),"#)
    }

    static let declarations: [SummaryDeclarationCase] = [
        SummaryDeclarationCase(
            name: "an unknown parameter in the template", summary: #"{"text": "From ${locaton}"}"#,
            code: .schemaUnknownParameter, path: "$.summary.text", hint: "did you mean \"location\"?"),
        SummaryDeclarationCase(
            name: "an unknown parameter in a translation",
            summary: #"{"text": {"en": "From ${location}", "de": "Ab ${ort}"}}"#, code: .schemaUnknownParameter,
            path: "$.summary.text"),
        SummaryDeclarationCase(
            name: "an unclosed placeholder", summary: #"{"text": "From ${location"}"#, code: .schemaInvalidValue,
            path: "$.summary.text"),
        SummaryDeclarationCase(
            name: "a switch on an unknown parameter",
            summary: #"{"text": "x", "switch": "modes", "cases": {"simple": "y"}}"#, code: .schemaUnknownParameter,
            path: "$.summary.switch", hint: "did you mean \"mode\"?"),
        SummaryDeclarationCase(
            name: "a switch on a string parameter", summary: #"{"text": "x", "switch": "note", "cases": {"a": "y"}}"#,
            code: .schemaInvalidValue, path: "$.summary.switch"),
        SummaryDeclarationCase(
            name: "a case that is not a value of the switch",
            summary: #"{"text": "x", "switch": "mode", "cases": {"simpel": "y"}}"#, code: .schemaUnknownCase,
            path: "$.summary.cases.simpel", hint: "did you mean \"simple\"?"),
        SummaryDeclarationCase(
            name: "cases without a switch", summary: #"{"text": "x", "cases": {"simple": "y"}}"#,
            code: .schemaMissingKey, path: "$.summary.switch"),
        SummaryDeclarationCase(
            name: "an unknown key", summary: #"{"text": "x", "swtich": "mode"}"#, code: .schemaUnknownKey,
            path: "$.summary.swtich", hint: "did you mean \"switch\"?"),
    ]

    @Test("loading checks summaries with located diagnostics", arguments: declarations)
    func declarationProblems(_ example: SummaryDeclarationCase) throws {
        let result = SchemaLoader().load(Self.rich(summary: example.summary), file: "rich.json")
        #expect(result.schema == nil)
        let diagnostic = try #require(result.diagnostics.first { $0.code == example.code }, "\(result.diagnostics)")
        #expect(diagnostic.path.description == example.path)
        #expect(diagnostic.location != nil)
        if let hint = example.hint { #expect(diagnostic.hint == hint) }
    }

    static let catalog = SchemaCatalog(
        schemas: [SchemaFixtures.dealsWidget], providers: ["airports": SchemaFixtures.airports])

    @Test(
        "a summary picks its template by the switch and the locale, and shows value titles",
        arguments: [
            (
                ["location": "LHR", "travellers": "one", "dates": "nextMonth"], "en",
                "Deals from London Heathrow for 1 traveller next month"
            ),
            (
                ["location": "LON", "travellers": "two", "dates": "anytime"], "de",
                "Angebote ab London (all airports) für 2 Reisende, jederzeit"
            ),
            (
                ["location": "CDG", "travellers": "four", "dates": "nextWeekend"], "fr-CA",
                "Bons plans au départ de Paris Charles de Gaulle pour 4 voyageurs le week-end prochain"
            ),
            // A value the provider does not know shows as it is; a parameter with none, by its title.
            (["location": "ZZZ", "dates": "anytime"], "en", "Deals from ZZZ for Travellers, any time"),
        ] as [([String: String], String, String)])
    func renders(values: [String: String], locale: String, expected: String) {
        let configuration = WidgetConfiguration(
            schemaID: "deals-widget", schemaVersion: 1, values: values.mapValues { .string($0) })
        #expect(Self.catalog.summary(of: configuration, locale: locale) == expected)
    }

    @Test("without a summary there is none; a switch value with no case uses the default template")
    func defaults() throws {
        let configuration = WidgetConfiguration(schemaID: "rich", schemaVersion: 3, values: ["mode": .string("simple")])
        #expect(SchemaCatalog(schemas: [SchemaFixtures.rich]).summary(of: configuration, locale: nil) == nil)
        let schema = try #require(
            SchemaLoader().load(
                Self.rich(
                    summary: #"{"text": "${mode} mode", "switch": "mode", "cases": {"advanced": "Expert, ${budget}"}}"#)
            ).schema)
        let catalog = SchemaCatalog(schemas: [schema])
        #expect(catalog.summary(of: configuration, locale: nil) == "Simple mode")
        let advanced = WidgetConfiguration(
            schemaID: "rich", schemaVersion: 3, values: ["mode": .string("advanced"), "budget": .integer(300)])
        #expect(catalog.summary(of: advanced, locale: nil) == "Expert, 300")
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).schema == schema)
        let export = JSONSchemaExporter().export(schema).value
        #expect(export.member("description")?.value == .string("${mode} mode"))
    }
}
