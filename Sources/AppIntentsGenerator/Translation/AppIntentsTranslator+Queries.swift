import IntentSchema

extension AppIntentsTranslator {
    /// A dynamic parameter's query: lookup by id, search as the person types (when the schema lets them), the
    /// sections before typing, and the default when the schema gives one. Through the intentctl client for a
    /// provider the service serves (places, narrowed by the parameters the scope names, or countries); through
    /// the app's option source for any other.
    func query(_ parameter: Parameter, _ index: Int, _ options: DynamicOptions, entity: SwiftName, name: SwiftName)
        -> SwiftDeclaration
    {
        let appProvider = plan.appProvider(of: parameter)
        let countries = appProvider == nil && plan.servesCountries(parameter)
        let client = SwiftName(fixed: "client")
        let source = SwiftName(fixed: "source")
        let store = appProvider == nil ? client : source
        let makeEntity = SwiftExpression.initializer(entity)
        let collection = SwiftType.generic(SwiftName(fixed: "IntentItemCollection"), [.name(entity)])
        let identifiers = SwiftName(fixed: "identifiers")
        let string = SwiftName(fixed: "string")
        var members: [SwiftDeclaration] = []
        let lookup: SwiftExpression
        let search: SwiftExpression
        let sections: SwiftExpression
        let sectionTitle: SwiftExpression
        let sectionItems: SwiftExpression
        let what = appProvider != nil ? "options" : countries ? "countries" : "places"
        if let appProvider {
            members.append(
                SwiftDeclaration(
                    documentation: ["The app's options of the provider \(appProvider.provider)."],
                    .property(
                        SwiftProperty(
                            variable: true, source, type: .existential(.name(appProvider.protocolName)),
                            value: .name(appProvider.implementationName).call()))))
            lookup = .try(
                .await(SwiftExpression.name(source).member("options").call(.labeled("for", .name(identifiers)))))
            search = .try(
                .await(SwiftExpression.name(source).member("options").call(.labeled("matching", .name(string)))))
            sections = .try(.await(SwiftExpression.name(source).member("suggestedSections").call()))
            sectionTitle = SwiftExpression.fixed("section").member("title")
            sectionItems = SwiftExpression.fixed("section").member("options")
        } else {
            members.append(
                SwiftDeclaration(
                    documentation: ["The client of the intentctl service."],
                    .property(
                        SwiftProperty(
                            variable: true, client, value: SwiftExpression.fixed("IntentctlClient").member("shared")))))
            sectionTitle = SwiftExpression.fixed("section").member("localizedTitle")
            sectionItems = SwiftExpression.fixed("section").member("suggestions")
            if countries {
                lookup = .await(SwiftExpression.name(client).member("countries").call(.unlabeled(.name(identifiers))))
                search = .await(
                    SwiftExpression.name(client).member("countries").call(.labeled("matching", .name(string))))
                sections = .await(
                    SwiftExpression.name(client).member("countries").call(.labeled("matching", .string(""))))
            } else {
                let scope = options.scope.map { scopeDependencies($0) } ?? (members: [], arguments: [])
                members += scope.members
                lookup = .await(SwiftExpression.name(client).member("places").call(.unlabeled(.name(identifiers))))
                search = .try(
                    .await(
                        .call(
                            SwiftExpression.name(client).member("suggest"),
                            [.unlabeled(.name(string))] + scope.arguments,
                            trailing: [])))
                sections = .await(.call(SwiftExpression.name(client).member("sections"), scope.arguments, trailing: []))
            }
        }
        members.append(
            SwiftDeclaration(
                documentation: ["The \(what) with these ids; ids that no longer resolve are left out."],
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "entities"),
                        [
                            SwiftParameter(
                                label: SwiftName(fixed: "for"), identifiers,
                                .array(.member(.name(entity), SwiftName(fixed: "ID"))))
                        ],
                        async: true, throws: true, result: .array(.name(entity)),
                        body: [.expression(mapped(lookup, makeEntity))]))))
        if options.isSearchable {
            let minimum = options.minimumQueryLength
            members.append(
                SwiftDeclaration(
                    documentation: [
                        "The \(what) for what the person types, best first; the suggestions until \(minimum) character\(minimum == 1 ? " is" : "s are") typed."
                    ],
                    .function(
                        SwiftFunction(
                            SwiftName(fixed: "entities"),
                            [SwiftParameter(label: SwiftName(fixed: "matching"), string, .fixed("String"))],
                            async: true, throws: true, result: collection,
                            body: [
                                .guard(
                                    [
                                        .expression(
                                            .binary(
                                                SwiftExpression.name(string).member("count"), .greaterOrEqual,
                                                .integer(minimum)))
                                    ],
                                    else: [.return(.try(.await(SwiftExpression.fixed("suggestedEntities").call())))]),
                                .return(
                                    SwiftExpression.fixed("IntentItemCollection").call(
                                        .labeled("items", mapped(search, makeEntity)))),
                            ]))))
        }
        let section = SwiftName(fixed: "section")
        let sectionList = SwiftName(fixed: "sections")
        let suggested: [SwiftStatement] =
            countries
            ? [
                .return(
                    SwiftExpression.fixed("IntentItemCollection").call(
                        .labeled(
                            "items",
                            mapped(
                                sections.member("prefix").call(.unlabeled(.integer(options.suggestedCount))),
                                makeEntity))))
            ]
            : [
                .binding(
                    SwiftBinding(
                        sectionList,
                        value: .member(sections, SwiftName(fixed: "map")).call(
                            trailing: [
                                SwiftTrailingClosure(
                                    SwiftClosure(
                                        parameters: [section],
                                        [
                                            .expression(
                                                SwiftExpression.fixed("IntentItemSection").call(
                                                    .unlabeled(sectionTitle),
                                                    .labeled(
                                                        "items",
                                                        mapped(
                                                            sectionItems.member("prefix").call(
                                                                .unlabeled(.integer(options.suggestedCount))),
                                                            makeEntity))))
                                        ]))
                            ]))),
                .return(SwiftExpression.fixed("IntentItemCollection").call(.labeled("sections", .name(sectionList)))),
            ]
        let suggestedDocumentation =
            switch (appProvider, countries) {
            case (nil, true): "Before anything is typed: the \(options.suggestedCount) countries with the most places."
            case (nil, false):
                "Before anything is typed: Recent, Nearby and Popular, at most \(options.suggestedCount) places each."
            default: "Before anything is typed: the app's sections, at most \(options.suggestedCount) options each."
            }
        members.append(
            SwiftDeclaration(
                documentation: [suggestedDocumentation],
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "suggestedEntities"), async: true, throws: true, result: collection,
                        body: suggested))))
        if case .string(let identifier) = parameter.defaultValue {
            let single = SwiftExpression.array([.string(identifier)])
            let value: SwiftExpression =
                if appProvider != nil {
                    .try(.await(SwiftExpression.name(store).member("options").call(.labeled("for", single))))
                } else if countries {
                    .await(SwiftExpression.name(store).member("countries").call(.unlabeled(single)))
                } else {
                    .await(
                        SwiftExpression.name(store).member("places").call(
                            .unlabeled(single), .labeled("recordingPicks", .boolean(false))))
                }
            let first = SwiftExpression.member(value, SwiftName(fixed: "first")).member("map").call(
                .unlabeled(makeEntity))
            members.append(
                SwiftDeclaration(
                    documentation: [
                        "The schema gives \(identifier) as this parameter's default. App Intents asks for it once, when the widget is added, and the widget keeps that value from then on: a later change of the default reaches no placed widget. That is why it is written only when the schema asks for it."
                    ],
                    .function(
                        SwiftFunction(
                            SwiftName(fixed: "defaultResult"), async: true, result: .optional(.name(entity)),
                            body: [.expression(appProvider == nil ? first : .tryOptional(first))]))))
        }
        let paths = self.options.paths
        var documentation =
            appProvider.map {
                "Finds \(parameter.title.fallback) options through the app's `\($0.implementationName)`, which conforms to `\($0.protocolName)`."
            }
            ?? (countries
                ? "Finds \(parameter.title.fallback) options through the intentctl service: `GET \(paths.countries)` as the person types and for the values configurations hold."
                : "Finds \(parameter.title.fallback) options through the intentctl service: `GET \(paths.suggest)` as the person types, `GET \(paths.place)` for the values configurations hold, and the sections of `GET \(paths.suggest)?sections=1` before anything is typed.")
        if let scope = options.scope, appProvider == nil, !countries {
            let named = { (id: String?) in id.flatMap { id in self.schema.parameters.first { $0.id == id } } }
            if let country = named(scope.country) {
                documentation +=
                    " The search and the sections keep to the country that \(country.title.fallback) holds, once it holds one."
            }
            if let near = named(scope.near) {
                documentation += " Nearby comes from the place that \(near.title.fallback) holds, once it holds one."
            }
        }
        return SwiftDeclaration(
            documentation: [documentation],
            .struct(
                name, conformances: [options.isSearchable ? .fixed("EntityStringQuery") : .fixed("EntityQuery")],
                members: members))
    }

    /// A scope's `@IntentParameterDependency` properties, one for each parameter it names so that each narrows
    /// the options as soon as it has a value, and the arguments that pass their values to the client:
    /// `country: scopeCountry?.country.id`.
    func scopeDependencies(_ scope: OptionScopeDeclaration) -> (members: [SwiftDeclaration], arguments: [SwiftArgument])
    {
        var members: [SwiftDeclaration] = []
        var arguments: [SwiftArgument] = []
        let named: [(label: StaticString, property: SwiftName, id: String?)] = [
            ("country", SwiftName(fixed: "scopeCountry"), scope.country),
            ("near", SwiftName(fixed: "scopeNear"), scope.near),
        ]
        for (label, name, id) in named {
            guard let id, let scoping = schema.parameters.first(where: { $0.id == id }) else { continue }
            members.append(
                SwiftDeclaration(
                    documentation: [
                        "The configuration's \(scoping.title.fallback), whose value narrows the options; App Intents gives it while the intent is being configured, and nil while it has no value."
                    ],
                    attributes: [
                        SwiftAttribute(
                            SwiftName(fixed: "IntentParameterDependency"), generic: [.name(plan.intentName)],
                            [.unlabeled(projected(scoping))])
                    ],
                    .property(SwiftProperty(variable: true, name))))
            arguments.append(
                .labeled(
                    label, SwiftExpression.member(.optionalChain(.name(name)), property(scoping)).member("id")))
        }
        return (members, arguments)
    }

    /// `value.map(Entity.init)`.
    func mapped(_ value: SwiftExpression, _ transform: SwiftExpression) -> SwiftExpression {
        SwiftExpression.member(value, SwiftName(fixed: "map")).call(.unlabeled(transform))
    }
}
