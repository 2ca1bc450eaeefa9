/// How a dynamic parameter gets its options.
public struct DynamicOptions: Sendable, Equatable {
    /// The name of the option provider, such as `airports`.
    public var provider: String
    /// Whether people can search the options by typing.
    public var isSearchable: Bool
    /// How many characters must be typed before a search runs.
    public var minimumQueryLength: Int
    /// How many options show before anything is typed.
    public var suggestedCount: Int
    /// The parameters whose values narrow the options, if any (App Intents' `@IntentParameterDependency`).
    public var scope: OptionScopeDeclaration?
    /// Whether a value is an option's text itself rather than the id of an option: a SiriKit text
    /// parameter whose options the app gives, which App Intents declares as `String` with an
    /// options provider (Xcode's conversion), so that placed widgets keep their values.
    public var hasTextValues: Bool
    /// Where the options are answered from: the service, or an index on the device.
    public var source: OptionSource

    /// Creates dynamic options.
    public init(
        provider: String, isSearchable: Bool = true, minimumQueryLength: Int = 1, suggestedCount: Int = 8,
        scope: OptionScopeDeclaration? = nil, hasTextValues: Bool = false, source: OptionSource = .service
    ) {
        self.provider = provider
        self.isSearchable = isSearchable
        self.minimumQueryLength = minimumQueryLength
        self.suggestedCount = suggestedCount
        self.scope = scope
        self.hasTextValues = hasTextValues
        self.source = source
    }
}

extension DynamicOptions {
    /// The options with no scope: how they are presented, apart from what narrows them.
    var withoutScope: DynamicOptions {
        var copy = self
        copy.scope = nil
        return copy
    }

    /// The options answered by the service: how they are presented, apart from where they come from.
    var withServiceSource: DynamicOptions {
        var copy = self
        copy.source = .service
        return copy
    }
}
