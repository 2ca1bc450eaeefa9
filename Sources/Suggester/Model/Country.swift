/// A country of the data: its ISO 3166-1 code, its English name and its names in the languages the data has,
/// and how many places it holds (what orders countries before anything is typed).
public struct Country: Sendable, Equatable {
    /// The upper-case ISO code: `FR`.
    public var code: String
    /// The English name: `France`.
    public var name: String
    /// The names in other languages, by language code: `["de": "Frankreich"]`.
    public var localizedNames: [String: String]
    /// How many places (airports, city groups, towns) of the data are in it.
    public var placeCount: Int

    /// A country.
    public init(code: String, name: String, localizedNames: [String: String] = [:], placeCount: Int = 0) {
        self.code = code
        self.name = name
        self.localizedNames = localizedNames
        self.placeCount = placeCount
    }

    /// The name in a language (`de`), or the English one.
    public func name(in language: String?) -> String {
        language.flatMap { localizedNames[$0] } ?? name
    }
}
