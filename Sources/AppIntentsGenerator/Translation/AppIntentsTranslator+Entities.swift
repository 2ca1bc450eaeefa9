import IntentSchema

extension AppIntentsTranslator {
    /// A dynamic parameter's `AppEntity`: its id is the option's value. A place of the intentctl service shows
    /// as the service names it; an option of the app as the app's source gives it.
    func entity(_ parameter: Parameter, _ index: Int, _ type: SwiftName) -> SwiftDeclaration {
        let query = plan.queryNames[parameter.id] ?? Names.unnamed
        var members = [
            typeDisplayRepresentation(parameter, parameterPath(index)),
            SwiftDeclaration(
                isStatic: true, .property(SwiftProperty(SwiftName(fixed: "defaultQuery"), value: .name(query).call()))),
        ]
        let documentation: String
        if let provider = plan.appProvider(of: parameter) {
            documentation =
                "\(parameter.title.fallback): an option of the provider \(provider.provider), which the app gives through \(provider.implementationName) (see \(provider.protocolName))."
            members += wrapper(
                stored: SwiftName(fixed: "option"), type: .fixed("IntentctlOption"), id: SwiftName(fixed: "id"),
                valueDocumentation: "The option, as the app's source gives it.")
            members.append(
                displayRepresentation(
                    "The option's title over its subtitle.",
                    [
                        .return(
                            SwiftExpression.fixed("DisplayRepresentation").call(
                                .labeled("title", .interpolation([.expression(option("title"))])),
                                .labeled("subtitle", localizedSubtitle(option("subtitle")))))
                    ]))
        } else if plan.servesCountries(parameter) {
            documentation =
                "\(parameter.title.fallback): a country, as the intentctl service knows it, stored as its ISO 3166 code."
            let country = { (member: StaticString) in SwiftExpression.fixed("country").member(member) }
            members += wrapper(
                stored: SwiftName(fixed: "country"), type: .fixed("IntentctlCountry"), id: SwiftName(fixed: "code"),
                valueDocumentation: "The country, as the service describes it.")
            members.append(
                displayRepresentation(
                    "The country's name, in the device's language where the service has it, over its code.",
                    [
                        .return(
                            SwiftExpression.fixed("DisplayRepresentation").call(
                                .labeled("title", .interpolation([.expression(country("displayName"))])),
                                .labeled("subtitle", .interpolation([.expression(country("code"))]))))
                    ]))
        } else {
            documentation =
                "\(parameter.title.fallback): an airport, or a city with all of its airports, as the intentctl service knows it."
            members += wrapper(
                stored: SwiftName(fixed: "place"), type: .fixed("IntentctlPlace"), id: SwiftName(fixed: "code"),
                valueDocumentation: "The place, as the service describes it.")
            members.append(
                displayRepresentation(
                    "An airport as its name over its city and country; a city group as the city over \"All airports\" and its country.",
                    [
                        .if(
                            [.expression(place("isCityGroup"))],
                            then: [
                                .return(
                                    SwiftExpression.fixed("DisplayRepresentation").call(
                                        .labeled("title", .interpolation([.expression(place("cityName"))])),
                                        .labeled("subtitle", cityGroupSubtitle())))
                            ], else: nil),
                        .return(
                            SwiftExpression.fixed("DisplayRepresentation").call(
                                .labeled("title", .interpolation([.expression(place("name"))])),
                                .labeled(
                                    "subtitle",
                                    .interpolation([
                                        .expression(place("cityName")), .text(", "), .expression(place("countryName")),
                                    ])))),
                    ]))
        }
        return SwiftDeclaration(
            documentation: [documentation], .struct(type, conformances: [.fixed("AppEntity")], members: members))
    }

    /// `place.name`.
    func place(_ member: StaticString) -> SwiftExpression { SwiftExpression.fixed("place").member(member) }

    /// `option.title`.
    func option(_ member: StaticString) -> SwiftExpression { SwiftExpression.fixed("option").member(member) }

    /// The id and the wrapped value, and the initializer from the value.
    func wrapper(stored: SwiftName, type: SwiftType, id: SwiftName, valueDocumentation: String) -> [SwiftDeclaration] {
        let idName = SwiftName(fixed: "id")
        return [
            SwiftDeclaration(
                documentation: ["The option's value, as configurations store it."],
                .property(SwiftProperty(idName, type: .fixed("String")))),
            SwiftDeclaration(documentation: [valueDocumentation], .property(SwiftProperty(stored, type: type))),
            SwiftDeclaration(
                .initializer(
                    [SwiftParameter(label: nil, stored, type)],
                    body: [
                        .assignment(.name(idName), .member(.name(stored), id)),
                        .assignment(.member(.selfValue, stored), .name(stored)),
                    ])),
        ]
    }

    /// `var displayRepresentation: DisplayRepresentation { … }`.
    func displayRepresentation(_ documentation: String, _ body: [SwiftStatement]) -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: [documentation],
            .property(
                SwiftProperty(
                    variable: true, SwiftName(fixed: "displayRepresentation"), type: .fixed("DisplayRepresentation"),
                    getter: body)))
    }

    /// "All airports, \(place.countryName)", from the catalog in every language the service has it.
    func cityGroupSubtitle() -> SwiftExpression {
        let text = options.texts.cityGroupSubtitle
        let pieces = text.fallback.components(separatedBy: "%@")
        var parts: [SwiftInterpolationPart] = []
        for (position, piece) in pieces.enumerated() {
            if !piece.isEmpty { parts.append(.text(piece)) }
            if position < pieces.count - 1 { parts.append(.expression(place("countryName"))) }
        }
        return .localized(
            SwiftLocalizedText(
                key: "intentctl.cityGroup.subtitle", defaultValue: parts, catalogText: text, source: .root))
    }
}
