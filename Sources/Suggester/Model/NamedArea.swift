/// A country or a region, by code, with the names a query may use for it.
public struct NamedArea: Sendable, Equatable, Hashable {
    /// `GB`, or `US-ME`.
    public var code: String
    /// `United Kingdom`, or `Maine`.
    public var name: String
    /// Other names: `UK`, `Great Britain`.
    public var aliases: [String]
    /// The name in other languages, by language code (`it`: `Regno Unito`), where CLDR gives one.
    public var localizedNames: [String: String]

    /// Creates an area.
    public init(code: String, name: String, aliases: [String] = [], localizedNames: [String: String] = [:]) {
        self.code = code
        self.name = name
        self.aliases = aliases
        self.localizedNames = localizedNames
    }
}
