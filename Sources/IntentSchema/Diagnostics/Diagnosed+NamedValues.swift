import DocumentFormats

extension Diagnosed where Value == WidgetSchema {
    /// The loaded schema, present only when no diagnostic is an error.
    public var schema: WidgetSchema? { value }
}

extension Diagnosed where Value == WidgetConfiguration {
    /// The validated configuration, present only when no diagnostic is an error.
    public var configuration: WidgetConfiguration? { value }

    /// Whether the document is valid (warnings allowed).
    public var isValid: Bool { value != nil }
}
