import DocumentFormats
import IntentSchema

extension AppIntentsTranslator {
    /// One relationship's condition, and the parameters it activates.
    typealias SummaryCondition = (condition: ActivationCondition, parameters: [String])

    /// The conditions the summary branches on: each relationship's parent and predicate once, in the order of
    /// the parameters, with the parameters it activates.
    var summaryConditions: [SummaryCondition] {
        var result: [SummaryCondition] = []
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

    /// What the branches around a summary have decided: which parameters are active, and which values a parent
    /// has (or does not have) there.
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

    /// The body of `parameterSummary`: `When … otherwise` for each relationship (hiding the parameters it leaves
    /// inactive), then for the summary's switch, each leaf a `Summary` of the template and the active parameters
    /// it does not name. Nil when the schema has neither a summary nor relationships.
    func parameterSummary() -> [SwiftStatement]? {
        guard schema.summary != nil || !summaryConditions.isEmpty else { return nil }
        return [.expression(summaryBranch(summaryConditions[...], facts: SummaryFacts()))]
    }

    /// One level of the relationship tree: whether the first condition holds, given the facts. A condition the
    /// facts decide, or whose parent is inactive, needs no branch.
    func summaryBranch(_ conditions: ArraySlice<SummaryCondition>, facts: SummaryFacts) -> SwiftExpression {
        guard let (condition, activated) = conditions.first else {
            let active = schema.parameters.filter { $0.activation == nil || facts.active[$0.id] == true }
            return summaryLeaf(active: active, facts: facts)
        }
        let rest = conditions.dropFirst()
        let parentActive =
            schema.parameter(condition.parameter)?.activation == nil || facts.active[condition.parameter] == true
        if !parentActive {
            return summaryBranch(rest, facts: facts.assuming(condition, holds: false, activating: activated))
        }
        if let known = facts.outcome(of: condition) {
            return summaryBranch(rest, facts: facts.assuming(condition, holds: known, activating: activated))
        }
        return when(
            condition,
            then: summaryBranch(rest, facts: facts.assuming(condition, holds: true, activating: activated)),
            otherwise: summaryBranch(rest, facts: facts.assuming(condition, holds: false, activating: activated)))
    }

    /// `When(\.$alerts, .equalTo, true) { then } otherwise: { otherwise }`, or `.hasAnyValue`.
    func when(_ condition: ActivationCondition, then: SwiftExpression, otherwise: SwiftExpression)
        -> SwiftExpression
    {
        guard let parent = schema.parameter(condition.parameter) else { return then }
        var arguments: [SwiftArgument] = [.unlabeled(projected(parent))]
        switch condition.predicate {
        case .hasAnyValue: arguments.append(.unlabeled(.implicitMember(SwiftName(fixed: "hasAnyValue"))))
        case .equals(let value):
            arguments += [
                .unlabeled(.implicitMember(SwiftName(fixed: "equalTo"))), .unlabeled(self.value(value, of: parent)),
            ]
        }
        return .call(
            .fixed("When"), arguments,
            trailing: [
                SwiftTrailingClosure(SwiftClosure([.expression(then)])),
                SwiftTrailingClosure(SwiftName(fixed: "otherwise"), SwiftClosure([.expression(otherwise)])),
            ])
    }

    /// The summaries for a set of active parameters: the template for each value of the summary's switch the
    /// facts leave possible (when the switch parameter is active), else the default template, else a plain
    /// list.
    func summaryLeaf(active: [Parameter], facts: SummaryFacts) -> SwiftExpression {
        guard let summary = schema.summary else { return summaryCall(nil, active: active) }
        let textPath = JSONPath.root.appending("summary").appending("text")
        guard let switchID = summary.switchParameter, let switchParameter = active.first(where: { $0.id == switchID })
        else {
            return summaryCall((summary.text, textPath), active: active)
        }
        let casePath = { (value: ParameterValue) in
            JSONPath.root.appending("summary").appending("cases").appending(value.description)
        }
        if let known = facts.values[switchID] {
            let template = summary.cases[known.description].map { ($0, casePath(known)) } ?? (summary.text, textPath)
            return summaryCall(template, active: active)
        }
        let possible: [ParameterValue] =
            switch switchParameter.kind {
            case .enumeration(let cases): cases.map { .string($0.id) }
            default: [.boolean(true), .boolean(false)]
            }
        let values = possible.filter { facts.excluded[switchID]?.contains($0) != true }
        let branches = values.compactMap { value in
            summary.cases[value.description].map { (value, ($0, casePath(value))) }
        }
        // When every possible value has its own template and the parameter always has a value, the last template
        // is the `otherwise` of the one before: the default could never show.
        return summarySwitch(
            branches[...], on: switchParameter, fallback: (summary.text, textPath), active: active,
            coversEveryValue: branches.count == values.count && !isOptional(switchParameter))
    }

    /// `When(\.$dates, .equalTo, Dates.nextWeekend) { Summary(…) } otherwise: { … }`, one level a case.
    func summarySwitch(
        _ branches: ArraySlice<(ParameterValue, (LocalizedText, JSONPath))>, on parameter: Parameter,
        fallback: (LocalizedText, JSONPath), active: [Parameter], coversEveryValue: Bool
    ) -> SwiftExpression {
        guard let (value, template) = branches.first else { return summaryCall(fallback, active: active) }
        if branches.count == 1, coversEveryValue { return summaryCall(template, active: active) }
        return when(
            ActivationCondition(parameter: parameter.id, predicate: .equals(value)),
            then: summaryCall(template, active: active),
            otherwise: summarySwitch(
                branches.dropFirst(), on: parameter, fallback: fallback, active: active,
                coversEveryValue: coversEveryValue))
    }

    /// `Summary("Deals from \(\.$location) …") { \.$dates }`: the template, with the active parameters it does
    /// not name listed after it so that they stay editable. Its text is a key of the catalog as Xcode extracts
    /// a summary: each parameter as `${name}`.
    func summaryCall(_ template: (text: LocalizedText, path: JSONPath)?, active: [Parameter]) -> SwiftExpression {
        var named: Set<String> = []
        var arguments: [SwiftArgument] = []
        if let template {
            var parts: [SwiftInterpolationPart] = []
            var key = ""
            for part in ParameterSummary.parts(of: template.text.fallback) ?? [.text(template.text.fallback)] {
                switch part {
                case .text(let text):
                    parts.append(.text(text))
                    key += text
                case .parameter(let id):
                    guard let parameter = schema.parameter(id) else { continue }
                    named.insert(id)
                    parts.append(.expression(projected(parameter)))
                    key += "${\(property(parameter).text)}"
                }
            }
            let text = LocalizedText(key, translations: template.text.translations.mapValues(catalogText))
            arguments.append(
                .unlabeled(
                    .localized(
                        SwiftLocalizedText(
                            key: key, defaultValue: parts, catalogText: text, form: .literal, source: template.path))))
        }
        let listed = active.filter { !named.contains($0.id) }.map { SwiftStatement.expression(projected($0)) }
        return .call(
            .fixed("Summary"), arguments, trailing: listed.isEmpty ? [] : [SwiftTrailingClosure(SwiftClosure(listed))])
    }

    /// A translated template with each `${id}` written as `${name}`.
    func catalogText(_ template: String) -> String {
        (ParameterSummary.parts(of: template) ?? [.text(template)]).map { part in
            switch part {
            case .text(let text): text
            case .parameter(let id): "${\(schema.parameter(id).map(property)?.text ?? id)}"
            }
        }.joined()
    }
}
