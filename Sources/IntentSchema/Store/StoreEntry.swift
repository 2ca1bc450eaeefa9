/// One file in the store, read and checked against a catalog: what `config list` reports, and
/// what an edit starts from.
public struct StoreEntry: Sendable, Equatable {
    /// What state a stored file is in.
    public enum Status: String, Sendable, Equatable, Codable {
        /// It validates against its schema.
        case valid
        /// It is a configuration of a known schema that no longer validates, usually because the
        /// schema changed. It is kept until someone reconfigures it.
        case needsReconfiguration = "needs-reconfiguration"
        /// It cannot be read or is not a configuration document.
        case corrupt
        /// It is not a configuration of this program: an unknown schema, or a file whose name is
        /// not `NAME.json`.
        case foreign
    }

    /// The file name in the store.
    public var fileName: String
    /// The configuration name, when the file name is a valid `NAME.json`.
    public var name: ConfigurationName?
    /// The state.
    public var status: Status
    /// The schema id the file records, if readable.
    public var schemaID: String?
    /// The schema version the file records, if readable.
    public var schemaVersion: Int?
    /// The schema the file names, when the catalog has it.
    public var schema: WidgetSchema?
    /// The `values` members of the document as stored, whatever its validity: what an edit
    /// starts from.
    public var storedValues: [JSONMember]
    /// The validated configuration, when valid.
    public var configuration: WidgetConfiguration?
    /// Why it is not valid.
    public var diagnostics: [Diagnostic]

    /// Creates an entry.
    public init(
        fileName: String, name: ConfigurationName?, status: Status, schemaID: String? = nil, schemaVersion: Int? = nil,
        schema: WidgetSchema? = nil, storedValues: [JSONMember] = [], configuration: WidgetConfiguration? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.fileName = fileName
        self.name = name
        self.status = status
        self.schemaID = schemaID
        self.schemaVersion = schemaVersion
        self.schema = schema
        self.storedValues = storedValues
        self.configuration = configuration
        self.diagnostics = diagnostics
    }

    /// The stored values typed by the entry's schema, whatever their validity: what an interactive
    /// session starts from. Values of parameters the schema does not declare, or of the wrong type,
    /// are left out.
    public var typedValues: [String: ParameterValue] {
        guard let schema else { return [:] }
        var values: [String: ParameterValue] = [:]
        for member in storedValues {
            if let value = schema.parameter(member.key)?.kind.value(from: member.value) { values[member.key] = value }
        }
        return values
    }
}

extension StoreEntry.Status {
    /// The status of a readable, parsed document, from how its schema was found and the outcome of
    /// validating it.
    init(resolution: SchemaCatalog.SchemaResolution, validation: ValidationResult) {
        switch resolution {
        case .named, .substituted: self = validation.isValid ? .valid : .needsReconfiguration
        case .unknown: self = .foreign
        case .unnamed: self = .corrupt
        }
    }
}
