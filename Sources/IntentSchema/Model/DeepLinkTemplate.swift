/// The app URL a configuration's search opens: `SCHEME://PATH?from=…&travellers=…&depart=…&return=…`.
public struct DeepLinkTemplate: Sendable, Equatable {
    /// The URL scheme, such as `deals` (RFC 3986: a letter, then letters, digits, `+`, `-` or `.`).
    public var scheme: String
    /// The path after `//`, such as `search` (letters, digits, `-`, `.`, `_`, `~` and `/`).
    public var path: String

    /// Creates a template.
    public init(scheme: String, path: String) {
        self.scheme = scheme
        self.path = path
    }

    /// Whether a text is a valid URL scheme.
    public static func isValidScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// Whether a text is a valid link path: unreserved characters and `/`, not starting with `/`.
    public static func isValidPath(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix("/")
            && text.utf8.allSatisfy { Self.isUnreserved($0) || $0 == UInt8(ascii: "/") }
    }

    /// Whether a byte is an RFC 3986 unreserved character.
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): true
        default: false
        }
    }
}
