/// Reads an XML property list (what Xcode writes for `.intentdefinition` files) strictly, from
/// bytes, into located ``PropertyListNode``s.
///
/// It reads the file named and nothing else, and expands nothing: a `DOCTYPE` is allowed only
/// without an internal subset (so no entity can be declared, and an external one is never
/// fetched), and the only references are XML's five (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`) and
/// character references. Binary and UTF-16 property lists, invalid UTF-8, control characters,
/// unknown elements and text where none belongs are located errors. Files are limited to
/// ``maximumSize`` bytes and nesting to ``maximumDepth`` levels.
///
/// Complexity: O(n) time for n bytes, one pass; memory O(n) for the values read.
public struct PropertyListReader: Sendable {
    /// The largest file read.
    public static let maximumSize = 8 << 20
    /// The deepest nesting of arrays and dictionaries.
    public static let maximumDepth = 64

    /// Creates a reader.
    public init() {}

    /// The property list in `bytes`, or the first reason it is not one.
    public func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
        let start = SourceLocation(line: 1, column: 1, offset: 0)
        guard bytes.count <= Self.maximumSize else {
            throw PropertyListError(
                "the file is \(bytes.count) bytes; the limit is \(Self.maximumSize) bytes", at: start)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError(
                "this is a binary property list; convert it to XML first (plutil -convert xml1 FILE)", at: start)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw PropertyListError("this property list is UTF-16; save it as UTF-8", at: start)
        }
        var scanner = Scanner(bytes: bytes)
        try scanner.checkUTF8()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.skip(3) }
        return try scanner.readDocument()
    }
}

extension PropertyListReader {
    /// The one pass over the bytes.
    fileprivate struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var location: SourceLocation { SourceLocation(line: line, column: column, offset: position) }
        var atEnd: Bool { position >= bytes.count }
        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        func error(_ message: String, at location: SourceLocation? = nil) -> PropertyListError {
            PropertyListError(message, at: location ?? self.location)
        }

        mutating func advance() {
            let byte = bytes[position]
            position += 1
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        mutating func skip(_ count: Int) {
            for _ in 0..<count where !atEnd { advance() }
        }

        func looksAt(_ text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return position + utf8.count <= bytes.count && bytes[position..<position + utf8.count].elementsEqual(utf8)
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        /// Skips up to and past `terminator`, or fails saying what was left open.
        mutating func skip(past terminator: String, opened: String) throws(PropertyListError) {
            let start = location
            while !atEnd {
                if looksAt(terminator) {
                    skip(terminator.utf8.count)
                    return
                }
                advance()
            }
            throw error("\(opened) is never closed with \(terminator)", at: start)
        }

        /// Whitespace, comments and processing instructions between elements.
        mutating func skipMisc() throws(PropertyListError) {
            while true {
                skipWhitespace()
                if looksAt("<!--") {
                    try skip(past: "-->", opened: "a comment")
                } else if looksAt("<?") {
                    try skip(past: "?>", opened: "a processing instruction")
                } else {
                    return
                }
            }
        }

        /// Every byte is UTF-8, and no control character but tab and line breaks appears.
        mutating func checkUTF8() throws(PropertyListError) {
            var index = 0
            var line = 1
            var column = 1
            func fail(_ message: String) -> PropertyListError {
                PropertyListError(message, at: SourceLocation(line: line, column: column, offset: index))
            }
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                if byte < 0x80 {
                    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                        throw fail("control character U+\(String(byte, radix: 16, uppercase: true)) in the file")
                    }
                } else {
                    let (count, minimum): (Int, UInt32) =
                        switch byte {
                        case 0xC2...0xDF: (2, 0x80)
                        case 0xE0...0xEF: (3, 0x800)
                        case 0xF0...0xF4: (4, 0x10000)
                        default: (0, 0)
                        }
                    guard count > 0, index + count <= bytes.count else { throw fail("the file is not valid UTF-8") }
                    var scalar = UInt32(byte) & (0xFF >> (count + 1))
                    for next in bytes[(index + 1)..<(index + count)] {
                        guard next & 0xC0 == 0x80 else { throw fail("the file is not valid UTF-8") }
                        scalar = scalar << 6 | UInt32(next & 0x3F)
                    }
                    guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                        throw fail("the file is not valid UTF-8")
                    }
                    length = count
                }
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += length
            }
        }

        // MARK: - The document

        mutating func readDocument() throws(PropertyListError) -> PropertyListNode {
            try skipMisc()
            if looksAt("<!DOCTYPE") {
                let start = location
                while let byte = current, byte != UInt8(ascii: ">") {
                    if byte == UInt8(ascii: "[") {
                        throw error(
                            "a DOCTYPE with declarations is not allowed in a property list (entities are never expanded)"
                        )
                    }
                    advance()
                }
                guard !atEnd else { throw error("the DOCTYPE is never closed", at: start) }
                advance()
            }
            try skipMisc()
            let rootLocation = location
            let root = try readStartTag()
            guard root.name == "plist" else {
                throw error("the root element must be <plist>, not <\(root.name)>", at: rootLocation)
            }
            guard !root.isEmpty else { throw error("the <plist> element is empty", at: rootLocation) }
            try skipMisc()
            let value = try readValue(depth: 1)
            try skipMisc()
            try readEndTag("plist")
            try skipMisc()
            guard atEnd else { throw error("content after </plist>") }
            return value
        }

        // MARK: - Elements

        struct StartTag {
            var name: String
            var isEmpty: Bool
        }

        mutating func readName() throws(PropertyListError) -> String {
            let start = position
            while let byte = current,
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            {
                advance()
            }
            guard position > start, position - start <= 64 else { throw error("expected a name") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `<name attr="…">` or `<name/>`; attributes are read and dropped.
        mutating func readStartTag() throws(PropertyListError) -> StartTag {
            guard current == UInt8(ascii: "<") else {
                throw error("expected an element, found \(atEnd ? "the end of the file" : "text")")
            }
            advance()
            let name = try readName()
            while true {
                skipWhitespace()
                if looksAt("/>") {
                    skip(2)
                    return StartTag(name: name, isEmpty: true)
                }
                if current == UInt8(ascii: ">") {
                    advance()
                    return StartTag(name: name, isEmpty: false)
                }
                _ = try readName()
                skipWhitespace()
                guard current == UInt8(ascii: "=") else { throw error("expected = after an attribute's name") }
                advance()
                skipWhitespace()
                guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                    throw error("expected a quoted attribute value")
                }
                advance()
                _ = try readCharacters(until: quote)
                advance()
            }
        }

        mutating func readEndTag(_ name: String) throws(PropertyListError) {
            let start = location
            guard looksAt("</") else { throw error("expected </\(name)>") }
            skip(2)
            let found = try readName()
            skipWhitespace()
            guard found == name, current == UInt8(ascii: ">") else {
                throw error("expected </\(name)>, found </\(found)>", at: start)
            }
            advance()
        }

        /// Character data up to `terminator` (`<`, or a quote in an attribute), with references
        /// resolved and CDATA sections copied.
        mutating func readCharacters(until terminator: UInt8) throws(PropertyListError) -> String {
            var text: [UInt8] = []
            while let byte = current, byte != terminator {
                if byte == UInt8(ascii: "&") {
                    text += try readReference()
                } else if byte == UInt8(ascii: "<") {
                    throw error("'<' in an attribute value")
                } else {
                    text.append(byte)
                    advance()
                }
            }
            guard !atEnd else { throw error("the file ends inside text") }
            return String(decoding: text, as: UTF8.self)
        }

        /// `&lt;`, `&#233;`, `&#xE9;`: the bytes they stand for. Any other entity is an error:
        /// nothing is ever expanded.
        mutating func readReference() throws(PropertyListError) -> [UInt8] {
            let start = location
            advance()
            var name: [UInt8] = []
            while let byte = current, byte != UInt8(ascii: ";"), name.count <= 12 {
                name.append(byte)
                advance()
            }
            guard current == UInt8(ascii: ";") else {
                throw error("'&' must start a reference such as &amp;", at: start)
            }
            advance()
            let text = String(decoding: name, as: UTF8.self)
            switch text {
            case "lt": return Array("<".utf8)
            case "gt": return Array(">".utf8)
            case "amp": return Array("&".utf8)
            case "quot": return Array("\"".utf8)
            case "apos": return Array("'".utf8)
            default: break
            }
            guard text.hasPrefix("#") else {
                throw error(
                    "the entity &\(text); is not defined: a property list may use only &lt; &gt; &amp; &quot; &apos; and character references",
                    at: start)
            }
            let digits = text.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value),
                value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D, value != 0xFFFE, value != 0xFFFF
            else {
                throw error("&\(text); is not a character a property list may hold", at: start)
            }
            return Array(String(Character(scalar)).utf8)
        }

        /// The text of an element up to its end tag: references resolved, CDATA copied, comments
        /// skipped; any other element inside is an error.
        mutating func readText(of name: String) throws(PropertyListError) -> String {
            var text = ""
            while true {
                text += try readCharacters(until: UInt8(ascii: "<"))
                if looksAt("<![CDATA[") {
                    skip(9)
                    let start = position
                    while !atEnd, !looksAt("]]>") { advance() }
                    guard !atEnd else { throw error("a CDATA section is never closed") }
                    text += String(decoding: bytes[start..<position], as: UTF8.self)
                    skip(3)
                } else if looksAt("<!--") {
                    try skip(past: "-->", opened: "a comment")
                } else if looksAt("</") {
                    try readEndTag(name)
                    return text
                } else {
                    throw error("<\(name)> holds text, not elements")
                }
            }
        }

        // MARK: - Values

        mutating func readValue(depth: Int) throws(PropertyListError) -> PropertyListNode {
            let start = location
            guard depth <= PropertyListReader.maximumDepth else {
                throw error("the property list is nested deeper than \(PropertyListReader.maximumDepth) levels")
            }
            let tag = try readStartTag()
            func text() throws(PropertyListError) -> String { tag.isEmpty ? "" : try readText(of: tag.name) }
            switch tag.name {
            case "dict":
                var members: [PropertyListNode.Member] = []
                if !tag.isEmpty {
                    while true {
                        try skipMisc()
                        if looksAt("</") { break }
                        let keyLocation = location
                        let keyTag = try readStartTag()
                        guard keyTag.name == "key" else {
                            throw error(
                                "a dictionary holds <key> then a value; found <\(keyTag.name)>", at: keyLocation)
                        }
                        let key = keyTag.isEmpty ? "" : try readText(of: "key")
                        try skipMisc()
                        guard !looksAt("</") else { throw error("the key \"\(key)\" has no value") }
                        members.append(
                            .init(key: key, keyLocation: keyLocation, value: try readValue(depth: depth + 1)))
                    }
                    try readEndTag("dict")
                }
                return PropertyListNode(.dictionary(members), at: start)
            case "array":
                var elements: [PropertyListNode] = []
                if !tag.isEmpty {
                    while true {
                        try skipMisc()
                        if looksAt("</") { break }
                        elements.append(try readValue(depth: depth + 1))
                    }
                    try readEndTag("array")
                }
                return PropertyListNode(.array(elements), at: start)
            case "string":
                return PropertyListNode(.string(try text()), at: start)
            case "integer":
                let digits = try text().trimmingWhitespace
                guard let number = Int(digits) else {
                    throw error(
                        "<integer> holds \"\(digits.prefix(40))\", not a whole number that fits in 64 bits", at: start)
                }
                return PropertyListNode(.integer(number), at: start)
            case "real":
                let digits = try text().trimmingWhitespace
                guard Double(digits) != nil else {
                    throw error("<real> holds \"\(digits.prefix(40))\", not a number", at: start)
                }
                return PropertyListNode(.real(digits), at: start)
            case "true", "false":
                if !tag.isEmpty { try readEndTag(tag.name) }
                return PropertyListNode(.boolean(tag.name == "true"), at: start)
            case "date":
                return PropertyListNode(.date(try text().trimmingWhitespace), at: start)
            case "data":
                return PropertyListNode(.data(try text()), at: start)
            case "key":
                throw error("<key> outside a dictionary", at: start)
            default:
                throw error(
                    "<\(tag.name)> is not a property list element (dict, array, string, integer, real, true, false, date, data)",
                    at: start)
            }
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    fileprivate var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
