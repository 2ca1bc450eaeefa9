/// Loads a schema through the whole pipeline: bytes, parsed JSON, decoded, checked, validated.
public struct SchemaLoader: Sendable {
    /// The largest schema file accepted.
    public static let maximumSize = 1 << 20

    /// The outcome of loading: the validated schema when there are no errors, and every diagnostic.
    public struct Result: Sendable, Equatable {
        /// The schema, present only when no diagnostic is an error.
        public var schema: WidgetSchema?
        /// Every problem found, in document order of discovery.
        public var diagnostics: [Diagnostic]
    }

    /// Creates a loader.
    public init() {}

    /// Loads a schema from its bytes. `file` names the source in diagnostics.
    public func load(_ bytes: [UInt8], file: String? = nil) -> Result {
        let root: JSONNode
        switch InputParser.parse(bytes, file: file, maximumSize: Self.maximumSize) {
        case .failed(let diagnostic): return Result(schema: nil, diagnostics: [diagnostic])
        case .parsed(let node): root = node
        }
        let (decoded, decodeDiagnostics) = SchemaDecoder(file: file).decode(root)
        guard let decoded else { return Result(schema: nil, diagnostics: decodeDiagnostics) }
        let diagnostics = decodeDiagnostics + SchemaChecker(file: file).check(decoded)
        let valid = !diagnostics.contains { $0.severity == .error }
        return Result(schema: valid ? decoded.schema : nil, diagnostics: diagnostics)
    }

    /// Loads a schema from text.
    public func load(_ text: String, file: String? = nil) -> Result {
        load(Array(text.utf8), file: file)
    }
}
