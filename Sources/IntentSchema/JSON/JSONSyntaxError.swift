/// Why a byte sequence is not a JSON document, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Reason: String, Sendable, Equatable {
        /// The bytes are not valid UTF-8.
        case invalidUTF8 = "json.invalid-utf8"
        /// A character that cannot start or continue a value here.
        case unexpectedCharacter = "json.syntax"
        /// The document ends in the middle of a value.
        case unexpectedEnd = "json.unexpected-end"
        /// A raw control character inside a string.
        case controlCharacter = "json.control-character"
        /// An escape sequence that JSON does not define.
        case invalidEscape = "json.invalid-escape"
        /// A malformed number.
        case invalidNumber = "json.invalid-number"
        /// Arrays and objects nested deeper than the parser allows.
        case tooDeep = "json.too-deep"
        /// Content after the end of the document's value.
        case trailingContent = "json.trailing-content"
        /// The document is empty or only white space.
        case empty = "json.empty"
    }

    /// What went wrong.
    public var reason: Reason
    /// A sentence for people.
    public var message: String
    /// Where it went wrong.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ reason: Reason, _ message: String, at location: SourceLocation) {
        self.reason = reason
        self.message = message
        self.location = location
    }
}
