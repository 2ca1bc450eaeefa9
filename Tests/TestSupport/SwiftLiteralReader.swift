/// Reads the string literals of Swift source back into the texts they hold, independently of the generator's
/// renderer: single-line and multi-line literals (indentation stripped by the closing delimiter's, lines joined
/// where a line ends in `\`), the escapes `\0 \\ \t \n \r \" \' \u{…}`, comments skipped. An interpolation
/// `\(\.$name)` reads as `${name}`, any other `\(…)` as `\(…)` with its source. The tests and the fuzzer check
/// that every schema text comes back from the generated code exactly; a literal the reader cannot read is an
/// error, so the check cannot pass by skipping one.
public enum SwiftLiteralReader {
    /// Why a literal could not be read.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// What is wrong, and where (a character offset).
        public var description: String
    }

    /// The texts of every string literal in the source, in order.
    ///
    /// Complexity: O(n) in the source's length.
    public static func literals(in source: String) throws(Failure) -> [String] {
        let scalars = Array(source.unicodeScalars)
        var index = 0
        var texts: [String] = []
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            } else if scalar == "\"" {
                let (text, next) = try literal(scalars, at: index)
                texts.append(text)
                index = next
            } else if scalar == "#", index + 1 < scalars.count, scalars[index + 1] == "\"" {
                throw Failure(description: "raw string literal at \(index): the generator writes none")
            } else {
                index += 1
            }
        }
        return texts
    }

    /// The literal starting at `start` (its opening quote), and the index after it.
    static func literal(_ scalars: [Unicode.Scalar], at start: Int) throws(Failure) -> (String, Int) {
        let isMultiline =
            start + 2 < scalars.count && scalars[start + 1] == "\"" && scalars[start + 2] == "\""
        return isMultiline ? try multiline(scalars, at: start) : try single(scalars, at: start)
    }

    /// A single-line literal.
    static func single(_ scalars: [Unicode.Scalar], at start: Int) throws(Failure) -> (String, Int) {
        var index = start + 1
        var text = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" { return (text, index + 1) }
            if scalar == "\n" || scalar == "\r" {
                throw Failure(description: "line break inside a literal at \(index)")
            }
            if scalar == "\\" {
                index = try escape(scalars, at: index, into: &text)
            } else {
                text.unicodeScalars.append(scalar)
                index += 1
            }
        }
        throw Failure(description: "unterminated literal at \(start)")
    }

    /// A multi-line literal: `"""`, a line break, lines, then `"""` on a line of its own.
    static func multiline(_ scalars: [Unicode.Scalar], at start: Int) throws(Failure) -> (String, Int) {
        var index = start + 3
        guard index < scalars.count, scalars[index] == "\n" else {
            throw Failure(description: "multi-line literal at \(start) does not start a line")
        }
        index += 1
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        while index < scalars.count {
            if scalars[index] == "\n" {
                lines.append(line)
                line = []
                index += 1
                continue
            }
            line.append(scalars[index])
            index += 1
            let trimmed = line.drop { $0 == " " }
            if trimmed.count == 3, trimmed.allSatisfy({ $0 == "\"" }) {
                let indentation = line.count - 3
                var text = ""
                for (position, raw) in lines.enumerated() {
                    guard raw.count >= indentation || raw.isEmpty,
                        raw.prefix(indentation).allSatisfy({ $0 == " " })
                    else { throw Failure(description: "a line of the literal at \(start) is less indented") }
                    var body = Array(raw.dropFirst(indentation))
                    var continues = false
                    if body.last == "\\" {
                        var backslashes = 0
                        for scalar in body.reversed() {
                            guard scalar == "\\" else { break }
                            backslashes += 1
                        }
                        if backslashes % 2 == 1 {
                            continues = true
                            body.removeLast()
                        }
                    }
                    var offset = 0
                    while offset < body.count {
                        if body[offset] == "\\" {
                            offset = try escape(body, at: offset, into: &text)
                        } else {
                            if body[offset] == "\"", offset + 2 < body.count, body[offset + 1] == "\"",
                                body[offset + 2] == "\""
                            {
                                throw Failure(description: "unescaped \"\"\" inside the literal at \(start)")
                            }
                            text.unicodeScalars.append(body[offset])
                            offset += 1
                        }
                    }
                    if !continues, position < lines.count - 1 { text += "\n" }
                }
                return (text, index)
            }
        }
        throw Failure(description: "unterminated multi-line literal at \(start)")
    }

    /// One escape at `index` (its backslash), appended to `text`; the index after it.
    static func escape(_ scalars: [Unicode.Scalar], at index: Int, into text: inout String) throws(Failure) -> Int {
        guard index + 1 < scalars.count else { throw Failure(description: "lone backslash at \(index)") }
        switch scalars[index + 1] {
        case "0": text += "\0"
        case "\\": text += "\\"
        case "t": text += "\t"
        case "n": text += "\n"
        case "r": text += "\r"
        case "\"": text += "\""
        case "'": text += "'"
        case "u":
            guard index + 2 < scalars.count, scalars[index + 2] == "{",
                let close = scalars[(index + 3)...].firstIndex(of: "}")
            else { throw Failure(description: "bad \\u escape at \(index)") }
            let digits = String(String.UnicodeScalarView(scalars[(index + 3)..<close]))
            guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(value)
            else { throw Failure(description: "bad \\u escape at \(index)") }
            text.unicodeScalars.append(scalar)
            return close + 1
        case "(":
            var depth = 1
            var end = index + 2
            while end < scalars.count, depth > 0 {
                if scalars[end] == "(" { depth += 1 }
                if scalars[end] == ")" { depth -= 1 }
                end += 1
            }
            guard depth == 0 else { throw Failure(description: "unterminated interpolation at \(index)") }
            let expression = String(String.UnicodeScalarView(scalars[(index + 2)..<(end - 1)]))
            if expression.hasPrefix("\\.$") {
                text += "${" + expression.dropFirst(3) + "}"
            } else {
                text += "\\(" + expression + ")"
            }
            return end
        default: throw Failure(description: "unknown escape \\\(scalars[index + 1]) at \(index)")
        }
        return index + 2
    }
}
