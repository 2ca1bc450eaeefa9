/// The sections of suggestions shown before anything is typed, in their order: the places this
/// person picked before, places near them, and the places travellers pick most. The service's
/// `GET /v1/suggest?sections=1`, the configurator page, `configure` and the generated App Intents
/// code all show them with these titles.
public enum SuggestionSection: String, Sendable, CaseIterable {
    /// What this person or device picked before.
    case recent
    /// Places near a known location (`near=`).
    case nearby
    /// The places offered first by default.
    case popular

    /// The title in English.
    public var englishTitle: String {
        switch self {
        case .recent: "Recent"
        case .nearby: "Nearby"
        case .popular: "Popular"
        }
    }

    /// The title in a language (`de`), or English for a language without one.
    public func title(in language: String?) -> String {
        language.flatMap { Self.translations[$0] }.map { titles in
            switch self {
            case .recent: titles.0
            case .nearby: titles.1
            case .popular: titles.2
            }
        } ?? englishTitle
    }

    /// Every translation of the title, by language, English among them.
    public var titles: [String: String] {
        Dictionary(uniqueKeysWithValues: Self.translations.keys.map { ($0, title(in: $0)) })
    }

    /// Recent, Nearby and Popular in the languages whose city and country names the data has.
    private static let translations: [String: (String, String, String)] = [
        "ar": ("الأخيرة", "قريب", "شائع"), "cs": ("Nedávné", "V okolí", "Oblíbené"),
        "da": ("Seneste", "I nærheden", "Populære"), "de": ("Zuletzt gewählt", "In der Nähe", "Beliebt"),
        "el": ("Πρόσφατα", "Κοντά", "Δημοφιλή"), "en": ("Recent", "Nearby", "Popular"),
        "es": ("Recientes", "Cerca", "Populares"), "fi": ("Viimeaikaiset", "Lähellä", "Suositut"),
        "fr": ("Récents", "À proximité", "Populaires"), "he": ("אחרונים", "בקרבת מקום", "פופולריים"),
        "hi": ("हाल के", "आस-पास", "लोकप्रिय"), "hu": ("Legutóbbiak", "A közelben", "Népszerű"),
        "it": ("Recenti", "Nelle vicinanze", "Popolari"), "ja": ("最近", "近く", "人気"), "ko": ("최근", "주변", "인기"),
        "nb": ("Nylige", "I nærheten", "Populære"), "nl": ("Recent", "In de buurt", "Populair"),
        "pl": ("Ostatnie", "W pobliżu", "Popularne"), "pt": ("Recentes", "Por perto", "Populares"),
        "ro": ("Recente", "În apropiere", "Populare"), "ru": ("Недавние", "Рядом", "Популярные"),
        "sv": ("Senaste", "I närheten", "Populära"), "th": ("ล่าสุด", "ใกล้เคียง", "ยอดนิยม"),
        "tr": ("Son seçilenler", "Yakındakiler", "Popüler"), "uk": ("Нещодавні", "Поруч", "Популярні"),
        "zh": ("最近", "附近", "热门"),
    ]
}
