/// Which parameters narrow a dynamic parameter's options: "a country, then an airport in it". In a schema:
/// `"scope": {"country": "country"}`, naming the parameter whose value is the country (a `countries`
/// parameter), and `"near": "home"`, one whose value is a place to order the options from. Each names a
/// dynamic parameter declared before, that takes one value.
public struct OptionScopeDeclaration: Sendable, Equatable {
    /// The parameter whose value (an ISO country code) the options must be in.
    public var country: String?
    /// The parameter whose value (a place's id) the options are ordered from, nearest first.
    public var near: String?

    /// The provider whose values are ISO country codes: what a scope's `country` must name.
    public static let countryProvider = "countries"
    /// The providers whose values are places, which know a place's country and distance: what a scope's
    /// `near` must name, and the only providers a scope can narrow.
    public static let placeProviders: Set<String> = ["airports", "places"]

    /// The keys as schemas write them.
    public static let keys = ["country", "near"]

    /// A declaration.
    public init(country: String? = nil, near: String? = nil) {
        self.country = country
        self.near = near
    }

    /// The parameters it names.
    public var parameters: [String] { [country, near].compactMap { $0 } }

    /// The scope the values of a configuration give: the country and place they hold, where they hold one.
    public func scope(given values: [String: ParameterValue]) -> OptionScope {
        OptionScope(
            countryCode: country.flatMap { values[$0]?.stringValue }, near: near.flatMap { values[$0]?.stringValue })
    }
}
