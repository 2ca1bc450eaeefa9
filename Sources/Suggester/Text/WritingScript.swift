/// The writing system a name is written in, as far as trimming an index by language needs it: which
/// names a reader of the kept languages can type (``AirportDataset/trimmed(_:)``). Told by the first
/// letter's Unicode block; a name of no letter is of no script (``unknown``).
public enum WritingScript: Sendable, Equatable, Hashable {
    /// Basic Latin letters, Latin-1 to Latin Extended-B, IPA, the spacing modifier letters (U+02B0–02FF: `ʻ`,
    /// `ʼ`, which begin names such as ʻEwa) and Latin Extended Additional, C and D: every language
    /// ``scripts(ofLanguage:)`` names no other script for.
    case latin
    /// U+0370–03FF and Greek Extended: Greek (`el`).
    case greek
    /// U+0400–052F and the Cyrillic extensions: Russian, Ukrainian, Bulgarian, Serbian and the others
    /// ``scripts(ofLanguage:)`` lists.
    case cyrillic
    /// U+0530–058F: Armenian (`hy`).
    case armenian
    /// U+0590–05FF: Hebrew and Yiddish (`he`, `yi`).
    case hebrew
    /// U+0600–06FF, its supplement, extensions and presentation forms: Arabic, Persian, Urdu, Pashto.
    case arabic
    /// U+0900–097F: Hindi, Marathi, Nepali (`hi`, `mr`, `ne`).
    case devanagari
    /// U+0980–09FF: Bengali (`bn`).
    case bengali
    /// U+0A00–0A7F: Punjabi (`pa`).
    case gurmukhi
    /// U+0A80–0AFF: Gujarati (`gu`).
    case gujarati
    /// U+0B80–0BFF: Tamil (`ta`).
    case tamil
    /// U+0C00–0C7F: Telugu (`te`).
    case telugu
    /// U+0C80–0CFF: Kannada (`kn`).
    case kannada
    /// U+0D00–0D7F: Malayalam (`ml`).
    case malayalam
    /// U+0D80–0DFF: Sinhala (`si`).
    case sinhala
    /// U+0E00–0E7F: Thai (`th`).
    case thai
    /// U+0E80–0EFF: Lao (`lo`).
    case lao
    /// U+1000–109F and Myanmar Extended-A and B: Burmese (`my`).
    case myanmar
    /// U+1780–17FF and the Khmer symbols: Khmer (`km`).
    case khmer
    /// U+1200–139F, Ethiopic Extended and Extended-A: Amharic and Tigrinya (`am`, `ti`).
    case ethiopic
    /// U+10A0–10FF: Georgian (`ka`).
    case georgian
    /// Hangul jamo, compatibility jamo and syllables: Korean (`ko`).
    case hangul
    /// Hiragana and katakana (U+3040–30FF, U+31F0–31FF): Japanese (`ja`).
    case kana
    /// CJK ideographs, extension A and compatibility ideographs: Chinese (`zh`) and Japanese kanji (`ja`).
    case han
    /// A letter of a script this type does not tell apart: kept by no language's trimming.
    case other
    /// A text without a letter (digits and punctuation alone): kept whatever the languages.
    case unknown

    /// The script of a text: its first letter's. Complexity: O(n) up to the first letter.
    public init(of text: String) {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            self = Self.script(of: scalar.value)
            return
        }
        self = .unknown
    }

    /// The script of a letter, by its block.
    private static func script(of value: UInt32) -> WritingScript {
        switch value {
        case 0x41...0x7A, 0xC0...0x2FF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: .cyrillic
        case 0x530...0x58F: .armenian
        case 0x590...0x5FF: .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x900...0x97F: .devanagari
        case 0x980...0x9FF: .bengali
        case 0xA00...0xA7F: .gurmukhi
        case 0xA80...0xAFF: .gujarati
        case 0xB80...0xBFF: .tamil
        case 0xC00...0xC7F: .telugu
        case 0xC80...0xCFF: .kannada
        case 0xD00...0xD7F: .malayalam
        case 0xD80...0xDFF: .sinhala
        case 0xE00...0xE7F: .thai
        case 0xE80...0xEFF: .lao
        case 0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F: .myanmar
        case 0x1780...0x17FF, 0x19E0...0x19FF: .khmer
        case 0x1200...0x139F, 0x2D80...0x2DDF, 0xAB00...0xAB2F: .ethiopic
        case 0x10A0...0x10FF: .georgian
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
        case 0x3040...0x30FF, 0x31F0...0x31FF: .kana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: .han
        default: .other
        }
    }

    /// The scripts a language (an ISO 639 code: `ru`, `ja`) is written in: Latin for those this table
    /// does not name.
    public static func scripts(ofLanguage language: String) -> Set<WritingScript> {
        switch language.lowercased() {
        case "el": [.greek]
        case "ru", "uk", "bg", "sr", "be", "kk", "mk", "mn", "ky", "tg": [.cyrillic]
        case "hy": [.armenian]
        case "he", "yi": [.hebrew]
        case "ar", "fa", "ur", "ps": [.arabic]
        case "hi", "mr", "ne": [.devanagari]
        case "bn": [.bengali]
        case "pa": [.gurmukhi]
        case "gu": [.gujarati]
        case "ta": [.tamil]
        case "te": [.telugu]
        case "kn": [.kannada]
        case "ml": [.malayalam]
        case "si": [.sinhala]
        case "th": [.thai]
        case "lo": [.lao]
        case "my": [.myanmar]
        case "km": [.khmer]
        case "am", "ti": [.ethiopic]
        case "ka": [.georgian]
        case "ko": [.hangul]
        case "ja": [.kana, .han]
        case "zh": [.han]
        default: [.latin]
        }
    }
}
