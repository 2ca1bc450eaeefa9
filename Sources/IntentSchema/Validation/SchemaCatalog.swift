import DocumentFormats

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

    /// The schema to use when a document names none: the first by id.
    public var fallbackSchema: WidgetSchema? { ids.first.flatMap { schemas[$0] } }

    /// A validator for a schema of the catalog.
    public func validator(for schema: WidgetSchema) -> ConfigurationValidator {
        ConfigurationValidator(schema: schema, providers: providers)
    }

    /// Validates a document against the schema it names: parse, then ``validate(_:file:)-(JSONNode,_)``.
    public func validate(_ bytes: [UInt8], file: String? = nil) -> ValidationResult {
        InputParser.parse(bytes, file: file, maximumSize: ConfigurationValidator.maximumSize).flatMap {
            validate($0, file: file)
        }
    }

    /// The schema a document names, or the one that stands in for it (see ``SchemaResolution``),
    /// valid or not: what the widget of an invalid document shows before it is configured. Nil
    /// when the bytes do not parse, or name no schema this catalog can stand in for.
    public func schema(ofDocument bytes: [UInt8]) -> WidgetSchema? {
        guard let root = InputParser.parse(bytes, file: nil, maximumSize: ConfigurationValidator.maximumSize).value
        else {
            return nil
        }
        switch resolveSchema(for: root, file: nil) {
        case .named(let schema), .substituted(let schema, _), .unnamed(let schema?): return schema
        case .unknown, .unnamed(nil): return nil
        }
    }

    /// Validates a parsed document against the schema it names. With a single schema in the
    /// catalog, a document naming another is validated against it and reported as a mismatch;
    /// otherwise an unknown schema id is reported with a "did you mean".
    public func validate(_ root: JSONNode, file: String? = nil) -> ValidationResult {
        switch resolveSchema(for: root, file: file) {
        case .named(let schema), .substituted(let schema, _), .unnamed(let schema?):
            validator(for: schema).validate(root, file: file)
        case .unknown(let diagnostic):
            .failure(diagnostic)
        case .unnamed(nil):
            .failure(Diagnostic(.error, .configUnknownSchema, "no schema is loaded", file: file))
        }
    }

    /// How the schema of a document was found.
    public enum SchemaResolution: Sendable {
        /// The document names this schema.
        case named(WidgetSchema)
        /// The document names a schema the catalog does not have (`id`); the catalog's only
        /// schema stands in, so that validation reports the mismatch.
        case substituted(WidgetSchema, id: String)
        /// The document names a schema the catalog does not have, and there are several to choose
        /// from.
        case unknown(Diagnostic)
        /// The document names no schema: it is not an object, or has no string `schema`. The
        /// fallback schema (if any) stands in, so that validation reports what is malformed.
        case unnamed(WidgetSchema?)
    }

    /// The schema a parsed document names (see ``validate(_:file:)-(JSONNode,_)`` for the rules).
    public func resolveSchema(for root: JSONNode, file: String? = nil) -> SchemaResolution {
        guard case .object(let members) = root.value,
            let member = members.first(where: { $0.key == "schema" }), case .string(let id) = member.value.value
        else {
            return .unnamed(fallbackSchema)
        }
        if let schema = schemas[id] { return .named(schema) }
        if schemas.count == 1, let only = schemas.values.first { return .substituted(only, id: id) }
        return .unknown(
            Diagnostic(
                .error, .configUnknownSchema, "unknown schema \(JSONWriter.quoted(id))", file: file,
                location: member.value.location,
                path: .root.appending("schema"), value: JSONWriter.quoted(id),
                hint: Spelling.hint(closest: id, among: ids)
                    ?? "known schemas: \(Spelling.list(ids))"))
    }
}
