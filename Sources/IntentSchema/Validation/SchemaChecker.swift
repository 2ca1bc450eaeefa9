import DocumentFormats

/// The checking stage of a schema: cross references inside a ``DecodedSchema``. It reports
/// duplicate ids, defaults that are not valid values, and relationships to unknown parameters,
/// to values a parent can never have, or to parents declared later.
public struct SchemaChecker: Sendable {
    /// The file name used in diagnostics.
    public var file: String?

    /// Creates a checker.
    public init(file: String? = nil) {
        self.file = file
    }

    /// The decoded schema, when it has no cross-reference problem, and every problem found.
    public func check(_ decoded: DecodedSchema) -> Diagnosed<WidgetSchema> {
        var run = Run(decoded: decoded, collector: DiagnosticCollector(file: file))
        run.checkParameters()
        run.checkMigrations()
        run.checkSummary()
        run.checkSiriKitOrigin()
        var schema = decoded.schema
        schema.recommendations = run.checkRecommendations()
        return run.collector.finishValidated(schema)
    }
}

extension SchemaChecker {
    fileprivate struct Run {
        let decoded: DecodedSchema
        var collector: DiagnosticCollector

        var parameters: [Parameter] { decoded.schema.parameters }

        mutating func report(
            _ code: DiagnosticCode, _ message: String, at path: JSONPath, value: String, hint: String? = nil
        ) {
            collector.report(code, message, at: path, location: decoded.locations[path], value: value, hint: hint)
        }

        /// Each recommendation validated as a configuration of the schema is
        /// (``ConfigurationValidator``): its values' problems are reported at
        /// `$.recommendations[i].values…`, in the schema's file; the valid ones, with their values typed. A
        /// dynamic value is checked as a default is, by its form: its provider answers when a configuration is
        /// made from it (`configure`), not when the schema is read.
        mutating func checkRecommendations() -> [WidgetRecommendation] {
            let schema = decoded.schema
            let validator = ConfigurationValidator(schema: schema)
            var recommendations: [WidgetRecommendation] = []
            for var recommendation in decoded.recommendations {
                // A parameter that did not decode was reported already; its value is not checked again.
                if case .object(let members) = recommendation.values.value {
                    recommendation.values.value = .object(
                        members.filter { !decoded.undecodedParameterIDs.contains($0.key) })
                }
                let document = JSONNode(
                    .object([
                        JSONMember(key: "schema", value: JSONNode(.string(schema.id))),
                        JSONMember(key: "version", value: JSONNode(.number(String(schema.version)))),
                        JSONMember(key: "values", value: recommendation.values),
                    ]), at: recommendation.values.location)
                let result = validator.validate(document, file: collector.file)
                for var diagnostic in result.diagnostics where diagnostic.code != .configProviderUnavailable {
                    // `$.values…` of the document is `$.recommendations[i].values…` of the schema.
                    diagnostic.path = JSONPath(
                        recommendation.path.components + [.key("values")] + diagnostic.path.components.dropFirst())
                    collector.report(diagnostic)
                }
                if let configuration = result.value {
                    recommendations.append(
                        WidgetRecommendation(
                            title: recommendation.title,
                            values: configuration.values.filter { !configuration.defaultedParameters.contains($0.key) })
                    )
                }
            }
            return recommendations
        }

        mutating func checkParameters() {
            var firstIndex: [String: Int] = [:]
            for (index, parameter) in parameters.enumerated() {
                let path = decoded.parameterPaths[index]
                if let earlier = firstIndex[parameter.id] {
                    report(
                        .schemaDuplicateID,
                        "parameter id \(JSONWriter.quoted(parameter.id)) is already used by \(decoded.parameterPaths[earlier])",
                        at: path.appending("id"), value: JSONWriter.quoted(parameter.id))
                } else {
                    firstIndex[parameter.id] = index
                }
                if case .enumeration(let cases) = parameter.kind {
                    var seen: Set<String> = []
                    for (caseIndex, enumCase) in cases.enumerated() where !seen.insert(enumCase.id).inserted {
                        report(
                            .schemaDuplicateID, "case id \(JSONWriter.quoted(enumCase.id)) appears more than once",
                            at: path.appending("cases").appending(index: caseIndex).appending("id"),
                            value: JSONWriter.quoted(enumCase.id))
                    }
                }
                if let multiple = parameter.multipleValues, case .list(let values)? = parameter.defaultValue {
                    checkDefaults(values, of: parameter, within: multiple, at: path.appending("default"))
                } else if let defaultValue = parameter.defaultValue,
                    let problem = parameter.kind.problem(with: defaultValue)
                {
                    report(
                        .schemaInvalidDefault, "the default \(problem.message)", at: path.appending("default"),
                        value: JSONWriter.write(defaultValue.jsonNode, pretty: false), hint: problem.hint)
                }
                if let activation = parameter.activation {
                    checkActivation(activation, at: path.appending("activeWhen"), index: index)
                }
                if case .dynamic(let options) = parameter.kind, let scope = options.scope {
                    checkScope(scope, at: path.appending("scope"), index: index)
                }
                if case .dynamic(let options) = parameter.kind, options.hasTextValues,
                    OptionScopeDeclaration.placeProviders.union([OptionScopeDeclaration.countryProvider]).contains(
                        options.provider)
                {
                    // Places and countries are stored by code: their titles are no values.
                    report(
                        .schemaInvalidValue,
                        "\"textValues\" stores an option's text, but the provider \(JSONWriter.quoted(options.provider)) gives places or countries, stored by their codes",
                        at: path.appending("textValues"), value: "true",
                        hint: "remove \"textValues\", or name a provider the app gives")
                }
                if case .dynamic(let options) = parameter.kind, options.source == .device,
                    options.provider != OptionSource.deviceProvider
                {
                    // The index on the device answers airports and city groups by IATA code; countries, towns
                    // stored by their own codes and the app's options are not its to give.
                    report(
                        .schemaInvalidValue,
                        "\"source\": \"device\" answers airports and city groups from the index in the app, but the provider is \(JSONWriter.quoted(options.provider))",
                        at: path.appending("source"), value: JSONWriter.quoted(options.source.rawValue),
                        hint: "remove \"source\", or use it with the provider \"\(OptionSource.deviceProvider)\"")
                }
            }
        }

        /// The default list of a parameter that takes several values: each value as a single default is
        /// checked, none twice, and as many as the declaration allows.
        mutating func checkDefaults(
            _ values: [ParameterValue], of parameter: Parameter, within multiple: MultipleValues, at path: JSONPath
        ) {
            var seen: Set<ParameterValue> = []
            for (index, value) in values.enumerated() {
                let valuePath = path.appending(index: index)
                let text = JSONWriter.write(value.jsonNode, pretty: false)
                if let problem = parameter.kind.problem(with: value) {
                    report(
                        .schemaInvalidDefault, "the default \(problem.message)", at: valuePath, value: text,
                        hint: problem.hint)
                } else if !seen.insert(value).inserted {
                    report(.schemaInvalidDefault, "the default lists \(text) twice", at: valuePath, value: text)
                }
            }
            if !(multiple.minimum...multiple.maximum).contains(values.count) {
                report(
                    .schemaInvalidDefault,
                    "the default has \(values.count) value\(values.count == 1 ? "" : "s"); \(JSONWriter.quoted(parameter.id)) takes from \(multiple.minimum) to \(multiple.maximum)",
                    at: path, value: JSONWriter.write(ParameterValue.list(values).jsonNode, pretty: false))
            }
        }

        /// A scope narrows a parameter of places (`airports`, `places`), and names dynamic parameters declared
        /// before it, each taking one value: for `country`, a `countries` parameter; for `near`, a parameter of
        /// places. Anything else could never be enforced, or would leave every value outside the scope.
        mutating func checkScope(_ scope: OptionScopeDeclaration, at path: JSONPath, index: Int) {
            if case .dynamic(let options) = parameters[index].kind,
                !OptionScopeDeclaration.placeProviders.contains(options.provider)
            {
                report(
                    .schemaInvalidValue,
                    "\"scope\" narrows the options of the provider \(JSONWriter.quoted(options.provider)), which cannot be narrowed by a country or a place",
                    at: path, value: JSONWriter.quoted(parameters[index].id),
                    hint: "scope a parameter of the provider \"airports\" or \"places\"")
            }
            for (key, id) in [("country", scope.country), ("near", scope.near)] {
                guard let id else { continue }
                let keyPath = path.appending(key)
                let value = JSONWriter.quoted(id)
                guard let scopeIndex = parameters.firstIndex(where: { $0.id == id }) else {
                    if !decoded.undecodedParameterIDs.contains(id) {
                        report(
                            .schemaUnknownParameter, "\"scope\" names the unknown parameter \(value)", at: keyPath,
                            value: value, hint: Spelling.hint(closest: id, among: parameters.map(\.id)))
                    }
                    continue
                }
                let scoping = parameters[scopeIndex]
                if scopeIndex >= index {
                    report(
                        .schemaRelationshipOrder,
                        "\"scope\" names \(value): \(scopeIndex == index ? "a parameter cannot narrow itself" : "it must be declared before the parameter it narrows")",
                        at: keyPath, value: value)
                } else if case .dynamic(let options) = scoping.kind, scoping.multipleValues == nil {
                    let expected =
                        key == "country"
                        ? [OptionScopeDeclaration.countryProvider] : OptionScopeDeclaration.placeProviders.sorted()
                    if !expected.contains(options.provider) {
                        report(
                            .schemaInvalidValue,
                            "\"scope\" names \(value) as its \(key), but its provider \(JSONWriter.quoted(options.provider)) gives \(key == "country" ? "no country codes" : "no places"): every value would be out of scope",
                            at: keyPath, value: value,
                            hint:
                                "name a parameter of the provider \(Spelling.list(expected.map { JSONWriter.quoted($0) }, conjunction: "or"))"
                        )
                    }
                } else {
                    report(
                        .schemaInvalidValue,
                        "\"scope\" names \(value), which is not a dynamic parameter taking one value; its value must be one country or place",
                        at: keyPath, value: value)
                }
            }
        }

        mutating func checkActivation(_ activation: ActivationCondition, at path: JSONPath, index: Int) {
            let parentPath = path.appending("parameter")
            let parentValue = JSONWriter.quoted(activation.parameter)
            guard let parentIndex = parameters.firstIndex(where: { $0.id == activation.parameter }) else {
                if !decoded.undecodedParameterIDs.contains(activation.parameter) {
                    report(
                        .schemaUnknownParameter, "\"activeWhen\" names the unknown parameter \(parentValue)",
                        at: parentPath, value: parentValue,
                        hint: Spelling.hint(closest: activation.parameter, among: parameters.map(\.id)))
                }
                return
            }
            guard parentIndex < index else {
                let reason =
                    parentIndex == index
                    ? "a parameter cannot depend on itself"
                    : "the parent must be declared before the parameters that depend on it"
                report(
                    .schemaRelationshipOrder, "\"activeWhen\" names \(parentValue): \(reason)", at: parentPath,
                    value: parentValue)
                return
            }
            guard case .equals(let expected) = activation.predicate else { return }
            let parent = parameters[parentIndex]
            if parent.multipleValues != nil {
                report(
                    .schemaUnknownCase,
                    "\(JSONWriter.quoted(parent.id)) takes several values, so \"equals\" cannot compare it with one",
                    at: path.appending("equals"), value: JSONWriter.write(expected.jsonNode, pretty: false),
                    hint: "depend on it with \"hasValue\" instead")
                return
            }
            let equalsPath = path.appending("equals")
            let expectedText = JSONWriter.write(expected.jsonNode, pretty: false)
            switch (parent.kind, expected) {
            case (.enumeration(let cases), .string(let id)):
                if !cases.contains(where: { $0.id == id }) {
                    report(
                        .schemaUnknownCase, "\(JSONWriter.quoted(parent.id)) has no case \(JSONWriter.quoted(id))",
                        at: equalsPath, value: expectedText,
                        hint: Spelling.hint(closest: id, among: cases.map(\.id)))
                }
            case (.boolean, .boolean):
                break
            default:
                report(
                    .schemaUnknownCase,
                    "\"equals\" can name a case of an enum parent or a boolean for a boolean parent; \(JSONWriter.quoted(parent.id)) is \(parent.kind.name)",
                    at: equalsPath, value: expectedText)
            }
        }

        /// Checks that a summary's templates name only declared parameters, and that its switch is
        /// an enum or boolean parameter whose values the cases are.
        /// Every parameter the SiriKit origin names is a parameter, and no two share a SiriKit
        /// name or tag.
        mutating func checkSiriKitOrigin() {
            guard let origin = decoded.schema.siriKit else { return }
            let ids = parameters.map(\.id)
            let known = Set(ids).union(decoded.undecodedParameterIDs)
            let maps: [(key: String, values: [String: String])] = [
                ("parameterNames", origin.parameterNames),
                ("parameterTags", origin.parameterTags.mapValues(String.init)),
                ("objectTypes", origin.objectTypes),
            ]
            for (key, values) in maps {
                let path = JSONPath.root.appending("siriKit").appending(key)
                var owners: [String: String] = [:]
                for (id, value) in values.sorted(by: { $0.key < $1.key }) {
                    if !known.contains(id) {
                        report(
                            .schemaUnknownParameter, "\"siriKit\" names the unknown parameter \(JSONWriter.quoted(id))",
                            at: path.appending(id), value: JSONWriter.quoted(value),
                            hint: Spelling.hint(closest: id, among: ids))
                    }
                    if key != "objectTypes", let owner = owners[value] {
                        report(
                            .schemaDuplicateID,
                            "the SiriKit \(key == "parameterTags" ? "tag" : "parameter name") \(value) is given to both \(JSONWriter.quoted(owner)) and \(JSONWriter.quoted(id))",
                            at: path.appending(id), value: value)
                    }
                    owners[value] = id
                }
            }
        }

        mutating func checkSummary() {
            guard let summary = decoded.schema.summary else { return }
            let path = JSONPath.root.appending("summary")
            let ids = parameters.map(\.id)
            let known = Set(ids).union(decoded.undecodedParameterIDs)
            let templates =
                [(path.appending("text"), summary.text)]
                + summary.cases.sorted { $0.key < $1.key }.map { (path.appending("cases").appending($0.key), $0.value) }
            for (templatePath, template) in templates {
                for translation in [template.fallback] + template.translations.values.sorted() {
                    for case .parameter(let id) in ParameterSummary.parts(of: translation) ?? []
                    where !known.contains(id) {
                        report(
                            .schemaUnknownParameter, "the summary names the unknown parameter \(JSONWriter.quoted(id))",
                            at: templatePath, value: "${\(id)}",
                            hint: Spelling.hint(closest: id, among: ids))
                    }
                }
            }
            guard let switchID = summary.switchParameter, !decoded.undecodedParameterIDs.contains(switchID) else {
                return
            }
            let switchPath = path.appending("switch")
            guard let parameter = decoded.schema.parameter(switchID) else {
                report(
                    .schemaUnknownParameter,
                    "the summary switches on the unknown parameter \(JSONWriter.quoted(switchID))",
                    at: switchPath, value: JSONWriter.quoted(switchID),
                    hint: Spelling.hint(closest: switchID, among: ids))
                return
            }
            if parameter.multipleValues != nil {
                report(
                    .schemaInvalidValue,
                    "the summary cannot switch on \(JSONWriter.quoted(switchID)): it takes several values, so it has no one case",
                    at: switchPath, value: JSONWriter.quoted(switchID))
                return
            }
            let values: [String]
            switch parameter.kind {
            case .enumeration(let cases): values = cases.map(\.id)
            case .boolean: values = ["true", "false"]
            default:
                report(
                    .schemaInvalidValue,
                    "the summary can switch on an enum or boolean parameter; \(JSONWriter.quoted(switchID)) is \(parameter.kind.name)",
                    at: switchPath, value: JSONWriter.quoted(switchID))
                return
            }
            for value in summary.cases.keys.sorted() where !values.contains(value) {
                report(
                    .schemaUnknownCase, "\(JSONWriter.quoted(switchID)) has no value \(JSONWriter.quoted(value))",
                    at: path.appending("cases").appending(value), value: JSONWriter.quoted(value),
                    hint: Spelling.hint(closest: value, among: values))
            }
        }

        /// Checks that the migrations form one chain ending at the schema's version, then walks them
        /// back from this version, naming each parameter and case as the version before each step
        /// calls them, so that every step is checked against the version it leads to.
        mutating func checkMigrations() {
            let schema = decoded.schema
            let order = schema.migrations.indices.sorted {
                schema.migrations[$0].fromVersion < schema.migrations[$1].fromVersion
            }
            var seen: Set<Int> = []
            for (position, index) in order.enumerated() {
                let migration = schema.migrations[index]
                let path = decoded.migrationPaths[index]
                let value = "\(migration.fromVersion) → \(migration.toVersion)"
                if !seen.insert(migration.fromVersion).inserted {
                    report(
                        .schemaMigrationGap, "a second migration from version \(migration.fromVersion)",
                        at: path.appending("from"), value: value)
                } else if position + 1 < order.count,
                    schema.migrations[order[position + 1]].fromVersion > migration.toVersion
                {
                    report(
                        .schemaMigrationGap,
                        "no migration from version \(migration.toVersion) to \(migration.toVersion + 1): the chain has a gap",
                        at: path.appending("to"), value: value,
                        hint: "declare one, with no steps if nothing changed")
                } else if position + 1 == order.count, migration.toVersion != schema.version {
                    report(
                        .schemaMigrationGap,
                        "the last migration must lead to the schema's version \(schema.version), not \(migration.toVersion)",
                        at: path.appending("to"), value: value)
                }
            }
            // Each name of the version a step leads to: the current parameter it is (nil for one a
            // later version dropped) and its cases, when known.
            var names: [String: (current: String?, cases: Set<String>?)] = [:]
            for parameter in schema.parameters {
                names[parameter.id] = (parameter.id, parameter.kind.cases.map { Set($0.map(\.id)) })
            }
            for index in order.reversed() {
                let migration = schema.migrations[index]
                for (stepIndex, step) in migration.steps.enumerated().reversed() {
                    checkStep(
                        step, of: migration, at: decoded.stepPaths[index][stepIndex], names: &names)
                }
            }
        }

        /// Checks one step against the names of the version it leads to, then renames them as the
        /// version before it calls them.
        mutating func checkStep(
            _ step: SchemaMigration.Step, of migration: SchemaMigration, at path: JSONPath,
            names: inout [String: (current: String?, cases: Set<String>?)]
        ) {
            let version = "version \(migration.toVersion)"
            func unknown(_ id: String, at key: String) {
                report(
                    .schemaUnknownParameter, "\(version) has no parameter \(JSONWriter.quoted(id))",
                    at: path.appending(key), value: JSONWriter.quoted(id),
                    hint: Spelling.hint(closest: id, among: Array(names.keys)))
            }
            switch step {
            case .renameParameter(let from, let to):
                guard let known = names[to] else { return unknown(to, at: "to") }
                if from != to, names[from] != nil {
                    report(
                        .schemaInvalidMigration,
                        "\(version) still has a parameter \(JSONWriter.quoted(from)); a rename must free the old name",
                        at: path.appending("parameter"), value: JSONWriter.quoted(from))
                }
                names[to] = nil
                names[from] = known
            case .makeList(let parameter):
                guard let known = names[parameter] else { return unknown(parameter, at: "parameter") }
                if let current = known.current.flatMap(decoded.schema.parameter), current.multipleValues == nil {
                    report(
                        .schemaInvalidMigration,
                        "\(JSONWriter.quoted(parameter)) takes one value in \(version); only a parameter that takes several can hold a list",
                        at: path.appending("parameter"), value: JSONWriter.quoted(parameter))
                }
            case .dropParameter(let parameter):
                if names[parameter] != nil {
                    report(
                        .schemaInvalidMigration,
                        "\(version) still has the parameter \(JSONWriter.quoted(parameter)); only a removed one can be dropped",
                        at: path.appending("parameter"), value: JSONWriter.quoted(parameter))
                }
                names[parameter] = (nil, nil)
            case .setValue(let parameter, let value):
                guard let known = names[parameter] else { return unknown(parameter, at: "parameter") }
                guard let current = known.current.flatMap(decoded.schema.parameter) else { return }
                let valuePath = path.appending("value")
                let text = JSONWriter.write(value.jsonNode, pretty: false)
                if let cases = known.cases, let id = value.stringValue {
                    if !cases.contains(id) {
                        report(
                            .schemaInvalidMigration,
                            "\(JSONWriter.quoted(parameter)) has no case \(JSONWriter.quoted(id)) in \(version)",
                            at: valuePath, value: text,
                            hint: Spelling.hint(closest: id, among: Array(cases)))
                    }
                } else if let problem = current.kind.problem(with: value) {
                    report(
                        .schemaInvalidMigration, "the value for \(JSONWriter.quoted(parameter)) \(problem.message)",
                        at: valuePath, value: text, hint: problem.hint)
                }
            case .renameCase(let parameter, let from, let to), .mapCase(let parameter, let from, let to):
                guard var known = names[parameter] else { return unknown(parameter, at: "parameter") }
                guard var cases = known.cases else { return }
                guard cases.contains(to) else {
                    report(
                        .schemaUnknownCase,
                        "\(JSONWriter.quoted(parameter)) has no case \(JSONWriter.quoted(to)) in \(version)",
                        at: path.appending("to"), value: JSONWriter.quoted(to),
                        hint: Spelling.hint(closest: to, among: Array(cases)))
                    return
                }
                if from != to, cases.contains(from) {
                    report(
                        .schemaInvalidMigration,
                        "\(JSONWriter.quoted(parameter)) still has the case \(JSONWriter.quoted(from)) in \(version); only a renamed or removed case moves",
                        at: path.appending("case"), value: JSONWriter.quoted(from))
                }
                if case .renameCase = step { cases.remove(to) }
                cases.insert(from)
                known.cases = cases
                names[parameter] = known
            }
        }

    }
}
