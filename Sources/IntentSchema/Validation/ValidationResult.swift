/// The outcome of validating a configuration document.
public struct ValidationResult: Sendable, Equatable {
    /// The validated configuration, present only when no diagnostic is an error.
    public var configuration: WidgetConfiguration?
    /// Every problem found.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(configuration: WidgetConfiguration?, diagnostics: [Diagnostic]) {
        self.configuration = configuration
        self.diagnostics = diagnostics
    }

    /// Whether the document is valid (warnings allowed).
    public var isValid: Bool { configuration != nil }
}
