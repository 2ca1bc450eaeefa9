extension SwiftRenderer {
    /// A text as it may stand in a comment: every character ``needsEscape(_:)`` names, line breaks among them,
    /// written as `\u{…}`, so that no text can end the comment and start code, or show differently from what
    /// the compiler reads.
    ///
    /// Complexity: O(n) in the text's length.
    public static func commentText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A doc comment: each paragraph's words on `///` lines that fit, a blank `///` line between paragraphs. A
    /// code span in backticks stays on one line. Line breaks inside a paragraph become spaces, but for a code
    /// block (a paragraph that starts with three backticks), whose lines stay as they are.
    ///
    /// Complexity: O(n) in the text's length.
    static func documentation(_ paragraphs: [String], indent: Int) -> [String] {
        let padding = Self.padding(indent) + "///"
        let width = lineLength - padding.count - 1
        var lines: [String] = []
        for (position, paragraph) in paragraphs.enumerated() {
            if position > 0 { lines.append(padding) }
            if paragraph.hasPrefix("```") {
                for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(line.isEmpty ? padding : padding + " " + commentText(String(line)))
                }
                continue
            }
            let flattened = String(
                paragraph.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : Character($0) })
            var current = ""
            for word in words(of: commentText(flattened)) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(padding + " " + current)
                    current = word
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current.isEmpty ? padding : padding + " " + current)
        }
        return lines
    }

    /// The words of a text for wrapping: a code span in backticks stays one word.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var open = false
        for word in text.split(separator: " ") {
            if open, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            if word.count(where: { $0 == "`" }) % 2 == 1 { open.toggle() }
        }
        return words
    }
}
