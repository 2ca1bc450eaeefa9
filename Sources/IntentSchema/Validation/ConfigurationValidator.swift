import DocumentFormats

/// Validates configuration documents against a schema and reports every problem at once.
///
/// A document is `{"schema": ID, "version": N, "values": {PARAMETER: VALUE, …}}`. Each given
/// value is checked against its parameter's kind (``ParameterKind/problem(with:)``) and, for a
/// dynamic parameter, its option provider. Which parameters are active follows from the valid
/// values (``WidgetSchema/activeParameters(given:)``): an active parameter with no value takes its
/// default, a required one without a default is missing, and an inactive one must have no value.
///
/// A document made for an earlier version of the schema is first migrated (``SchemaMigrator``):
/// it is valid when its migrated values are, and warns that it needs migrating when a step changed
/// them. A document made for a later version is an error.
public struct ConfigurationValidator: Sendable {
    /// The largest configuration document accepted.
    public static let maximumSize = 256 * 1024

    /// The schema to validate against.
    public var schema: WidgetSchema
    /// Option providers by the names schemas use.
    public var providers: [String: any OptionProvider]

    /// Creates a validator.
    public init(schema: WidgetSchema, providers: [String: any OptionProvider] = [:]) {
        self.schema = schema
        self.providers = providers
    }

    /// Validates a document from its bytes: parse, then ``validate(_:file:)``.
    public func validate(_ bytes: [UInt8], file: String? = nil) -> ValidationResult {
        InputParser.parse(bytes, file: file, maximumSize: Self.maximumSize).flatMap { validate($0, file: file) }
    }

    /// Validates typed values, as a person or a program chose them: the values are the document.
    public func validate(values: [String: ParameterValue]) -> ValidationResult {
        validate(
            WidgetConfiguration(schemaID: schema.id, schemaVersion: schema.version, values: values).document(
                orderedBy: schema))
    }

    /// Validates a parsed document.
    public func validate(_ root: JSONNode, file: String? = nil) -> ValidationResult {
        var reader = DocumentReader(
            file: file,
            codes: .init(
                unknownKey: .configInvalidDocument, missingKey: .configInvalidDocument,
                typeMismatch: .configInvalidDocument))
        guard
            let members = reader.members(
                of: root, at: .root, allowed: ["schema", "version", "values"],
                required: ["schema", "version", "values"],
                what: "a configuration document")
        else { return reader.collector.finish(nil) }

        if let id = reader.string(members["schema"], at: .root.appending("schema"), what: "\"schema\""), id != schema.id
        {
            reader.report(
                .configSchemaMismatch,
                "the configuration is for schema \(JSONWriter.quoted(id)), not \(JSONWriter.quoted(schema.id))",
                at: .root.appending("schema"), node: members["schema"]?.value)
        }
        let versionPath = JSONPath.root.appending("version")
        var madeFor: Int?
        if let version = reader.integer(members["version"], at: versionPath, what: "\"version\""),
            version != schema.version
        {
            if version < schema.version {
                madeFor = version
            } else {
                reader.report(
                    .configVersionMismatch,
                    "the configuration was made for version \(version) of \(JSONWriter.quoted(schema.id)); the schema is at version \(schema.version)",
                    at: versionPath, node: members["version"]?.value,
                    hint: "reconfigure it, or validate it against the schema version it was made for")
            }
        }
        var configuration: WidgetConfiguration?
        if var valuesNode = members["values"]?.value {
            let valuesPath = JSONPath.root.appending("values")
            var applied: [SchemaMigration.Step] = []
            if let madeFor, case .object(let list) = valuesNode.value,
                let outcome = SchemaMigrator(schema: schema).migrate(list, from: madeFor)
            {
                valuesNode = JSONNode(.object(outcome.values), at: valuesNode.location)
                applied = outcome.applied
                if !applied.isEmpty {
                    reader.report(
                        .configNeedsMigration,
                        "the configuration was made for version \(madeFor) of \(JSONWriter.quoted(schema.id)) and is read as version \(schema.version): "
                            + applied.map(\.summary).joined(separator: "; "),
                        at: versionPath, node: members["version"]?.value,
                        hint: "'intentctl config migrate' rewrites stored configurations", severity: .warning)
                }
            }
            if let given = reader.members(
                of: valuesNode, at: valuesPath, allowed: schema.parameters.map(\.id), what: "\"values\"",
                unknownKey: (.configUnknownParameter, "parameter"))
            {
                configuration = checkValues(given, node: valuesNode, at: valuesPath, reader: &reader)
                configuration?.migratedFrom = madeFor
                configuration?.migrationSteps = applied
            }
        }
        return reader.collector.finishValidated(configuration)
    }

    /// Checks the values of declared parameters: first each value on its own, then, from the valid
    /// ones, which parameters are active; problems are reported in parameter order.
    private func checkValues(
        _ given: [String: JSONMember], node: JSONNode, at path: JSONPath, reader: inout DocumentReader
    ) -> WidgetConfiguration {
        var outcomes: [String: (value: ParameterValue?, diagnostics: [Diagnostic])] = [:]
        var valid: [String: ParameterValue] = [:]
        for parameter in schema.parameters {
            guard let member = given[parameter.id] else { continue }
            let outcome = check(member.value, for: parameter, at: path.appending(parameter.id))
            outcomes[parameter.id] = outcome
            if let value = outcome.value { valid[parameter.id] = value }
        }
        let active = schema.activeParameterIDs(given: valid)
        var effective: [String: ParameterValue] = [:]
        var defaulted: Set<String> = []
        for parameter in schema.parameters {
            let parameterPath = path.appending(parameter.id)
            guard active.contains(parameter.id) else {
                if let member = given[parameter.id] {
                    reader.report(
                        .configInactiveParameter,
                        "\(JSONWriter.quoted(parameter.id)) is inactive because \(schema.inactivityReason(of: parameter)); remove its value",
                        at: parameterPath, node: member.value, location: member.keyLocation)
                }
                continue
            }
            if let outcome = outcomes[parameter.id] {
                for diagnostic in outcome.diagnostics { reader.collector.report(diagnostic) }
                effective[parameter.id] = outcome.value
            } else if let defaultValue = parameter.defaultValue {
                effective[parameter.id] = defaultValue
                defaulted.insert(parameter.id)
            } else if parameter.isRequired {
                reader.report(
                    .configMissingValue, "the required parameter \(JSONWriter.quoted(parameter.id)) has no value",
                    at: parameterPath, location: node.location, hint: hint(forMissing: parameter))
            }
        }
        checkScopes(effective, given: given, at: path, reader: &reader)
        return WidgetConfiguration(
            schemaID: schema.id, schemaVersion: schema.version, values: effective, defaultedParameters: defaulted)
    }

    /// Each value of a scoped parameter must be within the scope the other values give (an airport in the
    /// country chosen): checked once the values are known, at the value (its index, in a list).
    private func checkScopes(
        _ values: [String: ParameterValue], given: [String: JSONMember], at path: JSONPath, reader: inout DocumentReader
    ) {
        for parameter in schema.parameters {
            guard case .dynamic(let options) = parameter.kind, let declaration = options.scope,
                let value = values[parameter.id], let provider = providers[options.provider]
            else { continue }
            let scope = declaration.scope(given: values)
            guard let country = scope.countryCode, let scopeParameter = declaration.country else { continue }
            let node = given[parameter.id]?.value
            let several = parameter.multipleValues != nil
            for (index, element) in value.elements.enumerated() {
                guard let id = element.stringValue, provider.isWithin(id, scope: scope) == false else { continue }
                let elementPath =
                    several ? path.appending(parameter.id).appending(index: index) : path.appending(parameter.id)
                var elementNode = node
                if several, case .array(let elements)? = node?.value, elements.indices.contains(index) {
                    elementNode = elements[index]
                }
                let title = provider.resolve(id: id).map { " (\($0.title))" } ?? ""
                let inScope = provider.suggestedOptions(limit: 3, scope: OptionScope(countryCode: country))
                reader.report(
                    .configOutOfScope,
                    "\(JSONWriter.quoted(parameter.id)): \(id)\(title) is not in \(country), which \(JSONWriter.quoted(scopeParameter)) chose",
                    at: elementPath, node: elementNode,
                    hint: inScope.isEmpty
                        ? "choose another \(scopeParameter), or a value in it"
                        : "in \(country): " + inScope.map { "\($0.id) (\($0.title))" }.joined(separator: ", "))
            }
        }
    }

    /// One given value on its own: its type, its kind's rules and, for dynamic options, the provider.
    /// For a parameter that takes several values, a list: each element so, at its index
    /// (`$.values.origins[2]`), none twice, and as many as it allows. The value is nil when it is invalid;
    /// the diagnostics say why (or warn).
    func check(_ node: JSONNode, for parameter: Parameter, at path: JSONPath) -> (
        value: ParameterValue?, diagnostics: [Diagnostic]
    ) {
        guard let multiple = parameter.multipleValues else {
            let (value, diagnostic) = checkOne(node, for: parameter, at: path)
            return (value, diagnostic.map { [$0] } ?? [])
        }
        let id = JSONWriter.quoted(parameter.id)
        guard case .array(let elements) = node.value else {
            return (
                nil,
                [
                    Diagnostic(
                        .error, .configTypeMismatch,
                        "\(id) takes several values: a list, each \(parameter.kind.expectedValue), not \(node.value.typeName)",
                        location: node.location, path: path, value: Diagnostic.excerpt(node),
                        hint: "write [\(Diagnostic.excerpt(node))]")
                ]
            )
        }
        var values: [ParameterValue] = []
        var diagnostics: [Diagnostic] = []
        var valid = true
        var seen: Set<ParameterValue> = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            let (value, diagnostic) = checkOne(element, for: parameter, at: elementPath)
            if let diagnostic { diagnostics.append(diagnostic) }
            guard let value else {
                valid = false
                continue
            }
            if !seen.insert(value).inserted {
                valid = false
                diagnostics.append(
                    Diagnostic(
                        .error, .configDuplicateValue, "\(id) lists \(value) twice", location: element.location,
                        path: elementPath, value: Diagnostic.excerpt(element), hint: "remove one"))
                continue
            }
            values.append(value)
        }
        if !(multiple.minimum...multiple.maximum).contains(elements.count) {
            valid = false
            let bound =
                elements.count < multiple.minimum ? "at least \(multiple.minimum)" : "at most \(multiple.maximum)"
            diagnostics.append(
                Diagnostic(
                    .error, .configValueCount,
                    "\(id) has \(elements.count) value\(elements.count == 1 ? "" : "s"); it takes \(bound)",
                    location: node.location, path: path, value: Diagnostic.excerpt(node)))
        }
        return (valid ? .list(values) : nil, diagnostics)
    }

    /// One value on its own (an element of a list, for a parameter that takes several).
    func checkOne(_ node: JSONNode, for parameter: Parameter, at path: JSONPath) -> (
        value: ParameterValue?, diagnostic: Diagnostic?
    ) {
        func problem(
            _ code: DiagnosticCode, _ message: String, hint: String? = nil, severity: Diagnostic.Severity = .error
        ) -> Diagnostic {
            Diagnostic(
                severity, code, message, location: node.location, path: path, value: Diagnostic.excerpt(node),
                hint: hint)
        }
        let id = JSONWriter.quoted(parameter.id)
        guard let value = parameter.kind.value(from: node) else {
            return (
                nil,
                problem(
                    .configTypeMismatch,
                    "\(id) must be \(parameter.kind.expectedValue), not \(node.value.typeName)",
                    hint: hint(forMissing: parameter))
            )
        }
        if let valueProblem = parameter.kind.problem(with: value) {
            let code: DiagnosticCode =
                switch valueProblem.reason {
                case .wrongType: .configTypeMismatch
                case .notACase: .configUnknownCase
                case .outOfRange: .configOutOfRange
                }
            return (nil, problem(code, "\(id) \(valueProblem.message)", hint: valueProblem.hint))
        }
        guard case .dynamic(let options) = parameter.kind else { return (value, nil) }
        guard let provider = providers[options.provider] else {
            return (
                value,
                problem(
                    .configProviderUnavailable,
                    "the option provider \(JSONWriter.quoted(options.provider)) is not available; the value was not checked",
                    severity: .warning)
            )
        }
        let option = value.stringValue ?? ""
        if let resolved = provider.resolve(id: option) {
            guard let reason = resolved.notOfferedBecause else { return (value, nil) }
            let alternatives = provider.search(resolved.subtitle ?? resolved.title, limit: 3)
            return (
                value,
                problem(
                    .configOptionNotOffered,
                    "\(id): \(option) (\(resolved.title)) is kept, but the \(options.provider) provider no longer offers it: \(reason)",
                    hint: alternatives.isEmpty
                        ? nil
                        : "nearby choices: " + alternatives.map { "\($0.id) (\($0.title))" }.joined(separator: ", "),
                    severity: .warning)
            )
        }
        // What could stand in for it: by default what a search for it finds; the airports of a
        // town whose code an airport parameter holds.
        let suggestions = provider.replacements(forOptionID: String(option.prefix(64)), limit: 3)
        return (
            nil,
            problem(
                .configUnknownOption,
                "\(id): the \(options.provider) provider knows no option \(JSONWriter.quoted(TextSanitizer.truncated(option, to: 64)))",
                hint: suggestions.isEmpty
                    ? nil : "did you mean " + suggestions.map { "\($0.id) (\($0.title))" }.joined(separator: ", ") + "?"
            )
        )
    }

    private func hint(forMissing parameter: Parameter) -> String? {
        switch parameter.kind {
        case .enumeration(let cases): "cases: \(Spelling.list(cases.map(\.id)))"
        case .dynamic(let options):
            providers[options.provider].map { provider in
                let examples = provider.suggestedOptions(limit: 3).map(\.id)
                return examples.isEmpty ? "" : "for example \(examples.joined(separator: ", "))"
            }
        default: nil
        }
    }
}
