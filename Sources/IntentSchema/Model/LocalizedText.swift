/// A display string with per-locale translations and a fallback.
public struct LocalizedText: Sendable, Equatable, ExpressibleByStringLiteral {
    /// The text in the schema's default locale, used when no translation matches.
    public var fallback: String
    /// Translations keyed by BCP 47 tag (`de`, `pt-BR`).
    public var translations: [String: String]

    /// Creates a localized text.
    public init(_ fallback: String, translations: [String: String] = [:]) {
        self.fallback = fallback
        self.translations = translations
    }

    /// Creates an untranslated text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text for a locale: the exact tag, then its language (`de-CH` → `de`), then the fallback.
    /// Tags match case-insensitively and accept `_` for `-`.
    public func resolved(for locale: String?) -> String {
        guard let locale, !locale.isEmpty else { return fallback }
        let wanted = Self.normalize(locale)
        let normalized = Dictionary(
            translations.map { (Self.normalize($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        if let exact = normalized[wanted] { return exact }
        if let language = wanted.split(separator: "-").first, let match = normalized[String(language)] {
            return match
        }
        return fallback
    }

    private static func normalize(_ tag: String) -> String {
        tag.replacingOccurrences(of: "_", with: "-").lowercased()
    }
}
