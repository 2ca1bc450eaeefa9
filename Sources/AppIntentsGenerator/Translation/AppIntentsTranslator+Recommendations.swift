import DocumentFormats
import IntentSchema

extension AppIntentsTranslator {
    /// `recommendations()`: the schema's recommended configurations (``WidgetSchema/recommendations``), which
    /// watchOS, having no configuration UI, offers for the person to pick; elsewhere WidgetKit does not ask. Each
    /// is an intent holding the recommendation's values, described by its title.
    func recommendationsFunction() -> SwiftDeclaration {
        var body: [SwiftStatement] = []
        var recommendations: [SwiftExpression] = []
        for (index, recommendation) in schema.recommendations.enumerated() {
            let intent = SwiftName("recommended\(index + 1)") ?? Names.unnamed
            // A `let`: a parameter is a class (`IntentParameter`), so setting its value does not mutate the intent.
            body.append(.binding(SwiftBinding(intent, value: SwiftExpression.fixed("Intent").call())))
            for parameter in schema.parameters {
                guard let value = recommendation.values[parameter.id] else { continue }
                body.append(.assignment(.member(.name(intent), property(parameter)), self.value(value, for: parameter)))
            }
            let path = JSONPath.root.appending("recommendations").appending(index: index)
            recommendations.append(
                SwiftExpression.fixed("AppIntentRecommendation").call(
                    .labeled("intent", .name(intent)),
                    .labeled(
                        "description",
                        localized(
                            ["recommendations", String(index + 1), "title"], recommendation.title,
                            at: path.appending("title")))))
        }
        body.append(.return(.array(recommendations)))
        return SwiftDeclaration(
            documentation: [
                "The configurations the schema recommends, which watchOS offers for the person to pick (it has no configuration UI). An entity holds its value, and shows it as its code until the service is asked."
            ],
            .function(
                SwiftFunction(
                    SwiftName(fixed: "recommendations"), [],
                    result: .array(.generic(SwiftName(fixed: "AppIntentRecommendation"), [.fixed("Intent")])),
                    body: body)))
    }

    /// A recommended value as the intent's property holds it: an entity for a dynamic parameter (its value as
    /// its id, and as its text until the service or the app's source is asked), an array for several values.
    func value(_ value: ParameterValue, for parameter: Parameter) -> SwiftExpression {
        guard case .dynamic = parameter.kind, !hasTextValues(parameter) else { return self.value(value, of: parameter) }
        if case .list(let values) = value { return .array(values.map { self.value($0, for: parameter) }) }
        guard case .string(let id) = value else { return self.value(value, of: parameter) }
        let entity = SwiftExpression.name(plan.typeNames[parameter.id] ?? Names.unnamed)
        let stored: SwiftExpression
        if plan.appProvider(of: parameter) != nil {
            stored = SwiftExpression.fixed("IntentctlOption").call(
                .labeled("id", .string(id)), .labeled("title", .string(id)))
        } else if plan.servesCountries(parameter) {
            stored = SwiftExpression.fixed("IntentctlCountry").call(
                .labeled("code", .string(id)), .labeled("name", .string(id)), .labeled("places", .integer(0)))
        } else {
            stored = SwiftExpression.fixed("IntentctlPlace").call(
                .labeled("code", .string(id)), .labeled("kind", .string("")), .labeled("name", .string(id)),
                .labeled("city", .string(id)), .labeled("country", .string("")))
        }
        return entity.call(.unlabeled(stored))
    }
}
