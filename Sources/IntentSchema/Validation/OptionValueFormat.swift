/// What a provider's option ids look like, for documents checked by other tools: the JSON Schema
/// export writes it as the dynamic parameter's `pattern`, `description` and `examples`.
public struct OptionValueFormat: Sendable, Equatable {
    /// An anchored regular expression every option id matches, such as `^[A-Z]{3}$`.
    public var pattern: String
    /// What the ids are, for people.
    public var description: String
    /// A few well-known ids.
    public var examples: [String]

    /// A format from its parts.
    public init(pattern: String, description: String, examples: [String]) {
        self.pattern = pattern
        self.description = description
        self.examples = examples
    }
}
