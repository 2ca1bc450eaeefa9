/// Folds text for matching: lower case, diacritics removed (`Zürich` → `zurich`), letters that do
/// not decompose spelled out (`ß` → `ss`, `ø` → `o`), apostrophes dropped (`O'Hare` → `ohare`), and
/// every other punctuation mark a word break. It needs no Foundation: the non-ASCII rules come
/// from a table generated with Python's `unicodedata` (`scripts/build-fold-table.py`).
public enum TextFolder {
    /// A folded word and the part of the original text it came from.
    public struct Token: Sendable, Equatable {
        /// The folded word, UTF-8.
        public var bytes: [UInt8]
        /// The offset of its first Unicode scalar in the original text.
        public var start: Int
        /// Its length in the original text, in Unicode scalars.
        public var length: Int
    }

    /// The longest folded word kept, in bytes; longer words are cut, for data and queries alike,
    /// so that no word can make a search costly.
    public static let maximumWordLength = 64

    /// The folded words of a text, in order. Complexity: O(n) in the text length.
    public static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        forEachToken(in: text) { bytes, start, length in
            tokens.append(Token(bytes: Array(bytes), start: start, length: length))
        }
        return tokens
    }

    /// Calls `body` with each folded word of a text (cut to ``maximumWordLength`` bytes), its first
    /// Unicode scalar's offset and its length in scalars, reusing one buffer. Complexity: O(n) in
    /// the text length.
    static func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void) {
        forEachToken(in: text.unicodeScalars, body)
    }

    /// ``forEachToken(in:_:)-(String,_)`` over a sequence of Unicode scalars (such as the first
    /// few scalars of a text).
    static func forEachToken<Scalars: Sequence<Unicode.Scalar>>(
        in scalars: Scalars, _ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void
    ) {
        var last: Unicode.Scalar?
        forEachToken(in: scalars, lastScalar: &last, body)
    }

    /// ``forEachToken(in:_:)-(Scalars,_)``, also setting `lastScalar` to the last scalar read, so
    /// that a caller can tell how the text ends without reading it twice.
    static func forEachToken<Scalars: Sequence<Unicode.Scalar>>(
        in scalars: Scalars, lastScalar: inout Unicode.Scalar?, _ body: (UnsafeBufferPointer<UInt8>, Int, Int) -> Void
    ) {
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var start = 0
        var offset = 0
        func finish(at end: Int) {
            if !current.isEmpty {
                current.withUnsafeBufferPointer { body($0, start, end - start) }
                current.removeAll(keepingCapacity: true)
            }
        }
        for scalar in scalars {
            defer { offset += 1 }
            lastScalar = scalar
            let value = scalar.value
            if value < 0x80 {
                let folded = foldASCII(UInt8(value))
                if folded == asciiSeparator {
                    finish(at: offset)
                } else if folded != asciiDropped {
                    if current.isEmpty { start = offset }
                    if current.count < maximumWordLength { current.append(folded) }
                }
                continue
            }
            switch fold(scalar) {
            case .drop:
                break
            case .separator:
                finish(at: offset)
            case .text(let text):
                if current.isEmpty { start = offset }
                current.append(contentsOf: text.utf8.prefix(maximumWordLength - current.count))
            }
        }
        finish(at: offset)
    }

    /// What ``foldASCII(_:)`` gives for a byte that is dropped (an apostrophe or a backquote).
    static let asciiDropped: UInt8 = 0
    /// What ``foldASCII(_:)`` gives for a byte that separates words.
    static let asciiSeparator: UInt8 = 0xFF

    /// Where the last scalar of folded UTF-8 bytes begins (after its continuation bytes), or nil
    /// when there are none: a word typed one keystroke earlier, as the precomputed answers record it.
    /// Complexity: O(1), at most four bytes read.
    static func lastScalarStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var start = bytes.count - 1
        while start > 0, bytes.count - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// How an ASCII byte folds: a letter to its lowercase, a digit to itself, an apostrophe or a
    /// backquote to ``asciiDropped``, anything else to ``asciiSeparator``.
    @inline(__always)
    static func foldASCII(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        case UInt8(ascii: "'"), UInt8(ascii: "`"): asciiDropped
        default: asciiSeparator
        }
    }

    /// The German spelling without umlauts of a word that has them (ä, ö, ü as ae, oe, ue, as
    /// Germans type them without the letters: "Muenchen", "Koeln", "Zuerich"), folded; nil when the
    /// word has none, or does not fold to one word. Indexed beside the word's usual folding
    /// ("munchen"), so that both spellings find it.
    static func germanTransliteration(of word: some Collection<Unicode.Scalar>) -> [UInt8]? {
        guard word.contains(where: isUmlaut) else { return nil }
        var text = ""
        for scalar in word {
            switch scalar {
            case "ä", "Ä": text += "ae"
            case "ö", "Ö": text += "oe"
            case "ü", "Ü": text += "ue"
            default: text.unicodeScalars.append(scalar)
            }
        }
        var folded: [[UInt8]] = []
        forEachToken(in: text) { bytes, _, _ in folded.append(Array(bytes)) }
        return folded.count == 1 ? folded[0] : nil
    }

    /// The folded parts of a word written with apostrophes ("O'Hare": "o", "hare"), so that a
    /// traveller who types them apart ("o hare") finds it; nil when the word has no apostrophe
    /// between letters.
    static func apostropheParts(of word: some Collection<Unicode.Scalar>) -> [[UInt8]]? {
        guard word.contains(where: isApostrophe) else { return nil }
        var parts: [[UInt8]] = []
        for part in word.split(whereSeparator: isApostrophe) {
            forEachToken(in: part) { bytes, _, _ in parts.append(Array(bytes)) }
        }
        return parts.count > 1 ? parts : nil
    }

    /// Whether a scalar is an apostrophe, which folding drops inside a word: ', ‘, ’, ʼ or `.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "'", "\u{2018}", "\u{2019}", "\u{02BC}", "`": true
        default: false
        }
    }

    /// The variant spellings indexed beside a word's folding, given the word's scalars: its German
    /// spelling without umlauts (``germanTransliteration(of:)``), and its parts around apostrophes
    /// (``apostropheParts(of:)``) with their synonyms, as a word's own synonym is indexed; each
    /// folded, the first different from `folded`.
    static func variants(of word: some Collection<Unicode.Scalar>, folded: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
        var variants: [[UInt8]] = []
        if let spelled = germanTransliteration(of: word), !spelled.elementsEqual(folded) { variants.append(spelled) }
        for part in apostropheParts(of: word) ?? [] {
            variants.append(part)
            if let synonym = part.withUnsafeBufferPointer(synonym(of:)) { variants.append(synonym) }
        }
        return variants
    }

    /// Whether a text has a word with a variant spelling (``variants(of:folded:)``), which takes
    /// reading its scalars.
    static func hasVariants(_ text: String) -> Bool {
        text.unicodeScalars.contains { isUmlaut($0) || isApostrophe($0) }
    }

    /// Whether a scalar is ä, ö or ü, in either case.
    static func isUmlaut(_ scalar: Unicode.Scalar) -> Bool {
        "äöüÄÖÜ".unicodeScalars.contains(scalar)
    }

    /// The folded words of a text, as strings.
    public static func words(_ text: String) -> [String] {
        tokens(text).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// How a non-ASCII scalar folds.
    enum Folded {
        /// Dropped without breaking the word (combining marks, apostrophes).
        case drop
        /// A word break.
        case separator
        /// Folded to this text.
        case text(Substring)
    }

    /// How one non-ASCII scalar folds: by the generated table where it has the scalar, otherwise
    /// its lower case if it is a letter or digit, and a word break if not. Complexity: O(log t) for
    /// the table's t records, without allocating.
    static func fold(_ scalar: Unicode.Scalar) -> Folded {
        if scalar.value <= 0xFFFF, let record = foldingRecord(UInt16(scalar.value)) {
            switch record.first {
            case "-": return .drop
            case "_": return .separator
            default: return .text(record)
            }
        }
        let properties = scalar.properties
        if properties.generalCategory == .nonspacingMark { return .drop }
        guard properties.isAlphabetic || properties.numericType != nil else { return .separator }
        return .text(Substring(properties.lowercaseMapping))
    }

    /// The folded form the generated table gives a scalar, found by binary search of its
    /// eight-byte records as they lie in the program (see ``foldingTable``).
    private static func foldingRecord(_ code: UInt16) -> Substring? {
        let table = foldingTable.utf8
        let count = table.count / 8
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            var recordCode: UInt16 = 0
            for digit in table[table.index(table.startIndex, offsetBy: middle * 8)...].prefix(4) {
                recordCode = recordCode << 4 | UInt16(digit <= UInt8(ascii: "9") ? digit - 48 : digit - 55)
            }
            if recordCode == code {
                let start = table.index(table.startIndex, offsetBy: middle * 8 + 4)
                let text = foldingTable[start..<table.index(start, offsetBy: 4)]
                return text.prefix { $0 != " " }
            }
            if recordCode < code { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Words that mean the same in place names; each is indexed under the other too. "Ko" and
    /// "Koh" are two spellings of the Thai for island (Ko Samui, Koh Samui).
    public static let synonyms: [String: String] = [
        "st": "saint", "saint": "st", "ste": "sainte", "sainte": "ste", "ft": "fort", "fort": "ft", "mt": "mount",
        "mount": "mt", "ko": "koh", "koh": "ko",
    ]

    /// The synonym of a folded word, if it has one. Complexity: O(1), without allocating: the few
    /// pairs are compared byte by byte.
    static func synonym(of word: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard (2...6).contains(word.count), let first = word.first,
            first == UInt8(ascii: "s") || first == UInt8(ascii: "f") || first == UInt8(ascii: "m")
                || first == UInt8(ascii: "k")
        else { return nil }
        return synonymPairs.first { $0.word.elementsEqual(word) }?.synonym
    }

    private static let synonymPairs: [(word: [UInt8], synonym: [UInt8])] = synonyms.sorted { $0.key < $1.key }.map {
        (Array($0.key.utf8), Array($0.value.utf8))
    }
}
