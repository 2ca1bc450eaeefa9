extension SwiftRenderer {
    /// A text as the inside of a string literal, single-line or multi-line: the quote, the backslash, every
    /// control, line-separator and format character (bidirectional overrides among them) escaped, so that no
    /// text can end the literal, start an interpolation, or show differently from what the compiler reads.
    ///
    /// Complexity: O(n) in the text's length.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a character is written as `\u{…}` in a literal and in a comment: controls, line and paragraph
    /// separators, format characters (bidirectional marks, overrides and isolates, zero-width characters, the
    /// byte-order mark), private-use and unassigned code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate: true
        default: scalar.properties.isNoncharacterCodePoint
        }
    }

    /// A single-line string literal of a text.
    ///
    /// Complexity: O(n) in the text's length.
    public static func literal(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// The inside of a single-line literal of interpolated parts: the text escaped, each expression `\(…)`.
    static func literalContent(_ parts: [SwiftInterpolationPart]) -> String {
        parts.map { part in
            switch part {
            case .text(let text): escaped(text)
            case .expression(let expression): "\\(" + (flat(expression) ?? "") + ")"
            }
        }.joined()
    }

    /// The words of a literal's content for a multi-line literal: its escaped text split after each space, each
    /// interpolation whole. Joined again they give the content.
    static func literalWords(_ parts: [SwiftInterpolationPart]) -> [String] {
        var words: [String] = []
        var current = ""
        for part in parts {
            switch part {
            case .text(let text):
                for scalar in escaped(text).unicodeScalars {
                    current.unicodeScalars.append(scalar)
                    if scalar == " " {
                        words.append(current)
                        current = ""
                    }
                }
            case .expression(let expression):
                current += "\\(" + (flat(expression) ?? "") + ")"
            }
        }
        if !current.isEmpty || words.isEmpty { words.append(current) }
        return words
    }

    /// A multi-line string literal of the parts: `"""`, the content's words on lines that fit, joined by `\` at
    /// each line's end so that the literal holds the same text, then `"""`. The delimiters and the content are
    /// at `indent`; the opening delimiter follows `prefix`, the closing one is followed by `suffix`.
    ///
    /// Complexity: O(n) in the content's length.
    static func multilineLiteral(_ parts: [SwiftInterpolationPart], indent: Int, prefix: String, suffix: String)
        -> [String]
    {
        let padding = Self.padding(indent)
        let width = max(20, lineLength - indent - 1)
        var lines: [String] = []
        var current = ""
        for word in literalWords(parts) {
            if !current.isEmpty, current.count + word.count > width {
                lines.append(current)
                current = word
            } else {
                current += word
            }
        }
        lines.append(current)
        var result = [prefix + "\"\"\""]
        for (position, line) in lines.enumerated() {
            result.append(padding + line + (position == lines.count - 1 ? "" : "\\"))
        }
        result.append(padding + "\"\"\"" + suffix)
        return result
    }
}
