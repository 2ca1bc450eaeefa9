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
        "migrations", "summary", "placeholder", "siriKit",
    ]
    static let commonParameterKeys = [
        "id", "title", "description", "prompt", "kind", "required", "default", "activeWhen",
    ]
    /// The keys a parameter of a kind may have besides the common ones.
    static func keys(for kind: ParameterKind.Name) -> [String] {
        switch kind {
        case .enumeration: ["cases", "multipleValues"]
        case .dynamic: ["provider", "searchable", "minimumQueryLength", "suggestedCount", "multipleValues", "scope"]
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
    fileprivate struct Run {
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
            let schema = WidgetSchema(
                id: id, formatVersion: 1, version: version, defaultLocale: defaultLocale, title: title,
                description: description, parameters: parameters, deepLink: deepLink,
                migrations: migrations.map(\.migration), summary: summary, placeholder: placeholder,
                siriKit: siriKit)
            return DecodedSchema(
                schema: schema, parameterPaths: parameterPaths, undecodedParameterIDs: undecoded, locations: locations,
                migrationPaths: migrations.map(\.path), stepPaths: migrations.map(\.stepPaths))
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

        mutating func decodeID(_ member: JSONMember?, at path: JSONPath, what: String) -> String? {
            guard let id = reader.string(member, at: path, what: what) else { return nil }
            locations[path] = member?.value.location
            guard SchemaDecoder.isValidID(id) else {
                reader.report(
                    .schemaInvalidID,
                    "\(what) must start with a letter and hold 1 to 64 ASCII letters, digits, '_' or '-'",
                    at: path, node: member?.value)
                return nil
            }
            return id
        }

        func isLocaleTag(_ tag: String) -> Bool { SchemaDecoder.isLocaleTag(tag) }

        /// A localized text: a string, or an object of locale tag to string that includes the default locale.
        mutating func decodeText(
            _ member: JSONMember?, at path: JSONPath, what: String, allowingLineFeeds: Bool = false
        ) -> LocalizedText? {
            guard let member else { return nil }
            let node = member.value
            switch node.value {
            case .string(let text):
                guard !text.isBlank else {
                    reader.report(.schemaInvalidValue, "\(what) must not be empty", at: path, node: node)
                    return nil
                }
                checkDisplayText(text, at: path, node: node, what: what, allowingLineFeeds: allowingLineFeeds)
                return LocalizedText(text)
            case .object(let list):
                var translations: [String: String] = [:]
                var blankDefault = false
                for entry in list {
                    let entryPath = path.appending(entry.key)
                    guard isLocaleTag(entry.key) else {
                        reader.report(
                            .schemaUnknownKey, "\(JSONWriter.quoted(entry.key)) is not a BCP 47 locale tag",
                            at: entryPath, location: entry.keyLocation)
                        continue
                    }
                    guard case .string(let text) = entry.value.value else {
                        reader.mismatch(entry.value, expected: "a string", at: entryPath, what: "a translation")
                        continue
                    }
                    guard !text.isBlank else {
                        // Reported once: the default locale's blank text is not also reported as missing.
                        reader.report(
                            .schemaInvalidValue, "\(what) in \(entry.key) must not be empty", at: entryPath,
                            node: entry.value)
                        blankDefault = blankDefault || entry.key == defaultLocale
                        continue
                    }
                    checkDisplayText(
                        text, at: entryPath, node: entry.value, what: what, allowingLineFeeds: allowingLineFeeds)
                    translations[entry.key] = text
                }
                guard let fallback = translations[defaultLocale] else {
                    if blankDefault { return nil }
                    reader.report(
                        .schemaMissingDefaultLocale,
                        "\(what) has no text for the default locale \(JSONWriter.quoted(defaultLocale))", at: path,
                        node: node)
                    return nil
                }
                translations[defaultLocale] = nil
                return LocalizedText(fallback, translations: translations)
            default:
                reader.mismatch(node, expected: "a string or an object of translations", at: path, what: what)
                return nil
            }
        }

        /// Reports a character a display text may not hold (see ``DisplayText``).
        mutating func checkDisplayText(
            _ text: String, at path: JSONPath, node: JSONNode, what: String, allowingLineFeeds: Bool
        ) {
            guard let refused = DisplayText.firstRefused(in: text, allowingLineFeeds: allowingLineFeeds) else { return }
            reader.report(
                .schemaUnsafeText,
                "\(what) holds \(DisplayText.name(refused)), a control, separator or bidirectional formatting character that display text may not hold",
                at: path, node: node,
                hint: allowingLineFeeds || refused != "\n"
                    ? "remove it; to give a right-to-left text its direction, use U+200F (right-to-left mark)"
                    : "remove it; only a description may have line breaks")
        }

        mutating func decodeParameter(_ node: JSONNode, at path: JSONPath) -> Parameter? {
            let kindName: String? =
                if case .object(let list) = node.value, let member = list.first(where: { $0.key == "kind" }),
                    case .string(let name) = member.value.value
                { name } else { nil }
            let allowed =
                SchemaDecoder.commonParameterKeys
                + (kindName.flatMap(ParameterKind.Name.init(rawValue:)).map(SchemaDecoder.keys(for:)) ?? [])
            guard
                let members = reader.members(
                    of: node, at: path, allowed: allowed, required: ["id", "title", "kind"], what: "a parameter")
            else { return nil }
            let id = decodeID(members["id"], at: path.appending("id"), what: "a parameter id")
            let title = decodeText(members["title"], at: path.appending("title"), what: "a parameter title")
            let description = decodeText(
                members["description"], at: path.appending("description"), what: "a description",
                allowingLineFeeds: true)
            let prompt = decodeText(members["prompt"], at: path.appending("prompt"), what: "a prompt")
            let isRequired =
                reader.bool(members["required"], at: path.appending("required"), what: "\"required\"") ?? false
            let kind = decodeKind(members, at: path)
            let multipleValues = members["multipleValues"].flatMap {
                decodeMultipleValues($0, isRequired: isRequired, at: path.appending("multipleValues"))
            }
            var defaultValue: ParameterValue?
            if let member = members["default"], let kind {
                let defaultPath = path.appending("default")
                locations[defaultPath] = member.value.location
                if members["multipleValues"] != nil {
                    defaultValue = decodeList(member, for: kind, at: defaultPath)
                } else {
                    defaultValue = decodeValue(member.value, for: kind, at: defaultPath, what: "the default")
                }
            }
            let activation = decodeActivation(members["activeWhen"], at: path.appending("activeWhen"))
            guard let id, let title, let kind, members["multipleValues"] == nil || multipleValues != nil else {
                return nil
            }
            return Parameter(
                id: id, title: title, description: description, prompt: prompt, kind: kind, isRequired: isRequired,
                defaultValue: defaultValue, activation: activation, multipleValues: multipleValues)
        }

        /// A parameter's `"multipleValues"`: `{"minimum": N, "maximum": N, "byFamily": {"systemSmall": N, …}}`,
        /// with the minimum at least 1 for a required parameter, and each size's maximum from 1 to the
        /// maximum.
        mutating func decodeMultipleValues(_ member: JSONMember, isRequired: Bool, at path: JSONPath)
            -> MultipleValues?
        {
            guard
                let members = reader.members(
                    of: member.value, at: path, allowed: ["minimum", "maximum", "byFamily"], required: ["maximum"],
                    what: "\"multipleValues\"")
            else { return nil }
            let maximum = boundedInteger(
                members["maximum"], at: path.appending("maximum"), in: 1...MultipleValues.largestMaximum)
            let minimum =
                members["minimum"] == nil
                ? (isRequired ? 1 : 0)
                : boundedInteger(
                    members["minimum"], at: path.appending("minimum"), in: 0...MultipleValues.largestMaximum)
            guard let maximum, let minimum else { return nil }
            if minimum > maximum {
                reader.report(
                    .schemaInvalidValue, "\"minimum\" \(minimum) is greater than \"maximum\" \(maximum)",
                    at: path.appending("minimum"), node: members["minimum"]?.value)
                return nil
            }
            if isRequired, minimum == 0 {
                reader.report(
                    .schemaInvalidValue, "a required parameter takes at least one value: \"minimum\" 0 contradicts it",
                    at: path.appending("minimum"), node: members["minimum"]?.value,
                    hint: "make \"minimum\" 1, or the parameter not required")
                return nil
            }
            var byFamily: [WidgetFamily: Int] = [:]
            if let familiesMember = members["byFamily"] {
                let familiesPath = path.appending("byFamily")
                guard case .object(let list) = familiesMember.value.value else {
                    reader.mismatch(familiesMember.value, expected: "an object", at: familiesPath, what: "\"byFamily\"")
                    return nil
                }
                for entry in list {
                    let entryPath = familiesPath.appending(entry.key)
                    guard let family = WidgetFamily(rawValue: entry.key) else {
                        let names = WidgetFamily.allCases.map(\.rawValue)
                        reader.report(
                            .schemaUnknownKey, "unknown widget family \(JSONWriter.quoted(entry.key))", at: entryPath,
                            location: entry.keyLocation,
                            hint: Spelling.hint(closest: entry.key, among: names) ?? "families: \(Spelling.list(names))"
                        )
                        continue
                    }
                    if let count = boundedInteger(entry, at: entryPath, in: 1...maximum) { byFamily[family] = count }
                }
            }
            return MultipleValues(minimum: minimum, maximum: maximum, maximumByFamily: byFamily)
        }

        /// The default of a parameter that takes several values: a list of values of its kind.
        mutating func decodeList(_ member: JSONMember, for kind: ParameterKind, at path: JSONPath) -> ParameterValue? {
            guard let elements = reader.array(member, at: path, what: "the default of a parameter with several values")
            else { return nil }
            var values: [ParameterValue] = []
            for (index, element) in elements.enumerated() {
                locations[path.appending(index: index)] = element.location
                guard
                    let value = decodeValue(
                        element, for: kind, at: path.appending(index: index), what: "each default value")
                else { return nil }
                values.append(value)
            }
            return .list(values)
        }

        /// A literal value for a parameter of this kind (a default).
        mutating func decodeValue(_ node: JSONNode, for kind: ParameterKind, at path: JSONPath, what: String)
            -> ParameterValue?
        {
            guard let value = kind.value(from: node) else {
                reader.mismatch(
                    node, expected: kind.expectedValue, at: path, what: "\(what) of a \(kind.name) parameter")
                return nil
            }
            return value
        }

        mutating func decodeKind(_ members: [String: JSONMember], at path: JSONPath) -> ParameterKind? {
            guard
                let kind = decodeName(
                    members["kind"], of: ParameterKind.Name.self, at: path.appending("kind"), what: "\"kind\"",
                    noun: "parameter kind", listedAs: "kinds")
            else { return nil }
            switch kind {
            case .enumeration:
                return decodeCases(members["cases"], at: path.appending("cases")).map { .enumeration($0) }
            case .dynamic:
                let provider = decodeID(members["provider"], at: path.appending("provider"), what: "the provider name")
                if members["provider"] == nil {
                    reader.report(
                        .schemaMissingKey, "a dynamic parameter needs a \"provider\"", at: path.appending("provider"),
                        location: members["kind"]?.value.location)
                }
                let searchable =
                    reader.bool(members["searchable"], at: path.appending("searchable"), what: "\"searchable\"") ?? true
                let minimumQueryLength =
                    boundedInteger(members["minimumQueryLength"], at: path.appending("minimumQueryLength"), in: 0...64)
                    ?? 1
                let suggestedCount =
                    boundedInteger(members["suggestedCount"], at: path.appending("suggestedCount"), in: 0...100) ?? 8
                var scope: OptionScopeDeclaration?
                if let member = members["scope"] {
                    let scopePath = path.appending("scope")
                    guard
                        let fields = reader.members(
                            of: member.value, at: scopePath, allowed: OptionScopeDeclaration.keys,
                            what: "\"scope\"")
                    else { return nil }
                    scope = OptionScopeDeclaration(
                        country: fields["country"].flatMap {
                            decodeID($0, at: scopePath.appending("country"), what: "a parameter id")
                        },
                        near: fields["near"].flatMap {
                            decodeID($0, at: scopePath.appending("near"), what: "a parameter id")
                        })
                    for (key, field) in fields { locations[scopePath.appending(key)] = field.value.location }
                    if fields.isEmpty {
                        reader.report(
                            .schemaMissingKey, "\"scope\" names no parameter: give \"country\" or \"near\"",
                            at: scopePath, node: member.value)
                    }
                }
                return provider.map {
                    .dynamic(
                        DynamicOptions(
                            provider: $0, isSearchable: searchable, minimumQueryLength: minimumQueryLength,
                            suggestedCount: suggestedCount, scope: scope))
                }
            case .integer:
                let minimum = reader.integer(members["minimum"], at: path.appending("minimum"), what: "\"minimum\"")
                let maximum = reader.integer(members["maximum"], at: path.appending("maximum"), what: "\"maximum\"")
                if let minimum, let maximum, minimum > maximum {
                    reader.report(
                        .schemaInvalidValue, "\"minimum\" \(minimum) is greater than \"maximum\" \(maximum)",
                        at: path.appending("minimum"), node: members["minimum"]?.value)
                    return nil
                }
                return .integer(minimum: minimum, maximum: maximum)
            case .boolean:
                return .boolean
            case .string:
                let pattern = reader.string(members["pattern"], at: path.appending("pattern"), what: "\"pattern\"")
                if let pattern, !RegularExpressionMatcher.isValid(pattern) {
                    reader.report(
                        .schemaInvalidPattern, "\"pattern\" is not a valid regular expression",
                        at: path.appending("pattern"), node: members["pattern"]?.value)
                }
                let minimum = boundedInteger(members["minLength"], at: path.appending("minLength"), in: 0...10_000)
                let maximum = boundedInteger(members["maxLength"], at: path.appending("maxLength"), in: 1...10_000)
                if let minimum, let maximum, minimum > maximum {
                    reader.report(
                        .schemaInvalidValue, "\"minLength\" \(minimum) is greater than \"maxLength\" \(maximum)",
                        at: path.appending("minLength"), node: members["minLength"]?.value)
                    return nil
                }
                return .string(StringConstraints(pattern: pattern, minimumLength: minimum, maximumLength: maximum))
            }
        }

        /// A string naming one of an enumeration's cases; an unknown name is reported with a
        /// "did you mean", or the list of names.
        mutating func decodeName<Name: CaseIterable & RawRepresentable<String>>(
            _ member: JSONMember?, of type: Name.Type, at path: JSONPath, what: String, noun: String,
            listedAs listLabel: String
        ) -> Name? {
            guard let text = reader.string(member, at: path, what: what) else { return nil }
            if let name = Name(rawValue: text) { return name }
            let names = Name.allCases.map(\.rawValue)
            reader.report(
                .schemaInvalidValue, "unknown \(noun) \(JSONWriter.quoted(text))", at: path, node: member?.value,
                hint: Spelling.hint(closest: text, among: names)
                    ?? "\(listLabel): \(Spelling.list(names))")
            return nil
        }

        mutating func boundedInteger(_ member: JSONMember?, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
            guard let number = reader.integer(member, at: path, what: "\"\(path.lastKey)\"") else { return nil }
            guard range.contains(number) else {
                reader.report(
                    .schemaInvalidValue, "\"\(path.lastKey)\" must be from \(range.lowerBound) to \(range.upperBound)",
                    at: path, node: member?.value)
                return nil
            }
            return number
        }

        mutating func decodeCases(_ member: JSONMember?, at path: JSONPath) -> [EnumCase]? {
            guard let member else {
                reader.report(.schemaMissingKey, "an enum parameter needs \"cases\"", at: path)
                return nil
            }
            guard let elements = reader.array(member, at: path, what: "\"cases\"") else { return nil }
            if elements.isEmpty {
                reader.report(.schemaInvalidValue, "an enum needs at least one case", at: path, node: member.value)
                return nil
            }
            var cases: [EnumCase] = []
            for (index, element) in elements.enumerated() {
                let casePath = path.appending(index: index)
                guard
                    let fields = reader.members(
                        of: element, at: casePath, allowed: ["id", "title", "payload"], required: ["id", "title"],
                        what: "a case")
                else { continue }
                let id = decodeID(fields["id"], at: casePath.appending("id"), what: "a case id")
                let title = decodeText(fields["title"], at: casePath.appending("title"), what: "a case title")
                let payload = decodePayload(fields["payload"], at: casePath.appending("payload"))
                if let id, let title {
                    cases.append(EnumCase(id: id, title: title, payload: payload))
                }
            }
            return cases
        }

        mutating func decodePayload(_ member: JSONMember?, at path: JSONPath) -> CasePayload? {
            guard let member,
                let fields = reader.members(of: member.value, at: path, allowed: CasePayload.keys, what: "a payload")
            else { return nil }
            guard fields.count == 1 else {
                reader.report(
                    .schemaInvalidValue,
                    "a payload holds exactly one of \(CasePayload.keys.map { "\"\($0)\"" }.joined(separator: " or "))",
                    at: path, node: member.value)
                return nil
            }
            if let count = boundedInteger(fields["travellerCount"], at: path.appending("travellerCount"), in: 1...9) {
                return .travellerCount(count)
            }
            return decodeName(
                fields["dateWindow"], of: DateWindowRule.self, at: path.appending("dateWindow"),
                what: "\"dateWindow\"", noun: "date-window rule", listedAs: "rules"
            ).map { .dateWindow($0) }
        }

        mutating func decodeActivation(_ member: JSONMember?, at path: JSONPath) -> ActivationCondition? {
            guard let member,
                let fields = reader.members(
                    of: member.value, at: path, allowed: ["parameter", "hasValue", "equals"], required: ["parameter"],
                    what: "\"activeWhen\"")
            else { return nil }
            let parentPath = path.appending("parameter")
            guard let parent = reader.string(fields["parameter"], at: parentPath, what: "\"activeWhen.parameter\"")
            else { return nil }
            locations[parentPath] = fields["parameter"]?.value.location
            switch (fields["hasValue"], fields["equals"]) {
            case (let hasValue?, nil):
                guard reader.bool(hasValue, at: path.appending("hasValue"), what: "\"hasValue\"") == true else {
                    if case .bool = hasValue.value.value {
                        reader.report(
                            .schemaInvalidValue, "\"hasValue\" must be true; there is no \"has no value\" relationship",
                            at: path.appending("hasValue"), node: hasValue.value)
                    }
                    return nil
                }
                return ActivationCondition(parameter: parent, predicate: .hasAnyValue)
            case (nil, let equals?):
                let equalsPath = path.appending("equals")
                locations[equalsPath] = equals.value.location
                switch equals.value.value {
                case .string(let text): return ActivationCondition(parameter: parent, predicate: .equals(.string(text)))
                case .bool(let flag): return ActivationCondition(parameter: parent, predicate: .equals(.boolean(flag)))
                default:
                    reader.mismatch(
                        equals.value, expected: "an enum case id or a boolean", at: equalsPath, what: "\"equals\"")
                    return nil
                }
            default:
                reader.report(
                    .schemaInvalidValue, "\"activeWhen\" needs exactly one of \"hasValue\" or \"equals\"", at: path,
                    node: member.value)
                return nil
            }
        }
    }
}

extension JSONPath {
    /// The last object key of the path, or `""`.
    var lastKey: String {
        if case .key(let key) = components.last { return key }
        return ""
    }
}
