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
}
