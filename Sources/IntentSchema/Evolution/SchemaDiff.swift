import DocumentFormats

/// Every change between two versions of a schema, classified as ``SchemaChange`` values: breaking
/// (a configuration valid under the old version can be invalid under the new) or compatible, and,
/// for a breaking change, the step of the new version's migrations that carries configurations
/// over it. A parameter or case that a migration renames is compared under its new name.
///
/// What breaks: a removed parameter or case, a changed kind, a new required parameter without a
/// default, an optional parameter made required, a narrowed range, length or pattern, a changed
/// provider, a changed relationship, a changed schema id, and a version that does not go up.
/// What does not: an added optional parameter, an added case, changed titles or translations,
/// a changed default, a widened constraint, how options are searched, payloads and the deep link.
public struct SchemaDiff: Sendable {
    /// The earlier version.
    public var old: WidgetSchema
    /// The later version, whose migrations cover breaking changes.
    public var new: WidgetSchema
    /// The changes, in the order of the new schema's parameters, removed ones last.
    public private(set) var changes: [SchemaChange] = []

    /// Compares two versions of a schema. Complexity: O(p · c + s) for p parameters of c cases
    /// and s migration steps.
    public init(from old: WidgetSchema, to new: WidgetSchema) {
        self.old = old
        self.new = new
        var run = Run(old: old, new: new)
        changes = run.changes()
    }

    /// Whether some breaking change has no migration step that covers it: what `schema diff`
    /// exits 1 for.
    public var hasUncoveredBreakingChanges: Bool { changes.contains(where: \.isUncovered) }
}

extension SchemaDiff {
    private struct Run {
        let old: WidgetSchema
        let new: WidgetSchema
        /// The steps of the migrations from the old version to the new, in order.
        let steps: [SchemaMigration.Step]
        var found: [SchemaChange] = []

        init(old: WidgetSchema, new: WidgetSchema) {
            self.old = old
            self.new = new
            steps = new.migrations.sorted { $0.fromVersion < $1.fromVersion }
                .filter { $0.fromVersion >= old.version && $0.toVersion <= new.version }.flatMap(\.steps)
        }

        mutating func changes() -> [SchemaChange] {
            if old.id != new.id {
                add(
                    .schemaIDChanged, breaking: true,
                    "the schema id changed from \(quoted(old.id)) to \(quoted(new.id)): stored configurations name the old one"
                )
            }
            if old.title != new.title || old.description != new.description {
                add(.textChanged, breaking: false, "the schema's title or description changed")
            }
            if old.summary != new.summary { add(.textChanged, breaking: false, "the summary changed") }
            if old.placeholder != new.placeholder { add(.textChanged, breaking: false, "the placeholder changed") }
            if old.deepLink != new.deepLink { add(.presentationChanged, breaking: false, "the deep link changed") }
            var matched: Set<String> = []
            for newParameter in new.parameters {
                guard let (oldParameter, rename) = oldParameter(becoming: newParameter.id) else {
                    addedParameter(newParameter)
                    continue
                }
                matched.insert(oldParameter.id)
                if let rename {
                    add(
                        .parameterRenamed, breaking: true, parameter: newParameter.id,
                        "parameter \(quoted(oldParameter.id)) is now \(quoted(newParameter.id))", coveredBy: rename)
                }
                compare(oldParameter, newParameter)
            }
            for oldParameter in old.parameters where !matched.contains(oldParameter.id) {
                add(
                    .parameterRemoved, breaking: true, parameter: oldParameter.id,
                    "parameter \(quoted(oldParameter.id)) was removed",
                    coveredBy: steps.first {
                        if case .dropParameter(oldParameter.id) = $0 { true } else { false }
                    })
            }
            if new.version < old.version || (new.version == old.version && found.contains(where: \.isBreaking)) {
                add(
                    .versionNotIncreased, breaking: true,
                    "the version went from \(old.version) to \(new.version); a breaking change needs a later version and a migration"
                )
            }
            return found
        }

        /// The old parameter that the new one `id` is, through the migrations' renames, and the
        /// last rename, if any.
        func oldParameter(becoming id: String) -> (Parameter, SchemaMigration.Step?)? {
            for parameter in old.parameters {
                var name = parameter.id
                var rename: SchemaMigration.Step?
                for step in steps {
                    if case .renameParameter(name, let to) = step {
                        name = to
                        rename = step
                    }
                }
                if name == id { return (parameter, rename) }
            }
            return nil
        }

        mutating func addedParameter(_ parameter: Parameter) {
            let breaking = parameter.isRequired && parameter.defaultValue == nil
            add(
                .parameterAdded, breaking: breaking, parameter: parameter.id,
                "parameter \(quoted(parameter.id)) was added"
                    + (breaking ? ", required and with no default" : ""),
                coveredBy: breaking ? valueStep(for: parameter.id) : nil)
        }

        func valueStep(for parameter: String) -> SchemaMigration.Step? {
            steps.first { if case .setValue(parameter, _) = $0 { true } else { false } }
        }

        mutating func compare(_ old: Parameter, _ new: Parameter) {
            let id = new.id
            if old.title != new.title || old.description != new.description || old.prompt != new.prompt {
                add(
                    .textChanged, breaking: false, parameter: id,
                    "the title, description or prompt of \(quoted(id)) changed")
            }
            if old.defaultValue != new.defaultValue {
                add(.defaultChanged, breaking: false, parameter: id, "the default of \(quoted(id)) changed")
            }
            if !old.isRequired, new.isRequired, new.defaultValue == nil {
                add(
                    .becameRequired, breaking: true, parameter: id, "\(quoted(id)) is now required, with no default",
                    coveredBy: valueStep(for: id))
            } else if old.isRequired, !new.isRequired {
                add(.becameOptional, breaking: false, parameter: id, "\(quoted(id)) is now optional")
            }
            if renamedActivation(old.activation) != new.activation {
                add(
                    .relationshipChanged, breaking: true, parameter: id,
                    "the relationship (activeWhen) of \(quoted(id)) changed")
            }
            compareMultipleValues(old.multipleValues, new.multipleValues, of: id)
            switch (old.kind, new.kind) {
            case (.enumeration(let oldCases), .enumeration(let newCases)):
                compareCases(oldCases, newCases, of: old.id, id)
            case (.dynamic(let oldOptions), .dynamic(let newOptions)):
                if oldOptions.scope != newOptions.scope {
                    // A new or changed scope may leave a stored value outside it; one removed widens.
                    let narrowed = newOptions.scope != nil
                    add(
                        narrowed ? .constraintNarrowed : .constraintWidened, breaking: narrowed, parameter: id,
                        narrowed
                            ? "the scope of \(quoted(id)) changed: stored values may fall outside it"
                            : "\(quoted(id)) is no longer scoped")
                }
                if oldOptions.provider != newOptions.provider {
                    add(
                        .providerChanged, breaking: true, parameter: id,
                        "\(quoted(id)) takes its options from \(quoted(newOptions.provider)), not \(quoted(oldOptions.provider))"
                    )
                } else if oldOptions.hasTextValues != newOptions.hasTextValues {
                    // A stored option id is not its text, nor the other way round.
                    add(
                        .providerChanged, breaking: true, parameter: id,
                        newOptions.hasTextValues
                            ? "\(quoted(id)) stores an option's text, not its id"
                            : "\(quoted(id)) stores an option's id, not its text")
                } else if oldOptions.withoutScope.withServiceSource != newOptions.withoutScope.withServiceSource {
                    add(
                        .presentationChanged, breaking: false, parameter: id,
                        "how the options of \(quoted(id)) are searched changed")
                }
                if oldOptions.source != newOptions.source, oldOptions.provider == newOptions.provider {
                    // The same codes either way. An index trimmed by `data build` may lack some the service gave;
                    // the picker leaves those out, as it leaves out codes the service no longer knows.
                    let answerer = { (source: OptionSource) in source == .device ? "index on the device" : "service" }
                    add(
                        .presentationChanged, breaking: false, parameter: id,
                        "the options of \(quoted(id)) are answered from the \(answerer(newOptions.source)), not the \(answerer(oldOptions.source)); an index trimmed by data build may lack codes placed widgets hold"
                    )
                }
            case (.integer(let oldMinimum, let oldMaximum), .integer(let newMinimum, let newMaximum)):
                compareBounds(
                    lower: (oldMinimum, newMinimum), upper: (oldMaximum, newMaximum), what: "the range", of: id)
            case (.string(let oldRules), .string(let newRules)):
                compareBounds(
                    lower: (oldRules.minimumLength, newRules.minimumLength),
                    upper: (oldRules.maximumLength, newRules.maximumLength), what: "the length", of: id)
                if oldRules.pattern != newRules.pattern {
                    let narrowed = newRules.pattern != nil
                    add(
                        narrowed ? .constraintNarrowed : .constraintWidened, breaking: narrowed, parameter: id,
                        narrowed
                            ? "the pattern of \(quoted(id)) changed: stored values may not match it"
                            : "\(quoted(id)) no longer has a pattern")
                }
            case (.boolean, .boolean):
                break
            case (.string, .dynamic(let options)) where options.hasTextValues:
                // Text whose options the app now gives (a SiriKit definition imported again): the stored texts
                // are its values still.
                add(
                    .presentationChanged, breaking: false, parameter: id,
                    "\(quoted(id)) offers the options of \(quoted(options.provider)) now; its stored texts stay its values"
                )
            case (.dynamic(let options), .string(let rules))
            where options.hasTextValues && rules == StringConstraints():
                add(
                    .presentationChanged, breaking: false, parameter: id,
                    "\(quoted(id)) takes any text now, not only the options of \(quoted(options.provider))")
            default:
                add(
                    .kindChanged, breaking: true, parameter: id,
                    "\(quoted(id)) is now \(new.kind.name), not \(old.kind.name)")
            }
        }

        /// One value to several is compatible (a stored value is read as a list of one, and `config migrate`
        /// writes it so) unless the new minimum is above 1; several to one is breaking; a narrower count
        /// is breaking, a wider one not.
        mutating func compareMultipleValues(_ old: MultipleValues?, _ new: MultipleValues?, of id: String) {
            switch (old, new) {
            case (nil, let new?):
                let breaking = new.minimum > 1
                add(
                    .becameList, breaking: breaking, parameter: id,
                    "\(quoted(id)) takes several values now: a stored value is read as a list of one"
                        + (breaking ? ", fewer than its minimum \(new.minimum)" : " ('config migrate' writes it so)"))
            case (_?, nil):
                add(
                    .becameSingle, breaking: true, parameter: id,
                    "\(quoted(id)) takes one value now: a stored list of several does not fit")
            case (let old?, let new?) where old != new:
                let narrowed = new.minimum > old.minimum || new.maximum < old.maximum
                add(
                    narrowed ? .constraintNarrowed : .constraintWidened, breaking: narrowed, parameter: id,
                    "how many values \(quoted(id)) takes changed: from \(old.minimum)–\(old.maximum) to \(new.minimum)–\(new.maximum)"
                        + (narrowed ? "; stored lists may not fit" : ""))
            default:
                break
            }
        }

        /// A relationship of the old version, with its parent and case as the new version names
        /// them.
        func renamedActivation(_ activation: ActivationCondition?) -> ActivationCondition? {
            guard var activation else { return nil }
            let parent = activation.parameter
            for step in steps {
                switch step {
                case .renameParameter(activation.parameter, let to):
                    activation.parameter = to
                case .renameCase(let owner, let from, let to), .mapCase(let owner, let from, let to):
                    if owner == parent || owner == activation.parameter,
                        case .equals(.string(from)) = activation.predicate
                    {
                        activation.predicate = .equals(.string(to))
                    }
                default: break
                }
            }
            return activation
        }

        mutating func compareCases(_ oldCases: [EnumCase], _ newCases: [EnumCase], of oldID: String, _ id: String) {
            var matched: Set<String> = []
            for oldCase in oldCases {
                var name = oldCase.id
                var rename: SchemaMigration.Step?
                var mapping: SchemaMigration.Step?
                for step in steps {
                    switch step {
                    case .renameCase(let owner, name, let to) where owner == oldID || owner == id:
                        name = to
                        rename = step
                    case .mapCase(let owner, name, _) where owner == oldID || owner == id:
                        mapping = step
                    default: break
                    }
                }
                guard let newCase = newCases.first(where: { $0.id == name }) else {
                    add(
                        .caseRemoved, breaking: true, parameter: id, caseID: oldCase.id,
                        "case \(quoted(oldCase.id)) of \(quoted(id)) was removed", coveredBy: mapping ?? rename)
                    continue
                }
                matched.insert(newCase.id)
                if let rename {
                    add(
                        .caseRenamed, breaking: true, parameter: id, caseID: newCase.id,
                        "case \(quoted(oldCase.id)) of \(quoted(id)) is now \(quoted(newCase.id))", coveredBy: rename)
                }
                if oldCase.title != newCase.title {
                    add(
                        .textChanged, breaking: false, parameter: id, caseID: newCase.id,
                        "the title of case \(quoted(newCase.id)) of \(quoted(id)) changed")
                }
                if oldCase.payload != newCase.payload {
                    add(
                        .presentationChanged, breaking: false, parameter: id, caseID: newCase.id,
                        "the payload of case \(quoted(newCase.id)) of \(quoted(id)) changed")
                }
            }
            for newCase in newCases where !matched.contains(newCase.id) {
                add(
                    .caseAdded, breaking: false, parameter: id, caseID: newCase.id,
                    "case \(quoted(newCase.id)) of \(quoted(id)) was added")
            }
        }

        /// Compares optional lower and upper bounds: a bound added or tightened narrows, a bound
        /// removed or loosened widens.
        mutating func compareBounds(lower: (Int?, Int?), upper: (Int?, Int?), what: String, of id: String) {
            let narrowed =
                (lower.1.map { bound in lower.0.map { bound > $0 } ?? true } ?? false)
                || (upper.1.map { bound in upper.0.map { bound < $0 } ?? true } ?? false)
            let changed = lower.0 != lower.1 || upper.0 != upper.1
            guard changed else { return }
            func text(_ low: Int?, _ high: Int?) -> String {
                "\(low.map(String.init) ?? "…")–\(high.map(String.init) ?? "…")"
            }
            add(
                narrowed ? .constraintNarrowed : .constraintWidened, breaking: narrowed, parameter: id,
                "\(what) of \(quoted(id)) went from \(text(lower.0, upper.0)) to \(text(lower.1, upper.1))")
        }

        mutating func add(
            _ kind: SchemaChange.Kind, breaking: Bool, parameter: String? = nil, caseID: String? = nil,
            _ message: String, coveredBy: SchemaMigration.Step? = nil
        ) {
            found.append(
                SchemaChange(
                    kind, isBreaking: breaking, parameter: parameter, caseID: caseID, message: message,
                    coveredBy: coveredBy))
        }

        func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
    }
}
