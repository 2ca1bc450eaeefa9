import DocumentFormats
import IntentSchema

/// Checking what was made, and ordering the parameters by their relationships.
extension IntentDefinitionImporter.Run {
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
