import IntentSchema

/// The Swift names of a schema's generated code, each checked as an identifier and against the names the
/// generated code uses (``ReservedNames``), and against each other. A name made from an id that would hide or
/// clash takes a suffix (`Bundle` → `BundleChoice`, a property `configurationDocument` →
/// `configurationDocumentValue`, a case `rawValue` → `rawValueCase`); a name that must stay as it is (a SiriKit
/// parameter name, which carries placed widgets' values, and `--module`) is refused instead, as is a suffixed
/// name that still clashes. Making the plan finds every problem at once, each located in the schema.
struct AppIntentsPlan: Sendable {
    /// One dynamic parameter's provider that the app gives itself: the protocol the generated code asks, and
    /// the type the app writes.
    struct AppProvider: Sendable, Equatable {
        /// The provider's name in the schema.
        var provider: String
        /// `StationsOptionSource`.
        var protocolName: SwiftName
        /// `StationsOptions`.
        var implementationName: SwiftName
    }

    /// The schema.
    var schema: WidgetSchema
    /// The module the files are for.
    var module: SwiftName
    /// `DealsWidgetConfigurationIntent`.
    var intentName: SwiftName
    /// `DealsWidgetTimelineProvider`.
    var providerName: SwiftName
    /// `DealsWidgetEntry`.
    var entryName: SwiftName
    /// `DealsWidgetAppIntentsPackage`, declared when the files go into a package's target.
    var packageName: SwiftName
    /// Each parameter's property name, by parameter id (its SiriKit name when it has one).
    var propertyNames: [String: SwiftName]
    /// Each enum or dynamic parameter's type name, by parameter id.
    var typeNames: [String: SwiftName]
    /// Each dynamic parameter's query type, by parameter id.
    var queryNames: [String: SwiftName]
    /// Each dynamic parameter of text values' `DynamicOptionsProvider`, by parameter id: such a parameter is
    /// `String`, as Xcode converts a SiriKit text parameter whose options the app gives, and has no entity.
    var optionsProviderNames: [String: SwiftName] = [:]
    /// Each enum parameter's case names, by parameter id, then case id.
    var caseNames: [String: [String: SwiftName]]
    /// The providers the app gives itself, by provider name, in the order the schema first names them.
    var appProviders: [AppProvider]
    /// The providers the intentctl service serves (`airports`).
    var servedProviders: Set<String>
    /// Every locale the schema has a string in, sorted.
    var locales: [String]

    /// Whether a case of some enum carries a date window rule.
    var usesDateWindow: Bool {
        schema.parameters.contains {
            $0.kind.cases?.contains { if case .dateWindow = $0.payload { true } else { false } } == true
        }
    }

    /// The provider whose values are ISO 3166 country codes: a served one of this name is asked through
    /// `paths.countries`, any other served provider through the place routes.
    static let countriesProvider = "countries"

    /// Whether the service serves a dynamic parameter's options as countries.
    func servesCountries(_ parameter: Parameter) -> Bool {
        guard case .dynamic(let options) = parameter.kind else { return false }
        return options.provider == Self.countriesProvider && servedProviders.contains(options.provider)
    }

    /// The app provider of a dynamic parameter, nil when the service serves it or its places are answered on the
    /// device.
    func appProvider(of parameter: Parameter) -> AppProvider? {
        guard case .dynamic(let options) = parameter.kind, options.source == .service,
            !servedProviders.contains(options.provider)
        else { return nil }
        return appProviders.first { $0.provider == options.provider }
    }

    /// The most distinct relationships (`activeWhen`) a schema may have: the parameter summary branches on each,
    /// so its size doubles with each one.
    static let maximumRelationships = 8

    /// The plan of a schema, or every problem in it.
    static func make(_ schema: WidgetSchema, module: String, servedProviders: Set<String>)
        -> Result<AppIntentsPlan, GenerationFailure>
    {
        var planner = Planner(schema: schema, servedProviders: servedProviders)
        return planner.plan(module: module)
    }

    /// Whether a dynamic parameter's options are answered from the index in the app (`"source": "device"`).
    func answersOnDevice(_ parameter: Parameter) -> Bool {
        guard case .dynamic(let options) = parameter.kind else { return false }
        return options.source == .device
    }

    /// Whether some parameter's options are answered from the index in the app.
    var usesDeviceIndex: Bool { schema.parameters.contains(where: answersOnDevice) }

    /// The schema's default locale and every locale any of its texts is translated into.
    static func locales(of schema: WidgetSchema) -> [String] {
        var texts = [schema.title] + [schema.description, schema.placeholder].compactMap { $0 }
        for parameter in schema.parameters {
            texts += [parameter.title] + [parameter.description, parameter.prompt].compactMap { $0 }
            texts += parameter.kind.cases?.map(\.title) ?? []
        }
        if let summary = schema.summary { texts += [summary.text] + summary.cases.values }
        return Array(Set(texts.flatMap(\.translations.keys) + [schema.defaultLocale])).sorted()
    }
}
