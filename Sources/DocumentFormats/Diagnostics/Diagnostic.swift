/// One problem found in a schema or a configuration, located as precisely as the input allows.
public struct Diagnostic: Sendable, Equatable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Equatable, Codable, Comparable {
        /// The input is invalid.
        case error
        /// The input is accepted, but something deserves attention.
        case warning

        /// Errors order before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The stable code, for scripts and documentation.
    public var code: DiagnosticCode
    /// A sentence for people.
    public var message: String
    /// The file the problem is in, if it came from a file (`-` for standard input).
    public var file: String?
    /// Where the offending value starts, if the input was parsed from text.
    public var location: SourceLocation?
    /// The JSON path of the offending value.
    public var path: JSONPath
    /// The offending value as compact JSON, if there is one.
    public var value: String?
    /// A suggestion, such as "did you mean "two"?".
    public var hint: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity = .error, _ code: DiagnosticCode, _ message: String, file: String? = nil,
        location: SourceLocation? = nil, path: JSONPath = .root, value: String? = nil, hint: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.value = value
        self.hint = hint
    }

    /// A JSON node as the offending value of a diagnostic: compact JSON, cut short when long. Only
    /// the beginning of a long node is written.
    public static func excerpt(_ node: JSONNode) -> String {
        var writer = JSONWriter(style: .compact, byteLimit: 4 * 121)
        node.write(to: &writer)
        return TextSanitizer.truncated(writer.text, to: 120)
    }
}
