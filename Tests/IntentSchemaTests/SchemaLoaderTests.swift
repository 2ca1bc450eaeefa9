import SchemaTestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

@Suite("Schema loading")
struct SchemaLoaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var parameters: String
        var code: DiagnosticCode
        var path: String
        var line: Int?
        var hint: String?
        var top: String = ""
        var testDescription: String { name }
    }

    /// A schema whose parameters (starting on line 3) vary by case.
    static func schema(top: String = "", parameters: String) -> String {
        "{\"formatVersion\": 1, \"id\": \"t\", \"version\": 1, \"title\": \"T\",\(top)\n\"parameters\": [\n\(parameters)\n]}"
    }

    static let enumParameter =
        #"{"id": "size", "title": "Size", "kind": "enum", "cases": [{"id": "small", "title": "S"}, {"id": "large", "title": "L"}]}"#

    static let cases: [Case] = [
        Case(
            name: "duplicate parameter id", parameters: enumParameter + ",\n" + enumParameter, code: .schemaDuplicateID,
            path: "$.parameters[1].id", line: 4),
        Case(
            name: "duplicate case id",
            parameters:
                #"{"id": "a", "title": "A", "kind": "enum", "cases": [{"id": "x", "title": "X"}, {"id": "x", "title": "Y"}]}"#,
            code: .schemaDuplicateID, path: "$.parameters[0].cases[1].id", line: 3),
        Case(
            name: "default not a case",
            parameters:
                #"{"id": "a", "title": "A", "kind": "enum", "default": "lage", "cases": [{"id": "large", "title": "L"}]}"#,
            code: .schemaInvalidDefault, path: "$.parameters[0].default", line: 3, hint: #"did you mean "large"?"#),
        Case(
            name: "default of wrong type", parameters: #"{"id": "a", "title": "A", "kind": "integer", "default": "3"}"#,
            code: .schemaTypeMismatch, path: "$.parameters[0].default", line: 3),
        Case(
            name: "default out of range",
            parameters: #"{"id": "a", "title": "A", "kind": "integer", "maximum": 2, "default": 3}"#,
            code: .schemaInvalidDefault, path: "$.parameters[0].default", line: 3),
        Case(
            name: "relationship to unknown parameter",
            parameters: enumParameter + ",\n"
                + #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "sise", "hasValue": true}}"#,
            code: .schemaUnknownParameter, path: "$.parameters[1].activeWhen.parameter", line: 4,
            hint: #"did you mean "size"?"#),
        Case(
            name: "relationship to unknown case",
            parameters: enumParameter + ",\n"
                + #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "size", "equals": "huge"}}"#,
            code: .schemaUnknownCase, path: "$.parameters[1].activeWhen.equals", line: 4),
        Case(
            name: "relationship equals a case on a boolean parent",
            parameters: #"{"id": "a", "title": "A", "kind": "boolean"},"# + "\n"
                + #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "a", "equals": "yes"}}"#,
            code: .schemaUnknownCase, path: "$.parameters[1].activeWhen.equals", line: 4),
        Case(
            name: "relationship to a later parameter",
            parameters:
                #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "a", "hasValue": true}},"#
                + "\n" + #"{"id": "a", "title": "A", "kind": "boolean"}"#,
            code: .schemaRelationshipOrder, path: "$.parameters[0].activeWhen.parameter", line: 3),
        Case(
            name: "relationship with both predicates",
            parameters: #"{"id": "a", "title": "A", "kind": "boolean"},"# + "\n"
                + #"{"id": "b", "title": "B", "kind": "boolean", "activeWhen": {"parameter": "a", "hasValue": true, "equals": true}}"#,
            code: .schemaInvalidValue, path: "$.parameters[1].activeWhen", line: 4),
        Case(
            name: "a scope whose country is a parameter of airports, which no value could be in",
            parameters: #"{"id": "home", "title": "H", "kind": "dynamic", "provider": "airports"},"# + "\n"
                + #"{"id": "o", "title": "O", "kind": "dynamic", "provider": "airports", "scope": {"country": "home"}}"#,
            code: .schemaInvalidValue, path: "$.parameters[1].scope.country", line: 4,
            hint: #"name a parameter of the provider "countries""#),
        Case(
            name: "a scope whose near is a parameter of countries",
            parameters: #"{"id": "c", "title": "C", "kind": "dynamic", "provider": "countries"},"# + "\n"
                + #"{"id": "o", "title": "O", "kind": "dynamic", "provider": "airports", "scope": {"near": "c"}}"#,
            code: .schemaInvalidValue, path: "$.parameters[1].scope.near", line: 4,
            hint: #"name a parameter of the provider "airports" or "places""#),
        Case(
            name: "a scope on a countries parameter, which nothing enforces",
            parameters: #"{"id": "c", "title": "C", "kind": "dynamic", "provider": "countries"},"# + "\n"
                + #"{"id": "d", "title": "D", "kind": "dynamic", "provider": "countries", "scope": {"country": "c"}}"#,
            code: .schemaInvalidValue, path: "$.parameters[1].scope", line: 4,
            hint: #"scope a parameter of the provider "airports" or "places""#),
        Case(
            name: "a pattern with a backreference, which no linear-time matcher takes",
            parameters: #"{"id": "c", "title": "C", "kind": "string", "pattern": "(a)\\1"}"#,
            code: .schemaInvalidPattern, path: "$.parameters[0].pattern", line: 3),
        Case(
            name: "unknown key with hint",
            parameters: #"{"id": "a", "title": "A", "kind": "boolean", "requird": true}"#,
            code: .schemaUnknownKey, path: "$.parameters[0].requird", line: 3, hint: #"did you mean "required"?"#),
        Case(
            name: "key of another kind", parameters: #"{"id": "a", "title": "A", "kind": "boolean", "cases": []}"#,
            code: .schemaUnknownKey, path: "$.parameters[0].cases", line: 3),
        Case(
            name: "wrong type", parameters: #"{"id": "a", "title": "A", "kind": "boolean", "required": "yes"}"#,
            code: .schemaTypeMismatch, path: "$.parameters[0].required", line: 3),
        Case(
            name: "missing key", parameters: #"{"id": "a", "kind": "boolean"}"#, code: .schemaMissingKey,
            path: "$.parameters[0].title", line: 3),
        Case(
            name: "unknown kind", parameters: #"{"id": "a", "title": "A", "kind": "enumm"}"#, code: .schemaInvalidValue,
            path: "$.parameters[0].kind", line: 3, hint: #"did you mean "enum"?"#),
        Case(
            name: "invalid id", parameters: #"{"id": "../etc", "title": "A", "kind": "boolean"}"#,
            code: .schemaInvalidID,
            path: "$.parameters[0].id", line: 3),
        Case(
            name: "empty enum", parameters: #"{"id": "a", "title": "A", "kind": "enum", "cases": []}"#,
            code: .schemaInvalidValue,
            path: "$.parameters[0].cases", line: 3),
        Case(
            name: "dynamic without provider", parameters: #"{"id": "a", "title": "A", "kind": "dynamic"}"#,
            code: .schemaMissingKey, path: "$.parameters[0].provider", line: 3),
        Case(
            name: "invalid pattern", parameters: #"{"id": "a", "title": "A", "kind": "string", "pattern": "([a-z"}"#,
            code: .schemaInvalidPattern, path: "$.parameters[0].pattern", line: 3),
        Case(
            name: "minimum above maximum",
            parameters: #"{"id": "a", "title": "A", "kind": "integer", "minimum": 5, "maximum": 1}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].minimum", line: 3),
        Case(
            name: "payload with unknown rule",
            parameters:
                #"{"id": "a", "title": "A", "kind": "enum", "cases": [{"id": "x", "title": "X", "payload": {"dateWindow": "nextWeek"}}]}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].cases[0].payload.dateWindow", line: 3,
            hint: #"did you mean "nextWeekend"?"#),
        Case(
            name: "payload traveller count out of range",
            parameters:
                #"{"id": "a", "title": "A", "kind": "enum", "cases": [{"id": "x", "title": "X", "payload": {"travellerCount": 0}}]}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].cases[0].payload.travellerCount", line: 3),
        Case(
            name: "translation without the default locale",
            parameters: #"{"id": "a", "title": {"de": "A"}, "kind": "boolean"}"#,
            code: .schemaMissingDefaultLocale, path: "$.parameters[0].title", line: 3),
        Case(
            name: "blank translation",
            parameters: #"{"id": "a", "title": {"en": " \n", "de": "A"}, "kind": "boolean"}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].title.en", line: 3),
        Case(
            name: "placeholder without the default locale", parameters: enumParameter,
            code: .schemaMissingDefaultLocale, path: "$.placeholder", line: 1,
            top: #" "formatVersion": 1, "placeholder": {"de": "X"},"#),
        Case(
            name: "empty placeholder", parameters: enumParameter, code: .schemaInvalidValue, path: "$.placeholder",
            line: 1, top: #" "formatVersion": 1, "placeholder": " ","#),
        Case(
            name: "unsupported format version", parameters: enumParameter, code: .schemaUnsupportedFormatVersion,
            path: "$.formatVersion", line: 1, top: #" "formatVersion": 2,"#),
        Case(
            name: "duplicate key", parameters: #"{"id": "a", "id": "b", "title": "A", "kind": "boolean"}"#,
            code: .jsonDuplicateKey,
            path: "$.parameters[0].id", line: 3),
        Case(name: "malformed JSON", parameters: #"{"id": "a",, }"#, code: .jsonSyntax, path: "$", line: 3),
        Case(
            name: "textValues not a boolean",
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "p", "textValues": "yes"}"#,
            code: .schemaTypeMismatch, path: "$.parameters[0].textValues", line: 3),
        Case(
            name: "textValues of places, stored by their codes",
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "airports", "textValues": true}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].textValues", line: 3),
        Case(
            name: "textValues on a string",
            parameters: #"{"id": "a", "title": "A", "kind": "string", "textValues": true}"#,
            code: .schemaUnknownKey, path: "$.parameters[0].textValues", line: 3),
        Case(
            name: "an unknown option source",
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "airports", "source": "devise"}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].source", line: 3, hint: "did you mean \"device\"?"),
        Case(
            name: "options on the device from a provider that gives no places",
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "countries", "source": "device"}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].source", line: 3),
        Case(
            name: "options on the device of places, whose towns are stored by codes the device does not give",
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "places", "source": "device"}"#,
            code: .schemaInvalidValue, path: "$.parameters[0].source", line: 3),
        Case(
            name: "a source on an enum",
            parameters:
                #"{"id": "a", "title": "A", "kind": "enum", "cases": [{"id": "x", "title": "X"}], "source": "device"}"#,
            code: .schemaUnknownKey, path: "$.parameters[0].source", line: 3),
    ]

    @Test("each problem is reported with its code, path and line", arguments: cases)
    func reportsProblem(_ example: Case) throws {
        var text = Self.schema(parameters: example.parameters)
        if !example.top.isEmpty {
            text = text.replacingOccurrences(of: "{\"formatVersion\": 1,", with: "{" + example.top)
        }
        let result = SchemaLoader().load(text, file: "t.json")
        #expect(result.schema == nil)
        let diagnostic = try #require(
            result.diagnostics.first { $0.code == example.code }, "\(result.diagnostics.map(\.rendered))")
        #expect(diagnostic.path.description == example.path)
        #expect(diagnostic.file == "t.json")
        if let line = example.line { #expect(diagnostic.location?.line == line) }
        if let hint = example.hint { #expect(diagnostic.hint == hint) }
    }

    @Test("all problems are collected, not just the first")
    func collectsAll() {
        let text = Self.schema(
            parameters: #"{"id": "a", "title": "A", "kind": "boolean", "requird": true},"# + "\n"
                + #"{"id": "a", "title": 5, "kind": "enum", "default": "z", "cases": [{"id": "y", "title": "Y"}]}"#)
        let codes = Set(SchemaLoader().load(text).diagnostics.map(\.code))
        #expect(codes == [.schemaUnknownKey, .schemaTypeMismatch])
        let secondText = Self.schema(
            parameters: #"{"id": "a", "title": "A", "kind": "boolean"},"# + "\n"
                + #"{"id": "a", "title": "B", "kind": "enum", "default": "z", "cases": [{"id": "y", "title": "Y"}]}"#)
        #expect(
            Set(SchemaLoader().load(secondText).diagnostics.map(\.code)) == [.schemaDuplicateID, .schemaInvalidDefault])
    }

    @Test("the shipped deals-widget schema loads with the expected parameters")
    func shippedSchema() throws {
        let result = SchemaLoader().load(SchemaFixtures.dealsWidgetText)
        #expect(result.diagnostics.isEmpty)
        let schema = try #require(result.schema)
        #expect(schema.parameters.map(\.id) == ["location", "travellers", "dates"])
        #expect(
            schema.parameter("location")?.kind
                == .dynamic(
                    DynamicOptions(provider: "airports", isSearchable: true, minimumQueryLength: 1, suggestedCount: 8)))
        #expect(schema.parameter("travellers")?.defaultValue == .string("two"))
        #expect(
            schema.parameter("travellers")?.kind.cases?.compactMap(\.payload) == (1...4).map { .travellerCount($0) })
        #expect(schema.parameter("dates")?.kind.cases?.map(\.id) == ["nextWeekend", "nextMonth", "anytime"])
        #expect(schema.title.resolved(for: "de-CH") == "Reiseangebote")
        #expect(schema.title.resolved(for: "ja") == "Travel Deals")
        #expect(schema.placeholder?.resolved(for: "fr") == "Choisissez votre départ pour voir les bons plans")
    }

    @Test("options' texts load, encode and load again as they are; a dynamic parameter's values are ids by default")
    func textValues() throws {
        let text = Self.schema(
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "accounts", "textValues": true},"#
                + "\n" + #"{"id": "b", "title": "B", "kind": "dynamic", "provider": "accounts"}"#)
        let schema = try #require(SchemaLoader().load(text).schema)
        guard case .dynamic(let texts) = schema.parameters[0].kind, case .dynamic(let ids) = schema.parameters[1].kind
        else {
            Issue.record("not dynamic: \(schema.parameters.map(\.kind))")
            return
        }
        #expect(texts.hasTextValues && !ids.hasTextValues)
        let encoded = JSONWriter.write(SchemaEncoder().encode(schema))
        #expect(encoded.components(separatedBy: "\"textValues\": true").count == 2, "\(encoded)")
        #expect(SchemaLoader().load(encoded).schema == schema)
    }

    @Test("options answered on the device load, encode and load again as they are; the service is the default")
    func deviceSource() throws {
        let text = Self.schema(
            parameters: #"{"id": "a", "title": "A", "kind": "dynamic", "provider": "airports", "source": "device"},"#
                + "\n" + #"{"id": "b", "title": "B", "kind": "dynamic", "provider": "places"}"#)
        let schema = try #require(SchemaLoader().load(text).schema)
        guard case .dynamic(let device) = schema.parameters[0].kind,
            case .dynamic(let service) = schema.parameters[1].kind
        else {
            Issue.record("not dynamic: \(schema.parameters.map(\.kind))")
            return
        }
        #expect(device.source == .device && service.source == .service)
        let encoded = JSONWriter.write(SchemaEncoder().encode(schema))
        #expect(encoded.components(separatedBy: "\"source\": \"device\"").count == 2, "\(encoded)")
        #expect(SchemaLoader().load(encoded).schema == schema)
    }

    @Test("encoding a schema and loading it again gives the same schema", arguments: ["deals", "rich"])
    func encoderRoundTrip(_ which: String) throws {
        let schema = which == "deals" ? SchemaFixtures.dealsWidget : SchemaFixtures.rich
        let text = JSONWriter.write(SchemaEncoder().encode(schema))
        let reloaded = SchemaLoader().load(text)
        #expect(reloaded.diagnostics.isEmpty)
        #expect(reloaded.schema == schema)
    }
}

/// Patterns as a string parameter's value meets them: the syntax taken, what is refused, and whole-string matches,
/// the shapes a backtracking engine takes exponential time over among them.
@Suite("Patterns")
struct RegularExpressionTests {
    @Test(
        "whole strings match as ECMA-262 and ICU match them",
        arguments: [
            ("[A-Z]{2}-[0-9]{3}", "AB-123", true), ("[A-Z]{2}-[0-9]{3}", "AB-12", false),
            ("[A-Z]{2}-[0-9]{3}", "xAB-123", false), ("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$", "de-CH", true),
            ("^[a-zA-Z]{2}(-[a-zA-Z]{2})?$", "de-", false), ("[0-9]+(\\.[0-9]+){3}", "1.2.3.4", true),
            ("[0-9]+(\\.[0-9]+){3}", "1.2.3", false), ("[^/]+/.+", "a/b", true), ("[^/]+/.+", "/b", false),
            ("-?[0-9]+(\\.[0-9]+)?", "-12.5", true), ("\\d{3}|x", "x", true), ("\\d{3}|x", "12", false),
            ("(?:ab)*c", "ababc", true), ("a{2,}", "a", false), ("a{2,}", "aaaa", true), ("a{1,2}", "aaa", false),
            ("[\\w.-]+@[\\w-]+\\.\\w+", "a.b@c-d.io", true), ("\\s*", " \t", true), (".", "\n", false),
            ("[^a-c]", "d", true), ("[^a-c]", "b", false), ("é+", "éé", true), ("\\u00e9", "é", true),
            ("a{,3}", "a{,3}", true), ("(a|a)+b", String(repeating: "a", count: 40), false),
            ("(a+)+b", String(repeating: "a", count: 40) + "b", true),
            ("(.*a){20}", String(repeating: "a", count: 30), true),
            ("([a-z]+,)*[a-z]+", "ab,cd,ef", true), ("(a*)*", "aaa", true), ("", "", true), ("", "a", false),
        ] as [(String, String, Bool)])
    func matches(pattern: String, text: String, expected: Bool) throws {
        let expression = try RegularExpression(pattern)
        #expect(expression.matches(text) == expected, "\(pattern) against \(text.debugDescription)")
    }

    @Test(
        "what a linear-time matcher cannot take is refused, saying what and where",
        arguments: [
            ("(a)\\1", "backreferences"), ("(?=a)a", "lookaround"), ("a\\b", "word boundaries"),
            ("\\p{L}", "Unicode properties"), ("(?i)a", "flags"), ("a**", "a quantifier of a quantifier"),
            ("*a", "repeats nothing"), ("(a", "a ( without its )"), ("a)", "an unmatched )"), ("[a", "without its ]"),
            ("a{2000}", "a repetition of more than 1000"), ("(a{1000}){3}", "too large"), ("a^b", "only taken at"),
            ("[z-a]", "backwards"), ("a*+", "possessive"),
        ])
    func refused(pattern: String, reason: String) {
        #expect(throws: RegularExpression.Problem.self) { try RegularExpression(pattern) }
        do {
            _ = try RegularExpression(pattern)
        } catch {
            #expect(error.message.contains(reason), "\(pattern): \(error.message)")
        }
    }
}
