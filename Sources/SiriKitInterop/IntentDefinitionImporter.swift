import DocumentFormats
import IntentSchema

/// Makes a widget schema of one intent of a SiriKit intent definition (`.intentdefinition`, an
/// XML property list), so that a widget first shipped with SiriKit can move to a schema without
/// losing the widgets already placed.
///
/// - The intent is the one ``intentName`` names, or the only one eligible for widgets.
/// - Enum parameters become enum parameters; the implicit `unknown` value (index 0) is dropped,
///   and the default comes from the parameter's metadata.
/// - Object parameters with dynamic options become dynamic parameters, their provider given by
///   ``providers`` (type name → provider), else the type's name with a warning.
/// - Booleans, integers (with their range), strings and decimals (as text of a decimal number) map
///   to intentctl's kinds; relationships become `activeWhen` (parents are moved before their
///   dependents; a cycle is an error).
/// - Display names, descriptions and prompts are localized from ``translations`` (the `.strings`
///   files beside the definition, by locale, each `…ID` key to its text).
/// - What a schema cannot hold (a response, multiple values, a predicate or type intentctl lacks,
///   parameter combinations) is a located warning with its key path and line, never dropped
///   silently.
/// - The schema records where it came from (``SiriKitOrigin``: namespace, class name, parameter
///   names, tags and custom types).
///
/// - The base text is in ``baseLocale`` (English unless told otherwise); a text that display text may
///   not hold (a control character, a bidirectional override) is an error at the key, or at the
///   `.strings` entry it came from.
/// - What is imported is then checked as `schema validate` checks a schema, each problem reported
///   at the key of the definition it came from.
///
/// Complexity: O(n + p log p) for n nodes of the definition and p parameters.
public struct IntentDefinitionImporter: Sendable {
    /// The file name used in diagnostics.
    public var file: String?
    /// The intent to import (`INIntentName`, or its class name with `Intent`); nil for the only
    /// widget-eligible one.
    public var intentName: String?
    /// The option provider of each custom type (`Location` → `airports`).
    public var providers: [String: String]
    /// The providers that exist, to warn about a type mapped to nothing.
    public var knownProviders: Set<String>
    /// The schema id; nil makes one of the intent's name (`InspirationalConfiguration` →
    /// `inspirational-configuration`).
    public var schemaID: String?
    /// Translations by locale, each the `.strings` file's keys (display name ids) to texts.
    public var translations: [String: [String: String]]
    /// Where each locale's translations came from, for diagnostics located in the `.strings` files.
    public var translationSources: [String: TranslationSource]
    /// The language of the definition's own texts (its `Base.lproj`): the schema's `defaultLocale`. That
    /// language's `.strings` file, when there is one, wins over the base texts.
    public var baseLocale: String

    /// Where a locale's translations came from.
    public struct TranslationSource: Sendable, Equatable {
        /// The `.strings` file, as diagnostics name it.
        public var file: String
        /// Where each key's value starts.
        public var locations: [String: SourceLocation]

        /// A source.
        public init(file: String, locations: [String: SourceLocation]) {
            self.file = file
            self.locations = locations
        }
    }

    /// Creates an importer.
    public init(
        file: String? = nil, intentName: String? = nil, providers: [String: String] = [:],
        knownProviders: Set<String> = [], schemaID: String? = nil, translations: [String: [String: String]] = [:],
        translationSources: [String: TranslationSource] = [:], baseLocale: String = "en"
    ) {
        self.file = file
        self.intentName = intentName
        self.providers = providers
        self.knownProviders = knownProviders
        self.schemaID = schemaID
        self.translations = translations
        self.translationSources = translationSources
        self.baseLocale = baseLocale
    }

    /// The schema of the chosen intent, and every warning and error on the way. The schema is
    /// present only when nothing was an error.
    public func importDefinition(_ root: PropertyListNode) -> Diagnosed<WidgetSchema> {
        importAccountingForKeys(root).schema
    }

    /// An import, and what became of each key it met.
    public struct Outcome: Sendable {
        /// The schema of the chosen intent, present only when nothing was an error, and every warning and error.
        public var schema: Diagnosed<WidgetSchema>
        /// Each key of what was imported (the definition's own keys, the chosen intent, and the enums and types
        /// its parameters use), in file order, with its fate (``IntentDefinitionKeys``).
        public var keys: [KeyAccount]
        /// The `INIntentName` of the intent chosen, nil when none could be.
        public var intentName: String?
    }

    /// The import, with what became of every key it met: each is carried into the schema, implied, or
    /// reported with a warning at its path and line.
    public func importAccountingForKeys(_ root: PropertyListNode) -> Outcome {
        var run = Run(importer: self, collector: DiagnosticCollector(file: file))
        var schema = run.schema(root)
        let keys = run.accountForKeys(root)
        if let built = schema, !run.collector.hasErrors { schema = run.validate(built) }
        let chosen = run.intentPath.flatMap { path -> String? in
            guard case .array(let intents)? = root["INIntents"]?.value.value,
                case .index(let index)? = path.components.last, intents.indices.contains(index),
                case .string(let name)? = intents[index]["INIntentName"]?.value.value
            else { return nil }
            return name
        }
        // In the order of the files, the definition's first: the key accounting reports last what it finds.
        var diagnosed = run.collector.finishValidated(schema)
        let definitionFile = file
        diagnosed.diagnostics = diagnosed.diagnostics.enumerated().sorted { first, second in
            let a = (
                first.element.file == definitionFile ? 0 : 1, first.element.file ?? "",
                first.element.location?.offset ?? .max
            )
            let b = (
                second.element.file == definitionFile ? 0 : 1, second.element.file ?? "",
                second.element.location?.offset ?? .max
            )
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
        return Outcome(schema: diagnosed, keys: keys, intentName: chosen)
    }

    /// The intents of a definition that are eligible for widgets, by `INIntentName`.
    public static func widgetIntents(of root: PropertyListNode) -> [String] {
        guard case .array(let intents)? = root["INIntents"]?.value.value else { return [] }
        return intents.compactMap { intent in
            guard case .boolean(true)? = intent["INIntentEligibleForWidgets"]?.value.value,
                case .string(let name)? = intent["INIntentName"]?.value.value
            else { return nil }
            return name
        }
    }

    /// A schema id made of an intent's name: words split at capitals, lower case, joined by `-`.
    public static func schemaID(forIntentNamed name: String) -> String {
        var id = ""
        for character in name where character.isLetter || character.isNumber {
            if character.isUppercase, !id.isEmpty, id.last != "-" { id.append("-") }
            id += character.lowercased()
        }
        return String(id.prefix(64))
    }

    /// What a decimal parameter becomes: text that must be a decimal number (an export writes it back as a decimal).
    static let decimalConstraints = StringConstraints(pattern: "-?[0-9]+([.][0-9]+)?")

    /// A parameter id made of a SiriKit parameter name: without a trailing `Parameter`.
    public static func parameterID(forName name: String) -> String {
        name.hasSuffix("Parameter") && name.count > "Parameter".count ? String(name.dropLast(9)) : name
    }
}

extension IntentDefinitionImporter {
    /// One import: the collector, and readers of typed values that report what is wrong.
    struct Run {
        let importer: IntentDefinitionImporter
        var collector: DiagnosticCollector
        /// The key paths read.
        var read: Set<JSONPath> = []
        /// The paths a diagnostic was reported at: the key there, and every key under it, is reported.
        var reported: Set<JSONPath> = []
        /// Subtrees that are implied as a whole (Xcode's `unknown` enum values), with why.
        var implied: [JSONPath: String] = [:]
        /// Where the chosen intent is.
        var intentPath: JSONPath?
        /// The enums and custom types the imported parameters use, by name.
        var usedEnums: Set<String> = []
        var usedTypes: Set<String> = []
        /// Where each part of the schema came from in the definition, by the part's path in the schema.
        var origins: [JSONPath: (path: JSONPath, location: SourceLocation?)] = [:]

        // MARK: Reading values

        mutating func report(
            _ code: DiagnosticCode, _ message: String, at path: JSONPath, location: SourceLocation?,
            severity: Diagnostic.Severity = .error, hint: String? = nil
        ) {
            reported.insert(path)
            collector.report(code, message, at: path, location: location, hint: hint, severity: severity)
        }

        /// The value of `key` in a dictionary when it has the expected type; a type mismatch (and,
        /// when `required`, a missing key) is reported.
        mutating func member(
            _ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false
        ) -> PropertyListNode.Member? {
            guard let member = node[key] else {
                if required {
                    report(
                        .siriKitInvalidValue,
                        "\(path.components.isEmpty ? "the definition" : path.description) has no \(key)",
                        at: path.appending(key), location: node.location)
                }
                return nil
            }
            read.insert(path.appending(key))
            return member
        }

        mutating func string(_ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false)
            -> String?
        {
            guard let member = member(key, of: node, at: path, required: required) else { return nil }
            guard case .string(let text) = member.value.value else {
                mismatch(member, "a string", at: path.appending(key))
                return nil
            }
            return text
        }

        mutating func flag(_ key: String, of node: PropertyListNode, at path: JSONPath) -> Bool? {
            guard let member = member(key, of: node, at: path) else { return nil }
            guard case .boolean(let flag) = member.value.value else {
                mismatch(member, "a boolean", at: path.appending(key))
                return nil
            }
            return flag
        }

        mutating func integer(_ key: String, of node: PropertyListNode, at path: JSONPath) -> Int? {
            guard let member = member(key, of: node, at: path) else { return nil }
            guard case .integer(let number) = member.value.value else {
                mismatch(member, "an integer", at: path.appending(key))
                return nil
            }
            return number
        }

        mutating func array(_ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false)
            -> [PropertyListNode]
        {
            guard let member = member(key, of: node, at: path, required: required) else { return [] }
            guard case .array(let elements) = member.value.value else {
                mismatch(member, "an array", at: path.appending(key))
                return []
            }
            return elements
        }

        mutating func mismatch(_ member: PropertyListNode.Member, _ expected: String, at path: JSONPath) {
            report(
                .siriKitInvalidValue, "\(member.key) must be \(expected), not \(member.value.value.typeName)",
                at: path, location: member.value.location)
        }

        /// A display string: the base text of `key`, translated wherever a `.strings` file has its id (`key`
        /// and `ID`). A text display text may not hold is an error where it is written, and left out.
        mutating func localized(
            _ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false,
            allowingLineFeeds: Bool = false
        ) -> LocalizedText? {
            guard let base = string(key, of: node, at: path, required: required) else { return nil }
            let id = string(key + "ID", of: node, at: path)
            guard
                acceptsText(
                    base, at: path.appending(key), location: node[key]?.value.location, file: nil,
                    allowingLineFeeds: allowingLineFeeds)
            else { return nil }
            var translations: [String: String] = [:]
            if let id {
                for locale in importer.translations.keys.sorted() {
                    guard let text = importer.translations[locale]?[id] else { continue }
                    let source = importer.translationSources[locale]
                    if acceptsText(
                        text, at: path.appending(key + "ID"), location: source?.locations[id], file: source?.file,
                        allowingLineFeeds: allowingLineFeeds)
                    {
                        translations[locale] = text
                    }
                }
            }
            // The base language's own file, when there is one, wins over the base text.
            let fallback = translations.removeValue(forKey: importer.baseLocale) ?? base
            return LocalizedText(fallback, translations: translations)
        }

        /// Whether a text can be display text; if not, an error at the key, or at the `.strings` entry.
        mutating func acceptsText(
            _ text: String, at path: JSONPath, location: SourceLocation?, file: String?, allowingLineFeeds: Bool
        ) -> Bool {
            guard let refused = DisplayText.firstRefused(in: text, allowingLineFeeds: allowingLineFeeds) else {
                return true
            }
            reported.insert(path)
            collector.report(
                Diagnostic(
                    .error, .siriKitInvalidValue,
                    "the text of \(path.components.last.map { "\($0)" } ?? "a key") holds \(DisplayText.name(refused)), which display text may not hold",
                    file: file ?? importer.file, location: location, path: path,
                    hint:
                        "remove it from the \(file == nil ? "definition" : ".strings file"); to give a right-to-left text its direction, use U+200F (right-to-left mark)"
                ))
            return false
        }

        // MARK: The definition

        mutating func schema(_ root: PropertyListNode) -> WidgetSchema? {
            guard root.members != nil else {
                report(
                    .siriKitInvalidValue, "an intent definition is a dictionary, not \(root.value.typeName)", at: .root,
                    location: root.location)
                return nil
            }
            for key in ["INIntentDefinitionModelVersion"] where root[key] == nil {
                report(
                    .siriKitInvalidValue, "the definition has no \(key): is this an .intentdefinition file?",
                    at: JSONPath.root.appending(key), location: root.location, severity: .warning)
            }
            let namespace = string("INIntentDefinitionNamespace", of: root, at: .root)
            let intents = array("INIntents", of: root, at: .root, required: true)
            guard let (index, intent) = chooseIntent(intents, root: root) else { return nil }
            let intentPath = JSONPath.root.appending("INIntents").appending(index: index)
            self.intentPath = intentPath
            _ = flag("INIntentEligibleForWidgets", of: intent, at: intentPath)
            // The custom types are looked up by the names the parameters give.
            _ = member("INTypes", of: root, at: .root)
            let enums = enumDefinitions(root)
            return schema(of: intent, at: intentPath, namespace: namespace, enums: enums)
        }

        /// The intent ``intentName`` names, or the only widget-eligible one.
        mutating func chooseIntent(_ intents: [PropertyListNode], root: PropertyListNode) -> (
            Int, PropertyListNode
        )? {
            let path = JSONPath.root.appending("INIntents")
            // Every intent has a name, a string: anything else is reported where it is.
            for (index, intent) in intents.enumerated() {
                _ = string("INIntentName", of: intent, at: path.appending(index: index), required: true)
            }
            let named = intents.enumerated().map {
                (index: $0.offset, node: $0.element, name: $0.element["INIntentName"])
            }
            let eligible = IntentDefinitionImporter.widgetIntents(of: root)
            if let wanted = importer.intentName {
                let bare = wanted.hasSuffix("Intent") ? String(wanted.dropLast(6)) : wanted
                guard
                    let found = named.first(where: {
                        if case .string(let name)? = $0.name?.value.value { return name == wanted || name == bare }
                        return false
                    })
                else {
                    let names = named.compactMap { entry -> String? in
                        if case .string(let name)? = entry.name?.value.value { return name }
                        return nil
                    }
                    report(
                        .siriKitNoIntent, "the definition has no intent named \(JSONWriter.quoted(wanted))", at: path,
                        location: root["INIntents"]?.value.location,
                        hint: Spelling.hint(closest: bare, among: names) ?? "intents: \(Spelling.list(names))")
                    return nil
                }
                if case .string(let name)? = found.name?.value.value, !eligible.contains(name) {
                    report(
                        .siriKitNotCarriedOver,
                        "the intent \(name) is not eligible for widgets (INIntentEligibleForWidgets); imported anyway",
                        at: path.appending(index: found.index).appending("INIntentEligibleForWidgets"),
                        location: found.node.location, severity: .warning)
                }
                return (found.index, found.node)
            }
            guard eligible.count == 1,
                let found = named.first(where: {
                    if case .string(let name)? = $0.name?.value.value { return name == eligible[0] }
                    return false
                })
            else {
                report(
                    .siriKitNoIntent,
                    eligible.isEmpty
                        ? "the definition has no intent eligible for widgets (INIntentEligibleForWidgets)"
                        : "the definition has \(eligible.count) intents eligible for widgets; choose one with --intent",
                    at: path, location: root["INIntents"]?.value.location ?? root.location,
                    hint: eligible.isEmpty ? nil : "intents: \(Spelling.list(eligible))")
                return nil
            }
            return (found.index, found.node)
        }

        /// An enum of the definition: its location and its values but `unknown` (index 0).
        struct EnumDefinition {
            var path: JSONPath
            /// `INEnumType`: `Regular`, or `Option` for a bit mask.
            var type: String?
            var cases: [EnumCase]
            /// The case name of each index, for relationships that give an index.
            var names: [Int: String]
        }

        mutating func enumDefinitions(_ root: PropertyListNode) -> [String: EnumDefinition] {
            var result: [String: EnumDefinition] = [:]
            for (index, node) in array("INEnums", of: root, at: .root).enumerated() {
                let path = JSONPath.root.appending("INEnums").appending(index: index)
                guard let name = string("INEnumName", of: node, at: path, required: true) else { continue }
                if result[name] != nil {
                    report(
                        .siriKitDuplicateName, "two enums are named \(name)", at: path.appending("INEnumName"),
                        location: node["INEnumName"]?.value.location)
                    continue
                }
                var cases: [EnumCase] = []
                var caseIDs: Set<String> = []
                var names: [Int: String] = [:]
                for (valueIndex, value) in array("INEnumValues", of: node, at: path, required: true).enumerated() {
                    let valuePath = path.appending("INEnumValues").appending(index: valueIndex)
                    guard let caseName = string("INEnumValueName", of: value, at: valuePath, required: true) else {
                        continue
                    }
                    let position = integer("INEnumValueIndex", of: value, at: valuePath) ?? 0
                    names[position] = caseName
                    // Index 0 is the `unknown` value Xcode adds to every enum.
                    guard position != 0 else {
                        implied[valuePath] = "Xcode's `unknown` value, which a schema's enum does not have"
                        continue
                    }
                    guard SchemaDecoder.isValidID(caseName) else {
                        report(
                            .siriKitInvalidValue,
                            "the enum value name \(JSONWriter.quoted(caseName)) cannot be a case id",
                            at: valuePath.appending("INEnumValueName"), location: value.location)
                        continue
                    }
                    guard caseIDs.insert(caseName).inserted else {
                        report(
                            .siriKitDuplicateName, "the enum \(name) has two values named \(caseName)",
                            at: valuePath.appending("INEnumValueName"), location: value.location)
                        continue
                    }
                    let title =
                        localized("INEnumValueDisplayName", of: value, at: valuePath) ?? LocalizedText(caseName)
                    cases.append(EnumCase(id: caseName, title: title))
                }
                result[name] = EnumDefinition(
                    path: path, type: string("INEnumType", of: node, at: path), cases: cases, names: names)
            }
            return result
        }

        // MARK: The intent

        mutating func schema(
            of intent: PropertyListNode, at path: JSONPath, namespace: String?, enums: [String: EnumDefinition]
        ) -> WidgetSchema? {
            guard let name = string("INIntentName", of: intent, at: path, required: true) else { return nil }
            if let type = string("INIntentType", of: intent, at: path), type != "Custom" {
                report(
                    .siriKitNotCarriedOver,
                    "the intent is a \(type) intent; it is imported as a custom one, as a widget's configuration intent is",
                    at: path.appending("INIntentType"), location: intent["INIntentType"]?.value.location,
                    severity: .warning)
            }
            let title = localized("INIntentTitle", of: intent, at: path) ?? LocalizedText(name)
            let description = localized("INIntentDescription", of: intent, at: path, allowingLineFeeds: true)
            origins[JSONPath.root] = (path, intent.location)
            for (part, key) in [
                ("id", "INIntentName"), ("title", "INIntentTitle"), ("description", "INIntentDescription"),
            ] {
                origins[JSONPath.root.appending(part)] = (path.appending(key), intent[key]?.value.location)
            }
            for key in ["INIntentResponse", "INIntentParameterCombinations", "INIntentManagedParameterCombinations"]
            where intent[key] != nil {
                report(
                    .siriKitNotCarriedOver,
                    key == "INIntentResponse"
                        ? "the intent's response is not carried over: a widget's configuration has none"
                        : "\(key) (Shortcuts' summaries) is not carried over; write the schema's \"summary\" instead",
                    at: path.appending(key), location: intent[key]?.keyLocation, severity: .warning)
            }
            var imported: [ImportedParameter] = []
            var names: Set<String> = []
            var ids: Set<String> = []
            for (index, node) in array("INIntentParameters", of: intent, at: path).enumerated() {
                let parameterPath = path.appending("INIntentParameters").appending(index: index)
                guard let parameter = parameter(node, at: parameterPath, enums: enums) else { continue }
                guard !names.contains(parameter.name), !ids.contains(parameter.parameter.id) else {
                    report(
                        .siriKitDuplicateName,
                        "two parameters are named \(parameter.name)\(names.contains(parameter.name) ? "" : " (as ids, \(parameter.parameter.id))")",
                        at: parameterPath.appending("INIntentParameterName"), location: node.location)
                    continue
                }
                names.insert(parameter.name)
                ids.insert(parameter.parameter.id)
                imported.append(parameter)
            }
            let parameters = relate(imported, enums: enums)
            if parameters.isEmpty {
                let declared =
                    intent["INIntentParameters"].map { member -> Int in
                        if case .array(let elements) = member.value.value { return elements.count }
                        return 0
                    } ?? 0
                report(
                    .siriKitNoParameters,
                    declared == 0
                        ? "the intent \(name) has no parameters: the schema has none, a widget nobody configures"
                        : "none of the \(declared) parameters of the intent \(name) can be held by a schema (see the warnings above): the schema has none",
                    at: path.appending("INIntentParameters"),
                    location: intent["INIntentParameters"]?.keyLocation ?? intent.location,
                    severity: .warning, hint: "add parameters to the schema when the widget needs them")
            }
            // Xcode names the class PREFIX + NAME + Intent, unless the definition names it (a system intent).
            let classPrefix = string("INIntentClassPrefix", of: intent, at: path).flatMap { $0.isEmpty ? nil : $0 }
            let className = string("INIntentClassName", of: intent, at: path) ?? (classPrefix ?? "") + name + "Intent"
            guard SiriKitOrigin.isValidName(className) else {
                report(
                    .siriKitInvalidValue,
                    "the intent's class name \(JSONWriter.quoted(className)) is not an Objective-C identifier",
                    at: path.appending(intent["INIntentClassName"] != nil ? "INIntentClassName" : "INIntentName"),
                    location: intent.location)
                return nil
            }
            let id = importer.schemaID ?? IntentDefinitionImporter.schemaID(forIntentNamed: name)
            var siriKitNames: [String: String] = [:]
            var tags: [String: Int] = [:]
            var types: [String: String] = [:]
            let kept = Set(parameters.map(\.id))
            var byID: [String: ImportedParameter] = [:]
            for entry in imported where kept.contains(entry.parameter.id) {
                byID[entry.parameter.id] = entry
                if entry.name != entry.parameter.id { siriKitNames[entry.parameter.id] = entry.name }
                if let tag = entry.tag { tags[entry.parameter.id] = tag }
                if let type = entry.objectType ?? entry.enumType { types[entry.parameter.id] = type }
            }
            for (index, parameter) in parameters.enumerated() {
                guard let entry = byID[parameter.id] else { continue }
                let schemaPath = JSONPath.root.appending("parameters").appending(index: index)
                origins[schemaPath] = (entry.path, entry.location)
                origins[schemaPath.appending("title")] = (
                    entry.path.appending("INIntentParameterDisplayName"), entry.location
                )
                for part in ["parameterNames", "parameterTags", "objectTypes"] {
                    origins[JSONPath.root.appending("siriKit").appending(part).appending(parameter.id)] = (
                        entry.path.appending("INIntentParameterName"), entry.location
                    )
                }
            }
            return WidgetSchema(
                id: id, version: 1, defaultLocale: importer.baseLocale, title: title, description: description,
                parameters: parameters,
                siriKit: SiriKitOrigin(
                    intentClassName: className, classPrefix: classPrefix, namespace: namespace,
                    parameterNames: siriKitNames,
                    parameterTags: tags,
                    objectTypes: types))
        }

        /// A parameter as read, before its relationship is resolved.
        struct ImportedParameter {
            var parameter: Parameter
            var name: String
            var tag: Int?
            var objectType: String?
            var enumType: String?
            var relationship: (node: PropertyListNode, path: JSONPath)?
            var path: JSONPath
            var location: SourceLocation
        }

        mutating func parameter(_ node: PropertyListNode, at path: JSONPath, enums: [String: EnumDefinition])
            -> ImportedParameter?
        {
            guard node.members != nil else {
                report(
                    .siriKitInvalidValue, "a parameter is a dictionary, not \(node.value.typeName)", at: path,
                    location: node.location)
                return nil
            }
            guard let name = string("INIntentParameterName", of: node, at: path, required: true) else { return nil }
            let id = IntentDefinitionImporter.parameterID(forName: name)
            guard SchemaDecoder.isValidID(id), SiriKitOrigin.isValidName(name) else {
                report(
                    .siriKitInvalidValue, "the parameter name \(JSONWriter.quoted(name)) cannot be a parameter id",
                    at: path.appending("INIntentParameterName"), location: node.location)
                return nil
            }
            let title = localized("INIntentParameterDisplayName", of: node, at: path) ?? LocalizedText(name)
            let type = string("INIntentParameterType", of: node, at: path, required: true) ?? ""
            let metadata = member("INIntentParameterMetadata", of: node, at: path)?.value
            let metadataPath = path.appending("INIntentParameterMetadata")
            let defaultMember = metadata.flatMap {
                member("INIntentParameterMetadataDefaultValue", of: $0, at: metadataPath)
            }
            let takesSeveral = flag("INIntentParameterSupportsMultipleValues", of: node, at: path) == true
            var kind: ParameterKind
            var defaultValue: ParameterValue?
            var objectType: String?
            let enumType = string("INIntentParameterEnumType", of: node, at: path)
            switch type {
            case _ where enumType != nil:
                guard let enumType, let definition = enums[enumType] else {
                    report(
                        .siriKitUnknownReference,
                        "\(name) names the enum \(JSONWriter.quoted(enumType ?? "")), which the definition does not have",
                        at: path.appending("INIntentParameterEnumType"),
                        location: node["INIntentParameterEnumType"]?.value.location,
                        hint: Spelling.hint(closest: enumType ?? "", among: Array(enums.keys)))
                    return nil
                }
                guard !definition.cases.isEmpty else {
                    report(
                        .siriKitInvalidValue, "the enum \(enumType) has no values but unknown", at: definition.path,
                        location: node.location)
                    return nil
                }
                usedEnums.insert(enumType)
                if let type = definition.type, type != "Regular" {
                    report(
                        .siriKitNotCarriedOver,
                        "the enum \(enumType) is of type \(type) (several values at once); \(name) is imported taking one",
                        at: definition.path.appending("INEnumType"), location: node.location, severity: .warning)
                }
                kind = .enumeration(definition.cases)
                switch defaultMember?.value.value {
                case .string(let caseName)? where definition.cases.contains { $0.id == caseName }:
                    defaultValue = .string(caseName)
                case .integer(let index)?
                where definition.names[index].map { name in definition.cases.contains { $0.id == name } } == true:
                    defaultValue = definition.names[index].map(ParameterValue.string)
                case .string("unknown")?, nil: break
                case let other?:
                    report(
                        .siriKitNotCarriedOver,
                        "the default \(other.shown) of \(name) is not one of its values; left out",
                        at: metadataPath.appending("INIntentParameterMetadataDefaultValue"),
                        location: defaultMember?.value.location, severity: .warning)
                }
            case "Object":
                let typeName = string("INIntentParameterObjectType", of: node, at: path, required: true) ?? name
                objectType = typeName
                usedTypes.insert(typeName)
                if flag("INIntentParameterSupportsDynamicEnumeration", of: node, at: path) != true {
                    report(
                        .siriKitNotCarriedOver,
                        "\(name) is an object without dynamic options; it is imported as a dynamic parameter, whose options a provider must give",
                        at: path.appending("INIntentParameterSupportsDynamicEnumeration"), location: node.location,
                        severity: .warning)
                }
                let provider = importer.providers[typeName] ?? typeName
                if importer.providers[typeName] == nil || !importer.knownProviders.contains(provider) {
                    report(
                        .siriKitUnknownProvider,
                        "no intentctl option provider is mapped to the type \(typeName); the parameter \(id) names the provider \(JSONWriter.quoted(provider)), which the app will give",
                        at: path.appending("INIntentParameterObjectType"),
                        location: node["INIntentParameterObjectType"]?.value.location, severity: .warning,
                        hint:
                            "to use one of intentctl's instead, map it with --provider \(typeName)=PROVIDER (known: \(Spelling.list(importer.knownProviders.sorted())))"
                    )
                }
                // Xcode writes the key only when "Supports search" is on.
                let searchable = flag("INIntentParameterSupportsSearch", of: node, at: path) ?? false
                kind = .dynamic(DynamicOptions(provider: provider, isSearchable: searchable))
                if case .string(let code)? = defaultMember?.value.value { defaultValue = .string(code) }
            case "Integer":
                var minimum: Int?
                var maximum: Int?
                if let metadata {
                    minimum = integer("INIntentParameterMetadataMinimumValue", of: metadata, at: metadataPath)
                    maximum = integer("INIntentParameterMetadataMaximumValue", of: metadata, at: metadataPath)
                }
                kind = .integer(minimum: minimum, maximum: maximum)
                if case .integer(let number)? = defaultMember?.value.value { defaultValue = .integer(number) }
            case "Boolean":
                kind = .boolean
                if case .boolean(let flag)? = defaultMember?.value.value { defaultValue = .boolean(flag) }
                if let metadata {
                    for (key, xcodeText) in [
                        ("INIntentParameterMetadataTrueDisplayName", "true"),
                        ("INIntentParameterMetadataFalseDisplayName", "false"),
                    ] {
                        guard let text = string(key, of: metadata, at: metadataPath) else { continue }
                        _ = string(key + "ID", of: metadata, at: metadataPath)
                        guard text != xcodeText else { continue }
                        report(
                            .siriKitNotCarriedOver,
                            "\(name) shows \(JSONWriter.quoted(text)) for \(xcodeText); a schema's boolean has no texts of its own",
                            at: metadataPath.appending(key), location: metadata[key]?.value.location, severity: .warning
                        )
                    }
                }
            case "String":
                kind = .string(StringConstraints())
                if case .string(let text)? = defaultMember?.value.value { defaultValue = .string(text) }
                if flag("INIntentParameterSupportsDynamicEnumeration", of: node, at: path) == true {
                    _ = flag("INIntentParameterSupportsSearch", of: node, at: path)
                    report(
                        .siriKitNotCarriedOver,
                        "\(name) is text whose options the app gives; a schema's string takes any text, and keeping it text keeps placed widgets' values, so the options are not carried over",
                        at: path.appending("INIntentParameterSupportsDynamicEnumeration"),
                        location: node["INIntentParameterSupportsDynamicEnumeration"]?.value.location,
                        severity: .warning)
                }
            case "Decimal":
                kind = .string(IntentDefinitionImporter.decimalConstraints)
                for key in ["INIntentParameterMetadataMinimumValue", "INIntentParameterMetadataMaximumValue"] {
                    guard let metadata, let bound = member(key, of: metadata, at: metadataPath) else { continue }
                    report(
                        .siriKitNotCarriedOver,
                        "\(name)'s \(key.hasSuffix("MinimumValue") ? "minimum" : "maximum") \(bound.value.value.shown) is not carried over: the text is only checked to be a decimal number",
                        at: metadataPath.appending(key), location: bound.value.location, severity: .warning)
                }
                report(
                    .siriKitNotCarriedOver,
                    "\(name) is a decimal; intentctl has no decimal kind, so it is imported as text that must be a decimal number",
                    at: path.appending("INIntentParameterType"),
                    location: node["INIntentParameterType"]?.value.location,
                    severity: .warning)
                switch defaultMember?.value.value {
                case .real(let text)?: defaultValue = .string(text)
                case .integer(let number)?: defaultValue = .string(String(number))
                default: break
                }
            default:
                report(
                    .siriKitNotCarriedOver,
                    "\(name) is of type \(JSONWriter.quoted(type)), which a schema cannot hold; the parameter is left out",
                    at: path.appending("INIntentParameterType"),
                    location: node["INIntentParameterType"]?.value.location,
                    severity: .warning)
                // Every key of a parameter left out is reported with it.
                reported.insert(path)
                return nil
            }
            let prompt = promptText(node, named: name, at: path)
            let relationship = member("INIntentParameterRelationship", of: node, at: path).map {
                ($0.value, path.appending("INIntentParameterRelationship"))
            }
            var multipleValues: MultipleValues?
            if takesSeveral {
                switch kind {
                case .enumeration, .dynamic:
                    multipleValues = arraySizes(node, at: path)
                    defaultValue = defaultValue.map { .list([$0]) }
                default:
                    report(
                        .siriKitNotCarriedOver,
                        "\(name) takes several values in SiriKit; a schema's \(kind.name) parameter takes one, so it is imported as taking one",
                        at: path.appending("INIntentParameterSupportsMultipleValues"),
                        location: node["INIntentParameterSupportsMultipleValues"]?.value.location, severity: .warning)
                }
            }
            return ImportedParameter(
                parameter: Parameter(
                    id: id, title: title, prompt: prompt, kind: kind, isRequired: false, defaultValue: defaultValue,
                    multipleValues: multipleValues),
                name: name, tag: integer("INIntentParameterTag", of: node, at: path), objectType: objectType,
                enumType: enumType, relationship: relationship, path: path, location: node.location)
        }

        /// How many values a parameter of several takes, from `INIntentParameterArraySizes`: the most per
        /// size class (`Small` is `systemSmall`, `AccessoryCorner` is `accessoryCorner`, …), and the largest
        /// of them as the maximum (100, the most a schema allows, when no size is given). A size class the
        /// schema has no family for is reported.
        mutating func arraySizes(_ node: PropertyListNode, at path: JSONPath) -> MultipleValues {
            let sizesPath = path.appending("INIntentParameterArraySizes")
            var byFamily: [WidgetFamily: Int] = [:]
            for (index, size) in array("INIntentParameterArraySizes", of: node, at: path).enumerated() {
                let sizePath = sizesPath.appending(index: index)
                guard let count = integer("INIntentParameterArraySizeSize", of: size, at: sizePath),
                    let sizeClass = string("INIntentParameterArraySizeSizeClass", of: size, at: sizePath)
                else { continue }
                guard let family = WidgetFamily(sizeClass: sizeClass) else {
                    report(
                        .siriKitNotCarriedOver,
                        "the size class \(JSONWriter.quoted(sizeClass)) has no widget family in a schema; its size is left out",
                        at: sizePath.appending("INIntentParameterArraySizeSizeClass"), location: size.location,
                        severity: .warning)
                    continue
                }
                byFamily[family] = min(max(count, 1), MultipleValues.largestMaximum)
            }
            // A size at the maximum says nothing a schema needs to keep (export writes every size).
            let maximum = byFamily.values.max() ?? MultipleValues.largestMaximum
            return MultipleValues(minimum: 0, maximum: maximum, maximumByFamily: byFamily.filter { $0.value < maximum })
        }

        /// The primary prompt (or else the configuration one), localized.
        mutating func promptText(_ node: PropertyListNode, named name: String, at path: JSONPath) -> LocalizedText? {
            let dialogs = array("INIntentParameterPromptDialogs", of: node, at: path)
            let types = dialogs.enumerated().map { index, dialog in
                string(
                    "INIntentParameterPromptDialogType", of: dialog,
                    at: path.appending("INIntentParameterPromptDialogs").appending(index: index))
            }
            var prompt: (index: Int, text: LocalizedText)?
            for wanted in ["Primary", "Configuration"] where prompt == nil {
                for (index, dialog) in dialogs.enumerated() where types[index] == wanted && prompt == nil {
                    let dialogPath = path.appending("INIntentParameterPromptDialogs").appending(index: index)
                    prompt = localized("INIntentParameterPromptDialogFormatString", of: dialog, at: dialogPath).map {
                        (index, $0)
                    }
                }
            }
            // The other dialogs with a text of their own are Siri's conversation, which a widget's editor has none of.
            for (index, dialog) in dialogs.enumerated() where index != prompt?.index {
                guard case .string(let text)? = dialog["INIntentParameterPromptDialogFormatString"]?.value.value else {
                    continue
                }
                report(
                    .siriKitNotCarriedOver,
                    "the \(types[index] ?? "") dialog of \(name) (\(JSONWriter.quoted(text))) is Siri's; a widget's editor asks only the prompt, so it is not carried over",
                    at: path.appending("INIntentParameterPromptDialogs").appending(index: index),
                    location: dialog.location, severity: .warning)
            }
            return prompt?.text
        }

        // MARK: Checking what was made

        /// The schema as `schema validate` reads it; each problem is reported at the key of the definition it came
        /// from (the nearest part whose origin is known).
        mutating func validate(_ schema: WidgetSchema) -> WidgetSchema? {
            let text = JSONWriter.write(SchemaEncoder().encode(schema))
            guard text.utf8.count <= SchemaLoader.maximumSize else {
                let intent = origins[JSONPath.root] ?? (JSONPath.root, nil)
                report(
                    .siriKitInvalidValue,
                    "the schema made of it would be \(text.utf8.count) bytes, with \(schema.parameters.count) parameters; a schema may be at most \(SchemaLoader.maximumSize) bytes",
                    at: intent.path.appending("INIntentParameters"), location: intent.location,
                    hint: "import a definition with fewer parameters")
                return nil
            }
            let checked = SchemaLoader().load(text)
            for diagnostic in checked.diagnostics {
                var part = diagnostic.path
                while origins[part] == nil, !part.components.isEmpty { part.components.removeLast() }
                let origin = origins[part] ?? (JSONPath.root, nil)
                report(
                    diagnostic.code, "the schema made of it is not valid: \(diagnostic.message)", at: origin.path,
                    location: origin.location, severity: diagnostic.severity,
                    hint: diagnostic.hint ?? "the schema's \(diagnostic.path.description) is made of this key")
            }
            return checked.value
        }

        // MARK: Relationships

        /// The parameters with their `activeWhen`, each parent before its dependents (file order
        /// otherwise); a relationship to a missing parent or a cycle is an error.
        mutating func relate(_ imported: [ImportedParameter], enums: [String: EnumDefinition]) -> [Parameter] {
            var byName: [String: ImportedParameter] = [:]
            for entry in imported { byName[entry.name] = entry }
            var parents: [String: String] = [:]
            var result = imported
            for (position, entry) in imported.enumerated() {
                guard let (node, path) = entry.relationship else { continue }
                guard node["INIntentParameterRelationshipParentName"] != nil else {
                    // Xcode accepts a relationship with no parent (Telegram ships one); it relates nothing.
                    report(
                        .siriKitNotCarriedOver,
                        "the relationship of \(entry.name) names no parent (INIntentParameterRelationshipParentName); \(entry.parameter.id) is imported as always active",
                        at: path, location: node.location, severity: .warning)
                    continue
                }
                guard let parentName = string("INIntentParameterRelationshipParentName", of: node, at: path) else {
                    continue
                }
                guard let parent = byName[parentName] else {
                    report(
                        .siriKitUnknownReference,
                        "\(entry.name) depends on \(JSONWriter.quoted(parentName)), which the intent does not have",
                        at: path.appending("INIntentParameterRelationshipParentName"), location: node.location,
                        hint: Spelling.hint(closest: parentName, among: Array(byName.keys)))
                    continue
                }
                let predicateName =
                    string("INIntentParameterRelationshipPredicateName", of: node, at: path) ?? "HasAnyValue"
                let value = member("INIntentParameterRelationshipPredicateValue", of: node, at: path)?.value.value
                let predicate: ActivationCondition.Predicate
                switch (predicateName, value) {
                case ("HasAnyValue", _): predicate = .hasAnyValue
                case ("BooleanHasExactValue", .boolean(let flag)?): predicate = .equals(.boolean(flag))
                case ("BooleanHasExactValue", nil): predicate = .equals(.boolean(false))
                case ("EnumHasExactValue", .string(let caseName)?): predicate = .equals(.string(caseName))
                case ("EnumHasExactValue", .integer(let index)?):
                    // Xcode may give the enum value's index instead of its name.
                    guard let caseName = parent.enumType.flatMap({ enums[$0]?.names[index] }) else {
                        report(
                            .siriKitUnknownReference,
                            "\(entry.name) depends on value \(index) of \(parentName), which it does not have",
                            at: path.appending("INIntentParameterRelationshipPredicateValue"), location: node.location)
                        continue
                    }
                    predicate = .equals(.string(caseName))
                default:
                    report(
                        .siriKitNotCarriedOver,
                        "the relationship \(predicateName) of \(entry.name) has no equivalent in a schema; \(entry.parameter.id) is imported as always active",
                        at: path.appending("INIntentParameterRelationshipPredicateName"), location: node.location,
                        severity: .warning)
                    continue
                }
                if case .equals(.string(let caseName)) = predicate,
                    parent.parameter.kind.cases?.contains(where: { $0.id == caseName }) != true
                {
                    report(
                        .siriKitUnknownReference,
                        "\(entry.name) depends on \(parentName) being \(caseName), which is not one of its values",
                        at: path.appending("INIntentParameterRelationshipPredicateValue"), location: node.location)
                    continue
                }
                result[position].parameter.activation = ActivationCondition(
                    parameter: parent.parameter.id, predicate: predicate)
                parents[entry.parameter.id] = parent.parameter.id
            }
            // Parents first, else in file order: each time, the earliest parameter whose parent is placed. What
            // is left over is in a cycle, an error.
            var children: [String: [Int]] = [:]
            var ready = MinimumHeap()
            for (position, entry) in result.enumerated() {
                if let parent = parents[entry.parameter.id] {
                    children[parent, default: []].append(position)
                } else {
                    ready.insert(position)
                }
            }
            var ordered: [Parameter] = []
            var placed = Array(repeating: false, count: result.count)
            while let position = ready.popMinimum() {
                ordered.append(result[position].parameter)
                placed[position] = true
                for child in children[result[position].parameter.id] ?? [] { ready.insert(child) }
            }
            let cycle = result.indices.filter { !placed[$0] }.map { result[$0] }
            for entry in cycle {
                report(
                    .siriKitRelationshipCycle,
                    "\(entry.name) depends, through its parents, on itself: \(Spelling.list(cycle.map(\.name)))",
                    at: entry.path.appending("INIntentParameterRelationship"),
                    location: entry.relationship?.node.location
                )
            }
            return ordered
        }
    }
}
