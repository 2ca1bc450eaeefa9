import SchemaTestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

@Suite("Configuration validation")
struct ConfigurationValidatorTests {
    static let deals = ConfigurationValidator(
        schema: SchemaFixtures.dealsWidget, providers: ["airports": SchemaFixtures.airports])
    static let rich = ConfigurationValidator(
        schema: SchemaFixtures.rich, providers: ["airports": SchemaFixtures.airports])

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var rich = false
        var document: String
        var code: DiagnosticCode
        var path: String
        var line: Int? = nil
        var column: Int? = nil
        var hint: String? = nil
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "missing required value", document: #"{"schema": "deals-widget", "version": 1, "values": {}}"#,
            code: .configMissingValue, path: "$.values.location", line: 1),
        Case(
            name: "unknown parameter",
            document:
                "{\"schema\": \"deals-widget\", \"version\": 1,\n \"values\": {\"location\": \"LON\", \"traveller\": \"two\"}}",
            code: .configUnknownParameter, path: "$.values.traveller", line: 2, column: 32,
            hint: #"did you mean "travellers"?"#),
        Case(
            name: "wrong type",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "travellers": 2}}"#,
            code: .configTypeMismatch, path: "$.values.travellers", line: 1, column: 86),
        Case(
            name: "enum value not a case",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "travellers": "tow"}}"#,
            code: .configUnknownCase, path: "$.values.travellers", hint: #"did you mean "two"?"#),
        Case(
            name: "enum value in the wrong case",
            document:
                #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "dates": "NextWeekend"}}"#,
            code: .configUnknownCase, path: "$.values.dates", hint: #"did you mean "nextWeekend"?"#),
        Case(
            name: "dynamic value the provider does not know",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": "ZZZ"}}"#,
            code: .configUnknownOption, path: "$.values.location"),
        Case(
            name: "dynamic value with a suggestion",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": "lon"}}"#,
            code: .configUnknownOption, path: "$.values.location",
            hint: "did you mean LON (London (all airports)), LHR (London Heathrow), LGW (London Gatwick)?"),
        Case(
            name: "schema mismatch", document: #"{"schema": "weather", "version": 1, "values": {"location": "LON"}}"#,
            code: .configSchemaMismatch, path: "$.schema", line: 1, column: 12),
        Case(
            name: "version mismatch",
            document: #"{"schema": "deals-widget", "version": 2, "values": {"location": "LON"}}"#,
            code: .configVersionMismatch, path: "$.version"),
        Case(
            name: "malformed JSON",
            document: "{\"schema\": \"deals-widget\",\n \"version\": 1,\n \"values\": {\"location\": \"LON\",}}",
            code: .jsonSyntax, path: "$", line: 3, column: 31),
        Case(name: "not an object", document: "[1]", code: .configInvalidDocument, path: "$"),
        Case(
            name: "unknown top-level key",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON"}, "valuez": {}}"#,
            code: .configInvalidDocument, path: "$.valuez", hint: #"did you mean "values"?"#),
        Case(
            name: "missing values", document: #"{"schema": "deals-widget", "version": 1}"#,
            code: .configInvalidDocument, path: "$.values"),
        Case(
            name: "inactive parameter (enum relationship)", rich: true,
            document: #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "budget": 300}}"#,
            code: .configInactiveParameter, path: "$.values.budget"),
        Case(
            name: "inactive parameter (boolean relationship)", rich: true,
            document:
                #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "direct": false, "airline": "BA"}}"#,
            code: .configInactiveParameter, path: "$.values.airline"),
        Case(
            name: "inactive parameter (has-value relationship)", rich: true,
            document: #"{"schema": "rich", "version": 3, "values": {"location": 5, "note": "hi"}}"#,
            code: .configInactiveParameter, path: "$.values.note"),
        Case(
            name: "active required dependent missing", rich: true,
            document: #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "mode": "advanced"}}"#,
            code: .configMissingValue, path: "$.values.budget"),
        Case(
            name: "integer out of range", rich: true,
            document:
                #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "mode": "advanced", "budget": 0}}"#,
            code: .configOutOfRange, path: "$.values.budget"),
        Case(
            name: "number that is not an integer", rich: true,
            document:
                #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "mode": "advanced", "budget": 2.5}}"#,
            code: .configTypeMismatch, path: "$.values.budget"),
        Case(
            name: "string not matching the pattern", rich: true,
            document:
                #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "direct": true, "airline": "british"}}"#,
            code: .configOutOfRange, path: "$.values.airline"),
        Case(
            name: "string too long", rich: true,
            document:
                #"{"schema": "rich", "version": 3, "values": {"location": "LHR", "note": "far too long a note"}}"#,
            code: .configOutOfRange, path: "$.values.note"),
        Case(
            name: "null is not a value",
            document: #"{"schema": "deals-widget", "version": 1, "values": {"location": null}}"#,
            code: .configTypeMismatch, path: "$.values.location"),
    ]

    @Test("each problem is reported with its code, path and position", arguments: cases)
    func reportsProblem(_ example: Case) throws {
        let validator = example.rich ? Self.rich : Self.deals
        let result = validator.validate(Array(example.document.utf8), file: "c.json")
        #expect(!result.isValid)
        let diagnostic = try #require(
            result.diagnostics.first { $0.code == example.code }, "\(result.diagnostics.map(\.rendered))")
        #expect(diagnostic.path.description == example.path)
        #expect(diagnostic.file == "c.json")
        if let line = example.line { #expect(diagnostic.location?.line == line) }
        if let column = example.column { #expect(diagnostic.location?.column == column) }
        if let hint = example.hint { #expect(diagnostic.hint == hint) }
    }

    @Test("every problem in a document is reported at once")
    func reportsEverything() {
        let document =
            #"{"schema": "deals-widget", "version": 9, "values": {"travellers": "five", "dates": 3, "colour": "red"}}"#
        let codes = Self.deals.validate(Array(document.utf8)).diagnostics.map(\.code)
        #expect(
            Set(codes) == [
                .configVersionMismatch, .configUnknownParameter, .configMissingValue, .configUnknownCase,
                .configTypeMismatch,
            ])
    }

    @Test("defaults fill missing optional values")
    func defaultsFill() throws {
        let result = Self.deals.validate(
            Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR"}}"#.utf8))
        let configuration = try #require(result.configuration)
        #expect(
            configuration.values == [
                "location": .string("LHR"), "travellers": .string("two"), "dates": .string("anytime"),
            ])
        #expect(configuration.defaultedParameters == ["travellers", "dates"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("an active dependent parameter is accepted")
    func activeDependent() throws {
        let document =
            #"{"schema": "rich", "version": 3, "values": {"location": "CDG", "mode": "advanced", "budget": 800, "direct": true, "airline": "AF", "note": "ok"}}"#
        let configuration = try #require(Self.rich.validate(Array(document.utf8)).configuration)
        #expect(configuration.values["budget"] == .integer(800))
        #expect(configuration.values["airline"] == .string("AF"))
    }

    @Test("without the provider, a dynamic value is accepted with a warning")
    func providerUnavailable() {
        let validator = ConfigurationValidator(schema: SchemaFixtures.dealsWidget)
        let result = validator.validate(
            Array(#"{"schema": "deals-widget", "version": 1, "values": {"location": "ZZZ"}}"#.utf8))
        #expect(result.isValid)
        #expect(result.diagnostics.map(\.code) == [.configProviderUnavailable])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test("assignments are typed, validated, and drop values the edit makes inactive")
    func assignments() throws {
        let base = try JSONParser().parse(#"{"location": "LHR", "mode": "advanced", "budget": 900}"#)
        guard case .object(let members) = base.value else { return }
        let simple = Self.rich.validate(applying: [ConfigurationAssignment(parsing: "mode=simple")!], to: members)
        #expect(simple.configuration?.values["budget"] == nil)
        #expect(simple.isValid)
        let budget = Self.rich.validate(applying: [ConfigurationAssignment(parsing: "budget=1200")!], to: members)
        #expect(budget.configuration?.values["budget"] == .integer(1200))
        let bad = Self.rich.validate(
            applying: [
                ConfigurationAssignment(parsing: "budget=lots")!, ConfigurationAssignment(parsing: "colour=red")!,
            ], to: members)
        #expect(Set(bad.diagnostics.map(\.code)) == [.configTypeMismatch, .configUnknownParameter])
        let removed = Self.rich.validate(applying: [ConfigurationAssignment(parsing: "location=")!], to: members)
        #expect(removed.diagnostics.map(\.code).contains(.configMissingValue))
        #expect(ConfigurationAssignment(parsing: "=x") == nil)
        #expect(ConfigurationAssignment(parsing: "novalue") == nil)
    }

    @Test("the catalog picks the schema a document names")
    func catalog() {
        let catalog = SchemaCatalog(
            schemas: [SchemaFixtures.dealsWidget, SchemaFixtures.rich], providers: ["airports": SchemaFixtures.airports]
        )
        #expect(
            catalog.validate(Array(#"{"schema": "rich", "version": 3, "values": {"location": "LHR"}}"#.utf8)).isValid)
        let unknown = catalog.validate(Array(#"{"schema": "deals-widgte", "version": 1, "values": {}}"#.utf8))
        #expect(unknown.diagnostics.map(\.code) == [.configUnknownSchema])
        #expect(unknown.diagnostics.first?.hint == #"did you mean "deals-widget"?"#)
    }

    @Test("diagnostics render as file:line:column with no raw control characters")
    func rendering() {
        let result = Self.deals.validate(
            Array("{\"schema\": \"deals-widget\", \"version\": 1, \"values\": {\"location\": \"\\u001b[31mX\"}}".utf8),
            file: "in.json")
        let text = result.diagnostics.map(\.rendered).joined(separator: "\n")
        #expect(text.hasPrefix("in.json:1:65: error:"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    }
}
