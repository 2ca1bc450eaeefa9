import DocumentFormats

/// Carries a configuration's values from the schema version it was made for to the schema's
/// version, through the schema's migrations (``WidgetSchema/migrations``). A version the chain
/// does not cover changed nothing a configuration holds, so the values pass it unchanged.
public struct SchemaMigrator: Sendable {
    /// The schema whose migrations apply.
    public var schema: WidgetSchema

    /// Creates a migrator for a schema.
    public init(schema: WidgetSchema) {
        self.schema = schema
    }

    /// What migrating a configuration did.
    public struct Outcome: Sendable, Equatable {
        /// The values, as the schema's version calls them.
        public var values: [JSONMember]
        /// The steps that changed them, in order; empty when the values pass unchanged.
        public var applied: [SchemaMigration.Step]
    }

    /// The values of a configuration made for `version`, migrated to the schema's version; nil
    /// when `version` is later than the schema's, which no migration undoes.
    /// Complexity: O(s · v) for s steps and v values.
    public func migrate(_ values: [JSONMember], from version: Int) -> Outcome? {
        guard version <= schema.version else { return nil }
        var outcome = Outcome(values: values, applied: [])
        for migration in schema.migrations.sorted(by: { $0.fromVersion < $1.fromVersion })
        where migration.fromVersion >= version {
            for step in migration.steps where outcome.values.apply(step) { outcome.applied.append(step) }
        }
        // A parameter that takes several values now, holding one value from before: a list of one.
        for parameter in schema.parameters where parameter.multipleValues != nil {
            let step = SchemaMigration.Step.makeList(parameter.id)
            if outcome.values.apply(step) { outcome.applied.append(step) }
        }
        return outcome
    }
}

extension [JSONMember] {
    /// Applies one migration step; returns whether it changed anything.
    fileprivate mutating func apply(_ step: SchemaMigration.Step) -> Bool {
        let index = firstIndex { $0.key == step.parameter }
        switch step {
        case .renameParameter(_, let to):
            guard let index else { return false }
            if contains(where: { $0.key == to }) {
                remove(at: index)
            } else {
                self[index].key = to
            }
        case .renameCase(_, let from, let to), .mapCase(_, let from, let to):
            guard let index, case .string(from) = self[index].value.value else { return false }
            self[index].value = JSONNode(.string(to), at: self[index].value.location)
        case .setValue(let parameter, let value):
            guard index == nil else { return false }
            append(JSONMember(key: parameter, value: value.jsonNode))
        case .dropParameter:
            guard let index else { return false }
            remove(at: index)
        case .makeList:
            guard let index else { return false }
            if case .array = self[index].value.value { return false }
            self[index].value = JSONNode(.array([self[index].value]), at: self[index].value.location)
        }
        return true
    }
}
