/// Reads a `.strings` file (`"key" = "value";`, with `/* */` and `//` comments), as Xcode writes the
/// translations of an intent definition beside it in `LANG.lproj/`: UTF-8, or UTF-16 with a byte
/// order mark. Keys may also be written without quotes. Escapes: `\"`, `\\`, `\n`, `\t`, `\r` and
/// `\UXXXX`.
///
/// Complexity: O(n) for n bytes.
public struct StringsFileReader: Sendable {
    /// The largest file read.
    public static let maximumSize = 1 << 20

    /// Creates a reader.
    public init() {}

    /// The file's entries, in order (a key given twice keeps its last value, as Foundation does).
    public func read(_ bytes: [UInt8]) throws(PropertyListError) -> [(key: String, value: String)] {
        try readLocated(bytes).map { ($0.key, $0.value) }
    }

    /// The file's entries, in order, each with where its value starts.
    public func readLocated(_ bytes: [UInt8]) throws(PropertyListError) -> [(
        key: String, value: String, location: SourceLocation
    )] {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        guard bytes.count <= Self.maximumSize else {
            throw PropertyListError(
                "the file is \(bytes.count) bytes; the limit is \(Self.maximumSize) bytes", at: start)
        }
        guard let text = Self.decode(bytes) else {
            throw PropertyListError("the file is neither UTF-8 nor UTF-16 with a byte order mark", at: start)
        }
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        return try scanner.entries()
    }

    /// The text of the bytes: UTF-16 when a byte order mark says so, else UTF-8.
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { return nil }
            let littleEndian = bytes[0] == 0xFF
            let units = stride(from: 2, to: bytes.count, by: 2).map { index in
                littleEndian
                    ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            }
            return String(validating: units, as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        return String(validating: body, as: UTF8.self)
    }

    fileprivate struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0
        var line = 1
        var column = 1

        var location: SourceLocation { SourceLocation(line: line, column: column, offset: position) }
        var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        mutating func advance() {
            if scalars[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }

        func error(_ message: String, at location: SourceLocation? = nil) -> PropertyListError {
            PropertyListError(message, at: location ?? self.location)
        }

        mutating func skipSpaceAndComments() throws(PropertyListError) {
            while let scalar = current {
                if scalar.properties.isWhitespace {
                    advance()
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                    let start = location
                    advance()
                    advance()
                    while current != nil,
                        !(current == "*" && position + 1 < scalars.count && scalars[position + 1] == "/")
                    {
                        advance()
                    }
                    guard current != nil else { throw error("a comment is never closed", at: start) }
                    advance()
                    advance()
                } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                    while let next = current, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func entries() throws(PropertyListError) -> [(key: String, value: String, location: SourceLocation)] {
            var result: [(key: String, value: String, location: SourceLocation)] = []
            while true {
                try skipSpaceAndComments()
                guard current != nil else { return result }
                let key = try token(what: "a key")
                try skipSpaceAndComments()
                guard current == "=" else { throw error("expected = after the key \"\(key.prefix(40))\"") }
                advance()
                try skipSpaceAndComments()
                let valueLocation = location
                let value = try token(what: "a value")
                try skipSpaceAndComments()
                guard current == ";" else { throw error("expected ; after the value of \"\(key.prefix(40))\"") }
                advance()
                result.append((key, value, valueLocation))
            }
        }

        /// A quoted string, or a bare word of letters, digits, `_`, `.` and `-`.
        mutating func token(what: String) throws(PropertyListError) -> String {
            guard let first = current else { throw error("expected \(what), found the end of the file") }
            guard first == "\"" else {
                var word = ""
                while let scalar = current,
                    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == "_" || scalar == "." || scalar == "-"
                {
                    word.unicodeScalars.append(scalar)
                    advance()
                }
                guard !word.isEmpty else { throw error("expected \(what) in quotes") }
                return word
            }
            let start = location
            advance()
            var text = ""
            while let scalar = current, scalar != "\"" {
                if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" {
                    throw error("control character U+\(String(scalar.value, radix: 16, uppercase: true)) in a string")
                }
                if scalar == "\\" {
                    advance()
                    guard let escaped = current else { break }
                    switch escaped {
                    case "n": text += "\n"
                    case "t": text += "\t"
                    case "r": text += "\r"
                    case "\"", "\\", "'": text.unicodeScalars.append(escaped)
                    case "U", "u":
                        let hex = String(
                            String.UnicodeScalarView(scalars[(position + 1)..<min(position + 5, scalars.count)]))
                        guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                        else {
                            throw error("\\U must be followed by four hexadecimal digits")
                        }
                        text.unicodeScalars.append(decoded)
                        for _ in 0..<4 { advance() }
                    default: throw error("unknown escape \\\(escaped)")
                    }
                    advance()
                } else {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
            }
            guard current == "\"" else { throw error("a string is never closed", at: start) }
            advance()
            return text
        }
    }
}
