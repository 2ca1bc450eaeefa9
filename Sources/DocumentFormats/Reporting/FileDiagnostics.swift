/// One checked file's outcome, as the report formats write it.
public struct FileDiagnostics: Sendable, Equatable {
    /// The file's name as given (`<stdin>` for standard input).
    public var file: String
    /// Whether the file is valid: it has no error.
    public var isValid: Bool
    /// The diagnostics found, at most as many as a document reports.
    public var diagnostics: [Diagnostic]
    /// How many more diagnostics were found and not kept.
    public var omitted: Int

    /// An outcome from its parts.
    public init(file: String, isValid: Bool, diagnostics: [Diagnostic], omitted: Int = 0) {
        self.file = file
        self.isValid = isValid
        self.diagnostics = diagnostics
        self.omitted = omitted
    }
}
