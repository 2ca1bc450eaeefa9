import DocumentFormats

/// The state of an interactive configuration: which parameter to ask next (only active ones, in
/// schema order), what a typed answer means, and the validated result. It does no input or
/// output, so terminals, pipes and tests drive it the same way.
public struct ConfigurationSession: Sendable {
    /// The schema being configured.
    public let schema: WidgetSchema
    /// Option providers by name.
    public let providers: [String: any OptionProvider]
    /// The locale for titles.
    public let locale: String?
    /// The values so far: existing ones that are still valid, then the answers.
    public private(set) var values: [String: ParameterValue]
    /// The parameters answered in this session.
    public private(set) var answered: Set<String> = []

    /// Starts a session. Existing values that no longer fit their parameter are dropped, so the
    /// person is asked again.
    public init(
        schema: WidgetSchema, providers: [String: any OptionProvider] = [:], existing: [String: ParameterValue] = [:],
        locale: String? = nil
    ) {
        self.schema = schema
        self.providers = providers
        self.locale = locale
        var kept: [String: ParameterValue] = [:]
        for parameter in schema.parameters {
            guard let value = existing[parameter.id] else { continue }
            // One value, or each of several (a one-value list from before, too).
            let elements = parameter.multipleValues == nil ? [value] : value.elements
            guard elements.allSatisfy({ parameter.kind.problem(with: $0) == nil }) else { continue }
            if case .dynamic(let options) = parameter.kind, let provider = providers[options.provider],
                elements.contains(where: { provider.resolve(id: $0.stringValue ?? "") == nil })
            {
                continue
            }
            kept[parameter.id] = parameter.multipleValues == nil ? value : .list(elements)
        }
        values = kept
        // A value outside the scope the others give (a stored airport of another country) is asked again.
        for parameter in schema.parameters { dropValuesOutOfScope(after: parameter) }
    }

    /// Whether a parameter is active given the values so far.
    public func isActive(_ parameter: Parameter) -> Bool {
        schema.activeParameterIDs(given: values).contains(parameter.id)
    }

    /// The next active parameter not yet answered, as a question; nil when all are answered.
    public func nextQuestion() -> ConfigurationQuestion? {
        schema.activeParameters(given: values).first { !answered.contains($0.id) }.map(question)
    }

    /// The question for a parameter.
    public func question(_ parameter: Parameter) -> ConfigurationQuestion {
        let existing = values[parameter.id]
        return ConfigurationQuestion(
            parameter: parameter, title: parameter.title.resolved(for: locale),
            prompt: parameter.prompt?.resolved(for: locale),
            current: existing ?? parameter.defaultValue,
            currentIsDefault: existing == nil && parameter.defaultValue != nil,
            choices: parameter.kind.cases?.map { Option(id: $0.id, title: $0.title.resolved(for: locale)) } ?? [])
    }

    /// The scope the values so far give a dynamic parameter's options (an airport in the country chosen);
    /// empty for a parameter that declares none.
    public func scope(for parameter: Parameter) -> OptionScope {
        guard case .dynamic(let options) = parameter.kind, let declaration = options.scope else { return OptionScope() }
        return declaration.scope(given: values)
    }

    /// Drops the values of parameters narrowed by `parameter` that its new value leaves outside their scope,
    /// so that they are asked again (changing the country asks for the airport again).
    mutating func dropValuesOutOfScope(after parameter: Parameter) {
        for dependent in schema.parameters {
            guard case .dynamic(let options) = dependent.kind, let declaration = options.scope,
                declaration.parameters.contains(parameter.id), let value = values[dependent.id],
                let provider = providers[options.provider]
            else { continue }
            let scope = declaration.scope(given: values)
            if value.elements.contains(where: { provider.isWithin($0.stringValue ?? "", scope: scope) == false }) {
                values[dependent.id] = nil
                answered.remove(dependent.id)
            }
        }
    }

    /// The provider of a dynamic parameter, if available.
    public func provider(for parameter: Parameter) -> (any OptionProvider)? {
        guard case .dynamic(let options) = parameter.kind else { return nil }
        return providers[options.provider]
    }

    /// What a typed answer means. Empty keeps the current value, or leaves an optional parameter without
    /// one (``ConfigurationQuestion/mayBeLeftEmpty``). Enums take a number from the
    /// list, a case id, a title, or an unambiguous beginning of one. Dynamic parameters take an
    /// option id in any case (`lhr` is LHR) when it names an option; otherwise the text is a
    /// search, and a search that finds exactly one option takes it. Scalars take their typed value.
    /// A parameter that takes several values takes them separated by commas (`lhr, munich`), each read
    /// so and each needing to name one option, none twice, as many as it allows.
    public func interpret(_ text: String, for question: ConfigurationQuestion) -> AnswerInterpretation {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if trimmed.isEmpty {
            return question.current == nil && !question.mayBeLeftEmpty ? .invalid("an answer is required") : .keep
        }
        if let multiple = question.parameter.multipleValues {
            return interpretList(trimmed, within: multiple, for: question)
        }
        let parameter = question.parameter
        switch parameter.kind {
        case .enumeration:
            return choose(trimmed, among: question.choices)
        case .dynamic(let options):
            guard let provider = providers[options.provider] else { return .value(.string(trimmed)) }
            let scope = scope(for: parameter)
            if trimmed.count <= 4, let option = provider.resolve(id: trimmed.uppercased()) {
                if provider.isWithin(option.id, scope: scope) == false, let country = scope.countryCode {
                    return .invalid("\(option.id) (\(option.title)) is not in \(country)")
                }
                return .value(.string(option.id))
            }
            guard trimmed.count >= options.minimumQueryLength else {
                return .invalid("type at least \(options.minimumQueryLength) characters to search")
            }
            let found = provider.search(
                String(trimmed.prefix(200)), limit: max(options.suggestedCount, 1), scope: scope)
            return found.count == 1 ? .value(.string(found[0].id)) : .search(found)
        case .integer:
            guard let number = Int(trimmed) else { return .invalid("type a whole number") }
            return check(.integer(number), for: parameter)
        case .boolean:
            switch trimmed.lowercased() {
            case "y", "yes", "true", "on", "1": return .value(.boolean(true))
            case "n", "no", "false", "off", "0": return .value(.boolean(false))
            default: return .invalid("answer yes or no")
            }
        case .string:
            return check(.string(trimmed), for: parameter)
        }
    }

    /// The question for one of a parameter's several values: the same parameter taking one, with no current
    /// value (a terminal asks for them one at a time).
    public func elementQuestion(_ question: ConfigurationQuestion) -> ConfigurationQuestion {
        var single = question
        single.parameter.multipleValues = nil
        single.parameter.defaultValue = nil
        single.current = nil
        single.currentIsDefault = false
        return single
    }

    /// Values separated by commas, for a parameter that takes several.
    func interpretList(_ text: String, within multiple: MultipleValues, for question: ConfigurationQuestion)
        -> AnswerInterpretation
    {
        let element = elementQuestion(question)
        var values: [ParameterValue] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let typed = String(part.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
            guard !typed.isEmpty else { return .invalid("an empty value between commas") }
            let shown = JSONWriter.quoted(TextSanitizer.truncated(typed, to: 40))
            switch interpret(typed, for: element) {
            case .value(let value):
                guard !values.contains(value) else { return .invalid("\(value) is chosen twice") }
                values.append(value)
            case .search(let found) where found.isEmpty:
                return .invalid("no match for \(shown)")
            case .search(let found):
                return .invalid(
                    "\(shown) matches more than one: \(Spelling.list(found.prefix(5).map(\.id))); type its code")
            case .invalid(let reason):
                return .invalid("\(shown): \(reason)")
            case .keep:
                return .invalid("an empty value between commas")
            }
        }
        guard (multiple.minimum...multiple.maximum).contains(values.count) else {
            return .invalid(
                "choose from \(multiple.minimum) to \(multiple.maximum), separated by commas (\(values.count) given)")
        }
        return .value(.list(values))
    }

    /// An option chosen by its number in a list, its id, its title, or an unambiguous beginning of one.
    public func choose(_ text: String, among options: [Option]) -> AnswerInterpretation {
        if let number = Int(text) {
            return (1...max(options.count, 1)).contains(number) && !options.isEmpty
                ? .value(.string(options[number - 1].id)) : .invalid("choose a number from 1 to \(options.count)")
        }
        let folded = text.lowercased()
        if let exact = options.first(where: { $0.id.lowercased() == folded || $0.title.lowercased() == folded }) {
            return .value(.string(exact.id))
        }
        let starts = options.filter { $0.id.lowercased().hasPrefix(folded) || $0.title.lowercased().hasPrefix(folded) }
        if starts.count == 1 { return .value(.string(starts[0].id)) }
        let names = Spelling.list(options.map(\.id))
        return .invalid(
            starts.isEmpty
                ? "not one of: \(names)" : "more than one matches: \(Spelling.list(starts.map(\.id)))")
    }

    private func check(_ value: ParameterValue, for parameter: Parameter) -> AnswerInterpretation {
        parameter.kind.problem(with: value).map { .invalid("the value \($0.message)") } ?? .value(value)
    }

    /// Records an answer: a value, or nil to keep the current one.
    public mutating func answer(_ parameter: Parameter, with value: ParameterValue?) {
        if let value {
            values[parameter.id] = value
        } else if values[parameter.id] == nil, let defaultValue = parameter.defaultValue {
            values[parameter.id] = defaultValue
        }
        answered.insert(parameter.id)
        dropValuesOutOfScope(after: parameter)
    }

    /// The active parameters that are required and have neither a value nor a default.
    public func missingValues() -> [Parameter] {
        schema.activeParameters(given: values).filter {
            $0.isRequired && values[$0.id] == nil && $0.defaultValue == nil
        }
    }

    /// The configuration the values make, validated. Values of inactive parameters are left out.
    public func result() -> ValidationResult {
        var active: [String: ParameterValue] = [:]
        for parameter in schema.activeParameters(given: values) { active[parameter.id] = values[parameter.id] }
        return ConfigurationValidator(schema: schema, providers: providers).validate(values: active)
    }
}
