import DocumentFormats
import IntentSchema

/// Reading the intent: its schema and each of its parameters.
extension IntentDefinitionImporter.Run {
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
        var title = localized("INIntentParameterDisplayName", of: node, at: path) ?? LocalizedText(name)
        if title.fallback.isBlank {
            // Xcode builds a parameter with an empty display name (Telegram's SelectFriends has one); a
            // schema's title is never empty.
            report(
                .siriKitNotCarriedOver,
                "\(name) has an empty display name; its name, \(JSONWriter.quoted(name)), is its title",
                at: path.appending("INIntentParameterDisplayName"),
                location: node["INIntentParameterDisplayName"]?.value.location, severity: .warning)
            title = LocalizedText(name, translations: title.translations.filter { !$0.value.isBlank })
        }
        let type = string("INIntentParameterType", of: node, at: path, required: true) ?? ""
        let metadataPath = path.appending("INIntentParameterMetadata")
        let metadata = member("INIntentParameterMetadata", of: node, at: path)?.value
        let source = ParameterSource(
            node: node, path: path, name: name, id: id, metadata: metadata, metadataPath: metadataPath,
            defaultMember: metadata.flatMap {
                member("INIntentParameterMetadataDefaultValue", of: $0, at: metadataPath)
            })
        let takesSeveral = flag("INIntentParameterSupportsMultipleValues", of: node, at: path) == true
        let enumType = string("INIntentParameterEnumType", of: node, at: path)
        guard var imported = importedKind(of: source, type: type, enumType: enumType, enums: enums) else { return nil }
        let prompt = promptText(node, named: name, at: path)
        let relationship = member("INIntentParameterRelationship", of: node, at: path).map {
            ($0.value, path.appending("INIntentParameterRelationship"))
        }
        var multipleValues: MultipleValues?
        if takesSeveral {
            switch imported.kind {
            case .enumeration, .dynamic:
                multipleValues = arraySizes(node, at: path)
                imported.defaultValue = imported.defaultValue.map { .list([$0]) }
            default:
                report(
                    .siriKitNotCarriedOver,
                    "\(name) takes several values in SiriKit; a schema's \(imported.kind.name) parameter takes one, so it is imported as taking one",
                    at: path.appending("INIntentParameterSupportsMultipleValues"),
                    location: node["INIntentParameterSupportsMultipleValues"]?.value.location, severity: .warning)
            }
        }
        return ImportedParameter(
            parameter: Parameter(
                id: id, title: title, prompt: prompt, kind: imported.kind, isRequired: false,
                defaultValue: imported.defaultValue, multipleValues: multipleValues),
            name: name, tag: integer("INIntentParameterTag", of: node, at: path), objectType: imported.objectType,
            enumType: enumType, relationship: relationship, path: path, location: node.location)
    }

    /// What a parameter's reading works from: its node and path, its name and id, its metadata and
    /// default value.
    struct ParameterSource {
        var node: PropertyListNode
        var path: JSONPath
        var name: String
        var id: String
        var metadata: PropertyListNode?
        var metadataPath: JSONPath
        var defaultMember: PropertyListNode.Member?
    }

    /// A parameter's kind as read from its type, with its default value and, for an object, the type's
    /// name.
    struct ImportedKind {
        var kind: ParameterKind
        var defaultValue: ParameterValue?
        var objectType: String?
    }

    /// The kind of a parameter, by its `INIntentParameterType` (or its enum); nil, reported, when a
    /// schema cannot hold it.
    mutating func importedKind(
        of source: ParameterSource, type: String, enumType: String?, enums: [String: EnumDefinition]
    ) -> ImportedKind? {
        if let enumType { return enumerationKind(of: source, enumType: enumType, enums: enums) }
        let node = source.node
        let path = source.path
        switch type {
        case "Object": return objectKind(of: source)
        case "Integer": return integerKind(of: source)
        case "Boolean": return booleanKind(of: source)
        case "String": return stringKind(of: source)
        case "Decimal": return decimalKind(of: source)
        default:
            report(
                .siriKitNotCarriedOver,
                "\(source.name) is of type \(JSONWriter.quoted(type)), which a schema cannot hold; the parameter is left out",
                at: path.appending("INIntentParameterType"),
                location: node["INIntentParameterType"]?.value.location,
                severity: .warning)
            // Every key of a parameter left out is reported with it.
            reported.insert(path)
            return nil
        }
    }

    /// An enum parameter: its cases, and its default when it is one of them.
    mutating func enumerationKind(of source: ParameterSource, enumType: String, enums: [String: EnumDefinition])
        -> ImportedKind?
    {
        let node = source.node
        let path = source.path
        let name = source.name
        let metadataPath = source.metadataPath
        let defaultMember = source.defaultMember
        var defaultValue: ParameterValue?
        guard let definition = enums[enumType] else {
            report(
                .siriKitUnknownReference,
                "\(name) names the enum \(JSONWriter.quoted(enumType)), which the definition does not have",
                at: path.appending("INIntentParameterEnumType"),
                location: node["INIntentParameterEnumType"]?.value.location,
                hint: Spelling.hint(closest: enumType, among: Array(enums.keys)))
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
        let kind: ParameterKind = .enumeration(definition.cases)
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
        return ImportedKind(kind: kind, defaultValue: defaultValue)
    }

    /// An object parameter: dynamic options from the provider its type is mapped to (or the app).
    mutating func objectKind(of source: ParameterSource) -> ImportedKind {
        let node = source.node
        let path = source.path
        let name = source.name
        let id = source.id
        let defaultMember = source.defaultMember
        var defaultValue: ParameterValue?
        let typeName = string("INIntentParameterObjectType", of: node, at: path, required: true) ?? name
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
            let known = Spelling.list(importer.knownProviders.sorted())
            report(
                .siriKitUnknownProvider,
                "no intentctl option provider is mapped to the type \(typeName); the parameter \(id) names the provider \(JSONWriter.quoted(provider)), which the app will give",
                at: path.appending("INIntentParameterObjectType"),
                location: node["INIntentParameterObjectType"]?.value.location, severity: .warning,
                hint:
                    "to use one of intentctl's instead, map it with --provider \(typeName)=PROVIDER (known: \(known))"
            )
        }
        // Xcode writes the key only when "Supports search" is on.
        let searchable = flag("INIntentParameterSupportsSearch", of: node, at: path) ?? false
        let kind: ParameterKind = .dynamic(DynamicOptions(provider: provider, isSearchable: searchable))
        if case .string(let code)? = defaultMember?.value.value { defaultValue = .string(code) }
        return ImportedKind(kind: kind, defaultValue: defaultValue, objectType: typeName)
    }

    /// An integer parameter, with its bounds.
    mutating func integerKind(of source: ParameterSource) -> ImportedKind {
        let metadata = source.metadata
        let metadataPath = source.metadataPath
        let defaultMember = source.defaultMember
        var defaultValue: ParameterValue?
        var minimum: Int?
        var maximum: Int?
        if let metadata {
            minimum = integer("INIntentParameterMetadataMinimumValue", of: metadata, at: metadataPath)
            maximum = integer("INIntentParameterMetadataMaximumValue", of: metadata, at: metadataPath)
        }
        let kind: ParameterKind = .integer(minimum: minimum, maximum: maximum)
        if case .integer(let number)? = defaultMember?.value.value { defaultValue = .integer(number) }
        return ImportedKind(kind: kind, defaultValue: defaultValue)
    }

    /// A boolean parameter; texts of its own for true and false are reported, not carried.
    mutating func booleanKind(of source: ParameterSource) -> ImportedKind {
        let name = source.name
        let metadata = source.metadata
        let metadataPath = source.metadataPath
        let defaultMember = source.defaultMember
        var defaultValue: ParameterValue?
        let kind: ParameterKind = .boolean
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
        return ImportedKind(kind: kind, defaultValue: defaultValue)
    }

    /// A text parameter; with options the app gives, a dynamic parameter whose values are the
    /// options' texts, as placed widgets stored them, from a provider named after the parameter,
    /// which the app gives.
    mutating func stringKind(of source: ParameterSource) -> ImportedKind {
        let node = source.node
        let path = source.path
        var defaultValue: ParameterValue?
        if case .string(let text)? = source.defaultMember?.value.value { defaultValue = .string(text) }
        guard flag("INIntentParameterSupportsDynamicEnumeration", of: node, at: path) == true else {
            return ImportedKind(kind: .string(StringConstraints()), defaultValue: defaultValue)
        }
        // Xcode writes the key only when "Supports search" is on.
        let searchable = flag("INIntentParameterSupportsSearch", of: node, at: path) ?? false
        let options = DynamicOptions(
            provider: IntentDefinitionImporter.textOptionsProvider(forParameter: source.id), isSearchable: searchable,
            hasTextValues: true)
        return ImportedKind(kind: .dynamic(options), defaultValue: defaultValue)
    }

    /// A decimal parameter, as text that must be a decimal number; its bounds are reported, not carried.
    mutating func decimalKind(of source: ParameterSource) -> ImportedKind {
        let node = source.node
        let path = source.path
        let name = source.name
        let metadata = source.metadata
        let metadataPath = source.metadataPath
        let defaultMember = source.defaultMember
        var defaultValue: ParameterValue?
        let kind: ParameterKind = .string(IntentDefinitionImporter.decimalConstraints)
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
        return ImportedKind(kind: kind, defaultValue: defaultValue)
    }

    /// How many values a parameter of several takes, from `INIntentParameterArraySizes`: the most per
    /// size class (`Small` is `systemSmall`, `AccessoryCorner` is `accessoryCorner`, …), and the largest
    /// of them as the maximum (100, the most a schema allows, when no size is given). A size class the
    /// schema has no family for, one given twice (the first kept), and a size below 1 or above 100 (taken as
    /// the nearest a schema allows) are reported.
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
            let countPath = sizePath.appending("INIntentParameterArraySizeSize")
            if byFamily[family] != nil {
                report(
                    .siriKitNotCarriedOver,
                    "the size class \(JSONWriter.quoted(sizeClass)) is given twice; the first size, \(byFamily[family] ?? 0), is kept",
                    at: sizePath.appending("INIntentParameterArraySizeSizeClass"), location: size.location,
                    severity: .warning)
                continue
            }
            let kept = min(max(count, 1), MultipleValues.largestMaximum)
            if kept != count {
                report(
                    .siriKitNotCarriedOver,
                    "the size of \(JSONWriter.quoted(sizeClass)), \(count), is \(count < 1 ? "less than 1" : "more than a schema allows"); it is taken as \(kept)",
                    at: countPath, location: size.location, severity: .warning)
            }
            byFamily[family] = kept
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
}
