import SchemaTestSupport
import Testing

@testable import IntentSchema

@Suite("Configuration session")
struct ConfigurationSessionTests {
    static let providers: [String: any OptionProvider] = ["airports": SchemaFixtures.airports]

    @Test("questions follow the schema, skipping inactive parameters")
    func order() throws {
        var session = ConfigurationSession(schema: SchemaFixtures.rich, providers: Self.providers)
        var asked: [String] = []
        while let question = session.nextQuestion() {
            asked.append(question.parameter.id)
            let value: ParameterValue? =
                switch question.parameter.id {
                case "location": .string("LHR")
                case "direct": .boolean(true)
                default: nil
                }
            session.answer(question.parameter, with: value)
        }
        #expect(asked == ["location", "mode", "direct", "airline", "note"])
        #expect(session.missingValues().isEmpty)
        #expect(session.result().configuration?.values["direct"] == .boolean(true))
    }

    struct Answer: CustomTestStringConvertible, Sendable {
        var parameter: String
        var text: String
        var expected: AnswerInterpretation
        var testDescription: String { "\(parameter) ← \"\(text)\"" }
    }

    @Test(
        "answers are interpreted by kind",
        arguments: [
            Answer(parameter: "travellers", text: "3", expected: .value(.string("three"))),
            Answer(parameter: "travellers", text: "Two", expected: .value(.string("two"))),
            Answer(parameter: "travellers", text: "4 trav", expected: .value(.string("four"))),
            Answer(parameter: "travellers", text: "", expected: .keep),
            Answer(parameter: "travellers", text: "t", expected: .invalid("more than one matches: two, three")),
            Answer(parameter: "travellers", text: "9", expected: .invalid("choose a number from 1 to 4")),
            Answer(parameter: "location", text: "LHR", expected: .value(.string("LHR"))),
            Answer(parameter: "location", text: "", expected: .invalid("an answer is required")),
            // A code in any case is the code when it names an option.
            Answer(parameter: "location", text: "lhr", expected: .value(.string("LHR"))),
            Answer(parameter: "location", text: " Par ", expected: .value(.string("PAR"))),
            Answer(
                parameter: "location", text: "paris",
                expected: .search([
                    Option(id: "PAR", title: "Paris (all airports)", subtitle: "France"),
                    Option(id: "CDG", title: "Paris Charles de Gaulle", subtitle: "France"),
                ])),
            // A search with exactly one result takes it.
            Answer(parameter: "location", text: "london g", expected: .value(.string("LGW"))),
            Answer(parameter: "location", text: "zzzz", expected: .search([])),
        ])
    func interpret(_ example: Answer) throws {
        let session = ConfigurationSession(schema: SchemaFixtures.dealsWidget, providers: Self.providers)
        let parameter = try #require(SchemaFixtures.dealsWidget.parameter(example.parameter))
        #expect(session.interpret(example.text, for: session.question(parameter)) == example.expected)
    }

    @Test("existing values start the session; ones that no longer fit are asked again")
    func existing() throws {
        let session = ConfigurationSession(
            schema: SchemaFixtures.dealsWidget, providers: Self.providers,
            existing: ["location": .string("ZZZ"), "travellers": .string("four"), "dates": .string("someday")])
        let location = try #require(SchemaFixtures.dealsWidget.parameter("location"))
        let travellers = try #require(SchemaFixtures.dealsWidget.parameter("travellers"))
        let dates = try #require(SchemaFixtures.dealsWidget.parameter("dates"))
        #expect(session.question(location).current == nil)
        #expect(session.question(travellers).current == .string("four"))
        #expect(session.question(travellers).currentIsDefault == false)
        #expect(session.question(dates).current == .string("anytime"))
        #expect(session.question(dates).currentIsDefault)
        #expect(session.missingValues().map(\.id) == ["location"])
    }

    @Test("the result is validated and leaves out inactive values")
    func result() {
        var session = ConfigurationSession(
            schema: SchemaFixtures.rich, providers: Self.providers,
            existing: ["location": .string("CDG"), "mode": .string("advanced"), "budget": .integer(300)])
        while let question = session.nextQuestion() {
            session.answer(question.parameter, with: question.parameter.id == "mode" ? .string("simple") : nil)
        }
        let configuration = session.result().configuration
        #expect(configuration?.values["budget"] == nil)
        #expect(configuration?.values["mode"] == .string("simple"))
    }
}
