/// An option provider over a fixed list: for tests, and for dynamic parameters whose options are
/// known when the program starts.
public struct FixedOptionProvider: OptionProvider {
    /// The options, in suggestion order.
    public var options: [Option]

    /// Creates a provider over these options.
    public init(_ options: [Option]) {
        self.options = options
    }

    /// The first `limit` options. Complexity: O(limit).
    public func suggestedOptions(limit: Int) -> [Option] {
        Array(options.prefix(max(0, limit)))
    }

    /// Options whose id, title or subtitle starts with the term, case-insensitively, in list order.
    /// Complexity: O(n).
    public func search(_ term: String, limit: Int) -> [Option] {
        let folded = term.lowercased()
        guard !folded.isEmpty else { return suggestedOptions(limit: limit) }
        let matches = options.filter { option in
            [option.id, option.title, option.subtitle ?? ""].contains { $0.lowercased().hasPrefix(folded) }
        }
        return Array(matches.prefix(max(0, limit)))
    }

    /// The option with exactly this id. Complexity: O(n).
    public func resolve(id: String) -> Option? {
        options.first { $0.id == id }
    }
}
