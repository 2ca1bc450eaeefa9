/// "all airports", as a city group's title says it, in the languages whose city and country names
/// the data has; English for others.
public enum AllAirportsPhrase {
    /// The phrase in a language (`it`), or English.
    public static func text(in language: String?) -> String {
        language.flatMap { translations[$0] } ?? "all airports"
    }

    /// The languages the phrase is translated into.
    public static var languages: [String] { translations.keys.sorted() }

    private static let translations: [String: String] = [
        "ar": "جميع المطارات", "cs": "všechna letiště", "da": "alle lufthavne", "de": "alle Flughäfen",
        "el": "όλα τα αεροδρόμια", "en": "all airports", "es": "todos los aeropuertos", "fi": "kaikki lentoasemat",
        "fr": "tous les aéroports", "he": "כל שדות התעופה", "hi": "सभी हवाई अड्डे", "hu": "összes repülőtér",
        "it": "tutti gli aeroporti", "ja": "すべての空港", "ko": "모든 공항", "nb": "alle flyplasser",
        "nl": "alle luchthavens", "pl": "wszystkie lotniska", "pt": "todos os aeroportos", "ro": "toate aeroporturile",
        "ru": "все аэропорты", "sv": "alla flygplatser", "th": "ทุกสนามบิน", "tr": "tüm havalimanları",
        "uk": "усі аеропорти", "zh": "所有机场",
    ]
}
