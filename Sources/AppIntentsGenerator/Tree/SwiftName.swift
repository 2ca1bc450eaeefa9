import IntentSchema

/// A Swift identifier the generator writes: ASCII letters, digits and `_`, not starting with a digit. A name
/// made from a schema's text is checked when it is made (``init(_:)`` fails otherwise); names the generator
/// itself uses are written in its source as static strings (``init(fixed:)``). The renderer writes a keyword in
/// backticks, so no name can become anything but a name.
public struct SwiftName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier, without backticks.
    public let text: String

    /// The name, or nil when `text` is not an identifier: empty, not ASCII, starting with a digit, holding any
    /// other character, or `_` alone.
    public init?(_ text: String) {
        guard Self.isIdentifier(text) else { return nil }
        self.text = text
    }

    /// A name the generator's own source spells. It must be an identifier: anything else is a bug of the
    /// generator, and stops the process.
    public init(fixed text: StaticString) {
        let name = text.description
        precondition(Self.isIdentifier(name), "not a Swift identifier: \(name)")
        self.text = name
    }

    /// Whether a text is an identifier the generator may write.
    ///
    /// Complexity: O(n) in the text's length.
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, text != "_", text.utf8.count <= 256 else { return false }
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F }
        return isLetter(first) && text.utf8.allSatisfy { isLetter($0) || (0x30...0x39).contains($0) }
    }

    /// Whether the name is a keyword, which the renderer writes in backticks.
    public var isKeyword: Bool { SwiftIdentifier.keywords.contains(text) }

    /// The name with a suffix: `Location` + `Entity`.
    public func appending(_ suffix: StaticString) -> SwiftName {
        SwiftName(unchecked: text + suffix.description)
    }

    /// The identifier.
    public var description: String { text }

    /// Names in the order of their text.
    public static func < (lhs: SwiftName, rhs: SwiftName) -> Bool { lhs.text < rhs.text }

    /// A name already known to be an identifier (an identifier and an identifier's tail).
    private init(unchecked text: String) {
        self.text = text
    }
}
