import PlainNumbers

extension SuggestionQuery {
    /// The default number of suggestions.
    public static let defaultLimit = 10

    /// A query whose options are given as text, as a command line or a URL query gives them, each
    /// checked: `limit` a whole number from 1 to `maximumLimit` (default 10); `country` a two-letter
    /// ISO code; `kind` `city`, `airport` or `town`; `near` `LAT,LON` in decimal degrees; `locale` a
    /// language tag (`it`, `pt-BR`: its language is used). An absent option is no filter.
    /// - Throws: ``SuggesterError/invalidOption(name:expected:)`` naming the first invalid option.
    public init(
        text: String, limit: String?, country: String?, kind: String?, near: String?, locale: String? = nil,
        maximumLimit: Int = 100
    ) throws(SuggesterError) {
        var count = Self.defaultLimit
        if let limit {
            guard let value = PlainNumber.wholeNumber(limit, in: 1...maximumLimit) else {
                throw .invalidOption(name: "limit", expected: "a whole number from 1 to \(maximumLimit)")
            }
            count = value
        }
        self.init(text, limit: count)
        if let country {
            guard country.utf8.count == 2, country.utf8.allSatisfy(Self.isLetter) else {
                throw .invalidOption(name: "country", expected: "a two-letter ISO code such as GB")
            }
            countryCode = country.uppercased()
        }
        if let kind {
            guard let parsed = PlaceKind(rawValue: kind) else {
                throw .invalidOption(name: "kind", expected: "city, airport or town")
            }
            kinds = [parsed]
        }
        if let near {
            let parts = near.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let latitude = Self.degrees(parts[0]), let longitude = Self.degrees(parts[1]),
                (-90...90).contains(latitude),
                (-180...180).contains(longitude)
            else {
                throw .invalidOption(name: "near", expected: "LAT,LON in decimal degrees, such as 51.5,-0.12")
            }
            self.near = (latitude, longitude)
        }
        if let locale {
            guard let parsed = Self.language(ofLocale: locale) else {
                throw .invalidOption(name: "locale", expected: "a language tag such as it or pt-BR")
            }
            language = parsed
        }
    }

    /// The language of a locale or language tag, lower case: `it` for `it`, `it-IT` or `it_CH`;
    /// nil when it does not start with two or three letters.
    public static func language(ofLocale locale: String) -> String? {
        let language = locale.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        let rest = locale.utf8.dropFirst(language.count)
        guard (2...3).contains(language.count), language.allSatisfy(isLetter), rest.count <= 16,
            rest.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        else { return nil }
        return String(decoding: language, as: UTF8.self).lowercased()
    }

    /// Decimal degrees, with spaces around them allowed (`51.5, -0.12`).
    private static func degrees(_ text: Substring) -> Double? {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") }
        return PlainNumber(text.utf8.drop(while: isSpace).reversed().drop(while: isSpace).reversed()).map(\.double)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
