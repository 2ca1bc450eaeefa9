import DocumentFormats
import IntentSchema

/// Reading the definition: the widget intent it holds, and its enums.
extension IntentDefinitionImporter.Run {
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
}
