/// One file in the store, as `config list` reports it.
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
    /// The validated configuration, when valid.
    public var configuration: WidgetConfiguration?
    /// Why it is not valid.
    public var diagnostics: [Diagnostic]

    /// Creates an entry.
    public init(
        fileName: String, name: ConfigurationName?, status: Status, schemaID: String? = nil, schemaVersion: Int? = nil,
        configuration: WidgetConfiguration? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.fileName = fileName
        self.name = name
        self.status = status
        self.schemaID = schemaID
        self.schemaVersion = schemaVersion
        self.configuration = configuration
        self.diagnostics = diagnostics
    }
}
