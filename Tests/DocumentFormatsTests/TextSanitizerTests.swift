import Testing

@testable import DocumentFormats

@Suite("Text sanitizer")
struct TextSanitizerTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var printable: String
        var testDescription: String { name }
    }

    @Test(
        "unsafe characters become visible escapes, everything else stays",
        arguments: [
            Example(name: "plain text", text: "London Heathrow", printable: "London Heathrow"),
            Example(name: "letters of any script", text: "Zürich 東京 Αθήνα", printable: "Zürich 東京 Αθήνα"),
            Example(name: "escape sequence", text: "a\u{1B}[2Jb", printable: "a\\u{1B}[2Jb"),
            Example(name: "line break and tab", text: "a\nb\tc", printable: "a\\u{A}b\\u{9}c"),
            Example(name: "DEL and C1", text: "\u{7F}\u{85}\u{9B}", printable: "\\u{7F}\\u{85}\\u{9B}"),
            Example(name: "right-to-left override", text: "abc\u{202E}def", printable: "abc\\u{202E}def"),
            Example(name: "isolates", text: "\u{2066}x\u{2069}", printable: "\\u{2066}x\\u{2069}"),
            Example(name: "line separator", text: "a\u{2028}b\u{2029}", printable: "a\\u{2028}b\\u{2029}"),
        ])
    func printable(_ example: Example) {
        #expect(TextSanitizer.printable(example.text) == example.printable)
    }

    @Test("truncation keeps short text and cuts long text with an ellipsis")
    func truncation() {
        #expect(TextSanitizer.truncated("short", to: 10) == "short")
        #expect(TextSanitizer.truncated("exactly10!", to: 10) == "exactly10!")
        #expect(TextSanitizer.truncated("one character too long", to: 10) == "one chara…")
        #expect(TextSanitizer.truncated("東京東京東京", to: 3) == "東京…")
    }
}

/// Cutting text counts what it is made of: Unicode scalars, not characters.
@Suite("Truncation by scalars")
struct TruncationTests {
    @Test("one character of a base and 120,000 combining marks is cut like any long text")
    func combiningMarks() {
        let text = "G" + String(repeating: "\u{301}", count: 120_000)
        #expect(text.count == 1)
        let cut = TextSanitizer.truncated(text, to: 80)
        #expect(cut.unicodeScalars.count == 80)
        #expect(cut.hasSuffix("…"))
        #expect(TextSanitizer.truncated("short", to: 80) == "short")
        #expect(TextSanitizer.truncated("exactly", to: 7) == "exactly")
        #expect(TextSanitizer.truncated("exactly!", to: 7) == "exactl…")
    }
}
