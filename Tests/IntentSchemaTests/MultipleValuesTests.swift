import Foundation
import SchemaTestSupport
import TestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

/// Parameters that take several values: the schema's declaration, configurations holding lists, `KEY=A,B`,
/// `KEY+=C` and `KEY-=A`, the migration from one value, the diff and the JSON Schema export.
@Suite("Several values")
struct MultipleValuesTests {
    /// A schema whose one parameter (on line 3) varies.
    static func schemaText(_ parameter: String, version: Int = 1) -> String {
        "{\"formatVersion\": 1, \"id\": \"m\", \"version\": \(version), \"title\": \"M\",\n\"parameters\": [\n\(parameter)\n]}"
    }

    static let origins =
        #"{"id": "origins", "title": "Origins", "kind": "dynamic", "provider": "airports", "required": true, "multipleValues": {"maximum": 3, "byFamily": {"systemSmall": 1, "systemMedium": 2}}}"#
    static let sizes = SchemaFixtures.severalSizes

    static func schema(_ parameter: String = origins) throws -> WidgetSchema {
        let loaded = SchemaLoader().load(schemaText(parameter))
        return try #require(loaded.schema, "\(loaded.diagnostics.map(\.rendered))")
    }

    static func validator(_ parameter: String = origins) throws -> ConfigurationValidator {
        ConfigurationValidator(schema: try schema(parameter), providers: ["airports": SchemaFixtures.airports])
    }

    @Test("the declaration is read: minimum 1 for a required parameter, each size's maximum, and written back")
    func declaration() throws {
        let schema = try Self.schema()
        let multiple = try #require(schema.parameters[0].multipleValues)
        #expect(
            multiple == MultipleValues(minimum: 1, maximum: 3, maximumByFamily: [.systemSmall: 1, .systemMedium: 2]))
        #expect(multiple.maximum(for: .systemLarge) == 3)
        let written = JSONWriter.write(SchemaEncoder().encode(schema))
        #expect(SchemaLoader().load(written).schema == schema)
        #expect(written.contains(#""multipleValues": {"#))
    }

    struct SchemaCase: CustomTestStringConvertible, Sendable {
        var name: String
        var parameter: String
        var code: DiagnosticCode
        var path: String
        var hint: String? = nil
        var testDescription: String { name }
    }

    @Test(
        "a declaration that cannot hold is refused, located",
        arguments: [
            SchemaCase(
                name: "on an integer",
                parameter: #"{"id": "n", "title": "N", "kind": "integer", "multipleValues": {"maximum": 2}}"#,
                code: .schemaUnknownKey, path: "$.parameters[0].multipleValues"),
            SchemaCase(
                name: "no maximum",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "multipleValues": {}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaMissingKey, path: "$.parameters[0].multipleValues.maximum"),
            SchemaCase(
                name: "minimum above maximum",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "multipleValues": {"minimum": 3, "maximum": 2}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaInvalidValue, path: "$.parameters[0].multipleValues.minimum"),
            SchemaCase(
                name: "required with minimum 0",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "required": true, "multipleValues": {"minimum": 0, "maximum": 2}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaInvalidValue, path: "$.parameters[0].multipleValues.minimum"),
            SchemaCase(
                name: "an unknown family",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "multipleValues": {"maximum": 2, "byFamily": {"systemMedum": 1}}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaUnknownKey, path: "$.parameters[0].multipleValues.byFamily.systemMedum",
                hint: #"did you mean "systemMedium"?"#),
            SchemaCase(
                name: "a family above the maximum",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "multipleValues": {"maximum": 2, "byFamily": {"systemLarge": 3}}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaInvalidValue, path: "$.parameters[0].multipleValues.byFamily.systemLarge"),
            SchemaCase(
                name: "a family holding fewer than the minimum, which no such widget could meet",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "multipleValues": {"minimum": 3, "maximum": 4, "byFamily": {"systemSmall": 1}}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaInvalidValue, path: "$.parameters[0].multipleValues.byFamily.systemSmall",
                hint: #"make it at least 3, or lower "minimum""#),
            SchemaCase(
                name: "a default that is not a list",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "default": "a", "multipleValues": {"maximum": 2}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaTypeMismatch, path: "$.parameters[0].default"),
            SchemaCase(
                name: "a default case that does not exist",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "default": ["a", "bb"], "multipleValues": {"maximum": 2}, "cases": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}"#,
                code: .schemaInvalidDefault, path: "$.parameters[0].default[1]"),
            SchemaCase(
                name: "a default listed twice",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "default": ["a", "a"], "multipleValues": {"maximum": 2}, "cases": [{"id": "a", "title": "A"}]}"#,
                code: .schemaInvalidDefault, path: "$.parameters[0].default[1]"),
            SchemaCase(
                name: "a default longer than the maximum",
                parameter:
                    #"{"id": "s", "title": "S", "kind": "enum", "default": ["a", "b"], "multipleValues": {"maximum": 1}, "cases": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}]}"#,
                code: .schemaInvalidDefault, path: "$.parameters[0].default"),
            SchemaCase(
                name: "equals on a parent of several values",
                parameter: sizes + ",\n"
                    + #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "sizes", "equals": "s"}}"#,
                code: .schemaUnknownCase, path: "$.parameters[1].activeWhen.equals",
                hint: #"depend on it with "hasValue" instead"#),
        ])
    func refusedDeclaration(_ test: SchemaCase) {
        let loaded = SchemaLoader().load(Self.schemaText(test.parameter))
        let found = loaded.diagnostics.first { $0.code == test.code && $0.path.description == test.path }
        #expect(found != nil, "\(loaded.diagnostics.map(\.rendered))")
        #expect(found?.location?.line == 3 || found?.location?.line == 4)
        if let hint = test.hint { #expect(found?.hint == hint) }
        #expect(loaded.schema == nil)
    }

    struct ValueCase: CustomTestStringConvertible, Sendable {
        var name: String
        var values: String
        var codes: [(DiagnosticCode, String)]
        var testDescription: String { name }
    }

    @Test(
        "a list is checked first as a list (its count), then element by element at its index, a repeat once with its count",
        arguments: [
            ValueCase(name: "valid", values: #"["LHR", "CDG"]"#, codes: []),
            ValueCase(
                name: "one value, not a list", values: #""LHR""#, codes: [(.configTypeMismatch, "$.values.origins")]),
            ValueCase(
                name: "an unknown one at its index", values: #"["LHR", "XQZ"]"#,
                codes: [(.configUnknownOption, "$.values.origins[1]")]),
            ValueCase(
                name: "one twice", values: #"["LHR", "CDG", "LHR"]"#,
                codes: [(.configDuplicateValue, "$.values.origins[2]")]),
            ValueCase(
                name: "one three times, reported once at its first repeat", values: #"["LHR", "LHR", "LHR"]"#,
                codes: [(.configDuplicateValue, "$.values.origins[1]")]),
            ValueCase(
                name: "too many", values: #"["LHR", "CDG", "LGW", "PAR"]"#,
                codes: [(.configValueCount, "$.values.origins")]),
            ValueCase(name: "too few", values: #"[]"#, codes: [(.configValueCount, "$.values.origins")]),
            ValueCase(
                name: "every problem at once", values: #"["XQZ", 3, "LHR", "LHR", "CDG"]"#,
                codes: [
                    (.configValueCount, "$.values.origins"), (.configUnknownOption, "$.values.origins[0]"),
                    (.configTypeMismatch, "$.values.origins[1]"), (.configDuplicateValue, "$.values.origins[3]"),
                ]),
        ])
    func values(_ test: ValueCase) throws {
        let result = try Self.validator().validate(
            Array(#"{"schema": "m", "version": 1, "values": {"origins": \#(test.values)}}"#.utf8))
        let found = result.diagnostics.filter { $0.severity == .error }.map { ($0.code, $0.path.description) }
        #expect(found.map(\.0) == test.codes.map(\.0), "\(result.diagnostics.map(\.rendered))")
        #expect(found.map(\.1) == test.codes.map(\.1))
        if test.codes.isEmpty {
            #expect(result.value?.values["origins"] == .list([.string("LHR"), .string("CDG")]))
        } else {
            #expect(result.value == nil)
        }
    }

    @Test(
        "KEY=A,B sets the list, KEY+=C adds, KEY-=A takes away",
        arguments: [
            (["origins=LHR,CDG"], ["LHR", "CDG"], [String]()),
            (["origins+=LGW"], ["LHR", "LGW"], []),
            (["origins+=LHR"], ["LHR"], []),
            (["origins+=CDG", "origins-=LHR"], ["CDG"], []),
            (["origins-=CDG"], nil, ["config.value-not-held"]),
            (["origins=LHR,,CDG"], nil, ["config.unknown-option"]),
            (["origins=LHR,CDG,LGW,PAR"], nil, ["config.value-count"]),
            (["origins-=LHR"], nil, ["config.value-count"]),
        ] as [([String], [String]?, [String])])
    func assignments(_ edits: [String], expected: [String]?, codes: [String]) throws {
        let validator = try Self.validator()
        let assignments = try edits.map { try #require(ConfigurationAssignment(parsing: $0)) }
        let base = [JSONMember(key: "origins", value: .array([.string("LHR")]))]
        let result = validator.validate(applying: assignments, to: base)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue) == codes)
        if let expected {
            #expect(result.value?.values["origins"] == .list(expected.map { .string($0) }))
        } else {
            #expect(result.value == nil)
        }
    }

    @Test(
        "an answer of several values: each by code, search or case, none twice, as many as allowed",
        arguments: [
            ("LHR, cdg", "LHR,CDG"), ("paris c,london g", "CDG,LGW"), (" lhr ", "LHR"),
            ("lhr, lhr", "invalid: LHR is chosen twice"), ("lhr,,cdg", "invalid: an empty value between commas"),
            ("lhr, xyzzy", "invalid: no match for \"xyzzy\""),
            ("lhr, london", "invalid: \"london\" matches more than one: LON, LHR, LGW; type its code"),
            ("lhr,cdg,lgw,par", "invalid: choose from 1 to 3, separated by commas (4 given)"),
            ("", "invalid: an answer is required"),
        ])
    func sessionAnswers(text: String, expected: String) throws {
        let session = ConfigurationSession(schema: try Self.schema(), providers: ["airports": SchemaFixtures.airports])
        let question = try #require(session.nextQuestion())
        let got: String =
            switch session.interpret(text, for: question) {
            case .value(let value): value.description
            case .invalid(let reason): "invalid: " + reason
            case .keep: "keep"
            case .search(let found): "search: " + found.map(\.id).joined(separator: ",")
            }
        #expect(got == expected)
    }

    @Test("a session keeps existing values of several, and a one-value document's value as a list of one")
    func sessionExisting() throws {
        let schema = try Self.schema()
        let providers: [String: any OptionProvider] = ["airports": SchemaFixtures.airports]
        #expect(
            ConfigurationSession(schema: schema, providers: providers, existing: ["origins": .string("LHR")]).values
                == ["origins": .list([.string("LHR")])])
        #expect(
            ConfigurationSession(
                schema: schema, providers: providers, existing: ["origins": .list([.string("LHR"), .string("XQZ")])]
            ).values.isEmpty)
    }

    @Test("an edit's operation is parsed from the key, and += on a parameter of one value is refused")
    func operations() throws {
        #expect(
            ConfigurationAssignment(parsing: "origins+=LHR")
                == .init(parameter: "origins", text: "LHR", operation: .add))
        #expect(
            ConfigurationAssignment(parsing: "origins-=LHR")
                == .init(parameter: "origins", text: "LHR", operation: .remove))
        #expect(ConfigurationAssignment(parsing: "a=b") == .init(parameter: "a", text: "b", operation: .set))
        // `+=x` and `-=x` name no parameter: "expected KEY=VALUE", not an unknown parameter "+".
        #expect(ConfigurationAssignment(parsing: "+=x") == nil)
        #expect(ConfigurationAssignment(parsing: "-=x") == nil)
        #expect(ConfigurationAssignment(parsing: "=x") == nil)
        let schema = try Self.schema(
            #"{"id": "one", "title": "One", "kind": "enum", "cases": [{"id": "a", "title": "A"}]}"#)
        let checked = ConfigurationValidator(schema: schema).check([.init(parameter: "one", text: "a", operation: .add)]
        )
        #expect(checked.diagnostics.map(\.code) == [.configTypeMismatch])
    }

    @Test("a document from before the parameter took several is read as a list of one, and needs migrating")
    func migration() throws {
        let before = try #require(
            SchemaLoader().load(
                Self.schemaText(
                    #"{"id": "origins", "title": "Origins", "kind": "dynamic", "provider": "airports", "required": true}"#
                )
            )
            .schema)
        let after = try #require(SchemaLoader().load(Self.schemaText(Self.origins, version: 2)).schema)
        let diff = SchemaDiff(from: before, to: after).changes
        let change = try #require(diff.first { $0.kind == .becameList })
        #expect(!change.isBreaking)
        #expect(SchemaDiff(from: after, to: before).changes.contains { $0.kind == .becameSingle && $0.isBreaking })
        let validator = ConfigurationValidator(schema: after, providers: ["airports": SchemaFixtures.airports])
        let result = validator.validate(Array(#"{"schema": "m", "version": 1, "values": {"origins": "LHR"}}"#.utf8))
        #expect(result.value?.values["origins"] == .list([.string("LHR")]))
        #expect(result.value?.migrationSteps == [.makeList("origins")])
        #expect(result.diagnostics.map(\.code) == [.configNeedsMigration])
    }

    @Test(
        "a summary names the values in the locale's words",
        arguments: [
            (nil, ["LHR", "CDG"], "From London Heathrow and Paris Charles de Gaulle"),
            ("fr", ["LHR", "CDG"], "Depuis London Heathrow et Paris Charles de Gaulle"),
            ("de", ["LHR", "CDG", "LGW"], "Ab London Heathrow, Paris Charles de Gaulle und London Gatwick"),
            ("en", ["LHR", "CDG", "LGW"], "From London Heathrow, Paris Charles de Gaulle, and London Gatwick"),
            ("en", ["LHR"], "From London Heathrow"),
        ] as [(String?, [String], String)])
    func summary(locale: String?, codes: [String], expected: String) throws {
        let text = Self.schemaText(Self.origins).replacing(
            "\"title\": \"M\",",
            with:
                #""title": "M", "summary": {"text": {"en": "From ${origins}", "fr": "Depuis ${origins}", "de": "Ab ${origins}"}},"#
        )
        let schema = try #require(SchemaLoader().load(text).schema)
        let catalog = SchemaCatalog(schemas: [schema], providers: ["airports": SchemaFixtures.airports])
        let configuration = WidgetConfiguration(
            schemaID: "m", schemaVersion: 1, values: ["origins": .list(codes.map { .string($0) })])
        #expect(catalog.summary(of: configuration, locale: locale) == expected)
    }

    @Test("a summary cannot switch on a parameter of several values")
    func summarySwitch() {
        let text = Self.schemaText(Self.sizes).replacing(
            "\"title\": \"M\",",
            with: #""title": "M", "summary": {"text": "S", "switch": "sizes", "cases": {"s": "Small"}},"#)
        let loaded = SchemaLoader().load(text)
        #expect(loaded.schema == nil)
        #expect(
            loaded.diagnostics.contains { $0.code == .schemaInvalidValue && $0.path.description == "$.summary.switch" })
    }

    @Test("JSON Schema: an array of distinct values with its bounds, each item what one value would be")
    func jsonSchema() throws {
        let exported = JSONSchemaExporter().export(try Self.schema(Self.sizes))
        let text = JSONWriter.write(exported, pretty: false)
        #expect(
            text.contains(
                #""sizes":{"title":"Sizes","type":"array","items":{"enum":["s","l"]},"minItems":0,"maxItems":2,"uniqueItems":true"#
            ),
            "\(text)")
    }
}

/// A dynamic parameter's scope: which parameters narrow its options.
@Suite("Scopes in schemas")
struct ScopeDeclarationTests {
    static func load(_ parameters: String) -> Diagnosed<WidgetSchema> {
        SchemaLoader().load(MultipleValuesTests.schemaText(parameters))
    }

    static let country = SchemaFixtures.countryParameter

    @Test("a scope is read and written back")
    func roundTrip() throws {
        let schema = try #require(
            Self.load(
                Self.country + ",\n"
                    + #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"country": "country"}}"#
            ).schema)
        guard case .dynamic(let options) = schema.parameters[1].kind else {
            Issue.record("not dynamic")
            return
        }
        #expect(options.scope == OptionScopeDeclaration(country: "country"))
        #expect(options.scope?.scope(given: ["country": .string("FR")]) == OptionScope(countryCode: "FR"))
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).schema == schema)
    }

    @Test(
        "a scope that cannot hold is refused, located",
        arguments: [
            (
                #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"country": "contry"}}"#,
                "schema.unknown-parameter", "$.parameters[1].scope.country"
            ),
            (
                #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"country": "airport"}}"#,
                "schema.relationship-order", "$.parameters[1].scope.country"
            ),
            (
                #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {}}"#,
                "schema.missing-key", "$.parameters[1].scope"
            ),
            (
                #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"region": "country"}}"#,
                "schema.unknown-key", "$.parameters[1].scope.region"
            ),
            (
                #"{"id": "airport", "title": "A", "kind": "enum", "scope": {"country": "country"}, "cases": [{"id": "a", "title": "A"}]}"#,
                "schema.unknown-key", "$.parameters[1].scope"
            ),
        ])
    func refused(parameter: String, code: String, path: String) {
        let loaded = Self.load(Self.country + ",\n" + parameter)
        #expect(loaded.schema == nil)
        #expect(
            loaded.diagnostics.contains { $0.code.rawValue == code && $0.path.description == path },
            "\(loaded.diagnostics.map(\.rendered))")
    }

    @Test("a scope on a parameter of several values is refused")
    func severalScope() {
        let loaded = Self.load(
            #"{"id": "country", "title": "C", "kind": "dynamic", "provider": "countries", "multipleValues": {"maximum": 2}},"#
                + "\n"
                + #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"country": "country"}}"#
        )
        #expect(
            loaded.diagnostics.contains {
                $0.code == .schemaInvalidValue && $0.path.description == "$.parameters[1].scope.country"
            })
    }
}
