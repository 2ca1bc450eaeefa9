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

    /// Checks the values of declared parameters in schema order: whether each is active follows from the
    /// valid values of those before it (a parent is declared before its dependents), so one pass decides
    /// activity and checks each active parameter's value, reporting its problems in parameter order.
    ///
    /// Each diagnostic is built only while the collector has room (``DiagnosticCollector``), so the work
    /// grows with the values given, never with the problems past the cap.
    private func checkValues(
        _ given: [String: JSONMember], node: JSONNode, at path: JSONPath, reader: inout DocumentReader
    ) -> WidgetConfiguration {
        var activity = WidgetSchema.Activity()
        var effective: [String: ParameterValue] = [:]
        var defaulted: Set<String> = []
        for parameter in schema.parameters {
            let parameterPath = path.appending(parameter.id)
            guard activity.admits(parameter, given: effective) else {
                if let member = given[parameter.id] {
                    reader.report(
                        .configInactiveParameter,
                        "\(JSONWriter.quoted(parameter.id)) is inactive because \(schema.inactivityReason(of: parameter)); remove its value",
                        at: parameterPath, node: member.value, location: member.keyLocation)
                }
                continue
            }
            if let member = given[parameter.id] {
                effective[parameter.id] = check(
                    member.value, for: parameter, at: parameterPath, into: &reader.collector)
            } else if let defaultValue = parameter.defaultValue {
                effective[parameter.id] = defaultValue
                defaulted.insert(parameter.id)
            } else if parameter.isRequired {
                reader.report(
                    .configMissingValue, "the required parameter \(JSONWriter.quoted(parameter.id)) has no value",
                    at: parameterPath, location: node.location, hint: hint(forMissing: parameter),
                    hintIsCostly: isCostly(hintFor: parameter))
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
                reader.report(
                    .configOutOfScope,
                    "\(JSONWriter.quoted(parameter.id)): \(id)\(provider.resolve(id: id).map { " (\($0.title))" } ?? "") is not in \(country), which \(JSONWriter.quoted(scopeParameter)) chose",
                    at: elementPath, node: elementNode,
                    hint: Self.inScopeHint(provider, country: country, scopeParameter: scopeParameter),
                    hintIsCostly: true)
            }
        }
    }

    /// What to choose instead of a value outside the country: a few of the country's options.
    private static func inScopeHint(_ provider: any OptionProvider, country: String, scopeParameter: String) -> String {
        let inScope = provider.suggestedOptions(limit: 3, scope: OptionScope(countryCode: country))
        return inScope.isEmpty
            ? "choose another \(scopeParameter), or a value in it"
            : "in \(country): " + inScope.map { "\($0.id) (\($0.title))" }.joined(separator: ", ")
    }

    /// One given value on its own: its type, its kind's rules and, for dynamic options, the provider;
    /// the value, or nil when it is invalid, with the problems (and warnings) reported into `collector`.
    ///
    /// For a parameter that takes several values, a list: first what is wrong with the list as a whole
    /// (not a list, too many or too few values), then each element at its index (`$.values.origins[2]`),
    /// each distinct value checked once, and a value listed more than once reported once, with how often.
    ///
    /// Complexity: O(*n*) for *n* elements, plus one provider look-up per distinct element; a hint (a
    /// search, the popular options) is built only for a diagnostic the collector keeps.
    func check(
        _ node: JSONNode, for parameter: Parameter, at path: JSONPath, into collector: inout DiagnosticCollector
    ) -> ParameterValue? {
        guard let multiple = parameter.multipleValues else {
            return checkOne(node, for: parameter, at: path, into: &collector)
        }
        let id = JSONWriter.quoted(parameter.id)
        guard case .array(let elements) = node.value else {
            collector.report(
                .configTypeMismatch,
                "\(id) takes several values: a list, each \(parameter.kind.expectedValue), not \(node.value.typeName)",
                at: path, node: node, hint: "write [\(Diagnostic.excerpt(node))]")
            return nil
        }
        var valid = true
        if !(multiple.minimum...multiple.maximum).contains(elements.count) {
            valid = false
            let bound =
                elements.count < multiple.minimum ? "at least \(multiple.minimum)" : "at most \(multiple.maximum)"
            collector.report(
                .configValueCount,
                "\(id) has \(elements.count) value\(elements.count == 1 ? "" : "s"); it takes \(bound)",
                at: path, node: node)
        }
        // Each element's value once, and how often it has been seen so far (one hash an element): an element
        // seen before is a repeat, reported at the first repeat only, with the whole count.
        let typedElements = elements.map(parameter.kind.value(from:))
        var occurrences: [ParameterValue: Int] = [:]
        occurrences.reserveCapacity(elements.count)
        let seenBefore = typedElements.map { typed in typed.map { Self.increment(&occurrences[$0, default: 0]) } ?? 0 }
        var values: [ParameterValue] = []
        for (index, element) in elements.enumerated() {
            if let typed = typedElements[index], seenBefore[index] > 1 {
                valid = false
                if seenBefore[index] == 2 {
                    let count = occurrences[typed] ?? 2
                    collector.report(
                        .configDuplicateValue, "\(id) lists \(typed) \(count == 2 ? "twice" : "\(count) times")",
                        at: path.appending(index: index), node: element, hint: count == 2 ? "remove one" : "keep one")
                }
                continue
            }
            guard let value = checkOne(element, for: parameter, at: path.appending(index: index), into: &collector)
            else {
                valid = false
                continue
            }
            values.append(value)
        }
        return valid ? .list(values) : nil
    }

    /// One value on its own (an element of a list, for a parameter that takes several): the value, or nil
    /// when it is invalid, with the problem (or a warning) reported into `collector`.
    func checkOne(
        _ node: JSONNode, for parameter: Parameter, at path: @autoclosure () -> JSONPath,
        into collector: inout DiagnosticCollector
    ) -> ParameterValue? {
        // Built only into the messages of diagnostics kept: a quoted name per element costs as much as the check.
        var id: String { JSONWriter.quoted(parameter.id) }
        guard let value = parameter.kind.value(from: node) else {
            collector.report(
                .configTypeMismatch, "\(id) must be \(parameter.kind.expectedValue), not \(node.value.typeName)",
                at: path(), node: node, hint: hint(forMissing: parameter), hintIsCostly: isCostly(hintFor: parameter))
            return nil
        }
        if let valueProblem = parameter.kind.problem(with: value) {
            let code: DiagnosticCode =
                switch valueProblem.reason {
                case .wrongType: .configTypeMismatch
                case .notACase: .configUnknownCase
                case .outOfRange: .configOutOfRange
                }
            collector.report(code, "\(id) \(valueProblem.message)", at: path(), node: node, hint: valueProblem.hint)
            return nil
        }
        guard case .dynamic(let options) = parameter.kind else { return value }
        guard let provider = providers[options.provider] else {
            collector.report(
                .configProviderUnavailable,
                "the option provider \(JSONWriter.quoted(options.provider)) is not available; the value was not checked",
                at: path(), node: node, severity: .warning)
            return value
        }
        let option = value.stringValue ?? ""
        if let resolved = provider.resolve(id: option) {
            guard let reason = resolved.notOfferedBecause else { return value }
            collector.report(
                .configOptionNotOffered,
                "\(id): \(option) (\(resolved.title)) is kept, but the \(options.provider) provider no longer offers it: \(reason)",
                at: path(), node: node,
                hint: Self.hint("nearby choices:", provider.replacements(forOptionID: option, limit: 3)),
                hintIsCostly: true, severity: .warning)
            return value
        }
        // What could stand in for it: by default what a search for it finds; the airports of a
        // town whose code an airport parameter holds.
        collector.report(
            .configUnknownOption,
            "\(id): the \(options.provider) provider knows no option \(JSONWriter.quoted(TextSanitizer.truncated(option, to: 64)))",
            at: path(), node: node,
            hint: Self.hint(
                "did you mean", provider.replacements(forOptionID: String(option.prefix(64)), limit: 3), ending: "?"),
            hintIsCostly: true)
        return nil
    }

    /// Adds one to a count and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    /// "did you mean LHR (London Heathrow Airport), LGW (…)?", or nil when there is nothing to offer.
    private static func hint(_ lead: String, _ options: [Option], ending: String = "") -> String? {
        options.isEmpty ? nil : lead + " " + options.map { "\($0.id) (\($0.title))" }.joined(separator: ", ") + ending
    }

    /// Whether ``hint(forMissing:)`` asks a provider.
    private func isCostly(hintFor parameter: Parameter) -> Bool {
        if case .dynamic = parameter.kind { true } else { false }
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
