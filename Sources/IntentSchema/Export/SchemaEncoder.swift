import DocumentFormats

/// Writes a ``WidgetSchema`` back in the schema file format, so that `decode(encode(s)) == s`.
public struct SchemaEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The schema as a schema-format JSON document.
    public func encode(_ schema: WidgetSchema) -> JSONNode {
        var fields: [(String, JSONNode)] = [
            ("formatVersion", .integer(schema.formatVersion)), ("id", .string(schema.id)),
            ("version", .integer(schema.version)), ("defaultLocale", .string(schema.defaultLocale)),
            ("title", text(schema.title, schema)),
        ]
        if let description = schema.description { fields.append(("description", text(description, schema))) }
        fields.append(("parameters", .array(schema.parameters.map { parameter($0, schema) })))
        if let link = schema.deepLink {
            fields.append(("deepLink", .object([("scheme", .string(link.scheme)), ("path", .string(link.path))])))
        }
        if let summary = schema.summary { fields.append(("summary", self.summary(summary, schema))) }
        if let placeholder = schema.placeholder { fields.append(("placeholder", text(placeholder, schema))) }
        if !schema.migrations.isEmpty { fields.append(("migrations", .array(schema.migrations.map(migration)))) }
        if let origin = schema.siriKit { fields.append(("siriKit", siriKit(origin))) }
        if !schema.recommendations.isEmpty {
            fields.append(("recommendations", .array(schema.recommendations.map { recommendation($0, schema) })))
        }
        return .object(fields)
    }

    /// A recommendation: its title, and its values in the schema's parameter order.
    private func recommendation(_ recommendation: WidgetRecommendation, _ schema: WidgetSchema) -> JSONNode {
        .object([
            ("title", text(recommendation.title, schema)),
            ("values", recommendation.configuration(of: schema).values(orderedBy: schema)),
        ])
    }

    private func summary(_ summary: ParameterSummary, _ schema: WidgetSchema) -> JSONNode {
        var fields: [(String, JSONNode)] = [("text", text(summary.text, schema))]
        if let parameter = summary.switchParameter { fields.append(("switch", .string(parameter))) }
        if !summary.cases.isEmpty {
            fields.append(
                ("cases", .object(summary.cases.sorted { $0.key < $1.key }.map { ($0.key, text($0.value, schema)) })))
        }
        return .object(fields)
    }

    private func siriKit(_ origin: SiriKitOrigin) -> JSONNode {
        var fields: [(String, JSONNode)] = [("intentClassName", .string(origin.intentClassName))]
        if let prefix = origin.classPrefix { fields.append(("classPrefix", .string(prefix))) }
        if let namespace = origin.namespace { fields.append(("namespace", .string(namespace))) }
        func byParameter<Value>(_ key: String, _ values: [String: Value], _ node: (Value) -> JSONNode) {
            guard !values.isEmpty else { return }
            fields.append((key, .object(values.sorted { $0.key < $1.key }.map { ($0.key, node($0.value)) })))
        }
        byParameter("parameterNames", origin.parameterNames, JSONNode.string)
        byParameter("parameterTags", origin.parameterTags, JSONNode.integer)
        byParameter("objectTypes", origin.objectTypes, JSONNode.string)
        return .object(fields)
    }

    private func migration(_ migration: SchemaMigration) -> JSONNode {
        .object([
            ("from", .integer(migration.fromVersion)), ("to", .integer(migration.toVersion)),
            ("steps", .array(migration.steps.map(step))),
        ])
    }

    private func step(_ step: SchemaMigration.Step) -> JSONNode {
        let fields: [(String, JSONNode)] =
            switch step {
            case .renameParameter(let from, let to):
                [("op", .string("renameParameter")), ("parameter", .string(from)), ("to", .string(to))]
            case .renameCase(let parameter, let from, let to):
                [
                    ("op", .string("renameCase")), ("parameter", .string(parameter)), ("case", .string(from)),
                    ("to", .string(to)),
                ]
            case .mapCase(let parameter, let from, let to):
                [
                    ("op", .string("mapCase")), ("parameter", .string(parameter)), ("case", .string(from)),
                    ("to", .string(to)),
                ]
            case .setValue(let parameter, let value):
                [("op", .string("setValue")), ("parameter", .string(parameter)), ("value", value.jsonNode)]
            case .dropParameter(let parameter): [("op", .string("dropParameter")), ("parameter", .string(parameter))]
            case .makeList(let parameter): [("op", .string("makeList")), ("parameter", .string(parameter))]
            }
        return .object(fields)
    }

    private func text(_ text: LocalizedText, _ schema: WidgetSchema) -> JSONNode {
        Self.localized(text, defaultLocale: schema.defaultLocale)
    }

    /// A localized text as schemas write it: a string, or an object from locale to text with the
    /// default locale first.
    static func localized(_ text: LocalizedText, defaultLocale: String) -> JSONNode {
        guard !text.translations.isEmpty else { return .string(text.fallback) }
        let others = text.translations.sorted { $0.key < $1.key }.map { ($0.key, JSONNode.string($0.value)) }
        return .object([(defaultLocale, .string(text.fallback))] + others)
    }

    private func parameter(_ parameter: Parameter, _ schema: WidgetSchema) -> JSONNode {
        var fields: [(String, JSONNode)] = [("id", .string(parameter.id)), ("title", text(parameter.title, schema))]
        if let description = parameter.description { fields.append(("description", text(description, schema))) }
        if let prompt = parameter.prompt { fields.append(("prompt", text(prompt, schema))) }
        fields.append(("kind", .string(parameter.kind.name.rawValue)))
        switch parameter.kind {
        case .enumeration(let cases):
            fields.append(("cases", .array(cases.map { enumCase($0, schema) })))
        case .dynamic(let options):
            fields += [
                ("provider", .string(options.provider)), ("searchable", .bool(options.isSearchable)),
                ("minimumQueryLength", .integer(options.minimumQueryLength)),
                ("suggestedCount", .integer(options.suggestedCount)),
            ]
            if let scope = options.scope { fields.append(("scope", Self.scope(scope))) }
            if options.hasTextValues { fields.append(("textValues", .bool(true))) }
            if options.source != .service { fields.append(("source", .string(options.source.rawValue))) }
        case .integer(let minimum, let maximum):
            if let minimum { fields.append(("minimum", .integer(minimum))) }
            if let maximum { fields.append(("maximum", .integer(maximum))) }
        case .boolean:
            break
        case .string(let constraints):
            if let pattern = constraints.pattern { fields.append(("pattern", .string(pattern))) }
            if let minimum = constraints.minimumLength { fields.append(("minLength", .integer(minimum))) }
            if let maximum = constraints.maximumLength { fields.append(("maxLength", .integer(maximum))) }
        }
        if let multiple = parameter.multipleValues {
            var declaration: [(String, JSONNode)] = [
                ("minimum", .integer(multiple.minimum)), ("maximum", .integer(multiple.maximum)),
            ]
            if !multiple.maximumByFamily.isEmpty { declaration.append(("byFamily", Self.maximumByFamily(multiple))) }
            fields.append(("multipleValues", .object(declaration)))
        }
        fields.append(("required", .bool(parameter.isRequired)))
        if let defaultValue = parameter.defaultValue { fields.append(("default", defaultValue.jsonNode)) }
        if let activation = parameter.activation { fields.append(("activeWhen", Self.activation(activation))) }
        return .object(fields)
    }

    /// A scope as schemas write it: `{"country": "country", "near": "home"}`.
    static func scope(_ scope: OptionScopeDeclaration) -> JSONNode {
        .object(
            [("country", scope.country), ("near", scope.near)].compactMap { key, id in id.map { (key, .string($0)) } })
    }

    /// The most values per widget size, in WidgetKit's order: `{"systemSmall": 1, "systemMedium": 2}`.
    static func maximumByFamily(_ multiple: MultipleValues) -> JSONNode {
        .object(multiple.maximumByFamily.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .integer($0.value)) })
    }

    /// A relationship as schemas write it: `{"parameter": …, "equals": …}` or `"hasValue": true`.
    static func activation(_ activation: ActivationCondition) -> JSONNode {
        let predicate: (String, JSONNode) =
            switch activation.predicate {
            case .hasAnyValue: ("hasValue", .bool(true))
            case .equals(let value): ("equals", value.jsonNode)
            }
        return .object([("parameter", .string(activation.parameter)), predicate])
    }

    /// A case's payload as schemas write it.
    static func payload(_ payload: CasePayload) -> JSONNode {
        switch payload {
        case .travellerCount(let count): .object([("travellerCount", .integer(count))])
        case .dateWindow(let rule): .object([("dateWindow", .string(rule.rawValue))])
        }
    }

    private func enumCase(_ enumCase: EnumCase, _ schema: WidgetSchema) -> JSONNode {
        var fields: [(String, JSONNode)] = [("id", .string(enumCase.id)), ("title", text(enumCase.title, schema))]
        if let payload = enumCase.payload { fields.append(("payload", Self.payload(payload))) }
        return .object(fields)
    }
}
