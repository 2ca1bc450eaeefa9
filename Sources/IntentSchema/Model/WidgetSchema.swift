/// A validated widget configuration schema: the ordered parameters a person sets when they
/// configure a widget, the way a SiriKit `.intentdefinition` describes a widget's intent.
public struct WidgetSchema: Sendable, Equatable {
    /// The schema format versions this build reads.
    public static let supportedFormatVersions: ClosedRange<Int> = 1...1

    /// The stable schema id, such as `deals-widget`.
    public var id: String
    /// The version of the schema format the file is written in.
    public var formatVersion: Int
    /// The schema's own revision; configurations record it.
    public var version: Int
    /// The locale whose strings every localized text must provide, used when no other matches.
    public var defaultLocale: String
    /// The widget's display title.
    public var title: LocalizedText
    /// An optional longer description.
    public var description: LocalizedText?
    /// The parameters, in the order they are asked.
    public var parameters: [Parameter] {
        didSet { parameterIndex = Self.index(parameters) }
    }
    /// Each parameter's position by id (the first, for duplicate ids).
    private var parameterIndex: [String: Int]
    /// The app URL a configured search opens, if the widget has one.
    public var deepLink: DeepLinkTemplate?
    /// The configuration in one line, if the schema declares it.
    public var summary: ParameterSummary?
    /// What the widget says before it is configured ("Choose where you fly from to see deals"),
    /// if the schema declares it; otherwise ``defaultPlaceholder``.
    public var placeholder: LocalizedText?
    /// What a "configure me" entry says when the schema declares no placeholder.
    public static let defaultPlaceholder = "Configure the widget."
    /// How configurations of earlier versions become configurations of this one: one migration a
    /// version, from the oldest, ending at ``version``. A version without one changed nothing a
    /// configuration holds.
    public var migrations: [SchemaMigration]
    /// The SiriKit intent this widget was first configured with, if it was.
    public var siriKit: SiriKitOrigin?
    /// The configurations the schema recommends, in order (``WidgetRecommendation``).
    public var recommendations: [WidgetRecommendation]

    /// Creates a schema. Prefer ``SchemaLoader`` for schemas that come from files: it checks them.
    public init(
        id: String, formatVersion: Int = 1, version: Int, defaultLocale: String = "en", title: LocalizedText,
        description: LocalizedText? = nil, parameters: [Parameter], deepLink: DeepLinkTemplate? = nil,
        migrations: [SchemaMigration] = [], summary: ParameterSummary? = nil, placeholder: LocalizedText? = nil,
        siriKit: SiriKitOrigin? = nil, recommendations: [WidgetRecommendation] = []
    ) {
        self.id = id
        self.formatVersion = formatVersion
        self.version = version
        self.defaultLocale = defaultLocale
        self.title = title
        self.description = description
        self.parameters = parameters
        self.parameterIndex = Self.index(parameters)
        self.deepLink = deepLink
        self.migrations = migrations
        self.summary = summary
        self.placeholder = placeholder
        self.siriKit = siriKit
        self.recommendations = recommendations
    }

    private static func index(_ parameters: [Parameter]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, parameter) in parameters.enumerated() where index[parameter.id] == nil {
            index[parameter.id] = position
        }
        return index
    }

    /// The parameter with this id, if any. Complexity: O(1).
    public func parameter(_ id: String) -> Parameter? {
        parameterIndex[id].map { parameters[$0] }
    }
}
