import DocumentFormats

/// Exports a JSON Schema (draft 2020-12) describing the configuration documents of a widget schema,
/// for validators such as ajv or Python's `jsonschema`.
///
/// The export encodes every structural rule ``ConfigurationValidator`` applies: document keys,
/// schema id and version, value types, enum cases, integer ranges, string lengths and patterns,
/// required values without defaults, and relationships (a dependent parameter must be absent while
/// it is inactive, and present when active, required and without default). Dynamic options cannot
/// be listed statically: they are exported as strings in the provider's ``OptionValueFormat`` (a
/// `pattern`, a description and `examples`), and only `intentctl` checks that an id exists. The
/// export describes documents of the schema's current version: `intentctl` also reads documents of
/// earlier versions by migrating them first (``SchemaMigrator``), which a JSON Schema cannot do.
///
/// What JSON Schema cannot say goes in `x-intentctl-*` members, which validators ignore:
/// `x-intentctl-titles` (localized titles), `x-intentctl-prompt`, `x-intentctl-case-titles` and
/// `x-intentctl-payloads` (by case id), `x-intentctl-provider`, `x-intentctl-searchable`,
/// `x-intentctl-minimum-query-length`, `x-intentctl-suggested-count`, `x-intentctl-active-when`
/// (a relationship as the schema writes it), and at the top `x-intentctl-default-locale`,
/// `x-intentctl-deep-link` and `x-intentctl-migrates-from` (the versions `intentctl` carries
/// forward).
public struct JSONSchemaExporter: Sendable {
    /// The value formats of option providers, by provider name.
    public var valueFormats: [String: OptionValueFormat]

    /// Creates an exporter; a dynamic parameter whose provider has a format here gets it.
    public init(valueFormats: [String: OptionValueFormat] = [:]) {
        self.valueFormats = valueFormats
    }

    /// Creates an exporter with the value formats of `providers`.
    public init(providers: [String: any OptionProvider]) {
        self.init(valueFormats: providers.compactMapValues(\.valueFormat))
    }

    /// The JSON Schema document.
    public func export(_ schema: WidgetSchema) -> JSONNode {
        var properties: [(String, JSONNode)] = []
        var required: [String] = []
        var conditions: [JSONNode] = []
        for parameter in schema.parameters {
            properties.append((parameter.id, valueSchema(for: parameter, in: schema)))
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
        var extensions: [(String, JSONNode)] = [("x-intentctl-default-locale", .string(schema.defaultLocale))]
        if !schema.title.translations.isEmpty {
            extensions.append(
                ("x-intentctl-titles", SchemaEncoder.localized(schema.title, defaultLocale: schema.defaultLocale)))
        }
        if let link = schema.deepLink {
            extensions.append(("x-intentctl-deep-link", .string("\(link.scheme)://\(link.path)")))
        }
        if !schema.migrations.isEmpty {
            extensions.append(("x-intentctl-migrates-from", .array(schema.migrations.map { .integer($0.fromVersion) })))
        }
        // The recommended configurations are valid documents: JSON Schema's examples, their titles beside them.
        var examples: [(String, JSONNode)] = []
        if !schema.recommendations.isEmpty {
            examples.append(
                (
                    "examples",
                    .array(schema.recommendations.map { $0.configuration(of: schema).document(orderedBy: schema) })
                ))
            extensions.append(
                (
                    "x-intentctl-recommendations",
                    .array(
                        schema.recommendations.map {
                            SchemaEncoder.localized($0.title, defaultLocale: schema.defaultLocale)
                        })
                ))
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
            ] + examples + extensions)
    }

    private func valueSchema(for parameter: Parameter, in schema: WidgetSchema) -> JSONNode {
        let locale = schema.defaultLocale
        var fields: [(String, JSONNode)] = [("title", .string(parameter.title.fallback))]
        var extensions: [(String, JSONNode)] = []
        if !parameter.title.translations.isEmpty {
            extensions.append(("x-intentctl-titles", SchemaEncoder.localized(parameter.title, defaultLocale: locale)))
        }
        if let prompt = parameter.prompt {
            extensions.append(("x-intentctl-prompt", SchemaEncoder.localized(prompt, defaultLocale: locale)))
        }
        var description = parameter.description?.fallback
        switch parameter.kind {
        case .enumeration(let cases):
            fields.append(("enum", .array(cases.map { .string($0.id) })))
            let titles = cases.map { ($0.id, SchemaEncoder.localized($0.title, defaultLocale: locale)) }
            extensions.append(("x-intentctl-case-titles", .object(titles)))
            let payloads = cases.compactMap { enumCase in
                enumCase.payload.map { (enumCase.id, SchemaEncoder.payload($0)) }
            }
            if !payloads.isEmpty { extensions.append(("x-intentctl-payloads", .object(payloads))) }
        case .dynamic(let options):
            fields.append(("type", .string("string")))
            if !options.hasTextValues, let format = valueFormats[options.provider] {
                fields.append(("pattern", .string(format.pattern)))
                description = [description, format.description].compactMap { $0 }.joined(separator: " ")
                fields.append(("examples", .array(format.examples.map { .string($0) })))
            }
            extensions += [
                ("x-intentctl-provider", .string(options.provider)),
                ("x-intentctl-searchable", .bool(options.isSearchable)),
                ("x-intentctl-minimum-query-length", .integer(options.minimumQueryLength)),
                ("x-intentctl-suggested-count", .integer(options.suggestedCount)),
            ]
            if let scope = options.scope { extensions.append(("x-intentctl-scope", SchemaEncoder.scope(scope))) }
            if options.hasTextValues { extensions.append(("x-intentctl-text-values", .bool(true))) }
            if options.source != .service {
                extensions.append(("x-intentctl-option-source", .string(options.source.rawValue)))
            }
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
        if let description { fields.insert(("description", .string(description)), at: 1) }
        if let multiple = parameter.multipleValues {
            // Several values: an array of distinct values, each what one value would be.
            let top = fields.filter { $0.0 == "title" || $0.0 == "description" }
            let item = fields.filter { $0.0 != "title" && $0.0 != "description" }
            fields =
                top + [
                    ("type", .string("array")), ("items", .object(item)), ("minItems", .integer(multiple.minimum)),
                    ("maxItems", .integer(multiple.maximum)), ("uniqueItems", .bool(true)),
                ]
            if !multiple.maximumByFamily.isEmpty {
                extensions.append(("x-intentctl-maximum-by-family", SchemaEncoder.maximumByFamily(multiple)))
            }
        }
        if let defaultValue = parameter.defaultValue { fields.append(("default", defaultValue.jsonNode)) }
        if let activation = parameter.activation {
            extensions.append(("x-intentctl-active-when", SchemaEncoder.activation(activation)))
        }
        return .object(fields + extensions)
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
