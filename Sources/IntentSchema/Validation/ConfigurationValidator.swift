/// Validates configuration documents against a schema and reports every problem at once.
///
/// A document is `{"schema": ID, "version": N, "values": {PARAMETER: VALUE, …}}`. Values are
/// checked in parameter order: a parameter is active when its relationship holds for its parent's
/// effective value; an active parameter with no value takes its default; a required one without
/// a default is missing; an inactive one must have no value. Dynamic values are resolved through
/// the option provider the schema names.
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
        switch InputParser.parse(bytes, file: file, maximumSize: Self.maximumSize) {
        case .failed(let diagnostic): ValidationResult(configuration: nil, diagnostics: [diagnostic])
        case .parsed(let root): validate(root, file: file)
        }
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
        else { return ValidationResult(configuration: nil, diagnostics: reader.diagnostics) }

        if let id = reader.string(members["schema"], at: .root.appending("schema"), what: "\"schema\""), id != schema.id
        {
            reader.report(
                .configSchemaMismatch,
                "the configuration is for schema \(JSONWriter.quoted(id)), not \(JSONWriter.quoted(schema.id))",
                at: .root.appending("schema"), node: members["schema"]?.value)
        }
        if let version = reader.integer(members["version"], at: .root.appending("version"), what: "\"version\""),
            version != schema.version
        {
            reader.report(
                .configVersionMismatch,
                "the configuration was made for version \(version) of \(JSONWriter.quoted(schema.id)); the schema is at version \(schema.version)",
                at: .root.appending("version"), node: members["version"]?.value,
                hint: "reconfigure it, or validate it against the schema version it was made for")
        }
        var values: [String: ParameterValue] = [:]
        var defaulted: Set<String> = []
        if let valuesMember = members["values"] {
            let valuesPath = JSONPath.root.appending("values")
            let given = reader.members(
                of: valuesMember.value, at: valuesPath, allowed: schema.parameters.map(\.id), what: "\"values\"",
                unknownKey: (.configUnknownParameter, "parameter"))
            if let given {
                (values, defaulted) = checkValues(given, node: valuesMember.value, at: valuesPath, reader: &reader)
            }
        }
        let diagnostics = reader.diagnostics
        let valid = !diagnostics.contains { $0.severity == .error }
        return ValidationResult(
            configuration: valid
                ? WidgetConfiguration(
                    schemaID: schema.id, schemaVersion: schema.version, values: values, defaultedParameters: defaulted)
                : nil,
            diagnostics: diagnostics)
    }

    private func checkValues(
        _ given: [String: JSONMember], node: JSONNode, at path: JSONPath, reader: inout DocumentReader
    ) -> ([String: ParameterValue], Set<String>) {
        var effective: [String: ParameterValue] = [:]
        var active: Set<String> = []
        var defaulted: Set<String> = []
        for parameter in schema.parameters {
            let parameterPath = path.appending(parameter.id)
            let isActive: Bool
            if let activation = parameter.activation {
                isActive =
                    active.contains(activation.parameter) && activation.holds(for: effective[activation.parameter])
            } else {
                isActive = true
            }
            let member = given[parameter.id]
            guard isActive else {
                if let member {
                    reader.report(
                        .configInactiveParameter,
                        "\(JSONWriter.quoted(parameter.id)) is inactive because \(describe(parameter.activation!)); remove its value",
                        at: parameterPath, node: member.value, location: member.keyLocation)
                }
                continue
            }
            active.insert(parameter.id)
            if let member {
                if let value = checkValue(member.value, for: parameter, at: parameterPath, reader: &reader) {
                    effective[parameter.id] = value
                }
            } else if let defaultValue = parameter.defaultValue {
                effective[parameter.id] = defaultValue
                defaulted.insert(parameter.id)
            } else if parameter.isRequired {
                reader.report(
                    .configMissingValue, "the required parameter \(JSONWriter.quoted(parameter.id)) has no value",
                    at: parameterPath,
                    location: node.location, hint: hint(forMissing: parameter))
            }
        }
        return (effective, defaulted)
    }

    private func describe(_ activation: ActivationCondition) -> String {
        switch activation.predicate {
        case .hasAnyValue: "\(JSONWriter.quoted(activation.parameter)) has no value"
        case .equals(let value):
            "\(JSONWriter.quoted(activation.parameter)) is not \(JSONWriter.write(value.jsonNode, pretty: false))"
        }
    }

    private func hint(forMissing parameter: Parameter) -> String? {
        switch parameter.kind {
        case .enumeration(let cases): "cases: \(cases.map(\.id).joined(separator: ", "))"
        case .dynamic(let options):
            providers[options.provider].map { provider in
                let examples = provider.suggestedOptions(limit: 3).map(\.id)
                return examples.isEmpty ? "" : "for example \(examples.joined(separator: ", "))"
            }
        default: nil
        }
    }

    private func checkValue(
        _ node: JSONNode, for parameter: Parameter, at path: JSONPath, reader: inout DocumentReader
    ) -> ParameterValue? {
        let value: ParameterValue
        switch (parameter.kind, node.value) {
        case (.enumeration, .string(let text)), (.dynamic, .string(let text)), (.string, .string(let text)):
            value = .string(text)
        case (.boolean, .bool(let flag)):
            value = .boolean(flag)
        case (.integer, .number) where node.value.integerValue != nil:
            value = .integer(node.value.integerValue!)
        default:
            let expected =
                switch parameter.kind {
                case .enumeration: "a case id (string)"
                case .dynamic: "an option id (string)"
                case .string: "a string"
                case .integer: "an integer"
                case .boolean: "true or false"
                }
            reader.report(
                .configTypeMismatch,
                "\(JSONWriter.quoted(parameter.id)) must be \(expected), not \(node.value.typeName)", at: path,
                node: node,
                hint: hint(forMissing: parameter))
            return nil
        }
        switch parameter.kind {
        case .enumeration:
            if let problem = SchemaChecker.problem(with: value, for: parameter.kind) {
                reader.report(
                    .configUnknownCase, "\(JSONWriter.quoted(parameter.id)) \(problem.message)", at: path, node: node,
                    hint: problem.hint)
                return nil
            }
        case .dynamic(let options):
            guard let provider = providers[options.provider] else {
                reader.report(
                    .configProviderUnavailable,
                    "the option provider \(JSONWriter.quoted(options.provider)) is not available; the value was not checked",
                    at: path, node: node, severity: .warning)
                return value
            }
            let id = value.stringValue ?? ""
            if provider.resolve(id: id) == nil {
                let suggestions = provider.search(String(id.prefix(64)), limit: 3)
                let hint =
                    suggestions.isEmpty
                    ? nil
                    : "did you mean " + suggestions.map { "\($0.id) (\($0.title))" }.joined(separator: ", ") + "?"
                reader.report(
                    .configUnknownOption,
                    "\(JSONWriter.quoted(parameter.id)): the \(options.provider) provider knows no option \(JSONWriter.quoted(TextSanitizer.truncated(id, to: 64)))",
                    at: path, node: node, hint: hint)
                return nil
            }
        case .integer, .string:
            if let problem = SchemaChecker.problem(with: value, for: parameter.kind) {
                reader.report(
                    .configOutOfRange, "\(JSONWriter.quoted(parameter.id)) \(problem.message)", at: path, node: node)
                return nil
            }
        case .boolean:
            break
        }
        return value
    }
}
