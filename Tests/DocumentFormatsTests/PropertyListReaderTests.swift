import DocumentFormats
import Testing

@Suite("Property lists and .strings files, strictly")
struct PropertyListReaderTests {
    static func plist(_ body: String, doctype: Bool = true) -> [UInt8] {
        Array(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + (doctype
                    ? "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"
                    : "")
                + "<plist version=\"1.0\">\n" + body + "\n</plist>\n").utf8)
    }

    @Test("values, references, CDATA, comments and empty elements read as Xcode writes them")
    func reads() throws {
        let root = try PropertyListReader().read(
            Self.plist(
                """
                <dict>
                \t<key>name</key>
                \t<string>Caf&#233; &amp; &lt;bar&gt; &#x1F30D;</string>
                \t<!-- a comment -->
                \t<key>list</key>
                \t<array><integer>-42</integer><real>2.5</real><true/><false/><string/><dict/></array>
                \t<key>raw</key>
                \t<string><![CDATA[<not markup> & more]]></string>
                </dict>
                """))
        #expect(root["name"]?.value.value == .string("Café & <bar> 🌍"))
        #expect(root["name"]?.keyLocation.line == 5)
        guard case .array(let list)? = root["list"]?.value.value else {
            Issue.record("no list")
            return
        }
        #expect(
            list.map(\.value) == [
                .integer(-42), .real("2.5"), .boolean(true), .boolean(false), .string(""), .dictionary([]),
            ])
        #expect(root["raw"]?.value.value == .string("<not markup> & more"))
    }

    /// Hostile or broken files, what the error says, and its line.
    static let refused: [(name: String, bytes: [UInt8], message: String, line: Int)] = [
        (
            "billion laughs",
            Array(
                """
                <?xml version="1.0"?>
                <!DOCTYPE plist [
                <!ENTITY lol "lol">
                <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
                ]>
                <plist><string>&lol2;</string></plist>
                """.utf8), "a DOCTYPE with declarations is not allowed", 2
        ),
        (
            "external entity",
            Array(
                """
                <?xml version="1.0"?>
                <!DOCTYPE plist [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
                <plist><string>&secret;</string></plist>
                """.utf8), "a DOCTYPE with declarations is not allowed", 2
        ),
        ("undeclared entity", plist("<string>&secret;</string>"), "the entity &secret; is not defined", 4),
        (
            "DOCTYPE naming a file",
            Array(
                "<?xml version=\"1.0\"?>\n<!DOCTYPE plist SYSTEM \"/etc/passwd\">\n<plist><string>&nbsp;</string></plist>\n"
                    .utf8),
            "the entity &nbsp; is not defined", 3
        ),
        ("binary", Array("bplist00\u{D4}\u{01}\u{02}".utf8), "binary property list", 1),
        ("UTF-16", [0xFF, 0xFE, 0x3C, 0x00], "UTF-16", 1),
        ("invalid UTF-8", plist("<string>\u{FF}</string>").map { $0 == 0xC3 ? 0xFF : $0 }, "not valid UTF-8", 4),
        ("control character", plist("<string>a\u{01}b</string>"), "control character U+1", 4),
        (
            "deep nesting", plist(String(repeating: "<array>", count: 100) + String(repeating: "</array>", count: 100)),
            "nested deeper than 64 levels", 4
        ),
        ("unknown element", plist("<dict><key>a</key><script/></dict>"), "<script> is not a property list element", 4),
        ("key outside a dictionary", plist("<array><key>a</key></array>"), "<key> outside a dictionary", 4),
        ("integer overflow", plist("<integer>99999999999999999999</integer>"), "not a whole number that fits", 4),
        ("unclosed", plist("<dict><key>a</key><string>b</dict>"), "expected </string>, found </dict>", 4),
        ("not a plist", Array("<html></html>".utf8), "the root element must be <plist>", 1),
        ("text after the end", plist("<true/>") + Array("junk".utf8), "content after </plist>", 6),
    ]

    @Test("hostile and broken files are refused with a located error", arguments: 0..<refused.count)
    func refusedFiles(_ index: Int) {
        let (name, bytes, message, line) = Self.refused[index]
        do {
            _ = try PropertyListReader().read(bytes)
            Issue.record("\(name) was read")
        } catch {
            #expect(error.message.contains(message), "\(name): \(error.message)")
            #expect(error.location.line == line, "\(name): \(error)")
        }
    }

    @Test("a file over the limit is refused before it is read")
    func tooLarge() {
        let bytes = [UInt8](repeating: 0x20, count: PropertyListReader.maximumSize + 1)
        #expect(throws: PropertyListError.self) { try PropertyListReader().read(bytes) }
    }

    @Test(".strings files: UTF-8 and UTF-16, comments, escapes, bare keys")
    func strings() throws {
        let text = """
            /* A comment */
            "title" = "Offerte \\"di\\" viaggio\\n";
            // another
            bare = "x\\U00e9";
            """
        let utf8 = try StringsFileReader().read(Array(text.utf8))
        #expect(utf8.map(\.key) == ["title", "bare"])
        #expect(utf8.map(\.value) == ["Offerte \"di\" viaggio\n", "xé"])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try StringsFileReader().read(utf16).map(\.value) == utf8.map(\.value))
        for (broken, message) in [
            ("\"a\" = \"b\"", "expected ;"), ("\"a\" \"b\";", "expected ="), ("\"a\" = \"b;", "never closed"),
            ("/* open", "never closed"), ("\"a\" = \"\\q\";", "unknown escape"),
        ] {
            do {
                _ = try StringsFileReader().read(Array(broken.utf8))
                Issue.record("\(broken) was read")
            } catch {
                #expect(error.message.contains(message), "\(broken): \(error)")
            }
        }
    }
}
