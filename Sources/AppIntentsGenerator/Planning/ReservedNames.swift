/// The names a schema's generated declarations must not take, because the generated code uses them: a type of
/// the same name in the widget's module would hide the one the code means (an enum `Bundle` hides
/// `Bundle.main`), and a member of the same name would clash with one the generated code declares.
///
/// `types` is the list below and every type name the runtime's code spells (read from its sources, comments
/// and literals left out); a test checks that every name the generated files use is in it.
enum ReservedNames {
    /// The modules the generated code imports or checks for.
    static let modules: Set<String> = [
        "AppIntents", "Darwin", "Foundation", "FoundationNetworking", "Glibc", "Suggester", "Swift", "WidgetKit",
        "_Concurrency",
    ]

    /// The types, protocols and type aliases of the Swift standard library, Foundation, App Intents and WidgetKit
    /// the generated code uses or that are easily hidden, and the types of the generated support code.
    static let standardTypes: Set<String> = [
        // The standard library.
        "Any", "AnyObject", "Array", "Bool", "CancellationError", "CaseIterable", "Character", "Codable",
        "CodingKey", "Collection", "Comparable", "Decodable", "Dictionary", "Double", "Encodable", "Encoder",
        "Decoder", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Never", "Optional",
        "Protocol", "RawRepresentable", "Result", "Self", "Sendable", "Sequence", "Set", "StaticString", "String",
        "Substring", "Task", "Type", "UInt", "UTF8", "UTF16", "Unicode", "Void",
        // Foundation.
        "Bundle", "Calendar", "Data", "Date", "DateComponents", "DateInterval", "Decimal", "FileManager",
        "HTTPURLResponse", "JSONDecoder", "JSONEncoder", "Locale", "TimeInterval", "TimeZone", "URL",
        "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "URLSession",
        // App Intents.
        "AppEntity", "AppEnum", "AppIntent", "AppIntentsPackage", "CustomIntentMigratedAppIntent",
        "DisplayRepresentation",
        "DynamicOptionsProvider", "EntityQuery", "EntityStringQuery", "IntentDescription", "IntentDialog",
        "IntentCollectionSize", "IntentItem", "IntentItemCollection", "IntentItemSection", "IntentParameter",
        "IntentParameterDependency", "IntentProjection", "IntentResult",
        "LocalizedStringResource", "Parameter", "ParameterSummary", "Summary", "TypeDisplayRepresentation", "When",
        "WidgetConfigurationIntent",
        // WidgetKit.
        "AppIntentRecommendation", "AppIntentTimelineProvider", "Context", "Entry", "Intent", "Timeline",
        "TimelineEntry",
        "TimelineProviderContext", "TimelineReloadPolicy", "WidgetFamily",
        // The associated types of the protocols generated types conform to, which a nested name would shadow.
        "AllCases", "DefaultQuery", "DefaultValue", "ID", "PerformResult", "RawValue", "Specification",
        "SummaryContent", "UnwrappedType", "ValueType",
        // The generated support code.
        "IntentctlService", "IntentctlOptionSection",
    ]

    /// Every type name a schema's type may not take: ``standardTypes``, ``modules``, and the type names of the
    /// runtime's code.
    static let types: Set<String> = standardTypes.union(modules).union(RuntimeSources.typeNames)

    /// The type names a schema's types may not take: ``types``, and the device index's when its places are
    /// answered on the device.
    static func types(answeringOnDevice: Bool) -> Set<String> {
        answeringOnDevice ? types.union(RuntimeSources.deviceIndexTypeNames) : types
    }

    /// Members the configuration intent has whatever the schema, or that no property may be named.
    static let intentMembers: Set<String> = [
        "configurationDocument", "init", "deinit", "subscript", "Self", "Type", "Protocol", "perform",
    ]

    /// Members every generated enum has, which no case may be named.
    static let enumMembers: Set<String> = [
        "rawValue", "allCases", "typeDisplayRepresentation", "caseDisplayRepresentations", "travellerCount",
        "dateWindow", "init", "hashValue", "Self", "Type", "Protocol", "deinit", "subscript",
    ]
}
