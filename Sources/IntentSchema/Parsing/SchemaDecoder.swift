import DocumentFormats

/// The decoding stage of a schema: parsed JSON to ``DecodedSchema``. It checks the shape of every
/// part (types, required and unknown keys, value formats) and reports every problem; cross
/// references are left to ``SchemaChecker``.
public struct SchemaDecoder: Sendable {
    /// The file name used in diagnostics.
    public var file: String?

    /// Creates a decoder.
    public init(file: String? = nil) {
        self.file = file
    }

    static let topLevelKeys = [
        "formatVersion", "id", "version", "defaultLocale", "title", "description", "parameters", "deepLink",
        "migrations", "summary", "placeholder", "siriKit", "recommendations",
    ]
    static let commonParameterKeys = [
        "id", "title", "description", "prompt", "kind", "required", "default", "activeWhen",
    ]
    /// The keys a parameter of a kind may have besides the common ones.
    static func keys(for kind: ParameterKind.Name) -> [String] {
        switch kind {
        case .enumeration: ["cases", "multipleValues"]
        case .dynamic:
            [
                "provider", "searchable", "minimumQueryLength", "suggestedCount", "multipleValues", "scope",
                "textValues", "source",
            ]
        case .integer: ["minimum", "maximum"]
        case .boolean: []
        case .string: ["pattern", "minLength", "maxLength"]
        }
    }

    /// Decodes a parsed schema document. The value is nil when the document is too broken to
    /// build anything from (not an object, or an unsupported format version).
    public func decode(_ root: JSONNode) -> Diagnosed<DecodedSchema> {
        var run = Run(reader: DocumentReader(file: file, codes: Self.codes))
        let result = run.decodeSchema(root)
        return run.reader.collector.finish(result)
    }

    static let codes = DocumentReader.Codes(
        unknownKey: .schemaUnknownKey, missingKey: .schemaMissingKey, typeMismatch: .schemaTypeMismatch)

    /// Whether a text is a BCP 47 locale tag as schemas write them: up to 4 parts of 1 to 8 ASCII letters or
    /// digits joined by `-`, the first of letters (`de`, `de-CH`, `zh-Hant`).
    public static func isLocaleTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= 4
            && parts.allSatisfy {
                (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            }
            && parts[0].allSatisfy(\.isLetter)
    }

    /// Whether a text is a valid id: a letter, then up to 63 letters, digits, `_` or `-`.
    public static func isValidID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard (1...64).contains(scalars.count), scalars[0].isASCII, scalars[0].properties.isAlphabetic else {
            return false
        }
        return scalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }
}

extension SchemaDecoder {
    struct Run {
        var reader: DocumentReader
        var locations: [JSONPath: SourceLocation] = [:]
        var defaultLocale = "en"

        mutating func decodeSchema(_ root: JSONNode) -> DecodedSchema? {
            let path = JSONPath.root
            guard
                let members = reader.members(
                    of: root, at: path, allowed: SchemaDecoder.topLevelKeys,
                    required: ["formatVersion", "id", "version", "title", "parameters"], what: "the schema")
            else { return nil }
            if let formatVersion = reader.integer(
                members["formatVersion"], at: path.appending("formatVersion"), what: "\"formatVersion\"")
            {
                guard WidgetSchema.supportedFormatVersions.contains(formatVersion) else {
                    reader.report(
                        .schemaUnsupportedFormatVersion,
                        "schema format version \(formatVersion) is not supported; this build reads version \(WidgetSchema.supportedFormatVersions.upperBound)",
                        at: path.appending("formatVersion"), node: members["formatVersion"]?.value)
                    return nil
                }
            }
            let id = decodeID(members["id"], at: path.appending("id"), what: "the schema id") ?? ""
            var version = reader.integer(members["version"], at: path.appending("version"), what: "\"version\"") ?? 0
            if version < 1, let node = members["version"]?.value, node.value.integerValue != nil {
                reader.report(
                    .schemaInvalidValue, "\"version\" must be 1 or more", at: path.appending("version"), node: node)
                version = 0
            }
            if let locale = reader.string(
                members["defaultLocale"], at: path.appending("defaultLocale"), what: "\"defaultLocale\"")
            {
                if isLocaleTag(locale) {
                    defaultLocale = locale
                } else {
                    reader.report(
                        .schemaInvalidValue, "\"defaultLocale\" must be a BCP 47 language tag such as \"en\"",
                        at: path.appending("defaultLocale"), node: members["defaultLocale"]?.value)
                }
            }
            let title = decodeText(members["title"], at: path.appending("title"), what: "the schema title") ?? ""
            let description = decodeText(
                members["description"], at: path.appending("description"), what: "the schema description",
                allowingLineFeeds: true)

            var parameters: [Parameter] = []
            var parameterPaths: [JSONPath] = []
            var undecoded: Set<String> = []
            if let elements = reader.array(
                members["parameters"], at: path.appending("parameters"), what: "\"parameters\"")
            {
                // No parameters is a widget nobody configures (Xcode's "Configuration" template): valid.
                for (index, element) in elements.enumerated() {
                    let parameterPath = path.appending("parameters").appending(index: index)
                    if let parameter = decodeParameter(element, at: parameterPath) {
                        parameters.append(parameter)
                        parameterPaths.append(parameterPath)
                    } else if case .object(let list) = element.value,
                        let idMember = list.first(where: { $0.key == "id" }),
                        case .string(let id) = idMember.value.value
                    {
                        undecoded.insert(id)
                    }
                }
            }
            let deepLink = decodeDeepLink(members["deepLink"], at: path.appending("deepLink"))
            let migrations = decodeMigrations(members["migrations"], at: path.appending("migrations"))
            let summary = decodeSummary(members["summary"], at: path.appending("summary"))
            let placeholder = decodeText(
                members["placeholder"], at: path.appending("placeholder"), what: "the placeholder")
            let siriKit = decodeSiriKitOrigin(members["siriKit"], at: path.appending("siriKit"))
            let recommendations = decodeRecommendations(
                members["recommendations"], at: path.appending("recommendations"))
            let schema = WidgetSchema(
                id: id, formatVersion: 1, version: version, defaultLocale: defaultLocale, title: title,
                description: description, parameters: parameters, deepLink: deepLink,
                migrations: migrations.map(\.migration), summary: summary, placeholder: placeholder,
                siriKit: siriKit)
            return DecodedSchema(
                schema: schema, parameterPaths: parameterPaths, undecodedParameterIDs: undecoded, locations: locations,
                migrationPaths: migrations.map(\.path), stepPaths: migrations.map(\.stepPaths),
                recommendations: recommendations)
        }

        /// `"recommendations"`: an array of `{"title": TEXT, "values": {PARAMETER: VALUE, …}}`, the values
        /// kept as written for the checking stage.
        mutating func decodeRecommendations(_ member: JSONMember?, at path: JSONPath)
            -> [DecodedSchema.Recommendation]
        {
            guard let member, let elements = reader.array(member, at: path, what: "\"recommendations\"") else {
                return []
            }
            var recommendations: [DecodedSchema.Recommendation] = []
            for (index, element) in elements.enumerated() {
                let elementPath = path.appending(index: index)
                guard
                    let fields = reader.members(
                        of: element, at: elementPath, allowed: ["title", "values"], required: ["title", "values"],
                        what: "a recommendation")
                else { continue }
                locations[elementPath] = element.location
                let title = decodeText(
                    fields["title"], at: elementPath.appending("title"), what: "a recommendation title")
                guard let values = fields["values"]?.value else { continue }
                guard case .object = values.value else {
                    reader.mismatch(
                        values, expected: "an object of parameter values", at: elementPath.appending("values"),
                        what: "a recommendation's \"values\"")
                    continue
                }
                if let title {
                    recommendations.append(
                        DecodedSchema.Recommendation(title: title, path: elementPath, values: values))
                }
            }
            return recommendations
        }

        /// `"summary"`: `{"text": TEMPLATE, "switch": PARAMETER, "cases": {VALUE: TEMPLATE, …}}`,
        /// each template a localized text whose `${` are all closed.
        mutating func decodeSummary(_ member: JSONMember?, at path: JSONPath) -> ParameterSummary? {
            guard let member,
                let fields = reader.members(
                    of: member.value, at: path, allowed: ["text", "switch", "cases"], required: ["text"],
                    what: "\"summary\"")
            else { return nil }
            locations[path] = member.value.location
            let text = decodeTemplate(fields["text"], at: path.appending("text"))
            var switchParameter: String?
            if let switchMember = fields["switch"] {
                switchParameter = decodeID(switchMember, at: path.appending("switch"), what: "the switch parameter")
            }
            var cases: [String: LocalizedText] = [:]
            if let casesMember = fields["cases"] {
                if fields["switch"] == nil {
                    reader.report(
                        .schemaMissingKey, "\"cases\" needs a \"switch\" parameter whose value picks one",
                        at: path.appending("switch"), node: casesMember.value)
                }
                if case .object(let list) = casesMember.value.value {
                    for entry in list {
                        let casePath = path.appending("cases").appending(entry.key)
                        locations[casePath] = entry.keyLocation
                        if let template = decodeTemplate(entry, at: casePath) { cases[entry.key] = template }
                    }
                } else {
                    reader.mismatch(
                        casesMember.value, expected: "an object of templates", at: path.appending("cases"),
                        what: "\"cases\"")
                }
            }
            guard let text else { return nil }
            return ParameterSummary(text: text, switchParameter: switchParameter, cases: cases)
        }

        /// A localized summary template, every translation with closed `${…}`.
        mutating func decodeTemplate(_ member: JSONMember?, at path: JSONPath) -> LocalizedText? {
            guard let text = decodeText(member, at: path, what: "a summary template") else { return nil }
            locations[path] = member?.value.location
            for translation in [text.fallback] + text.translations.values.sorted()
            where ParameterSummary.parts(of: translation) == nil {
                reader.report(
                    .schemaInvalidValue, "a summary template has a \"${\" with no closing \"}\"", at: path,
                    node: member?.value)
                return nil
            }
            return text
        }

        /// `"migrations"`: an array of `{"from": N, "to": N + 1, "steps": [STEP, …]}`, each step
        /// `{"op": NAME, …}` with the keys its operation takes.
        mutating func decodeMigrations(_ member: JSONMember?, at path: JSONPath) -> [(
            migration: SchemaMigration, path: JSONPath, stepPaths: [JSONPath]
        )] {
            guard let member, let elements = reader.array(member, at: path, what: "\"migrations\"") else { return [] }
            var migrations: [(migration: SchemaMigration, path: JSONPath, stepPaths: [JSONPath])] = []
            for (index, element) in elements.enumerated() {
                let migrationPath = path.appending(index: index)
                guard
                    let fields = reader.members(
                        of: element, at: migrationPath, allowed: ["from", "to", "steps"],
                        required: ["from", "to", "steps"], what: "a migration")
                else { continue }
                let from = boundedInteger(fields["from"], at: migrationPath.appending("from"), in: 1...Int(Int32.max))
                let to = reader.integer(fields["to"], at: migrationPath.appending("to"), what: "\"to\"")
                locations[migrationPath] = element.location
                for key in ["from", "to"] { locations[migrationPath.appending(key)] = fields[key]?.value.location }
                if let from, let to, to != from + 1 {
                    reader.report(
                        .schemaInvalidValue,
                        "a migration goes from one version to the next: \"to\" must be \(from + 1), not \(to)",
                        at: migrationPath.appending("to"), node: fields["to"]?.value)
                }
                var steps: [SchemaMigration.Step] = []
                var stepPaths: [JSONPath] = []
                let stepsPath = migrationPath.appending("steps")
                for (stepIndex, stepNode) in (reader.array(fields["steps"], at: stepsPath, what: "\"steps\"") ?? [])
                    .enumerated()
                {
                    let stepPath = stepsPath.appending(index: stepIndex)
                    if let step = decodeStep(stepNode, at: stepPath) {
                        steps.append(step)
                        stepPaths.append(stepPath)
                        locations[stepPath] = stepNode.location
                    }
                }
                guard let from, to == from + 1 else { continue }
                migrations.append((SchemaMigration(fromVersion: from, steps: steps), migrationPath, stepPaths))
            }
            return migrations
        }

        /// One migration step: `{"op": NAME, "parameter": ID, …}`.
        mutating func decodeStep(_ node: JSONNode, at path: JSONPath) -> SchemaMigration.Step? {
            let operationName: String? =
                if case .object(let list) = node.value, let member = list.first(where: { $0.key == "op" }),
                    case .string(let name) = member.value.value
                { name } else { nil }
            let operation = operationName.flatMap(SchemaMigration.Operation.init(rawValue:))
            let extra: [String] =
                switch operation {
                case .renameParameter: ["to"]
                case .renameCase, .mapCase: ["case", "to"]
                case .setValue: ["value"]
                case .dropParameter, .makeList, nil: []
                }
            guard
                let fields = reader.members(
                    of: node, at: path, allowed: ["op", "parameter"] + extra, required: ["op", "parameter"] + extra,
                    what: "a migration step")
            else { return nil }
            guard
                let operation = decodeName(
                    fields["op"], of: SchemaMigration.Operation.self, at: path.appending("op"), what: "\"op\"",
                    noun: "migration step", listedAs: "steps"),
                let parameter = decodeID(fields["parameter"], at: path.appending("parameter"), what: "a parameter id")
            else { return nil }
            switch operation {
            case .renameParameter:
                return decodeID(fields["to"], at: path.appending("to"), what: "a parameter id").map {
                    .renameParameter(from: parameter, to: $0)
                }
            case .renameCase, .mapCase:
                guard let from = decodeID(fields["case"], at: path.appending("case"), what: "a case id"),
                    let to = decodeID(fields["to"], at: path.appending("to"), what: "a case id")
                else { return nil }
                return operation == .renameCase
                    ? .renameCase(parameter: parameter, from: from, to: to)
                    : .mapCase(parameter: parameter, from: from, to: to)
            case .setValue:
                guard let member = fields["value"] else { return nil }
                locations[path.appending("value")] = member.value.location
                switch member.value.value {
                case .string(let text): return .setValue(parameter: parameter, value: .string(text))
                case .bool(let flag): return .setValue(parameter: parameter, value: .boolean(flag))
                case .number:
                    if let number = member.value.value.integerValue {
                        return .setValue(parameter: parameter, value: .integer(number))
                    }
                default: break
                }
                reader.mismatch(
                    member.value, expected: "a string, an integer or a boolean", at: path.appending("value"),
                    what: "\"value\"")
                return nil
            case .dropParameter:
                return .dropParameter(parameter)
            case .makeList:
                return .makeList(parameter)
            }
        }

        mutating func decodeDeepLink(_ member: JSONMember?, at path: JSONPath) -> DeepLinkTemplate? {
            guard let member,
                let fields = reader.members(
                    of: member.value, at: path, allowed: ["scheme", "path"], required: ["scheme", "path"],
                    what: "\"deepLink\"")
            else { return nil }
            let scheme = reader.string(fields["scheme"], at: path.appending("scheme"), what: "the link scheme")
            let linkPath = reader.string(fields["path"], at: path.appending("path"), what: "the link path")
            if let scheme, !DeepLinkTemplate.isValidScheme(scheme) {
                reader.report(
                    .schemaInvalidValue,
                    "the link scheme must be a letter followed by letters, digits, '+', '-' or '.'",
                    at: path.appending("scheme"), node: fields["scheme"]?.value)
                return nil
            }
            if let linkPath, !DeepLinkTemplate.isValidPath(linkPath) {
                reader.report(
                    .schemaInvalidValue, "the link path may hold only letters, digits, '-', '.', '_', '~' and '/'",
                    at: path.appending("path"), node: fields["path"]?.value)
                return nil
            }
            guard let scheme, let linkPath else { return nil }
            return DeepLinkTemplate(scheme: scheme.lowercased(), path: linkPath)
        }

        /// `"siriKit"`: `{"intentClassName": NAME, "namespace": TEXT, "parameterNames": {ID: NAME, …}}`,
        /// each name an Objective-C identifier, the namespace Xcode's value as written (letters, digits and
        /// `_`). Which ids name parameters is checked later.
        mutating func decodeSiriKitOrigin(_ member: JSONMember?, at path: JSONPath) -> SiriKitOrigin? {
            guard let member,
                let fields = reader.members(
                    of: member.value, at: path,
                    allowed: [
                        "intentClassName", "classPrefix", "namespace", "parameterNames", "parameterTags", "objectTypes",
                    ],
                    required: ["intentClassName"], what: "\"siriKit\"")
            else { return nil }
            func name(_ member: JSONMember?, at path: JSONPath, what: String) -> String? {
                guard let name = reader.string(member, at: path, what: what) else { return nil }
                locations[path] = member?.value.location
                guard SiriKitOrigin.isValidName(name) else {
                    reader.report(
                        .schemaInvalidValue,
                        "\(what) must be an Objective-C identifier: a letter or '_', then letters, digits or '_'",
                        at: path, node: member?.value)
                    return nil
                }
                return name
            }
            let className = name(
                fields["intentClassName"], at: path.appending("intentClassName"), what: "the intent class name")
            let classPrefix = fields["classPrefix"].flatMap {
                name($0, at: path.appending("classPrefix"), what: "the class prefix")
            }
            let namespace = fields["namespace"].flatMap { member -> String? in
                let namespacePath = path.appending("namespace")
                guard let text = reader.string(member, at: namespacePath, what: "the namespace") else { return nil }
                locations[namespacePath] = member.value.location
                guard SiriKitOrigin.isValidNamespace(text) else {
                    reader.report(
                        .schemaInvalidValue, "the namespace must be 1 to 128 ASCII letters, digits or '_'",
                        at: namespacePath, node: member.value)
                    return nil
                }
                return text
            }
            /// An object keyed by parameter id, each value read by `read`.
            func byParameter<Value>(_ key: String, _ read: (JSONMember, JSONPath) -> Value?) -> [String: Value] {
                guard let member = fields[key] else { return [:] }
                guard case .object(let pairs) = member.value.value else {
                    reader.report(
                        .schemaTypeMismatch, "\"\(key)\" must be an object, not \(member.value.value.typeName)",
                        at: path.appending(key), node: member.value)
                    return [:]
                }
                var values: [String: Value] = [:]
                for pair in pairs {
                    let pairPath = path.appending(key).appending(pair.key)
                    locations[pairPath] = pair.value.location
                    if let value = read(pair, pairPath) { values[pair.key] = value }
                }
                return values
            }
            let names = byParameter("parameterNames") { name($0, at: $1, what: "a SiriKit parameter name") }
            let types = byParameter("objectTypes") { name($0, at: $1, what: "a SiriKit type name") }
            let tags = byParameter("parameterTags") { member, path in
                boundedInteger(member, at: path, in: 0...Int(Int32.max))
            }
            guard let className else { return nil }
            if let classPrefix, !className.hasPrefix(classPrefix) {
                reader.report(
                    .schemaInvalidValue,
                    "the intent class name \(JSONWriter.quoted(className)) does not start with its class prefix \(JSONWriter.quoted(classPrefix))",
                    at: path.appending("classPrefix"), node: fields["classPrefix"]?.value)
            }
            return SiriKitOrigin(
                intentClassName: className, classPrefix: classPrefix, namespace: namespace, parameterNames: names,
                parameterTags: tags,
                objectTypes: types)
        }
    }
}
