/// What narrows a provider's options for one configuration: the values of the parameters a scoped parameter
/// depends on (``OptionScopeDeclaration``). Empty, it narrows nothing.
public struct OptionScope: Sendable, Equatable, Hashable {
    /// The options must be in this country (an upper-case ISO code).
    public var countryCode: String?
    /// The options are ordered from this place (an option id of a place provider), nearest first.
    public var near: String?

    /// A scope.
    public init(countryCode: String? = nil, near: String? = nil) {
        self.countryCode = countryCode
        self.near = near
    }

    /// Whether it narrows nothing.
    public var isEmpty: Bool { countryCode == nil && near == nil }
}
