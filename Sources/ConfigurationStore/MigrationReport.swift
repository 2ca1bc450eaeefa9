import DocumentFormats
import IntentSchema

/// What `config migrate` did, or would do, to one stored configuration: its values before and
/// after, the steps that changed them, and, when a person must still choose, why.
public struct MigrationReport: Sendable, Equatable {
    /// What became of the configuration.
    public enum Outcome: String, Sendable, Equatable {
        /// It was rewritten for the schema's current version (or, in a dry run, would be).
        case migrated
        /// It was already at the schema's version.
        case upToDate = "up-to-date"
        /// It does not validate even once migrated: a person must choose a value. It is kept as
        /// it is.
        case needsReconfiguration = "needs-reconfiguration"
        /// It is corrupt or foreign, and no migration applies; it is kept as it is.
        case skipped
    }

    /// The file name in the store.
    public var fileName: String
    /// The configuration name.
    public var name: ConfigurationName?
    /// What became of it.
    public var outcome: Outcome
    /// The schema the configuration names, if readable.
    public var schemaID: String?
    /// The schema version it was made for, if readable.
    public var fromVersion: Int?
    /// The version it is migrated to: its schema's.
    public var toVersion: Int?
    /// The values as stored.
    public var before: [JSONMember]
    /// The migrated values, in parameter order, when they validate.
    public var after: [JSONMember]?
    /// The steps that changed its values, in order.
    public var steps: [SchemaMigration.Step]
    /// Why it needs reconfiguration or was skipped: the diagnostics name the parameter that needs a
    /// choice.
    public var diagnostics: [Diagnostic]

    /// A report on a stored entry, checked against a catalog.
    init(entry: StoreEntry) {
        fileName = entry.fileName
        name = entry.name
        schemaID = entry.schemaID
        fromVersion = entry.schemaVersion
        toVersion = entry.schema?.version
        before = entry.storedValues
        if let configuration = entry.configuration, let schema = entry.schema,
            case .object(let values)? = configuration.document(orderedBy: schema).value.member("values")?.value
        {
            after = values
        }
        steps = entry.configuration?.migrationSteps ?? []
        diagnostics = entry.diagnostics.filter { $0.code != .configNeedsMigration }
        switch entry.status {
        case .valid, .needsMigration:
            outcome = entry.configuration?.migratedFrom == nil ? .upToDate : .migrated
        case .needsReconfiguration: outcome = .needsReconfiguration
        case .corrupt, .foreign, .staleTemporary: outcome = .skipped
        }
    }
}
