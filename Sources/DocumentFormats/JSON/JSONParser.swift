/// A strict RFC 8259 JSON parser that records where every value starts.
///
/// Foundation's decoders report no positions; this parser exists so that every problem in a schema
/// or configuration can be reported as `file:line:column`. It validates UTF-8 first, rejects raw
/// control characters in strings, and bounds nesting depth so hostile input cannot exhaust the stack.
///
/// Complexity: O(n) in the input length.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted by default.
    public static let defaultMaximumDepth = 64

    /// The deepest nesting accepted.
    public var maximumDepth: Int

    /// Creates a parser.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Parses a complete JSON document.
    /// - Throws: ``JSONSyntaxError`` locating the first problem.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        if let location = Self.firstInvalidUTF8(in: bytes) {
            throw JSONSyntaxError(.invalidUTF8, "the input is not valid UTF-8", at: location)
        }
        var cursor = Cursor(bytes: bytes, maximumDepth: maximumDepth)
        cursor.skipByteOrderMark()
        cursor.skipWhitespace()
        guard !cursor.isAtEnd else {
            throw JSONSyntaxError(.empty, "the document is empty", at: cursor.location)
        }
        let node = try cursor.parseValue(depth: 0)
        cursor.skipWhitespace()
        guard cursor.isAtEnd else {
            throw JSONSyntaxError(
                .trailingContent, "unexpected \(cursor.describeCurrent()) after the end of the document",
                at: cursor.location)
        }
        return node
    }

    /// Parses a complete JSON document given as text.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    /// The location of the first byte that is not part of well-formed UTF-8, if any.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> SourceLocation? {
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return SourceLocation(line: line, column: column, offset: index)
            }
            if length > 1 {
                guard index + length <= bytes.count else {
                    return SourceLocation(line: line, column: column, offset: index)
                }
                for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 {
                    return SourceLocation(line: line, column: column, offset: index)
                }
                let second = bytes[index + 1]
                let overlongOrSurrogate =
                    (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second > 0x9F)
                    || (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second > 0x8F)
                if overlongOrSurrogate {
                    return SourceLocation(line: line, column: column, offset: index)
                }
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }
}

extension JSONParser {
    fileprivate struct Cursor {
        let bytes: [UInt8]
        let maximumDepth: Int
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8], maximumDepth: Int) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
        }

        var isAtEnd: Bool { index >= bytes.count }
        var location: SourceLocation { SourceLocation(line: line, column: column, offset: index) }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func skipByteOrderMark() {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                index = 3
            }
        }

        mutating func skipWhitespace() {
            while let byte = current,
                byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            {
                advance()
            }
        }

        func describeCurrent() -> String {
            guard let byte = current else { return "end of input" }
            if byte >= 0x20 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
            if byte < 0x80 { return "control character U+\(hex(byte, width: 4))" }
            let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first
            return "character U+\(hex(scalar.map { Int($0.value) } ?? Int(byte), width: 4))"
        }

        func unexpected(_ expectation: String) -> JSONSyntaxError {
            if isAtEnd {
                return JSONSyntaxError(.unexpectedEnd, "unexpected end of input; expected \(expectation)", at: location)
            }
            return JSONSyntaxError(
                .unexpectedCharacter, "unexpected \(describeCurrent()); expected \(expectation)", at: location)
        }

        mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
            let start = location
            guard let byte = current else { throw unexpected("a value") }
            switch byte {
            case UInt8(ascii: "{"):
                return JSONNode(try parseObject(depth: depth + 1, start: start), at: start)
            case UInt8(ascii: "["):
                return JSONNode(try parseArray(depth: depth + 1, start: start), at: start)
            case UInt8(ascii: "\""):
                return JSONNode(.string(try parseString()), at: start)
            case UInt8(ascii: "t"):
                try parseLiteral("true")
                return JSONNode(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try parseLiteral("false")
                return JSONNode(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try parseLiteral("null")
                return JSONNode(.null, at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(.number(try parseNumber()), at: start)
            default:
                throw unexpected("a value")
            }
        }

        mutating func checkDepth(_ depth: Int, start: SourceLocation) throws(JSONSyntaxError) {
            if depth > maximumDepth {
                throw JSONSyntaxError(
                    .tooDeep, "arrays and objects are nested more than \(maximumDepth) levels deep", at: start)
            }
        }

        mutating func parseObject(depth: Int, start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
            try checkDepth(depth, start: start)
            advance()
            var members: [JSONMember] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw unexpected("a string key") }
                let keyLocation = location
                let key = try parseString()
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw unexpected("':' after the key") }
                advance()
                skipWhitespace()
                let value = try parseValue(depth: depth)
                members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                if current == UInt8(ascii: "}") {
                    advance()
                    return .object(members)
                }
                throw unexpected("',' or '}'")
            }
        }

        mutating func parseArray(depth: Int, start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
            try checkDepth(depth, start: start)
            advance()
            var elements: [JSONNode] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                advance()
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    advance()
                    continue
                }
                if current == UInt8(ascii: "]") {
                    advance()
                    return .array(elements)
                }
                throw unexpected("',' or ']'")
            }
        }

        mutating func parseLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
            let start = location
            let expected = literal.utf8Start
            for offset in 0..<literal.utf8CodeUnitCount {
                guard current == expected[offset] else {
                    if isAtEnd { throw unexpected("'\(literal)'") }
                    throw JSONSyntaxError(.unexpectedCharacter, "invalid literal; expected '\(literal)'", at: start)
                }
                advance()
            }
        }

        mutating func parseNumber() throws(JSONSyntaxError) -> String {
            let startIndex = index
            let start = location
            func digits(_ cursor: inout Cursor) -> Int {
                var count = 0
                while let byte = cursor.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    cursor.advance()
                    count += 1
                }
                return count
            }
            if current == UInt8(ascii: "-") { advance() }
            if current == UInt8(ascii: "0") {
                advance()
                if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    throw JSONSyntaxError(.invalidNumber, "numbers must not have leading zeros", at: start)
                }
            } else if digits(&self) == 0 {
                throw JSONSyntaxError(.invalidNumber, "a number needs digits", at: start)
            }
            if current == UInt8(ascii: ".") {
                advance()
                if digits(&self) == 0 {
                    throw JSONSyntaxError(.invalidNumber, "a number needs digits after '.'", at: start)
                }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                advance()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
                if digits(&self) == 0 {
                    throw JSONSyntaxError(.invalidNumber, "a number needs digits in its exponent", at: start)
                }
            }
            return String(decoding: bytes[startIndex..<index], as: UTF8.self)
        }

        mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = hexDigitValue(byte) else {
                    throw JSONSyntaxError(.invalidEscape, "'\\u' must be followed by four hex digits", at: location)
                }
                value = value << 4 | UInt32(digit)
                advance()
            }
            return value
        }

        /// A string's text: runs of plain bytes are copied whole into one UTF-8 buffer, escapes appended as
        /// their UTF-8; the text is made once at the end. O(n) in the string's bytes.
        mutating func parseString() throws(JSONSyntaxError) -> String {
            advance()
            var text: [UInt8] = []
            var runStart = index
            func append(_ scalar: Unicode.Scalar, to text: inout [UInt8]) {
                text.append(contentsOf: UTF8.encode(scalar)!)
            }
            while true {
                guard let byte = current else {
                    throw JSONSyntaxError(.unexpectedEnd, "unterminated string", at: location)
                }
                if byte == UInt8(ascii: "\"") {
                    // A string without escapes is made from the input's bytes directly.
                    if text.isEmpty {
                        let string = String(decoding: bytes[runStart..<index], as: UTF8.self)
                        advance()
                        return string
                    }
                    text.append(contentsOf: bytes[runStart..<index])
                    advance()
                    return String(decoding: text, as: UTF8.self)
                }
                if byte < 0x20 {
                    throw JSONSyntaxError(
                        .controlCharacter,
                        "raw control character U+\(hex(byte, width: 4)) in a string; write it as an escape",
                        at: location)
                }
                if byte != UInt8(ascii: "\\") {
                    advance()
                    continue
                }
                text.append(contentsOf: bytes[runStart..<index])
                let escapeLocation = location
                advance()
                guard let escaped = current else {
                    throw JSONSyntaxError(.unexpectedEnd, "unterminated string", at: location)
                }
                advance()
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    let high = try parseHexQuad()
                    if (0xD800...0xDBFF).contains(high) {
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw JSONSyntaxError(.invalidEscape, "unpaired UTF-16 surrogate", at: escapeLocation)
                        }
                        advance()
                        advance()
                        let low = try parseHexQuad()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw JSONSyntaxError(.invalidEscape, "unpaired UTF-16 surrogate", at: escapeLocation)
                        }
                        append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!, to: &text)
                    } else if let scalar = Unicode.Scalar(high) {
                        append(scalar, to: &text)
                    } else {
                        throw JSONSyntaxError(.invalidEscape, "unpaired UTF-16 surrogate", at: escapeLocation)
                    }
                default:
                    throw JSONSyntaxError(.invalidEscape, "invalid escape sequence in a string", at: escapeLocation)
                }
                runStart = index
            }
        }
    }
}

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}

private func hex(_ value: some BinaryInteger, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
