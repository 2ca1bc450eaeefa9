import IntentSchema

/// One thing `doctor` found wrong with a store, or that it can do for it, and what to do about it.
public struct StoreFinding: Sendable, Equatable {
    /// What was found. The raw values are stable; scripts may match on them.
    public enum Kind: String, Sendable, Equatable {
        /// A dynamic value its provider no longer knows (a closed airport, a code that changed).
        case unresolvedOption = "unresolved-option"
        /// A dynamic value its provider knows but no longer offers (an airport that lost its
        /// scheduled service): it still validates, with a warning.
        case optionNotOffered = "option-not-offered"
        /// A configuration made for an earlier schema version that `config migrate` can carry over.
        case migrationAvailable = "migration-available"
        /// A configuration that does not validate, even once migrated, for another reason.
        case needsReconfiguration = "needs-reconfiguration"
        /// An unreadable or malformed file.
        case corrupt
        /// A file that is not a configuration of a known schema.
        case foreign
        /// A temporary file left by a writer that died; it was removed.
        case staleTemporary = "stale-temporary"
        /// The store's lock file is not a regular file, or a writer holds the lock.
        case lock
    }

    /// What was found.
    public var kind: Kind
    /// The file it concerns.
    public var fileName: String
    /// The parameter it concerns, if any.
    public var parameter: String?
    /// The stored value it concerns, if any.
    public var value: String?
    /// What was found, in a sentence.
    public var message: String
    /// Options that could stand in for a value its provider no longer knows or offers: the same
    /// city's group and the nearest places with scheduled service, for airports.
    public var replacements: [Option]
    /// For a migration, the steps it would apply.
    public var steps: [SchemaMigration.Step]

    /// Creates a finding.
    public init(
        _ kind: Kind, fileName: String, parameter: String? = nil, value: String? = nil, message: String,
        replacements: [Option] = [], steps: [SchemaMigration.Step] = []
    ) {
        self.kind = kind
        self.fileName = fileName
        self.parameter = parameter
        self.value = value
        self.message = message
        self.replacements = replacements
        self.steps = steps
    }
}
