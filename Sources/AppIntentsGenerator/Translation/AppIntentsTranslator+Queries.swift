import IntentSchema

extension AppIntentsTranslator {
    /// A dynamic parameter's query: lookup by id, search as the person types (when the schema lets them), the
    /// sections before typing, and the default when the schema gives one. Through the intentctl client for a
    /// provider the service serves (places, narrowed by the parameters the scope names, or countries); through
    /// the app's option source for any other.
    func query(_ parameter: Parameter, _ index: Int, _ options: DynamicOptions, entity: SwiftName, name: SwiftName)
        -> SwiftDeclaration
    {
        let source = querySource(parameter, options)
        let makeEntity = SwiftExpression.initializer(entity)
        var members = source.members
        members.append(
            SwiftDeclaration(
                documentation: ["The \(source.what) with these ids; ids that no longer resolve are left out."],
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "entities"),
                        [
                            SwiftParameter(
                                label: SwiftName(fixed: "for"), QuerySource.identifiers,
                                .array(.member(.name(entity), SwiftName(fixed: "ID"))))
                        ],
                        async: true, throws: true, result: .array(.name(entity)),
                        body: [.expression(mapped(source.lookup, makeEntity))]))))
        if options.isSearchable { members.append(searchFunction(source, options, entity: entity)) }
        members.append(suggestedEntitiesFunction(source, options, entity: entity))
        if case .string(let identifier) = parameter.defaultValue {
            members.append(defaultResultFunction(source, identifier: identifier, entity: entity))
        }
        return SwiftDeclaration(
            documentation: [queryDocumentation(parameter, options, source)],
            .struct(
                name, conformances: [options.isSearchable ? .fixed("EntityStringQuery") : .fixed("EntityQuery")],
                members: members))
    }

    /// Where a query's options come from, and the expressions that ask for them.
    struct QuerySource {
        /// The app's provider, when the service does not serve it.
        var appProvider: AppIntentsPlan.AppProvider?
        /// Whether the options are the service's countries.
        var countries: Bool
        /// The query's properties: the client or the app's source, and the scope's dependencies.
        var members: [SwiftDeclaration] = []
        var lookup: SwiftExpression
        var search: SwiftExpression
        var sections: SwiftExpression
        var sectionTitle: SwiftExpression
        var sectionItems: SwiftExpression

        /// What the options are, for the documentation: options, countries or places.
        var what: String { appProvider != nil ? "options" : countries ? "countries" : "places" }
        /// The property lookups go through: the client, the index on the device, or the app's source.
        var store: SwiftName { appProvider != nil ? Self.source : onDevice ? Self.index : Self.client }
        /// Whether the places come from the index in the app.
        var onDevice = false

        static let client = SwiftName(fixed: "client")
        static let index = SwiftName(fixed: "index")
        static let source = SwiftName(fixed: "source")
        static let identifiers = SwiftName(fixed: "identifiers")
        static let string = SwiftName(fixed: "string")
    }

    /// The app's option source for a provider the service does not serve; otherwise the intentctl client,
    /// asking for countries, or for places narrowed by the scope's dependencies.
    func querySource(_ parameter: Parameter, _ options: DynamicOptions) -> QuerySource {
        let client = QuerySource.client
        let identifiers = QuerySource.identifiers
        let string = QuerySource.string
        if let appProvider = plan.appProvider(of: parameter) {
            let source = QuerySource.source
            return QuerySource(
                appProvider: appProvider, countries: false,
                members: [
                    SwiftDeclaration(
                        documentation: ["The app's options of the provider \(appProvider.provider)."],
                        .property(
                            SwiftProperty(
                                variable: true, source, type: .existential(.name(appProvider.protocolName)),
                                value: .name(appProvider.implementationName).call())))
                ],
                lookup: .try(
                    .await(SwiftExpression.name(source).member("options").call(.labeled("for", .name(identifiers))))),
                search: .try(
                    .await(SwiftExpression.name(source).member("options").call(.labeled("matching", .name(string))))),
                sections: .try(.await(SwiftExpression.name(source).member("suggestedSections").call())),
                sectionTitle: SwiftExpression.fixed("section").member("title"),
                sectionItems: SwiftExpression.fixed("section").member("options"))
        }
        let clientProperty = SwiftDeclaration(
            documentation: ["The client of the intentctl service."],
            .property(
                SwiftProperty(variable: true, client, value: SwiftExpression.fixed("IntentctlClient").member("shared")))
        )
        let onDevice = plan.answersOnDevice(parameter)
        let places = onDevice ? QuerySource.index : client
        let placesProperty =
            onDevice
            ? SwiftDeclaration(
                documentation: ["The airport index in the app's bundle."],
                .property(
                    SwiftProperty(
                        variable: true, places, value: SwiftExpression.fixed("IntentctlDeviceIndex").member("shared"))))
            : clientProperty
        let sectionTitle = SwiftExpression.fixed("section").member("localizedTitle")
        let sectionItems = SwiftExpression.fixed("section").member("suggestions")
        if plan.servesCountries(parameter) {
            return QuerySource(
                appProvider: nil, countries: true, members: [clientProperty],
                lookup: .await(SwiftExpression.name(client).member("countries").call(.unlabeled(.name(identifiers)))),
                search: .await(
                    SwiftExpression.name(client).member("countries").call(.labeled("matching", .name(string)))),
                sections: .await(
                    SwiftExpression.name(client).member("countries").call(.labeled("matching", .string("")))),
                sectionTitle: sectionTitle, sectionItems: sectionItems)
        }
        let scope = options.scope.map { scopeDependencies($0) } ?? (members: [], arguments: [])
        return QuerySource(
            appProvider: nil, countries: false, members: [placesProperty] + scope.members,
            lookup: .await(SwiftExpression.name(places).member("places").call(.unlabeled(.name(identifiers)))),
            search: .try(
                .await(
                    .call(
                        SwiftExpression.name(places).member("suggest"), [.unlabeled(.name(string))] + scope.arguments,
                        trailing: []))),
            sections: .await(.call(SwiftExpression.name(places).member("sections"), scope.arguments, trailing: [])),
            sectionTitle: sectionTitle, sectionItems: sectionItems, onDevice: onDevice)
    }

    /// `entities(matching:)`: the options for what the person types, or the suggestions while too little is typed.
    func searchFunction(_ source: QuerySource, _ options: DynamicOptions, entity: SwiftName) -> SwiftDeclaration {
        let minimum = options.minimumQueryLength
        let string = QuerySource.string
        return SwiftDeclaration(
            documentation: [
                "The \(source.what) for what the person types, best first; the suggestions until \(minimum) character\(minimum == 1 ? " is" : "s are") typed."
            ],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "entities"),
                    [SwiftParameter(label: SwiftName(fixed: "matching"), string, .fixed("String"))],
                    async: true, throws: true,
                    result: .generic(SwiftName(fixed: "IntentItemCollection"), [.name(entity)]),
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
                                .labeled("items", mapped(source.search, .initializer(entity))))),
                    ])))
    }

    /// `suggestedEntities()`: before anything is typed, the sections (or, for countries, one list).
    func suggestedEntitiesFunction(_ source: QuerySource, _ options: DynamicOptions, entity: SwiftName)
        -> SwiftDeclaration
    {
        let makeEntity = SwiftExpression.initializer(entity)
        let suggested: [SwiftStatement] =
            source.countries
            ? [
                .return(
                    SwiftExpression.fixed("IntentItemCollection").call(
                        .labeled(
                            "items",
                            mapped(
                                source.sections.member("prefix").call(.unlabeled(.integer(options.suggestedCount))),
                                makeEntity))))
            ]
            : sectionsCollection(
                source.sections, title: source.sectionTitle,
                items: mapped(
                    source.sectionItems.member("prefix").call(.unlabeled(.integer(options.suggestedCount))), makeEntity)
            )
        let documentation =
            switch (source.appProvider, source.countries) {
            case (nil, true): "Before anything is typed: the \(options.suggestedCount) countries with the most places."
            case (nil, false):
                "Before anything is typed: Recent, Nearby and Popular, at most \(options.suggestedCount) places each."
            default: "Before anything is typed: the app's sections, at most \(options.suggestedCount) options each."
            }
        return SwiftDeclaration(
            documentation: [documentation],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "suggestedEntities"), async: true, throws: true,
                    result: .generic(SwiftName(fixed: "IntentItemCollection"), [.name(entity)]), body: suggested)))
    }

    /// `defaultResult()`: the schema's default, looked up once when the widget is added.
    func defaultResultFunction(_ source: QuerySource, identifier: String, entity: SwiftName) -> SwiftDeclaration {
        let single = SwiftExpression.array([.string(identifier)])
        let store = source.store
        let value: SwiftExpression =
            if source.appProvider != nil {
                .try(.await(SwiftExpression.name(store).member("options").call(.labeled("for", single))))
            } else if source.countries {
                .await(SwiftExpression.name(store).member("countries").call(.unlabeled(single)))
            } else {
                .await(
                    SwiftExpression.name(store).member("places").call(
                        .unlabeled(single), .labeled("recordingPicks", .boolean(false))))
            }
        let first = SwiftExpression.member(value, SwiftName(fixed: "first")).member("map").call(
            .unlabeled(.initializer(entity)))
        return SwiftDeclaration(
            documentation: [
                "The schema gives \(identifier) as this parameter's default. App Intents asks for it once, when the widget is added, and the widget keeps that value from then on: a later change of the default reaches no placed widget. That is why it is written only when the schema asks for it."
            ],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "defaultResult"), async: true, result: .optional(.name(entity)),
                    body: [.expression(source.appProvider == nil ? first : .tryOptional(first))])))
    }

    /// The query's documentation: where it finds the options, and what narrows them.
    func queryDocumentation(_ parameter: Parameter, _ options: DynamicOptions, _ source: QuerySource) -> String {
        let paths = self.options.paths
        var documentation =
            source.appProvider.map {
                "Finds \(parameter.title.fallback) options through the app's `\($0.implementationName)`, which conforms to `\($0.protocolName)`."
            }
            ?? (source.onDevice
                ? "Finds \(parameter.title.fallback) options on the device, with no network: in the airport index of the extension's bundle (`airports.index`, which `intentctl data build` writes) as the person types and for the values configurations hold; before anything is typed, the places configurations hold, then the index's nearby and popular ones."
                : source.countries
                    ? "Finds \(parameter.title.fallback) options through the intentctl service: `GET \(paths.countries)` as the person types and for the values configurations hold."
                    : "Finds \(parameter.title.fallback) options through the intentctl service: `GET \(paths.suggest)` as the person types, `GET \(paths.place)` for the values configurations hold, and the sections of `GET \(paths.suggest)?sections=1` before anything is typed.")
        if let scope = options.scope, source.appProvider == nil, !source.countries {
            let named = { (id: String?) in id.flatMap { id in self.schema.parameters.first { $0.id == id } } }
            if let country = named(scope.country) {
                documentation +=
                    " The search and the sections keep to the country that \(country.title.fallback) holds, once it holds one."
            }
            if let near = named(scope.near) {
                documentation += " Nearby comes from the place that \(near.title.fallback) holds, once it holds one."
            }
        }
        return documentation
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

    /// `let sections = SECTIONS.map { section in IntentItemSection(TITLE, items: ITEMS) }` and `return
    /// IntentItemCollection(sections: sections)`: sections of items, as a picker shows them before anything is
    /// typed; `title` and `items` read the closure's `section`.
    func sectionsCollection(_ sections: SwiftExpression, title: SwiftExpression, items: SwiftExpression)
        -> [SwiftStatement]
    {
        let list = SwiftName(fixed: "sections")
        return [
            .binding(
                SwiftBinding(
                    list,
                    value: .member(sections, SwiftName(fixed: "map")).call(
                        trailing: [
                            SwiftTrailingClosure(
                                SwiftClosure(
                                    parameters: [SwiftName(fixed: "section")],
                                    [
                                        .expression(
                                            SwiftExpression.fixed("IntentItemSection").call(
                                                .unlabeled(title), .labeled("items", items)))
                                    ]))
                        ]))),
            .return(SwiftExpression.fixed("IntentItemCollection").call(.labeled("sections", .name(list)))),
        ]
    }

    /// `subtitle.map { LocalizedStringResource(stringLiteral: $0) }`: an optional text as a picker's subtitle.
    func localizedSubtitle(_ subtitle: SwiftExpression) -> SwiftExpression {
        .member(subtitle, SwiftName(fixed: "map")).call(
            trailing: [
                SwiftTrailingClosure(
                    SwiftClosure([
                        .expression(
                            SwiftExpression.fixed("LocalizedStringResource").call(
                                .labeled("stringLiteral", .shorthandArgument(0))))
                    ]))
            ])
    }

    /// `value.map(Entity.init)`.
    func mapped(_ value: SwiftExpression, _ transform: SwiftExpression) -> SwiftExpression {
        SwiftExpression.member(value, SwiftName(fixed: "map")).call(.unlabeled(transform))
    }
}
