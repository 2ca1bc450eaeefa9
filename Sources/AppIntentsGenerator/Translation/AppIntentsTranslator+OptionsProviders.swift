import IntentSchema

extension AppIntentsTranslator {
    /// The `DynamicOptionsProvider` of a dynamic parameter whose values are its options' texts: the app's
    /// sections, each option's id (its text) as the value. App Intents gives such a provider no search, so
    /// every option of the sections is listed. The planner refuses such a parameter of a provider the service
    /// serves, so the app gives it.
    func optionsProvider(_ parameter: Parameter, name: SwiftName, provider: AppIntentsPlan.AppProvider)
        -> SwiftDeclaration
    {
        let source = SwiftName(fixed: "source")
        let section = SwiftName(fixed: "section")
        let option = SwiftName(fixed: "option")
        let member = { (name: StaticString) in SwiftExpression.name(option).member(name) }
        let item = SwiftExpression.fixed("IntentItem").call(
            .unlabeled(member("id")), .labeled("title", .interpolation([.expression(member("title"))])),
            .labeled("subtitle", localizedSubtitle(member("subtitle"))))
        let body = sectionsCollection(
            .try(.await(SwiftExpression.name(source).member("suggestedSections").call())),
            title: SwiftExpression.name(section).member("title"),
            items: SwiftExpression.member(.name(section), SwiftName(fixed: "options")).member("map").call(
                trailing: [SwiftTrailingClosure(SwiftClosure(parameters: [option], [.expression(item)]))]))
        var members = [
            SwiftDeclaration(
                documentation: ["The app's options of the provider \(provider.provider)."],
                .property(
                    SwiftProperty(
                        variable: true, source, type: .existential(.name(provider.protocolName)),
                        value: .name(provider.implementationName).call()))),
            SwiftDeclaration(
                documentation: [
                    "Every option of the app's sections, each its id as the value: App Intents searches no options provider."
                ],
                .function(
                    SwiftFunction(
                        SwiftName(fixed: "results"), async: true, throws: true,
                        result: .generic(SwiftName(fixed: "IntentItemCollection"), [.fixed("String")]), body: body))),
        ]
        if case .string(let text) = parameter.defaultValue {
            members.append(
                SwiftDeclaration(
                    documentation: [
                        "The schema's default, \(text). App Intents asks for it once, when the widget is added, and the widget keeps that value from then on."
                    ],
                    .function(
                        SwiftFunction(
                            SwiftName(fixed: "defaultResult"), async: true, result: .optional(.fixed("String")),
                            body: [.return(.string(text))]))))
        }
        return SwiftDeclaration(
            documentation: [
                "The options of \(parameter.title.fallback), which the app gives through `\(provider.implementationName)` (see `\(provider.protocolName)`): a configuration stores the id of the option chosen, which is its text, as the SiriKit intent stored it."
            ],
            .struct(name, conformances: [.fixed("DynamicOptionsProvider")], members: members))
    }
}
