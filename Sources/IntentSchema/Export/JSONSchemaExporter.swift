/// Exports a JSON Schema (draft 2020-12) describing the configuration documents of a widget schema,
/// for validators such as ajv or Python's `jsonschema`.
///
/// The export encodes every structural rule ``ConfigurationValidator`` applies: document keys,
/// schema id and version, value types, enum cases, integer ranges, string lengths and patterns,
/// required values without defaults, and relationships (a dependent parameter must be absent while
/// it is inactive, and present when active, required and without default). Dynamic options cannot
/// be listed statically: they are exported as strings, and only `intentctl` checks them. The export
/// describes documents of the schema's current version: `intentctl` also reads documents of
/// earlier versions by migrating them first (``SchemaMigrator``), which a JSON Schema cannot do.
public struct JSONSchemaExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// The JSON Schema document.
    public func export(_ schema: WidgetSchema) -> JSONNode {
        var properties: [(String, JSONNode)] = []
        var required: [String] = []
        var conditions: [JSONNode] = []
        for parameter in schema.parameters {
            properties.append((parameter.id, valueSchema(for: parameter)))
            let mustBePresent = parameter.isRequired && parameter.defaultValue == nil
            if parameter.activation == nil {
                if mustBePresent { required.append(parameter.id) }
            } else {
                conditions.append(
                    .object([
                        ("if", activeCondition(parameter, in: schema)),
                        (
                            "then",
                            mustBePresent ? .object([("required", .array([.string(parameter.id)]))]) : .object([])
                        ),
                        ("else", .object([("not", .object([("required", .array([.string(parameter.id)]))]))])),
                    ]))
            }
        }
        var values: [(String, JSONNode)] = [
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { values.append(("required", .array(required.map { .string($0) }))) }
        if !conditions.isEmpty { values.append(("allOf", .array(conditions))) }
        // The one-line summary template describes a configuration best; otherwise the schema's own.
        let description = (schema.summary?.text ?? schema.description).map {
            [("description", JSONNode.string($0.fallback))]
        }
        return .object(
            [
                ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
                ("$id", .string("urn:intentctl:\(schema.id):\(schema.version)")),
                ("title", .string(schema.title.fallback)),
            ] + (description ?? []) + [
                ("type", .string("object")),
                (
                    "properties",
                    .object([
                        ("schema", .object([("const", .string(schema.id))])),
                        ("version", .object([("const", .integer(schema.version))])),
                        ("values", .object(values)),
                    ])
                ),
                ("required", .array([.string("schema"), .string("version"), .string("values")])),
                ("additionalProperties", .bool(false)),
            ])
    }

    private func valueSchema(for parameter: Parameter) -> JSONNode {
        var fields: [(String, JSONNode)] = [("title", .string(parameter.title.fallback))]
        if let description = parameter.description { fields.append(("description", .string(description.fallback))) }
        switch parameter.kind {
        case .enumeration(let cases):
            fields.append(("enum", .array(cases.map { .string($0.id) })))
        case .dynamic(let options):
            fields.append(("type", .string("string")))
            fields.append(("x-intentctl-provider", .string(options.provider)))
        case .integer(let minimum, let maximum):
            fields.append(("type", .string("integer")))
            if let minimum { fields.append(("minimum", .integer(minimum))) }
            if let maximum { fields.append(("maximum", .integer(maximum))) }
        case .boolean:
            fields.append(("type", .string("boolean")))
        case .string(let constraints):
            fields.append(("type", .string("string")))
            if let minimum = constraints.minimumLength { fields.append(("minLength", .integer(minimum))) }
            if let maximum = constraints.maximumLength { fields.append(("maxLength", .integer(maximum))) }
            if let pattern = constraints.pattern { fields.append(("pattern", .string("^(?:\(pattern))$"))) }
        }
        if let defaultValue = parameter.defaultValue { fields.append(("default", defaultValue.jsonNode)) }
        return .object(fields)
    }

    /// A subschema of the `values` object that holds exactly when the parameter is active.
    private func activeCondition(_ parameter: Parameter, in schema: WidgetSchema) -> JSONNode {
        guard let activation = parameter.activation, let parent = schema.parameter(activation.parameter) else {
            return .bool(true)
        }
        let parentActive = activeCondition(parent, in: schema)
        let present = JSONNode.object([("required", .array([.string(parent.id)]))])
        let predicate: JSONNode
        switch activation.predicate {
        case .hasAnyValue:
            predicate = parent.defaultValue == nil ? present : .bool(true)
        case .equals(let expected):
            let equal = JSONNode.object([
                ("required", .array([.string(parent.id)])),
                ("properties", .object([(parent.id, .object([("const", expected.jsonNode)]))])),
            ])
            predicate =
                parent.defaultValue == expected
                ? .object([("anyOf", .array([equal, .object([("not", present)])]))])
                : equal
        }
        return .object([("allOf", .array([parentActive, predicate]))])
    }
}
