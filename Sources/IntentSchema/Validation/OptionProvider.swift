/// A source of options for a dynamic parameter, like an Intents extension's `provideOptions`.
///
/// IntentSchema never depends on a concrete provider: the application registers providers by
/// the name schemas use (`airports`).
public protocol OptionProvider: Sendable {
    /// The options to show before anything is typed, best first.
    func suggestedOptions(limit: Int) -> [Option]
    /// The options matching a search term, best first.
    func search(_ term: String, limit: Int) -> [Option]
    /// The option with exactly this id, or `nil` if the provider does not know it.
    func resolve(id: String) -> Option?
    /// Options that could stand in for one the provider no longer knows or offers, best first.
    func replacements(forOptionID id: String, limit: Int) -> [Option]
    /// What every option id looks like, when the provider can say; nil otherwise.
    var valueFormat: OptionValueFormat? { get }
    /// The options to show before anything is typed, within a scope (in its country, nearest its place).
    func suggestedOptions(limit: Int, scope: OptionScope) -> [Option]
    /// The options matching a search term, within a scope.
    func search(_ term: String, limit: Int, scope: OptionScope) -> [Option]
    /// Whether the option with this id is within a scope: false when it is outside (another country), nil
    /// when the provider cannot tell or does not know the option.
    func isWithin(_ id: String, scope: OptionScope) -> Bool?
}

extension OptionProvider {
    /// By default, nothing is said about the ids.
    public var valueFormat: OptionValueFormat? { nil }

    /// By default, a provider knows no scope: the options unscoped.
    public func suggestedOptions(limit: Int, scope: OptionScope) -> [Option] { suggestedOptions(limit: limit) }

    /// By default, a provider knows no scope: the options unscoped.
    public func search(_ term: String, limit: Int, scope: OptionScope) -> [Option] { search(term, limit: limit) }

    /// By default, a provider cannot tell.
    public func isWithin(_ id: String, scope: OptionScope) -> Bool? { nil }

    /// Options that could stand in for another: by default, the offered options a search for its id
    /// finds, other than itself.
    public func replacements(forOptionID id: String, limit: Int) -> [Option] {
        Array(search(id, limit: limit + 1).filter { $0.id != id && $0.notOfferedBecause == nil }.prefix(limit))
    }
}
