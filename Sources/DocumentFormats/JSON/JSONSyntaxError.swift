/// Why a byte sequence is not a JSON document, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// What went wrong.
    public enum Reason: Sendable, Equatable, CaseIterable {
        /// The bytes are not valid UTF-8.
        case invalidUTF8
        /// A character that cannot start or continue a value here.
        case unexpectedCharacter
        /// The document ends in the middle of a value.
        case unexpectedEnd
        /// A raw control character inside a string.
        case controlCharacter
        /// An escape sequence that JSON does not define.
        case invalidEscape
        /// A malformed number.
        case invalidNumber
        /// Arrays and objects nested deeper than the parser allows.
        case tooDeep
        /// Content after the end of the document's value.
        case trailingContent
        /// The document is empty or only white space.
        case empty
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

extension JSONSyntaxError.Reason {
    /// The stable diagnostic code for this reason.
    public var code: DiagnosticCode {
        switch self {
        case .invalidUTF8: .jsonInvalidUTF8
        case .unexpectedCharacter: .jsonSyntax
        case .unexpectedEnd: .jsonUnexpectedEnd
        case .controlCharacter: .jsonControlCharacter
        case .invalidEscape: .jsonInvalidEscape
        case .invalidNumber: .jsonInvalidNumber
        case .tooDeep: .jsonTooDeep
        case .trailingContent: .jsonTrailingContent
        case .empty: .jsonEmpty
        }
    }
}
