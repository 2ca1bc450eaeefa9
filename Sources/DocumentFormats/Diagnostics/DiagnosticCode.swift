/// The stable code of a diagnostic, with what it means for people. Codes never change meaning;
/// scripts may match on them.
///
/// The set is open, as swift-format's findings are: each module declares its own codes as static
/// members in an extension (`DiagnosticCode+Schema.swift` here; the service declares its `http.*`
/// codes in its own module) and lists them, so the documentation can name every code.
public struct DiagnosticCode: Sendable, Hashable, Encodable, CustomStringConvertible {
    /// The code as scripts match on it: `area.what-went-wrong`.
    public let rawValue: String
    /// One or two sentences on what the code reports, for the SARIF rules' help, the manual page
    /// and the documentation.
    public let help: String

    /// A code and its help. Declare each code once, as a static member, in its module.
    public init(_ rawValue: String, help: String) {
        self.rawValue = rawValue
        self.help = help
    }

    /// The code as scripts match on it.
    public var description: String { rawValue }

    /// Codes are equal when they are spelled the same.
    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the spelling.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Encodes the spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
