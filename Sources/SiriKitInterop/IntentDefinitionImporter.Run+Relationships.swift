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
        reportCycles(in: result, placed: placed, parents: parents)
        return ordered
    }

    /// Reports the parameters left unplaced: each on a cycle names the cycle, from itself through its parents;
    /// each other depends on a cycle, and names the parent through which it does. Every parameter has one
    /// parent at most, so following parents finds each cycle once: O(n) in the parameters, the names of a long
    /// cycle cut short.
    private mutating func reportCycles(in entries: [ImportedParameter], placed: [Bool], parents: [String: String]) {
        var positions: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { positions[entry.parameter.id] = position }
        func parent(of position: Int) -> Int? { parents[entries[position].parameter.id].flatMap { positions[$0] } }
        // 0: not visited; 1: on the walk under way; 2: done.
        var visit = Array(repeating: 0, count: entries.count)
        var cycleOf = [Int?](repeating: nil, count: entries.count)
        var cycles: [[Int]] = []
        for start in entries.indices where !placed[start] && visit[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let position = current, visit[position] == 0 {
                visit[position] = 1
                walk.append(position)
                current = parent(of: position)
            }
            if let position = current, visit[position] == 1, let first = walk.firstIndex(of: position) {
                for member in walk[first...] { cycleOf[member] = cycles.count }
                cycles.append(Array(walk[first...]))
            }
            for position in walk { visit[position] = 2 }
        }
        for position in entries.indices where !placed[position] {
            let entry = entries[position]
            if let cycle = cycleOf[position].map({ cycles[$0] }), let start = cycle.firstIndex(of: position) {
                report(
                    .siriKitRelationshipCycle,
                    "\(entry.name) depends, through its parents, on itself: \(Self.names(Array(cycle[start...] + cycle[..<start]), of: entries))",
                    at: entry.path.appending("INIntentParameterRelationship"),
                    location: entry.relationship?.node.location)
            } else {
                report(
                    .siriKitRelationshipCycle,
                    "\(entry.name) depends on \(parent(of: position).map { entries[$0].name } ?? "?"), which depends, through its parents, on a cycle",
                    at: entry.path.appending("INIntentParameterRelationship"),
                    location: entry.relationship?.node.location)
            }
        }
    }

    /// The names of a cycle's members in order, back to the first: "p0, p1, p2, p0"; the first ten of a longer one.
    private static func names(_ cycle: [Int], of entries: [ImportedParameter]) -> String {
        let shown = cycle.prefix(10).map { entries[$0].name }
        let rest = cycle.count > 10 ? ", … (\(cycle.count - 10) more)" : ""
        return shown.joined(separator: " → ") + rest + " → " + entries[cycle[0]].name
    }
}
