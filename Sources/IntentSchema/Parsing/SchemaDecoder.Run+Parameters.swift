import DocumentFormats

/// Parameters: their kinds, values, cases, payloads and activation conditions.
extension SchemaDecoder.Run {
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
    /// with the minimum at least 1 for a required parameter, and each size's maximum from the minimum (and 1)
    /// to the maximum.
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
                guard let count = boundedInteger(entry, at: entryPath, in: 1...maximum) else { continue }
                // A family holding fewer than the minimum could never be configured.
                if count < minimum {
                    reader.report(
                        .schemaInvalidValue,
                        "a \(family.rawValue) widget would hold at most \(count) value\(count == 1 ? "" : "s"), fewer than the \"minimum\" \(minimum): no such widget could be configured",
                        at: entryPath, node: entry.value,
                        hint: "make it at least \(minimum), or lower \"minimum\"")
                    continue
                }
                byFamily[family] = count
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
            let textValues =
                reader.bool(members["textValues"], at: path.appending("textValues"), what: "\"textValues\"") ?? false
            locations[path.appending("textValues")] = members["textValues"]?.value.location
            let source =
                members["source"] == nil
                ? OptionSource.service
                : decodeName(
                    members["source"], of: OptionSource.self, at: path.appending("source"), what: "\"source\"",
                    noun: "option source", listedAs: "sources")
            locations[path.appending("source")] = members["source"]?.value.location
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
                locations[scopePath] = member.value.location
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
                        suggestedCount: suggestedCount, scope: scope, hasTextValues: textValues,
                        source: source ?? .service))
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
            if let pattern, let problem = RegularExpressionMatcher.problem(with: pattern) {
                reader.report(
                    .schemaInvalidPattern,
                    "\"pattern\" is not a regular expression intentctl matches: \(problem.message) (at character \(problem.offset + 1))",
                    at: path.appending("pattern"), node: members["pattern"]?.value,
                    hint:
                        "patterns take literals, ., classes, \\d \\w \\s, groups, | and quantifiers; every one is matched in time linear in the value"
                )
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
