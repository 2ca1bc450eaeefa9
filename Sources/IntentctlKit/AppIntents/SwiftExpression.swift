/// A Swift expression the App Intents generator writes: text that is never broken, or a call
/// whose arguments go on lines of their own when it does not fit. Rendered as swift-format lays
/// out this project's code (4 spaces, 120 columns, the closing parenthesis after the last
/// argument), so that the generated files pass `swift format lint --strict`.
indirect enum SwiftExpression: Sendable, Equatable {
    /// Text written as it is.
    case raw(String)
    /// A string literal of a text: on one line when it fits, else a multi-line literal whose lines
    /// are joined by `\` (so that it holds the same text).
    case string(String)
    /// `callee(label: value, …)`.
    case call(String, [Argument])

    /// One argument of a call.
    struct Argument: Sendable, Equatable {
        /// The label, if any.
        var label: String?
        /// The value.
        var value: SwiftExpression
    }

    /// The widest line swift-format keeps.
    static let lineLength = 120

    /// A string literal of a text: quotes, backslashes and control characters escaped, so that
    /// no text of a schema can end the literal or start an interpolation.
    ///
    /// Complexity: O(n) in the text's length.
    static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// A text as the inside of a string literal, single-line or multi-line.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The expression on one line.
    var flat: String {
        switch self {
        case .raw(let text): text
        case .string(let text): Self.literal(text)
        case .call(let callee, let arguments):
            callee + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.flat }.joined(separator: ", ")
                + ")"
        }
    }

    /// The expression's lines at an indentation, after `prefix` on the first line and before
    /// `suffix` on the last: on one line when it fits, else a call's arguments one a line.
    ///
    /// Complexity: O(n · d) for n characters nested d calls deep.
    func lines(indent: Int, prefix: String = "", suffix: String = "") -> [String] {
        let padding = String(repeating: " ", count: indent)
        let single = padding + prefix + flat + suffix
        guard single.count > Self.lineLength else { return [single] }
        if case .string(let text) = self {
            return Self.multilineLiteral(text, indent: indent, prefix: prefix, suffix: suffix)
        }
        guard case .call(let callee, let arguments) = self, !arguments.isEmpty else { return [single] }
        var result = [padding + prefix + callee + "("]
        for (position, argument) in arguments.enumerated() {
            let last = position == arguments.count - 1
            result += argument.value.lines(
                indent: indent + 4, prefix: argument.label.map { "\($0): " } ?? "", suffix: last ? ")" + suffix : ",")
        }
        return result
    }

    /// A multi-line literal of a literal's content (escaped, maybe with interpolations), its
    /// lines split after spaces to fit and joined again by `\` at their ends.
    static func multilineLiteral(_ content: String, indent: Int, prefix: String, suffix: String) -> [String] {
        let padding = String(repeating: " ", count: indent)
        let inner = padding + "    "
        let width = max(20, lineLength - inner.count - 1)
        var segments: [String] = []
        var current = ""
        for word in content.split(separator: " ", omittingEmptySubsequences: false) {
            let piece = current.isEmpty ? String(word) : current + " " + word
            if piece.count + 1 > width, !current.isEmpty {
                segments.append(current + " ")
                current = String(word)
            } else {
                current = piece
            }
        }
        segments.append(current)
        var lines = [padding + prefix + "\"\"\""]
        for (position, segment) in segments.enumerated() {
            lines.append(inner + segment + (position == segments.count - 1 ? "" : "\\"))
        }
        lines.append(inner + "\"\"\"" + suffix)
        return lines
    }
}
