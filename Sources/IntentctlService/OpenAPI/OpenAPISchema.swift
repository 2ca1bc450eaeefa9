import DocumentFormats

/// JSON Schema (2020-12, as OpenAPI 3.1 takes it) written as ``JSONNode``s: the few shapes the service's
/// description needs, each a function so that a schema reads as what it says.
package enum OpenAPISchema {
    /// `{"type": "string"}` with a description and, where given, its other keywords.
    package static func string(
        _ description: String? = nil, pattern: String? = nil, values: [String]? = nil, format: String? = nil,
        maximumLength: Int? = nil
    ) -> JSONNode {
        var fields: [(String, JSONNode)] = [("type", .string("string"))]
        if let values { fields.append(("enum", .array(values.map(JSONNode.string)))) }
        if let pattern { fields.append(("pattern", .string(pattern))) }
        if let format { fields.append(("format", .string(format))) }
        if let maximumLength { fields.append(("maxLength", .integer(maximumLength))) }
        return described(fields, description)
    }

    /// `{"type": "integer"}`, bounded where given.
    package static func integer(_ description: String? = nil, minimum: Int? = nil, maximum: Int? = nil) -> JSONNode {
        var fields: [(String, JSONNode)] = [("type", .string("integer"))]
        if let minimum { fields.append(("minimum", .integer(minimum))) }
        if let maximum { fields.append(("maximum", .integer(maximum))) }
        return described(fields, description)
    }

    /// `{"type": "number"}`.
    package static func number(_ description: String? = nil) -> JSONNode {
        described([("type", .string("number"))], description)
    }

    /// `{"type": "boolean"}`.
    package static func boolean(_ description: String? = nil) -> JSONNode {
        described([("type", .string("boolean"))], description)
    }

    /// `{"type": "array", "items": …}`.
    package static func array(_ items: JSONNode, _ description: String? = nil) -> JSONNode {
        described([("type", .string("array")), ("items", items)], description)
    }

    /// An object with these properties, those named `required` always there. Other members are allowed: a
    /// client reads what it knows, and a later version may add members.
    package static func object(
        _ properties: [(String, JSONNode)], required: [String] = [], _ description: String? = nil
    ) -> JSONNode {
        var fields: [(String, JSONNode)] = [("type", .string("object"))]
        if !properties.isEmpty { fields.append(("properties", .object(properties))) }
        if !required.isEmpty { fields.append(("required", .array(required.map(JSONNode.string)))) }
        return described(fields, description)
    }

    /// An object whose every member's value has this schema (a map).
    package static func map(_ values: JSONNode, _ description: String? = nil) -> JSONNode {
        described([("type", .string("object")), ("additionalProperties", values)], description)
    }

    /// Any JSON value.
    package static func any(_ description: String? = nil) -> JSONNode {
        described([], description)
    }

    /// A reference to a schema of the components: `#/components/schemas/Name`.
    package static func reference(_ name: String) -> JSONNode {
        .object([("$ref", .string("#/components/schemas/\(name)"))])
    }

    private static func described(_ fields: [(String, JSONNode)], _ description: String?) -> JSONNode {
        .object(fields + (description.map { [("description", JSONNode.string($0))] } ?? []))
    }
}
