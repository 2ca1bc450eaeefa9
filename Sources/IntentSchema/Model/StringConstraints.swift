/// Constraints on a string parameter's value.
public struct StringConstraints: Sendable, Equatable {
    /// A regular expression the whole value must match.
    public var pattern: String?
    /// The fewest characters allowed.
    public var minimumLength: Int?
    /// The most characters allowed.
    public var maximumLength: Int?

    /// Creates constraints.
    public init(pattern: String? = nil, minimumLength: Int? = nil, maximumLength: Int? = nil) {
        self.pattern = pattern
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
    }
}
