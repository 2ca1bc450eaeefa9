import Testing

@testable import DocumentFormats

@Suite("JSON writer")
struct JSONWriterTests {
    struct Escape: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var literal: String
        var testDescription: String { name }
    }

    @Test(
        "strings are escaped so that no unsafe character reaches a reader",
        arguments: [
            Escape(name: "plain", text: "London", literal: #""London""#),
            Escape(name: "non-ASCII letters stay", text: "Zürich 東京", literal: #""Zürich 東京""#),
            Escape(name: "quote and backslash", text: #"a"b\c"#, literal: #""a\"b\\c""#),
            Escape(name: "line breaks and tabs", text: "a\nb\rc\td", literal: #""a\nb\rc\td""#),
            Escape(name: "other controls", text: "\u{0}\u{1B}\u{7F}", literal: #""\u0000\u001b\u007f""#),
            Escape(name: "C1 controls", text: "\u{85}", literal: #""\u0085""#),
            Escape(name: "line and paragraph separators", text: "\u{2028}\u{2029}", literal: #""\u2028\u2029""#),
            Escape(name: "bidirectional override", text: "a\u{202E}b", literal: #""a\u202eb""#),
            Escape(name: "a slash needs no escape", text: "a/b", literal: #""a/b""#),
        ])
    func escaping(_ example: Escape) throws {
        #expect(JSONWriter.quoted(example.text) == example.literal)
        // The literal reads back as the text.
        let parsed = try JSONParser().parse(example.literal)
        #expect(parsed.value == .string(example.text))
    }

    @Test("objects and arrays nest, pretty with two-space indentation or compact")
    func layout() {
        var writer = JSONWriter()
        writer.writeObject { writer in
            writer.write("a", 1)
            writer.writeKey("b")
            writer.writeArray { writer in
                writer.write(true)
                writer.writeObject { _ in }
                writer.writeArray([String]())
                writer.writeNull()
            }
            writer.writeIfPresent("c", nil as String?)
            writer.writeIfPresent("d", "x")
        }
        #expect(
            writer.text == """
                {
                  "a": 1,
                  "b": [
                    true,
                    {},
                    [],
                    null
                  ],
                  "d": "x"
                }
                """)
        var compact = JSONWriter(style: .compact)
        compact.writeArray([JSONNode.object([("x", .integer(1))])])
        #expect(compact.text == #"[{"x":1}]"#)
    }

    @Test("numbers are always valid JSON: non-finite ones become null")
    func numbers() {
        var writer = JSONWriter(style: .compact)
        writer.writeArray([1.5, -0.25, 1e-5, .infinity, -.infinity, .nan, 51.4706])
        #expect(writer.text == "[1.5,-0.25,1e-05,null,null,null,51.4706]")
    }

    @Test("the buffer is reused: removeAll starts a new document")
    func reuse() {
        var writer = JSONWriter(style: .compact)
        writer.writeArray(["a"])
        writer.removeAll()
        writer.writeObject { $0.write("k", "v") }
        #expect(writer.text == #"{"k":"v"}"#)
    }

    @Test("parsed documents write back unchanged, member order and number text kept")
    func roundTrip() throws {
        let text = #"{"z":1,"a":[1.50,-2e3,"x",null,false],"m":{"":{}}}"#
        #expect(JSONWriter.write(try JSONParser().parse(text), pretty: false) == text)
    }
}
