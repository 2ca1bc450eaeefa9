import Foundation

/// Folds text for matching: lower case, diacritics removed (`Zürich` → `zurich`), letters that do
/// not decompose spelled out (`ß` → `ss`, `ø` → `o`), apostrophes dropped (`O'Hare` → `ohare`), and
/// every other punctuation mark a word break.
public enum TextFolder {
    /// A folded word and the characters of the original text it came from.
    public struct Token: Sendable, Equatable {
        /// The folded word, UTF-8.
        public var bytes: [UInt8]
        /// The offset of its first character in the original text, in characters.
        public var start: Int
        /// Its length in the original text, in characters.
        public var length: Int
    }

    /// The folded words of a text, in order. Complexity: O(n) in the text length.
    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current: [UInt8] = []
        var start = 0
        var offset = 0
        func finish(at end: Int) {
            if !current.isEmpty {
                tokens.append(Token(bytes: current, start: start, length: end - start))
                current.removeAll(keepingCapacity: true)
            }
        }
        for character in text {
            defer { offset += 1 }
            if character == "'" || character == "’" || character == "ʻ" || character == "`" {
                continue
            }
            let folded = fold(character)
            if folded.isEmpty {
                finish(at: offset)
                continue
            }
            if current.isEmpty { start = offset }
            current.append(contentsOf: folded)
        }
        finish(at: offset)
        return tokens
    }

    /// The folded words of a text, as strings.
    public static func words(_ text: String) -> [String] {
        tokens(text).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The folded UTF-8 of one character, or nothing for a separator.
    static func fold(_ character: Character) -> [UInt8] {
        if let ascii = character.asciiValue {
            switch ascii {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return [ascii]
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): return [ascii + 32]
            default: return []
            }
        }
        if let special = specials[character] { return Array(special.utf8) }
        var output: [UInt8] = []
        let decomposed = String(character).decomposedStringWithCanonicalMapping.lowercased()
        for scalar in decomposed.unicodeScalars {
            let properties = scalar.properties
            if properties.canonicalCombiningClass != .notReordered || properties.generalCategory == .nonspacingMark {
                continue
            }
            guard properties.isAlphabetic || properties.numericType != nil else { continue }
            output.append(contentsOf: String(scalar).utf8)
        }
        return output
    }

    private static let specials: [Character: String] = [
        "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ł": "l", "Ł": "l",
        "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i", "ħ": "h", "Ħ": "h",
    ]

    /// Words that mean the same in place names; each is indexed under the other too.
    public static let synonyms: [String: String] = [
        "st": "saint", "saint": "st", "ste": "sainte", "sainte": "ste", "ft": "fort", "fort": "ft", "mt": "mount",
        "mount": "mt",
    ]
}
