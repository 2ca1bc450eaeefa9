import DocumentFormats

/// A validated configuration: every active parameter's effective value, defaults filled in.
public struct WidgetConfiguration: Sendable, Equatable {
    /// The id of the schema it was validated against.
    public var schemaID: String
    /// The version of that schema.
    public var schemaVersion: Int
    /// The effective values by parameter id.
    public var values: [String: ParameterValue]
    /// The ids of the values that were filled from defaults rather than given.
    public var defaultedParameters: Set<String>
    /// The earlier schema version the document was made for, when it was migrated to this one.
    public var migratedFrom: Int?
    /// The migration steps that changed the document's values, in order (see ``SchemaMigrator``).
    public var migrationSteps: [SchemaMigration.Step] = []

    /// Whether the stored document differs from this configuration's canonical form because a
    /// migration changed its values: `config migrate` rewrites it.
    public var needsMigration: Bool { !migrationSteps.isEmpty }

    /// Creates a configuration.
    public init(
        schemaID: String, schemaVersion: Int, values: [String: ParameterValue], defaultedParameters: Set<String> = []
    ) {
        self.schemaID = schemaID
        self.schemaVersion = schemaVersion
        self.values = values
        self.defaultedParameters = defaultedParameters
    }

    /// The configuration as a document, `{"schema": …, "version": …, "values": {…}}`, values in the
    /// schema's parameter order.
    public func document(orderedBy schema: WidgetSchema) -> JSONNode {
        .object([
            ("schema", .string(schemaID)),
            ("version", .integer(schemaVersion)),
            ("values", values(orderedBy: schema)),
        ])
    }

    /// The values as a document's `values` object, in the schema's parameter order.
    public func values(orderedBy schema: WidgetSchema) -> JSONNode {
        .object(schema.parameters.compactMap { parameter in values[parameter.id].map { (parameter.id, $0.jsonNode) } })
    }

    /// The configuration as stored: its ``document(orderedBy:)``, pretty-printed, with a final
    /// newline. This is the one definition of the stored form.
    public func encoded(orderedBy schema: WidgetSchema) -> [UInt8] {
        Array((JSONWriter.write(document(orderedBy: schema)) + "\n").utf8)
    }
}
