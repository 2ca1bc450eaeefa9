import DocumentFormats
import FileAccess
import IntentSchema

/// One file in the store, read and checked against a catalog: what `config list` reports, and
/// what an edit starts from.
public struct StoreEntry: Sendable, Equatable {
    /// What state a stored file is in.
    public enum Status: String, Sendable, Equatable, Codable {
        /// It validates against its schema.
        case valid
        /// It was made for an earlier version of its schema, and the schema's migrations carry it
        /// to the current version, where it validates; `config migrate` rewrites it, with no one's
        /// help.
        case needsMigration = "needs-migration"
        /// It is a configuration of a known schema that no longer validates, even once migrated:
        /// a person must choose a value (the diagnostics say for which parameter). It is kept until
        /// someone reconfigures it.
        case needsReconfiguration = "needs-reconfiguration"
        /// It cannot be read or is not a configuration document.
        case corrupt
        /// It is not a configuration of this program: a configuration of a schema the program does
        /// not have, a file whose name is not `NAME.json`, or not a regular file. It is never
        /// rewritten unless an edit asks to replace it.
        case foreign
        /// A temporary file left by a writer that stopped before finishing; the listing removed it.
        case staleTemporary = "stale-temporary"
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
    /// The file's bytes as read, or nil when it could not be read (or is not a regular file): what
    /// a GET sends, so that it is read once.
    public var bytes: [UInt8]?
    /// The identity of the file read, so that an edit can tell, under the lock, that the file it
    /// checked unlocked is still the same one, without reading it again.
    var identity: SystemCall.FileIdentity?

    /// The entity tag of the stored bytes (``EntityTag``, prefix `c`), or nil when the file
    /// could not be read: such a file matches no tag.
    ///
    /// Complexity: O(n) for n stored bytes, each time it is asked.
    public var entityTag: String? { bytes.map { EntityTag.of($0, prefix: "c") } }

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

    /// What replacing this file would lose, for a message: its schema, version and values.
    public var replacementLoss: String {
        guard let schemaID else { return "replacing it would lose \(fileName) as it is" }
        let values = storedValues.prefix(12).map { "\($0.key)=\(Diagnostic.excerpt($0.value))" }
        let more = storedValues.count > 12 ? " and \(storedValues.count - 12) more" : ""
        return "it is a configuration of schema \(JSONWriter.quoted(schemaID))"
            + (schemaVersion.map { " version \($0)" } ?? "")
            + (values.isEmpty ? "" : " with \(values.joined(separator: ", "))\(more)")
            + ", which replacing it would lose"
    }

    /// The stored values typed by the entry's schema, whatever their validity: what an interactive
    /// session starts from. Values made for an earlier version are migrated first. Values of
    /// parameters the schema does not declare, or of the wrong type, are left out.
    public var typedValues: [String: ParameterValue] {
        guard let schema else { return [:] }
        let migrated = schemaVersion.flatMap { SchemaMigrator(schema: schema).migrate(storedValues, from: $0) }
        var values: [String: ParameterValue] = [:]
        for member in migrated?.values ?? storedValues {
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
        case .named:
            if let configuration = validation.configuration, validation.isValid {
                self = configuration.needsMigration ? .needsMigration : .valid
            } else {
                self = .needsReconfiguration
            }
        case .substituted, .unknown: self = .foreign
        case .unnamed: self = .corrupt
        }
    }
}
