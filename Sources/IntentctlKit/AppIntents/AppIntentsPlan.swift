import IntentSchema

/// The Swift names of a schema's generated code, checked: every type, property and case name, and
/// the locales of the string catalog. Making it finds every collision at once.
struct AppIntentsPlan: Sendable {
    /// The schema.
    var schema: WidgetSchema
    /// The schema id as a type name: `DealsWidget`.
    var baseName: String
    /// Each parameter's property name, by parameter id (its SiriKit name when it has one).
    var propertyNames: [String: String]
    /// Each enum or dynamic parameter's type name, by parameter id.
    var typeNames: [String: String]
    /// Each enum parameter's case names, by parameter id, then case id.
    var caseNames: [String: [String: String]]
    /// Every locale the schema has a string in, sorted.
    var locales: [String]

    /// The intent's type name.
    var intentName: String { baseName + "ConfigurationIntent" }
    /// The timeline provider's type name.
    var providerName: String { baseName + "TimelineProvider" }
    /// The timeline entry's type name.
    var entryName: String { baseName + "Entry" }
    /// The query type of a dynamic parameter.
    func queryName(_ parameter: Parameter) -> String { (typeNames[parameter.id] ?? "") + "Query" }

    /// Whether a case of some enum carries a date window rule.
    var usesDateWindow: Bool {
        schema.parameters.contains {
            $0.kind.cases?.contains { if case .dateWindow = $0.payload { true } else { false } } == true
        }
    }

    /// The types every generated folder may hold, whatever the schema.
    static let fixedTypeNames = [
        "IntentctlClient", "IntentctlPlace", "IntentctlSection", "IntentctlTimeline", "ConfigurationDocument",
        "ConfigurationValue", "DateWindowRule",
    ]

    /// Type names of the standard library, Foundation, App Intents and WidgetKit that the generated
    /// code uses: a parameter type of the same name would hide them, so it gets a suffix instead.
    static let hiddenTypeNames: Set<String> = [
        "Any", "AnyObject", "Array", "Bool", "Calendar", "CancellationError", "Character", "Codable", "Data", "Date",
        "DateComponents", "DateInterval", "Decimal", "Decodable", "Dictionary", "Double", "Encodable", "Equatable",
        "Error", "FileManager", "Hashable", "Int", "JSONDecoder", "JSONEncoder", "Locale", "Never", "Optional",
        "Result",
        "Sendable", "Set", "String", "Task", "TimeInterval", "URL", "URLComponents", "URLQueryItem", "URLRequest",
        "URLResponse", "URLSession", "HTTPURLResponse", "AppEntity", "AppEnum", "DisplayRepresentation",
        "EntityStringQuery", "IntentDescription", "IntentDialog", "IntentItemCollection", "IntentItemSection",
        "IntentParameter", "LocalizedStringResource", "Parameter", "Summary", "TypeDisplayRepresentation", "When",
        "WidgetConfigurationIntent", "CustomIntentMigratedAppIntent", "ParameterSummary", "AppIntentTimelineProvider",
        "Timeline", "TimelineEntry", "TimelineProviderContext", "Context", "Entry", "Intent", "Self", "Type",
        "Protocol",
    ]

    /// The most distinct relationships (`activeWhen`) a schema may have: the parameter summary
    /// branches on each, so its size doubles with each one.
    static let maximumRelationships = 8

    /// Members every generated enum has, which a case may not be named.
    static let enumMemberNames: Set<String> = [
        "rawValue", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations", "travellerCount",
        "dateWindow", "init", "hashValue",
    ]

    /// The plan of a schema, or every collision and unsupported construct in it.
    static func make(_ schema: WidgetSchema) -> Result<AppIntentsPlan, DiagnosticList> {
        var problems: [Diagnostic] = []
        let parameterPath = { (index: Int) in JSONPath.root.appending("parameters").appending(index: index) }
        let baseName = SwiftIdentifier.typeName(schema.id)

        var propertyNames: [String: String] = [:]
        for parameter in schema.parameters {
            propertyNames[parameter.id] =
                schema.siriKit?.parameterNames[parameter.id] ?? SwiftIdentifier.memberName(parameter.id)
        }
        var typeNames: [String: String] = [:]
        for (index, parameter) in schema.parameters.enumerated() {
            let role: String
            switch parameter.kind {
            case .enumeration: role = "Choice"
            case .dynamic(let options):
                role = "Entity"
                if !AppIntentsGenerator.supportedProviders.contains(options.provider) {
                    problems.append(
                        Diagnostic(
                            .error, .generateUnsupported,
                            "the provider \(JSONWriter.quoted(options.provider)) has no intentctl service route, so no entity query can be generated for \(JSONWriter.quoted(parameter.id))",
                            path: parameterPath(index).appending("provider"),
                            value: JSONWriter.quoted(options.provider),
                            hint: "the generator knows \(Spelling.list(AppIntentsGenerator.supportedProviders))"))
                }
            default: continue
            }
            let name = SwiftIdentifier.typeName(parameter.id)
            typeNames[parameter.id] = hiddenTypeNames.contains(name) ? name + role : name
        }

        func reportCollisions(
            among ids: [String], names: [String: String], path: (String) -> JSONPath, what: String,
            reserved: [String: String] = [:]
        ) {
            // A query's owner is written `id/query`; ids never hold a slash.
            let shown = { (id: String) in JSONWriter.quoted(String(id.split(separator: "/").first ?? "")) }
            for (name, sharing) in SwiftIdentifier.collisions(among: ids, naming: { names[$0] ?? $0 }) {
                for id in sharing.dropFirst() {
                    problems.append(
                        Diagnostic(
                            .error, .generateNameCollision,
                            "\(what) \(shown(id)) and \(shown(sharing[0])) both become the Swift name \(name)",
                            path: path(id), value: shown(id), hint: "rename one of them"))
                }
            }
            for id in ids {
                guard let name = names[id], let owner = reserved[name] else { continue }
                problems.append(
                    Diagnostic(
                        .error, .generateNameCollision,
                        "\(what) \(shown(id)) becomes the Swift name \(name), which \(owner) already has",
                        path: path(id), value: shown(id), hint: "rename it"))
            }
        }
        let idPath = { (id: String) in
            parameterPath(schema.parameters.firstIndex { $0.id == id } ?? 0).appending("id")
        }
        var fixed: [String: String] = [:]
        for name in fixedTypeNames { fixed[name] = "the generated support code" }
        for name in [baseName + "ConfigurationIntent", baseName + "TimelineProvider", baseName + "Entry"] {
            fixed[name] = "the generated intent and timeline code"
        }
        // Each typed parameter's type, and each dynamic parameter's query type, under one key each.
        var allTypeNames: [String: String] = [:]
        var owners: [String] = []
        for parameter in schema.parameters {
            guard let name = typeNames[parameter.id] else { continue }
            allTypeNames[parameter.id] = name
            owners.append(parameter.id)
            if case .dynamic = parameter.kind {
                allTypeNames[parameter.id + "/query"] = name + "Query"
                owners.append(parameter.id + "/query")
            }
        }
        reportCollisions(
            among: owners, names: allTypeNames,
            path: { idPath(String($0.split(separator: "/").first ?? "")) }, what: "the parameter", reserved: fixed)
        reportCollisions(
            among: schema.parameters.map(\.id), names: propertyNames, path: idPath, what: "the parameter",
            reserved: ["configurationDocument": "the generated intent"])

        // Each distinct relationship doubles the branches of the parameter summary.
        var conditions: [ActivationCondition] = []
        for (index, parameter) in schema.parameters.enumerated() {
            guard let activation = parameter.activation, !conditions.contains(activation) else { continue }
            conditions.append(activation)
            if conditions.count == maximumRelationships + 1 {
                problems.append(
                    Diagnostic(
                        .error, .generateUnsupported,
                        "the schema has more than \(maximumRelationships) distinct relationships; App Intents' parameter summary would need a branch for each combination (\(1 << (maximumRelationships + 1)) or more)",
                        path: parameterPath(index).appending("activeWhen"), value: JSONWriter.quoted(parameter.id),
                        hint: "let parameters share a relationship, or drop some"))
            }
        }

        var caseNames: [String: [String: String]] = [:]
        for (index, parameter) in schema.parameters.enumerated() {
            guard let cases = parameter.kind.cases else { continue }
            var names: [String: String] = [:]
            for enumCase in cases { names[enumCase.id] = SwiftIdentifier.memberName(enumCase.id) }
            caseNames[parameter.id] = names
            var reserved: [String: String] = [:]
            for name in enumMemberNames { reserved[name] = "every generated AppEnum" }
            reportCollisions(
                among: cases.map(\.id), names: names,
                path: { id in
                    parameterPath(index).appending("cases").appending(index: cases.firstIndex { $0.id == id } ?? 0)
                        .appending("id")
                }, what: "the case", reserved: reserved)
        }
        guard problems.isEmpty else { return .failure(DiagnosticList(diagnostics: problems)) }
        return .success(
            AppIntentsPlan(
                schema: schema, baseName: baseName, propertyNames: propertyNames, typeNames: typeNames,
                caseNames: caseNames, locales: locales(of: schema)))
    }

    /// The schema's default locale and every locale any of its texts is translated into.
    static func locales(of schema: WidgetSchema) -> [String] {
        var texts = [schema.title] + [schema.description, schema.placeholder].compactMap { $0 }
        for parameter in schema.parameters {
            texts += [parameter.title] + [parameter.description, parameter.prompt].compactMap { $0 }
            texts += parameter.kind.cases?.map(\.title) ?? []
        }
        if let summary = schema.summary { texts += [summary.text] + summary.cases.values }
        return Array(Set(texts.flatMap(\.translations.keys) + [schema.defaultLocale])).sorted()
    }
}
