import Testing

@testable import DocumentFormats

@Suite("JSON parser")
struct JSONParserTests {
    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var reason: JSONSyntaxError.Reason
        var line: Int
        var column: Int
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ reason: JSONSyntaxError.Reason, _ line: Int, _ column: Int) {
            self.init(name, Array(text.utf8), reason, line, column)
        }

        init(_ name: String, _ bytes: [UInt8], _ reason: JSONSyntaxError.Reason, _ line: Int, _ column: Int) {
            self.name = name
            self.bytes = bytes
            self.reason = reason
            self.line = line
            self.column = column
        }
    }

    static let malformed: [Malformed] = [
        Malformed("empty document", "  \n ", .empty, 2, 2),
        Malformed("missing value", "{\"a\": }", .unexpectedCharacter, 1, 7),
        Malformed("trailing comma in object", "{\"a\": 1,\n}", .unexpectedCharacter, 2, 1),
        Malformed("single quotes", "{'a': 1}", .unexpectedCharacter, 1, 2),
        Malformed("unterminated string", "[\"abc", .unexpectedEnd, 1, 6),
        Malformed("unterminated array", "[1, 2", .unexpectedEnd, 1, 6),
        Malformed("raw tab in string", "[\"a\tb\"]", .controlCharacter, 1, 4),
        Malformed("raw newline in string", "[\"a\nb\"]", .controlCharacter, 1, 4),
        Malformed("bad escape", "[\"\\x\"]", .invalidEscape, 1, 3),
        Malformed("lone surrogate", "[\"\\ud800\"]", .invalidEscape, 1, 3),
        Malformed("leading zero", "[012]", .invalidNumber, 1, 2),
        Malformed("bare minus", "[-]", .invalidNumber, 1, 2),
        Malformed("trailing content", "{} {}", .trailingContent, 1, 4),
        Malformed("column counts characters not bytes", "{\"ü\": x}", .unexpectedCharacter, 1, 7),
        Malformed("invalid UTF-8 byte", [0x7B, 0x0A, 0x22, 0xFF, 0x22], .invalidUTF8, 2, 2),
        Malformed("truncated UTF-8 sequence", [0x5B, 0x22, 0xC3], .invalidUTF8, 1, 3),
        Malformed("binary NUL", [0x00, 0x01, 0x02], .unexpectedCharacter, 1, 1),
        Malformed("too deep", String(repeating: "[", count: 100) + String(repeating: "]", count: 100), .tooDeep, 1, 65),
        Malformed("bad literal", "[tru]", .unexpectedCharacter, 1, 2),
    ]

    @Test("malformed input is located", arguments: malformed)
    func malformedInput(_ example: Malformed) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(example.bytes) }
        do {
            _ = try JSONParser().parse(example.bytes)
        } catch {
            #expect(error.reason == example.reason, "\(error.message)")
            #expect(error.location.line == example.line)
            #expect(error.location.column == example.column)
        }
    }

    @Test("values and their locations")
    func valuesAndLocations() throws {
        let root = try JSONParser().parse(
            "{\n  \"a\": [1, -2.5e3, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
        #expect(members[1].value.value == .string("xé😀\n"))
        guard case .array(let elements) = members[0].value.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.value) == [.number("1"), .number("-2.5e3"), .bool(true), .null])
        #expect(elements[1].location?.column == 12)
    }

    @Test("writer output parses back to the same tree")
    func writerRoundTrip() throws {
        let text = "{\"k\":[\"\\u0001\\u2028\\\"q\",{\"n\":-0.5,\"t\":false}],\"e\":{},\"z\":[]}"
        let parsed = try JSONParser().parse(text)
        for pretty in [true, false] {
            let reparsed = try JSONParser().parse(JSONWriter.write(parsed, pretty: pretty))
            #expect(JSONWriter.write(reparsed, pretty: false) == JSONWriter.write(parsed, pretty: false))
        }
        #expect(JSONWriter.write(parsed, pretty: false) == text.replacingOccurrences(of: "\\u2028", with: "\\u2028"))
    }
}
