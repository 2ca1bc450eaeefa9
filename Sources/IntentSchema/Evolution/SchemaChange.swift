/// One difference between two versions of a schema, as ``SchemaDiff`` finds it: what changed,
/// whether stored configurations can break because of it, and the migration step that covers it.
public struct SchemaChange: Sendable, Equatable {
    /// What kind of change it is. The raw values are stable; scripts may match on them.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The schema id changed: the new file describes another widget.
        case schemaIDChanged = "schema-id-changed"
        /// The version went down, or stayed the same across a breaking change.
        case versionNotIncreased = "version-not-increased"
        /// A parameter was removed.
        case parameterRemoved = "parameter-removed"
        /// A parameter was added; breaking when it is required and has no default.
        case parameterAdded = "parameter-added"
        /// A parameter was renamed by a migration.
        case parameterRenamed = "parameter-renamed"
        /// A parameter's kind changed.
        case kindChanged = "kind-changed"
        /// An optional parameter became required, with no default.
        case becameRequired = "became-required"
        /// A required parameter became optional.
        case becameOptional = "became-optional"
        /// An enum case was removed.
        case caseRemoved = "case-removed"
        /// An enum case was added.
        case caseAdded = "case-added"
        /// An enum case was renamed by a migration.
        case caseRenamed = "case-renamed"
        /// An integer range, string length or pattern now accepts fewer values.
        case constraintNarrowed = "constraint-narrowed"
        /// An integer range, string length or pattern now accepts more values.
        case constraintWidened = "constraint-widened"
        /// A dynamic parameter takes its options from another provider.
        case providerChanged = "provider-changed"
        /// A parameter's relationship (`activeWhen`) changed.
        case relationshipChanged = "relationship-changed"
        /// A default value changed, was added or was removed.
        case defaultChanged = "default-changed"
        /// A title, description, prompt, summary or translation changed.
        case textChanged = "text-changed"
        /// How a dynamic parameter is searched changed (searchable, minimum query length,
        /// suggested count), or a case's payload, or the deep link: nothing stored changes.
        case presentationChanged = "presentation-changed"
        /// A parameter that took one value takes several: a stored value becomes a list of one.
        case becameList = "became-list"
        /// A parameter that took several values takes one: a stored list does not fit.
        case becameSingle = "became-single"
    }

    /// What kind of change it is.
    public var kind: Kind
    /// Whether a configuration valid under the old version can be invalid under the new one.
    public var isBreaking: Bool
    /// The parameter it concerns, by its new id (its old one when removed), if any.
    public var parameter: String?
    /// The enum case it concerns, if any.
    public var caseID: String?
    /// What changed, in a sentence.
    public var message: String
    /// The migration step that carries configurations over this change, if any.
    public var coveredBy: SchemaMigration.Step?

    /// Creates a change.
    public init(
        _ kind: Kind, isBreaking: Bool, parameter: String? = nil, caseID: String? = nil, message: String,
        coveredBy: SchemaMigration.Step? = nil
    ) {
        self.kind = kind
        self.isBreaking = isBreaking
        self.parameter = parameter
        self.caseID = caseID
        self.message = message
        self.coveredBy = coveredBy
    }

    /// Whether the change can break a stored configuration that no migration step carries over.
    public var isUncovered: Bool { isBreaking && coveredBy == nil }
}
