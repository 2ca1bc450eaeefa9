import SchemaTestSupport
import Testing

@testable import DocumentFormats
@testable import IntentSchema

@Suite("Parameter kinds and relationships")
struct ParameterRulesTests {
    static let rich = SchemaFixtures.rich
    static func kind(_ id: String) -> ParameterKind { rich.parameter(id)!.kind }

    struct Conversion: CustomTestStringConvertible, Sendable {
        var parameter: String
        var json: String
        var value: ParameterValue?
        var testDescription: String { "\(parameter) ← \(json)" }
    }

    @Test(
        "a JSON node is a value only when it has the kind's type",
        arguments: [
            Conversion(parameter: "location", json: #""LHR""#, value: .string("LHR")),
            Conversion(parameter: "location", json: "5", value: nil),
            Conversion(parameter: "mode", json: #""simple""#, value: .string("simple")),
            Conversion(parameter: "mode", json: "true", value: nil),
            Conversion(parameter: "budget", json: "300", value: .integer(300)),
            Conversion(parameter: "budget", json: "2.5", value: nil),
            Conversion(parameter: "budget", json: "1e3", value: nil),
            Conversion(parameter: "budget", json: #""300""#, value: nil),
            Conversion(parameter: "direct", json: "false", value: .boolean(false)),
            Conversion(parameter: "direct", json: "null", value: nil),
            Conversion(parameter: "airline", json: #""BA""#, value: .string("BA")),
        ])
    func values(_ example: Conversion) throws {
        #expect(Self.kind(example.parameter).value(from: try JSONParser().parse(example.json)) == example.value)
    }

    struct Check: CustomTestStringConvertible, Sendable {
        var parameter: String
        var value: ParameterValue
        var reason: ValueProblem.Reason?
        var testDescription: String { "\(parameter) = \(value)" }
    }

    @Test(
        "a value's problem for its kind, if it has one",
        arguments: [
            Check(parameter: "mode", value: .string("advanced"), reason: nil),
            Check(parameter: "mode", value: .string("expert"), reason: .notACase),
            Check(parameter: "mode", value: .integer(1), reason: .wrongType),
            Check(parameter: "budget", value: .integer(1), reason: nil),
            Check(parameter: "budget", value: .integer(0), reason: .outOfRange),
            Check(parameter: "budget", value: .integer(5001), reason: .outOfRange),
            Check(parameter: "airline", value: .string("AF"), reason: nil),
            Check(parameter: "airline", value: .string("AFR"), reason: .outOfRange),
            Check(parameter: "note", value: .string("0123456789"), reason: nil),
            Check(parameter: "note", value: .string("01234567890"), reason: .outOfRange),
            Check(parameter: "direct", value: .string("yes"), reason: .wrongType),
            Check(parameter: "location", value: .string("anything"), reason: nil),
        ])
    func problems(_ example: Check) {
        #expect(Self.kind(example.parameter).problem(with: example.value)?.reason == example.reason)
    }

    struct Activity: CustomTestStringConvertible, Sendable {
        var name: String
        var values: [String: ParameterValue]
        var active: [String]
        var testDescription: String { name }
    }

    @Test(
        "which parameters are active follows from the values, defaults and parents",
        arguments: [
            Activity(name: "nothing set: defaults decide", values: [:], active: ["location", "mode", "direct"]),
            Activity(
                name: "a has-value parent", values: ["location": .string("LHR")],
                active: ["location", "mode", "direct", "note"]),
            Activity(
                name: "an enum parent", values: ["mode": .string("advanced")],
                active: ["location", "mode", "budget", "direct"]),
            Activity(
                name: "a boolean parent", values: ["direct": .boolean(true)],
                active: ["location", "mode", "direct", "airline"]),
            Activity(
                name: "values of inactive parameters change nothing",
                values: ["budget": .integer(3), "airline": .string("BA")], active: ["location", "mode", "direct"]),
        ])
    func activity(_ example: Activity) {
        #expect(Self.rich.activeParameters(given: example.values).map(\.id) == example.active)
    }

    @Test("a parameter whose parent is inactive is inactive too")
    func chain() {
        let schema = WidgetSchema(
            id: "chain", version: 1, title: "Chain",
            parameters: [
                Parameter(id: "a", title: "A", kind: .boolean, defaultValue: .boolean(false)),
                Parameter(
                    id: "b", title: "B", kind: .boolean, defaultValue: .boolean(true),
                    activation: ActivationCondition(parameter: "a", predicate: .equals(.boolean(true)))),
                Parameter(
                    id: "c", title: "C", kind: .string(StringConstraints()),
                    activation: ActivationCondition(parameter: "b", predicate: .equals(.boolean(true)))),
            ])
        #expect(schema.activeParameters(given: [:]).map(\.id) == ["a"])
        #expect(schema.activeParameters(given: ["a": .boolean(true)]).map(\.id) == ["a", "b", "c"])
        #expect(schema.activeParameters(given: ["a": .boolean(true), "b": .boolean(false)]).map(\.id) == ["a", "b"])
    }
}
