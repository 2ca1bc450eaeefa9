import DocumentFormats

/// Loads a schema through the whole pipeline: bytes, parsed JSON, decoded, checked, validated.
public struct SchemaLoader: Sendable {
    /// The largest schema file accepted.
    public static let maximumSize = 1 << 20

    /// Creates a loader.
    public init() {}

    /// Loads a schema from its bytes: parse, decode, check. The schema is present only when no
    /// stage found an error. `file` names the source in diagnostics.
    public func load(_ bytes: [UInt8], file: String? = nil) -> Diagnosed<WidgetSchema> {
        InputParser.parse(bytes, file: file, maximumSize: Self.maximumSize)
            .flatMap(SchemaDecoder(file: file).decode)
            .flatMap(SchemaChecker(file: file).check)
            .validated()
    }

    /// Loads a schema from text.
    public func load(_ text: String, file: String? = nil) -> Diagnosed<WidgetSchema> {
        load(Array(text.utf8), file: file)
    }
}
