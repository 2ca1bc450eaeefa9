import IntentSchema

extension AppIntentsTranslator {
    /// The configuration intent's file: the intent, and the configuration document it stores.
    func intentFile() -> SwiftFile {
        SwiftFile(
            plan.intentName.text, imports: [Names.appIntents, Names.foundation],
            declarations: [intent(), configurationDocument()])
    }

    /// The configuration intent: title, description, a `@Parameter` per schema parameter, the summary.
    func intent() -> SwiftDeclaration {
        var documentation = [
            "\(schema.title.fallback): the widget's configuration, as the schema \(schema.id) (version \(schema.version)) declares it."
        ]
        var conformances: [SwiftType] = [.fixed("WidgetConfigurationIntent")]
        var members: [SwiftDeclaration] = []
        if let origin = schema.siriKit {
            documentation.append(
                "It replaces the SiriKit intent the widget was first shipped with, under the same class and parameter names, so that widgets already on home screens keep their values."
            )
            conformances.append(.fixed("CustomIntentMigratedAppIntent"))
            members.append(
                SwiftDeclaration(
                    isStatic: true,
                    .property(
                        SwiftProperty(SwiftName(fixed: "intentClassName"), value: .string(origin.intentClassName)))))
        }
        members.append(
            SwiftDeclaration(
                isStatic: true,
                .property(
                    SwiftProperty(
                        SwiftName(fixed: "title"),
                        value: localized(["title"], schema.title, at: .root.appending("title"))))))
        if let description = schema.description {
            let value = SwiftExpression.fixed("IntentDescription").call(
                .unlabeled(localized(["description"], description, at: .root.appending("description"))))
            members.append(
                SwiftDeclaration(
                    isStatic: true,
                    .property(
                        SwiftProperty(
                            SwiftName(fixed: "description"), type: .optional(.fixed("IntentDescription")), value: value)
                    )))
        }
        for (index, parameter) in schema.parameters.enumerated() {
            members.append(self.parameter(parameter, index))
        }
        if let summary = parameterSummary() {
            members.append(
                SwiftDeclaration(
                    isStatic: true,
                    .property(
                        SwiftProperty(
                            variable: true, SwiftName(fixed: "parameterSummary"),
                            type: .opaque(.fixed("ParameterSummary")),
                            getter: summary))))
        }
        return SwiftDeclaration(
            documentation: documentation, .struct(plan.intentName, conformances: conformances, members: members))
    }

    /// A parameter's doc comment, `@Parameter(…)` and property.
    func parameter(_ parameter: Parameter, _ index: Int) -> SwiftDeclaration {
        let path = parameterPath(index)
        var documentation = [
            parameter.description.map { "\(parameter.title.fallback): \($0.fallback)" } ?? parameter.title.fallback
        ]
        if parameter.isRequired, isOptional(parameter) {
            documentation.append(
                "The schema requires it; it is optional here because WidgetKit can ask for a timeline before the person chose a value, and the timeline provider shows a \"configure me\" entry then."
            )
        }
        if let activation = parameter.activation {
            documentation.append("Used only while \(activationPhrase(activation)).")
        }
        if case .string(let constraints) = parameter.kind {
            var rules: [String] = []
            if let pattern = constraints.pattern { rules.append("matches \(pattern)") }
            if let minimum = constraints.minimumLength { rules.append("has at least \(minimum) characters") }
            if let maximum = constraints.maximumLength { rules.append("has at most \(maximum) characters") }
            if !rules.isEmpty {
                documentation.append(
                    "The service checks that it \(rules.joined(separator: " and ")); App Intents cannot say so.")
            }
        }
        var arguments: [SwiftArgument] = [
            .labeled("title", localized([parameter.id, "title"], parameter.title, at: path.appending("title")))
        ]
        if let description = parameter.description {
            arguments.append(
                .labeled(
                    "description",
                    localized([parameter.id, "description"], description, at: path.appending("description"))))
        }
        if let defaultValue = parameter.defaultValue, !isOptional(parameter) {
            arguments.append(.labeled("default", value(defaultValue, of: parameter)))
        }
        // App Intents declares no initializer that takes both an options provider and sizes.
        let optionsProvider = plan.optionsProviderNames[parameter.id]
        if let multiple = parameter.multipleValues, optionsProvider != nil {
            let sizes = WidgetFamily.allCases.filter { multiple.maximumByFamily[$0] != nil }.map {
                "\(Self.caseName($0)) \(multiple.maximum(for: $0))"
            }
            documentation.append(
                "At most \(multiple.maximum) values\(sizes.isEmpty ? "" : " (\(sizes.joined(separator: ", ")))"): App Intents declares no initializer that takes both an options provider and sizes by widget family, so the picker does not hold a widget to its family's number: the widget's view shows no more than that."
            )
            if case .list = parameter.defaultValue {
                documentation.append(
                    "The schema's default values are not written: an options provider's default is one value.")
            }
        } else if let multiple = parameter.multipleValues {
            arguments.append(.labeled("size", collectionSize(multiple)))
            if parameter.prompt != nil {
                documentation.append(
                    "App Intents' initializer of a parameter of several values takes no dialog, so the prompt is not asked here."
                )
            }
        }
        if case .integer(let minimum, let maximum) = parameter.kind, minimum != nil || maximum != nil {
            let bound = { (value: Int?, fallback: StaticString) -> SwiftExpression in
                value.map(SwiftExpression.integer) ?? SwiftExpression.fixed("Int").member(fallback)
            }
            arguments.append(
                .labeled(
                    "inclusiveRange",
                    .tuple([
                        .labeled("lowerBound", bound(minimum, "min")), .labeled("upperBound", bound(maximum, "max")),
                    ])))
        }
        if let prompt = parameter.prompt, parameter.multipleValues == nil || optionsProvider != nil {
            arguments.append(
                .labeled(
                    "requestValueDialog",
                    SwiftExpression.fixed("IntentDialog").call(
                        .unlabeled(localized([parameter.id, "prompt"], prompt, at: path.appending("prompt"))))))
        }
        if let optionsProvider {
            arguments.append(.labeled("optionsProvider", SwiftExpression.name(optionsProvider).call()))
        }
        let type = isOptional(parameter) ? SwiftType.optional(valueType(parameter)) : valueType(parameter)
        return SwiftDeclaration(
            documentation: documentation, attributes: [SwiftAttribute(SwiftName(fixed: "Parameter"), arguments)],
            .property(SwiftProperty(variable: true, property(parameter), type: type)))
    }

    /// `[.systemSmall: 1, .systemMedium: 2, …]`: how many values each widget family takes, as
    /// `@Parameter(size:)` gives it (`IntentCollectionSize`: an integer is the most; `IntentCollectionSize(min:max:)`
    /// when some are needed). Every family WidgetKit has but `accessoryCorner` (watchOS), which is written only
    /// when the schema gives it.
    func collectionSize(_ multiple: MultipleValues) -> SwiftExpression {
        let families = WidgetFamily.allCases.filter { $0 != .accessoryCorner || multiple.maximumByFamily[$0] != nil }
        return .dictionary(
            families.map { family in
                let most = multiple.maximum(for: family)
                let size: SwiftExpression =
                    multiple.minimum == 0
                    ? .integer(most)
                    : SwiftExpression.fixed("IntentCollectionSize").call(
                        .labeled("min", .integer(min(multiple.minimum, most))), .labeled("max", .integer(most)))
                return SwiftDictionaryElement(.implicitMember(SwiftName(fixed: Self.caseName(family))), size)
            })
    }

    /// App Intents' `IntentWidgetFamily` case for a family.
    static func caseName(_ family: WidgetFamily) -> StaticString {
        switch family {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        case .accessoryCorner: "accessoryCorner"
        }
    }

    /// "alerts is true", for comments.
    func activationPhrase(_ activation: ActivationCondition) -> String {
        switch activation.predicate {
        case .hasAnyValue: "\(activation.parameter) has a value"
        case .equals(let value): "\(activation.parameter) is \(value)"
        }
    }

    // MARK: - Configuration document

    /// `configurationDocument`: the active parameters' values by id, as intentctl stores them. Every property
    /// is read through `self.`, so that no parameter's name can be taken for the local `values`.
    func configurationDocument() -> SwiftDeclaration {
        let values = SwiftName(fixed: "values")
        let element = SwiftName(fixed: "ConfigurationValue")
        // With no parameters, a `var` nothing assigns would be a warning.
        var body: [SwiftStatement] = [
            .binding(
                SwiftBinding(
                    variable: !schema.parameters.isEmpty, values, type: .dictionary(.fixed("String"), .name(element)),
                    value: .dictionary([])))
        ]
        var conditions: [String: SwiftExpression] = [:]
        for parameter in schema.parameters {
            let read = SwiftExpression.member(.selfValue, property(parameter))
            // An entity is stored as its id; the text of an option as itself.
            let stored = { (value: SwiftExpression) in hasTextValues(parameter) ? value : value.member("id") }
            let wrapped = { (value: SwiftExpression) -> SwiftExpression in
                if parameter.multipleValues != nil {
                    // `.list(value.map { .string($0.id) })`: each entity's id.
                    return .implicitMember(SwiftName(fixed: "list")).call(
                        .unlabeled(
                            value.member("map").call(
                                trailing: [
                                    SwiftTrailingClosure(
                                        SwiftClosure([
                                            .expression(
                                                .implicitMember(SwiftName(fixed: "string")).call(
                                                    .unlabeled(stored(.shorthandArgument(0)))))
                                        ]))
                                ])))
                }
                return switch parameter.kind {
                case .enumeration:
                    .implicitMember(SwiftName(fixed: "string")).call(.unlabeled(value.member("rawValue")))
                case .dynamic: .implicitMember(SwiftName(fixed: "string")).call(.unlabeled(stored(value)))
                case .integer: .implicitMember(SwiftName(fixed: "integer")).call(.unlabeled(value))
                case .boolean: .implicitMember(SwiftName(fixed: "boolean")).call(.unlabeled(value))
                case .string: .implicitMember(SwiftName(fixed: "string")).call(.unlabeled(value))
                }
            }
            let value: SwiftExpression =
                isOptional(parameter)
                ? .member(read, SwiftName(fixed: "map")).call(
                    trailing: [SwiftTrailingClosure(SwiftClosure([.expression(wrapped(.shorthandArgument(0)))]))])
                : wrapped(read)
            let assignment = SwiftStatement.assignment(.subscripted(.name(values), .string(parameter.id)), value)
            guard let activation = parameter.activation, let parent = schema.parameter(activation.parameter) else {
                body.append(assignment)
                continue
            }
            let parentValue = SwiftExpression.member(.selfValue, property(parent))
            var condition: SwiftExpression
            switch activation.predicate {
            case .hasAnyValue:
                condition = isOptional(parent) ? .binary(parentValue, .notEqual, .nilLiteral) : .boolean(true)
            case .equals(let expected):
                condition = .binary(parentValue, .equal, self.value(expected, of: parent))
            }
            if let parentCondition = conditions[parent.id] { condition = .binary(parentCondition, .and, condition) }
            conditions[parameter.id] = condition
            body.append(.if([.expression(condition)], then: [assignment], else: nil))
        }
        body.append(
            .return(
                SwiftExpression.fixed("ConfigurationDocument").call(
                    .labeled("schema", .string(schema.id)), .labeled("version", .integer(schema.version)),
                    .labeled("values", .name(values)))))
        return SwiftDeclaration(
            .extension(
                .name(plan.intentName), conformances: [],
                members: [
                    SwiftDeclaration(
                        documentation: [
                            "The configuration as intentctl stores it: the schema, its version and the values of the active parameters by id. The service's timeline reads it."
                        ],
                        .property(
                            SwiftProperty(
                                variable: true, SwiftName(fixed: "configurationDocument"),
                                type: .fixed("ConfigurationDocument"), getter: body)))
                ]))
    }
}
