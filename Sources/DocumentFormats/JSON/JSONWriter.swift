/// The project's one JSON writer: it writes JSON text straight into a byte buffer that can be
/// reused, so that writing a value allocates nothing once the buffer has grown.
///
/// Values are written in order: scalars with `write`, containers with ``writeObject(_:)`` and
/// ``writeArray(_:)``, whose bodies write members with ``writeKey(_:)`` or the keyed
/// conveniences. Types that appear in output conform to ``JSONWritable``. Strings are escaped so
/// that no control, bidirectional-override or line-separator character reaches a reader raw, and a
/// non-finite number is written as `null`: the output is always valid JSON.
public struct JSONWriter: Sendable {
    /// How the text is laid out.
    public enum Style: Sendable, Equatable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, one member or element per line.
        case pretty
    }

    /// The JSON text written so far, UTF-8.
    public private(set) var bytes: [UInt8] = []
    /// The layout.
    public let style: Style
    /// How many bytes are wanted: once as many are written, ``isFull`` is true and writers of long
    /// containers stop early (the text is then cut short, not valid JSON).
    public let byteLimit: Int
    private var depth = 0
    /// Whether the current container already holds an element, so the next needs a comma.
    private var hasElements = false
    /// Whether a key was just written, so the next value follows it directly.
    private var afterKey = false

    /// Creates a writer with an empty buffer.
    public init(style: Style = .pretty, byteLimit: Int = .max) {
        self.style = style
        self.byteLimit = byteLimit
    }

    /// Whether ``byteLimit`` bytes are written.
    public var isFull: Bool { bytes.count >= byteLimit }

    /// Empties the buffer, keeping its capacity, to write another document.
    public mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        depth = 0
        hasElements = false
        afterKey = false
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The text written so far, which is removed from the buffer; the writer keeps its place, so a
    /// long document can be written out piece by piece (one array element at a time, say).
    public mutating func drain() -> String {
        defer { bytes.removeAll(keepingCapacity: true) }
        return text
    }

    // MARK: Scalars

    /// Writes `null`.
    public mutating func writeNull() {
        beginValue()
        append("null")
    }

    /// Writes `true` or `false`.
    public mutating func write(_ flag: Bool) {
        beginValue()
        append(flag ? "true" : "false")
    }

    /// Writes an integer.
    public mutating func write(_ number: Int) {
        beginValue()
        append(String(number))
    }

    /// Writes a number in its shortest exact form; `null` when it is not finite.
    public mutating func write(_ number: Double) {
        beginValue()
        append(number.isFinite ? number.description : "null")
    }

    /// Writes a number given as JSON number text, as the parser keeps it.
    public mutating func write(numberText: String) {
        beginValue()
        append(numberText)
    }

    /// Writes a string literal.
    public mutating func write(_ text: String) {
        beginValue()
        Self.appendQuoted(text, to: &bytes)
    }

    /// Writes any writable value.
    public mutating func write(_ value: some JSONWritable) {
        value.write(to: &self)
    }

    // MARK: Containers

    /// Writes an object whose members `body` writes.
    public mutating func writeObject(_ body: (inout JSONWriter) -> Void) {
        writeContainer(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    /// Writes an array whose elements `body` writes.
    public mutating func writeArray(_ body: (inout JSONWriter) -> Void) {
        writeContainer(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    /// Writes an array of writable elements.
    public mutating func writeArray<Elements: Sequence>(_ elements: Elements) where Elements.Element: JSONWritable {
        writeArray { writer in
            for element in elements where !writer.isFull { element.write(to: &writer) }
        }
    }

    /// Writes an object member's key; the next value written is the member's value.
    public mutating func writeKey(_ key: String) {
        separate()
        Self.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if style == .pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// Writes members already rendered by a compact writer: what a compact writer wrote between
    /// the braces of an object (for a cache of rendered members). Nothing is checked; an empty
    /// fragment writes nothing.
    public mutating func writeRenderedMembers(_ fragment: [UInt8]) {
        guard !fragment.isEmpty else { return }
        if hasElements { bytes.append(UInt8(ascii: ",")) }
        bytes.append(contentsOf: fragment)
        hasElements = true
    }

    /// The members `body` writes into an object, rendered compactly without the braces: a
    /// fragment for ``writeRenderedMembers(_:)``.
    public static func renderMembers(_ body: (inout JSONWriter) -> Void) -> [UInt8] {
        var writer = JSONWriter(style: .compact)
        writer.writeObject(body)
        return Array(writer.bytes.dropFirst().dropLast())
    }

    /// Writes an object member.
    public mutating func write(_ key: String, _ value: some JSONWritable) {
        writeKey(key)
        value.write(to: &self)
    }

    /// Writes an object member when the value is present; nothing when it is nil.
    public mutating func writeIfPresent(_ key: String, _ value: (some JSONWritable)?) {
        if let value { write(key, value) }
    }

    private mutating func writeContainer(open: UInt8, close: UInt8, _ body: (inout JSONWriter) -> Void) {
        beginValue()
        bytes.append(open)
        depth += 1
        hasElements = false
        body(&self)
        depth -= 1
        if hasElements { newline() }
        bytes.append(close)
        hasElements = true
    }

    /// Before a value: nothing after a key, otherwise the comma and line break of an element.
    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            separate()
        }
    }

    private mutating func separate() {
        if hasElements { bytes.append(UInt8(ascii: ",")) }
        hasElements = true
        newline()
    }

    private mutating func newline() {
        guard style == .pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(depth * 2) { bytes.append(UInt8(ascii: " ")) }
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    // MARK: Strings

    /// Appends a JSON string literal for the text: quotes and backslashes escaped, and every
    /// character ``TextSanitizer`` calls unsafe (controls, bidirectional overrides, line and
    /// paragraph separators) written as a `\u` escape.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Fast path, over the string's own bytes: no byte that can start something to escape
        // (ASCII controls, '"', '\', DEL, and the lead bytes of C1 controls, U+061C, U+2000…U+2FFF
        // and U+F000…U+FFFF).
        let copied =
            text.utf8.withContiguousStorageIfAvailable { utf8 in
                for byte in utf8
                where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8
                    || byte == 0xE2 || byte == 0xEF
                {
                    return false
                }
                bytes.append(contentsOf: utf8)
                return true
            } ?? false
        if !copied {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": bytes.append(contentsOf: [0x5C, 0x22])
                case "\\": bytes.append(contentsOf: [0x5C, 0x5C])
                case "\n": bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case "\r": bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case "\t": bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case _ where TextSanitizer.isUnsafe(scalar):
                    let digits = Array(String(scalar.value, radix: 16).utf8)
                    bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
                    bytes.append(contentsOf: [UInt8](repeating: UInt8(ascii: "0"), count: 4 - digits.count))
                    bytes.append(contentsOf: digits)
                default:
                    bytes.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Conveniences

    /// A JSON string literal for the text, with every unsafe character escaped (for messages).
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A value as JSON text: pretty-printed with two-space indentation, or compact on one line.
    public static func write(_ value: some JSONWritable, pretty: Bool = true) -> String {
        var writer = JSONWriter(style: pretty ? .pretty : .compact)
        value.write(to: &writer)
        return writer.text
    }
}
