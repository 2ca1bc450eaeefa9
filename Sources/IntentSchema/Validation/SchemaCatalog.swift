/// The schemas a program knows and the option providers their dynamic parameters use. It picks
/// the schema a configuration document names and validates the document against it.
public struct SchemaCatalog: Sendable {
    /// The schemas, by id.
    public private(set) var schemas: [String: WidgetSchema]
    /// Option providers by name.
    public var providers: [String: any OptionProvider]

    /// Creates a catalog.
    public init(schemas: [WidgetSchema], providers: [String: any OptionProvider] = [:]) {
        self.schemas = Dictionary(schemas.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.providers = providers
    }

    /// The schema ids, sorted.
    public var ids: [String] { schemas.keys.sorted() }

    /// A validator for a schema of the catalog.
    public func validator(for schema: WidgetSchema) -> ConfigurationValidator {
        ConfigurationValidator(schema: schema, providers: providers)
    }

    /// Validates a document against the schema it names. With a single schema in the catalog, a
    /// document naming another is validated against it and reported as a mismatch; otherwise an
    /// unknown schema id is reported with a "did you mean".
    public func validate(_ bytes: [UInt8], file: String? = nil) -> ValidationResult {
        let root: JSONNode
        switch InputParser.parse(bytes, file: file, maximumSize: ConfigurationValidator.maximumSize) {
        case .failed(let diagnostic): return ValidationResult(configuration: nil, diagnostics: [diagnostic])
        case .parsed(let node): root = node
        }
        return validate(root, file: file)
    }

    /// Validates a parsed document against the schema it names.
    public func validate(_ root: JSONNode, file: String? = nil) -> ValidationResult {
        switch schema(for: root) {
        case .found(let schema): return validator(for: schema).validate(root, file: file)
        case .unknown(let diagnostic): return ValidationResult(configuration: nil, diagnostics: [diagnostic])
        }
    }

    /// The outcome of looking up the schema a document names.
    public enum Lookup: Sendable {
        /// The schema to validate the document against.
        case found(WidgetSchema)
        /// The document names no known schema.
        case unknown(Diagnostic)
    }

    /// The schema a parsed document names (see ``validate(_:file:)-(JSONNode,_)`` for the rules).
    public func schema(for root: JSONNode) -> Lookup {
        guard case .object(let members) = root.value,
            let member = members.first(where: { $0.key == "schema" }), case .string(let id) = member.value.value
        else {
            // Malformed documents are reported in full by the validator of any schema.
            return ids.first.flatMap { schemas[$0] }.map { .found($0) }
                ?? .unknown(Diagnostic(.error, .configUnknownSchema, "no schema is loaded"))
        }
        if let schema = schemas[id] { return .found(schema) }
        if schemas.count == 1, let only = schemas.values.first { return .found(only) }
        return .unknown(
            Diagnostic(
                .error, .configUnknownSchema, "unknown schema \(JSONWriter.quoted(id))",
                location: member.value.location,
                path: .root.appending("schema"), value: JSONWriter.quoted(id),
                hint: Spelling.hint(Spelling.closest(to: id, among: ids))
                    ?? "known schemas: \(ids.joined(separator: ", "))"))
    }
}
