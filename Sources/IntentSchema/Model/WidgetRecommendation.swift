/// A configuration a schema recommends: where a platform has no configuration UI (watchOS), the person picks
/// one of these (WidgetKit's `recommendations()`), and elsewhere they are starting points. It holds a value for
/// each active parameter that needs one, valid as a configuration is.
public struct WidgetRecommendation: Sendable, Equatable {
    /// What the person sees: "Deals from London, any time".
    public var title: LocalizedText
    /// The values by parameter id, as given (defaults fill the others).
    public var values: [String: ParameterValue]

    /// A recommendation.
    public init(title: LocalizedText, values: [String: ParameterValue]) {
        self.title = title
        self.values = values
    }

    /// The configuration it recommends, of a schema's current version.
    public func configuration(of schema: WidgetSchema) -> WidgetConfiguration {
        WidgetConfiguration(schemaID: schema.id, schemaVersion: schema.version, values: values)
    }
}
