import IntentSchema
import TestSupport
import Testing

@testable import AppIntentsGenerator

/// The renderer, which owns every literal, comment and name the generated code holds: any text comes back
/// exactly from the literal it writes, and no text can end a literal or a comment.
@Suite("The renderer: literals, comments and names")
struct SwiftRendererTests {
    /// Texts that broke or could break generated code: an interpolation, delimiters, a trailing backslash,
    /// line breaks, controls, bidirectional overrides, separators, raw-string and comment syntax.
    static let hostile: [String] = [
        #"Deals\(String(describing: print("INJECTED")))"#, #"a """ b"#, "ends in a backslash \\", #"""""#,
        "line\nbreak", "carriage\rreturn", "tab\there", "nul\0byte", "bidi \u{202E}txt.exe\u{202C} end",
        "separators \u{2028} and \u{2029}", "zero width \u{200B}\u{200D}", "family 👩‍👩‍👧 and é",
        ##"#"raw"# and "\#(x)""##, "*/ /* // ///", #"\(\)"#, "\u{FEFF}bom", "del \u{7F} nel \u{85}",
        "  leading and trailing  ", #""quoted""#, "\\\\", "",
    ]

    @Test("a single-line literal reads back as its text", arguments: hostile)
    func singleLine(_ text: String) throws {
        let literal = SwiftRenderer.literal(text)
        #expect(try SwiftLiteralReader.literals(in: literal) == [text])
        #expect(!literal.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" || $0 == "\u{2028}" })
    }

    @Test("a multi-line literal reads back as its text, at any indentation and after a label", arguments: hostile)
    func multiline(_ text: String) throws {
        let long = String(repeating: "word ", count: 30) + text + " " + String(repeating: "x", count: 130) + text
        let renderer = SwiftRenderer(header: [])
        for (indent, prefix) in [(0, ""), (8, "defaultValue: "), (4, "")] {
            let lines = renderer.lines(.string(long), indent: indent, prefix: prefix, suffix: ")")
            #expect(lines.count > 2)
            let source = lines.joined(separator: "\n")
            #expect(try SwiftLiteralReader.literals(in: source) == [long], "\(source)")
            // A line is at most 120 columns, unless it holds one word that is longer.
            #expect(
                lines.allSatisfy { line in
                    line.count <= SwiftRenderer.lineLength
                        || line.split(separator: " ").filter { $0 != "\\" && $0 != "\"\"\"" }.count <= 1
                })
        }
    }

    @Test("an interpolated literal keeps its text and its parameters, single-line and multi-line")
    func interpolation() throws {
        let parts: [SwiftInterpolationPart] = [
            .text(#"Deals from ""#),
            .expression(.keyPath(SwiftKeyPath([SwiftName(fixed: "location")], projected: true))),
            .text(#"" \(x) "#), .expression(.keyPath(SwiftKeyPath([SwiftName(fixed: "default")], projected: true))),
        ]
        let expected = #"Deals from "${location}" \(x) ${default}"#
        let renderer = SwiftRenderer(header: [])
        #expect(
            try SwiftLiteralReader.literals(in: renderer.lines(.interpolation(parts), indent: 0).joined()) == [expected]
        )
        let long = parts + [.text(String(repeating: " more words", count: 20))]
        let lines = renderer.lines(.interpolation(long), indent: 4)
        #expect(lines.count > 2)
        #expect(
            try SwiftLiteralReader.literals(in: lines.joined(separator: "\n")) == [
                expected + String(repeating: " more words", count: 20)
            ])
    }

    @Test(
        "a projected value's key path spells a keyword as it is, as Swift requires after `$`",
        arguments: ["default", "class", "self", "Self", "init", "location"])
    func projectedKeyPath(_ name: String) throws {
        let renderer = SwiftRenderer(header: [])
        let path = SwiftKeyPath([try #require(SwiftName(name)), SwiftName(fixed: "self")], projected: true)
        #expect(renderer.lines(.keyPath(path), indent: 0) == ["\\.$\(name).`self`"])
    }

    @Test(
        "a comment never holds a line break or an invisible character: each is written as an escape", arguments: hostile
    )
    func comments(_ text: String) {
        let lines = SwiftRenderer.documentation([text, "second paragraph " + text], indent: 4)
        for line in lines {
            #expect(line.hasPrefix("    ///"))
            #expect(!line.unicodeScalars.contains { SwiftRenderer.needsEscape($0) }, "\(line)")
        }
        #expect(
            !SwiftRenderer.commentText(text).unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" })
    }

    @Test(
        "a name is an ASCII identifier or nothing",
        arguments: ["", "_", "1a", "a b", "a-b", "é", "a\nb", "a`b", "Bundle.main", String(repeating: "a", count: 300)])
    func invalidNames(_ text: String) {
        #expect(SwiftName(text) == nil)
    }

    @Test("keywords are written in backticks as names, and as they are as argument labels")
    func keywords() {
        let keyword = SwiftName(fixed: "default")
        #expect(SwiftRenderer.name(keyword) == "`default`")
        #expect(SwiftRenderer.label(keyword) == "default")
        #expect(SwiftRenderer.label(SwiftName(fixed: "inout")) == "`inout`")
        #expect(SwiftRenderer.flat(.member(.selfValue, keyword)) == "self.`default`")
        #expect(SwiftRenderer.flat(.initializer(SwiftName(fixed: "Location"))) == "Location.init")
    }

    @Test("the header is a comment whatever it holds")
    func header() throws {
        let renderer = SwiftRenderer(header: ["Generated\nimport Dispatch", "// \u{202E}"])
        let text = renderer.render(SwiftFile("F", imports: [], declarations: []))
        #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("//") }, "\(text)")
    }
}
