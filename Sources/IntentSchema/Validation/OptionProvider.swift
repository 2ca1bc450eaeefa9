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
}

extension OptionProvider {
    /// By default, nothing is said about the ids.
    public var valueFormat: OptionValueFormat? { nil }

    /// Options that could stand in for another: by default, the offered options a search for its id
    /// finds, other than itself.
    public func replacements(forOptionID id: String, limit: Int) -> [Option] {
        Array(search(id, limit: limit + 1).filter { $0.id != id && $0.notOfferedBecause == nil }.prefix(limit))
    }
}
