/// The writing system a name is written in, as far as trimming an index by language needs it: which
/// names a reader of the kept languages can type (``AirportDataset/trimmed(_:)``). Told by the first
/// letter's Unicode block; a name of no letter is of no script (``unknown``).
public enum WritingScript: Sendable, Equatable, Hashable {
    case latin, greek, cyrillic, armenian, hebrew, arabic, devanagari, bengali, thai, georgian, hangul, kana, han
    case other, unknown

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
        case 0x41...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF: .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: .greek
        case 0x400...0x52F, 0x2DE0...0x2DFF, 0xA640...0xA69F: .cyrillic
        case 0x530...0x58F: .armenian
        case 0x590...0x5FF: .hebrew
        case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x900...0x97F: .devanagari
        case 0x980...0x9FF: .bengali
        case 0xE00...0xE7F: .thai
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
        case "th": [.thai]
        case "ka": [.georgian]
        case "ko": [.hangul]
        case "ja": [.kana, .han]
        case "zh": [.han]
        default: [.latin]
        }
    }
}
