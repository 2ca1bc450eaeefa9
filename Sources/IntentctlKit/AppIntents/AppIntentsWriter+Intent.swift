import IntentSchema

extension AppIntentsWriter {
    /// The configuration intent: title, description, a `@Parameter` per schema parameter, the
    /// parameter summary, and the configuration document the service reads.
    mutating func intentBody() -> [String] {
        var lines = documentation(
            "\(schema.title.fallback): the widget's configuration, as the schema \(schema.id) (version \(schema.version)) declares it.",
            indent: 0)
        var conformances = ["WidgetConfigurationIntent"]
        if schema.siriKit != nil {
            lines += [
                "///",
                "/// It replaces the SiriKit intent the widget was first shipped with, under the same class and parameter",
                "/// names, so that widgets already on home screens keep their values.",
            ]
            conformances.append("CustomIntentMigratedAppIntent")
        }
        lines.append("struct \(plan.intentName): \(conformances.joined(separator: ", ")) {")
        if let origin = schema.siriKit {
            lines.append("    static let intentClassName = \(SwiftExpression.literal(origin.intentClassName))")
        }
        lines += resource("\(schema.id).title", schema.title).lines(indent: 4, prefix: "static let title = ")
        if let description = schema.description {
            let value = SwiftExpression.call(
                "IntentDescription", [.init(label: nil, value: resource("\(schema.id).description", description))])
            lines += value.lines(indent: 4, prefix: "static let description: IntentDescription? = ")
        }
        for parameter in schema.parameters {
            lines.append("")
            lines += parameterLines(parameter)
        }
        let summary = summaryLines()
        if !summary.isEmpty {
            lines += ["", "    static var parameterSummary: some ParameterSummary {"]
            lines += summary
            lines.append("    }")
        }
        lines.append("}")
        lines += [""] + configurationDocumentLines()
        return lines
    }

    /// A parameter's doc comment, `@Parameter(…)` and property.
    mutating func parameterLines(_ parameter: Parameter) -> [String] {
        var lines = documentation(
            parameter.description.map { "\(parameter.title.fallback): \($0.fallback)" } ?? parameter.title.fallback,
            indent: 4)
        if parameter.isRequired, isOptional(parameter) {
            lines += documentation(
                "The schema requires it; it is optional here because WidgetKit can ask for a timeline before the person chose a value, and the timeline provider shows a \"configure me\" entry then.",
                indent: 4)
        }
        if let activation = parameter.activation {
            lines += documentation("Used only while \(activationPhrase(activation)).", indent: 4)
        }
        if case .string(let constraints) = parameter.kind {
            var rules: [String] = []
            if let pattern = constraints.pattern { rules.append("matches \(pattern)") }
            if let minimum = constraints.minimumLength { rules.append("has at least \(minimum) characters") }
            if let maximum = constraints.maximumLength { rules.append("has at most \(maximum) characters") }
            if !rules.isEmpty {
                lines += documentation(
                    "The service checks that it \(rules.joined(separator: " and ")); App Intents cannot say so.",
                    indent: 4)
            }
        }
        var arguments: [SwiftExpression.Argument] = [
            .init(label: "title", value: resource(key(parameter, "title"), parameter.title))
        ]
        if let description = parameter.description {
            arguments.append(.init(label: "description", value: resource(key(parameter, "description"), description)))
        }
        if let value = parameter.defaultValue, !isOptional(parameter) {
            arguments.append(.init(label: "default", value: .raw(literal(value, of: parameter))))
        }
        if case .integer(let minimum, let maximum) = parameter.kind, minimum != nil || maximum != nil {
            let range =
                "(lowerBound: \(minimum.map(String.init) ?? "Int.min"), upperBound: \(maximum.map(String.init) ?? "Int.max"))"
            arguments.append(.init(label: "inclusiveRange", value: .raw(range)))
        }
        if let prompt = parameter.prompt {
            let dialog = SwiftExpression.call(
                "IntentDialog", [.init(label: nil, value: resource(key(parameter, "prompt"), prompt))])
            arguments.append(.init(label: "requestValueDialog", value: dialog))
        }
        lines += SwiftExpression.call("@Parameter", arguments).lines(indent: 4)
        lines.append("    var \(property(parameter)): \(valueType(parameter))\(isOptional(parameter) ? "?" : "")")
        return lines
    }

    /// "alerts is true", for comments.
    func activationPhrase(_ activation: ActivationCondition) -> String {
        switch activation.predicate {
        case .hasAnyValue: "\(activation.parameter) has a value"
        case .equals(let value): "\(activation.parameter) is \(value)"
        }
    }

    // MARK: - Summary

    /// The conditions the summary branches on: each relationship's parent and predicate once, in
    /// the order of the parameters, with the parameters it activates.
    var summaryConditions: [(condition: ActivationCondition, parameters: [String])] {
        var result: [(condition: ActivationCondition, parameters: [String])] = []
        for parameter in schema.parameters {
            guard let activation = parameter.activation else { continue }
            if let index = result.firstIndex(where: { $0.condition == activation }) {
                result[index].parameters.append(parameter.id)
            } else {
                result.append((activation, [parameter.id]))
            }
        }
        return result
    }

    /// What the branches around a summary have decided: which parameters are active, and which
    /// values a parent has (or does not have) there.
    struct SummaryFacts {
        /// Each conditional parameter's activity.
        var active: [String: Bool] = [:]
        /// The value a parameter has, where a `When` fixed it.
        var values: [String: ParameterValue] = [:]
        /// The values a parameter does not have, where an `otherwise` ruled them out.
        var excluded: [String: [ParameterValue]] = [:]

        /// Whether the condition holds, when the facts decide it.
        func outcome(of condition: ActivationCondition) -> Bool? {
            guard case .equals(let value) = condition.predicate else { return nil }
            if let known = values[condition.parameter] { return known == value }
            if excluded[condition.parameter]?.contains(value) == true { return false }
            return nil
        }

        /// The facts with the condition holding, or not.
        func assuming(_ condition: ActivationCondition, holds: Bool, activating ids: [String]) -> SummaryFacts {
            var next = self
            for id in ids { next.active[id] = holds }
            if case .equals(let value) = condition.predicate {
                if holds {
                    next.values[condition.parameter] = value
                } else {
                    next.excluded[condition.parameter, default: []].append(value)
                }
            }
            return next
        }
    }

    /// The body of `parameterSummary`, at an indentation of 8: `When … otherwise` for each
    /// relationship (hiding the parameters it leaves inactive), then for the summary's switch,
    /// each leaf a `Summary` of the template and the active parameters it does not name. Empty
    /// when the schema has neither a summary nor relationships.
    mutating func summaryLines() -> [String] {
        guard schema.summary != nil || !summaryConditions.isEmpty else { return [] }
        return summaryBranch(summaryConditions[...], facts: SummaryFacts(), indent: 8)
    }

    /// One level of the relationship tree: whether the first condition holds, given the facts.
    /// A condition the facts decide, or whose parent is inactive, needs no branch.
    mutating func summaryBranch(
        _ conditions: ArraySlice<(condition: ActivationCondition, parameters: [String])>, facts: SummaryFacts,
        indent: Int
    ) -> [String] {
        guard let (condition, activated) = conditions.first else {
            let active = schema.parameters.filter { $0.activation == nil || facts.active[$0.id] == true }
            return summaryLeaf(active: active, facts: facts, indent: indent)
        }
        let rest = conditions.dropFirst()
        let parentActive =
            schema.parameter(condition.parameter)?.activation == nil || facts.active[condition.parameter] == true
        if !parentActive {
            return summaryBranch(
                rest, facts: facts.assuming(condition, holds: false, activating: activated), indent: indent)
        }
        if let known = facts.outcome(of: condition) {
            return summaryBranch(
                rest, facts: facts.assuming(condition, holds: known, activating: activated), indent: indent)
        }
        let padding = String(repeating: " ", count: indent)
        var lines = [padding + "When(\(whenArguments(condition))) {"]
        lines += summaryBranch(
            rest, facts: facts.assuming(condition, holds: true, activating: activated), indent: indent + 4)
        lines.append(padding + "} otherwise: {")
        lines += summaryBranch(
            rest, facts: facts.assuming(condition, holds: false, activating: activated), indent: indent + 4)
        lines.append(padding + "}")
        return lines
    }

    /// `\.$alerts, .equalTo, true` or `\.$location, .hasAnyValue`.
    func whenArguments(_ condition: ActivationCondition) -> String {
        guard let parent = schema.parameter(condition.parameter) else { return "" }
        switch condition.predicate {
        case .hasAnyValue: return "\\.$\(bare(property(parent))), .hasAnyValue"
        case .equals(let value): return "\\.$\(bare(property(parent))), .equalTo, \(literal(value, of: parent))"
        }
    }

    /// The summaries for a set of active parameters: the template for each value of the summary's
    /// switch the facts leave possible (when the switch parameter is active), else the default
    /// template, else a plain list.
    mutating func summaryLeaf(active: [Parameter], facts: SummaryFacts, indent: Int) -> [String] {
        guard let summary = schema.summary else { return summaryCall(nil, active: active, indent: indent) }
        guard let switchID = summary.switchParameter, let switchParameter = active.first(where: { $0.id == switchID })
        else {
            return summaryCall(summary.text, active: active, indent: indent)
        }
        if let known = facts.values[switchID] {
            return summaryCall(summary.cases[known.description] ?? summary.text, active: active, indent: indent)
        }
        let possible: [ParameterValue] =
            switch switchParameter.kind {
            case .enumeration(let cases): cases.map { .string($0.id) }
            default: [.boolean(true), .boolean(false)]
            }
        let values = possible.filter { facts.excluded[switchID]?.contains($0) != true }
        let branches = values.compactMap { value in summary.cases[value.description].map { (value, $0) } }
        // When every possible value has its own template and the parameter always has a value,
        // the last template is the `otherwise` of the one before: the default could never show.
        return summarySwitch(
            branches[...], on: switchParameter, fallback: summary.text, active: active, indent: indent,
            coversEveryValue: branches.count == values.count && !isOptional(switchParameter))
    }

    /// `When(\.$dates, .equalTo, Dates.nextWeekend) { Summary(…) } otherwise: { … }`, one level a case.
    mutating func summarySwitch(
        _ branches: ArraySlice<(ParameterValue, LocalizedText)>, on parameter: Parameter, fallback: LocalizedText,
        active: [Parameter], indent: Int, coversEveryValue: Bool
    ) -> [String] {
        guard let (value, template) = branches.first else {
            return summaryCall(fallback, active: active, indent: indent)
        }
        if branches.count == 1, coversEveryValue {
            return summaryCall(template, active: active, indent: indent)
        }
        let padding = String(repeating: " ", count: indent)
        var lines = [padding + "When(\\.$\(bare(property(parameter))), .equalTo, \(literal(value, of: parameter))) {"]
        lines += summaryCall(template, active: active, indent: indent + 4)
        lines.append(padding + "} otherwise: {")
        lines += summarySwitch(
            branches.dropFirst(), on: parameter, fallback: fallback, active: active, indent: indent + 4,
            coversEveryValue: coversEveryValue)
        lines.append(padding + "}")
        return lines
    }

    /// `Summary("Deals from \(\.$location) …") { \.$dates }`: the template, with the active
    /// parameters it does not name listed after it so that they stay editable. Its text is a key
    /// of the catalog as Xcode extracts a summary: each parameter as `${name}`.
    mutating func summaryCall(_ template: LocalizedText?, active: [Parameter], indent: Int) -> [String] {
        let padding = String(repeating: " ", count: indent)
        var named: Set<String> = []
        var lines = [padding + "Summary"]
        if let template {
            var content = ""
            var catalogKey = ""
            for part in ParameterSummary.parts(of: template.fallback) ?? [.text(template.fallback)] {
                switch part {
                case .text(let text):
                    content += SwiftExpression.escaped(text)
                    catalogKey += text
                case .parameter(let id):
                    let name = bare(schema.parameter(id).map(property) ?? id)
                    named.insert(id)
                    content += "\\(\\.$\(name))"
                    catalogKey += "${\(name)}"
                }
            }
            catalog.add(
                catalogKey, LocalizedText(catalogKey, translations: template.translations.mapValues(catalogText)))
            let single = padding + "Summary(\"" + content + "\") {"
            if single.count <= SwiftExpression.lineLength {
                lines = [padding + "Summary(\"" + content + "\")"]
            } else {
                lines = [padding + "Summary("]
                // The quotes and the lines they hold start at the same column, one level in.
                lines += SwiftExpression.multilineLiteral(content, indent: indent, prefix: "    ", suffix: "")
                lines.append(padding + ")")
            }
        }
        let listed = active.filter { !named.contains($0.id) }
        guard !listed.isEmpty else { return lines }
        lines[lines.count - 1] += " {"
        return lines + listed.map { padding + "    \\.$\(bare(property($0)))" } + [padding + "}"]
    }

    /// A translated template with each `${id}` written as `${name}`.
    func catalogText(_ template: String) -> String {
        (ParameterSummary.parts(of: template) ?? [.text(template)]).map { part in
            switch part {
            case .text(let text): text
            case .parameter(let id): "${\(bare(schema.parameter(id).map(property) ?? id))}"
            }
        }.joined()
    }

    // MARK: - Configuration document

    /// `configurationDocument`: the active parameters' values by id, as intentctl stores them.
    func configurationDocumentLines() -> [String] {
        var lines = [
            "extension \(plan.intentName) {",
            "    /// The configuration as intentctl stores it: the schema, its version and the values of the active",
            "    /// parameters by id. The service's timeline reads it.",
            "    var configurationDocument: ConfigurationDocument {",
            "        var values: [String: ConfigurationValue] = [:]",
        ]
        var conditions: [String: String] = [:]
        for parameter in schema.parameters {
            let name = property(parameter)
            let value: String
            let wrap: String
            switch parameter.kind {
            case .enumeration: wrap = ".string($0.rawValue)"
            case .dynamic: wrap = ".string($0.id)"
            case .integer: wrap = ".integer($0)"
            case .boolean: wrap = ".boolean($0)"
            case .string: wrap = ".string($0)"
            }
            if isOptional(parameter) {
                value = "\(name).map { \(wrap) }"
            } else {
                value = wrap.replacingOccurrences(of: "$0", with: name)
            }
            let assignment = "values[\(SwiftExpression.literal(parameter.id))] = \(value)"
            if let activation = parameter.activation, let parent = schema.parameter(activation.parameter) {
                let parentName = property(parent)
                var condition: String
                switch activation.predicate {
                case .hasAnyValue: condition = isOptional(parent) ? "\(parentName) != nil" : "true"
                case .equals(let expected): condition = "\(parentName) == \(literal(expected, of: parent))"
                }
                if let parentCondition = conditions[parent.id] { condition = "\(parentCondition) && \(condition)" }
                conditions[parameter.id] = condition
                lines += ["        if \(condition) {", "            \(assignment)", "        }"]
            } else {
                lines.append("        \(assignment)")
            }
        }
        let document = SwiftExpression.call(
            "ConfigurationDocument",
            [
                .init(label: "schema", value: .string(schema.id)),
                .init(label: "version", value: .raw(String(schema.version))),
                .init(label: "values", value: .raw("values")),
            ])
        lines += document.lines(indent: 8, prefix: "return ")
        lines += ["    }", "}"]
        return lines
    }
}
