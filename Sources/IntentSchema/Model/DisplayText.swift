/// What a display text of a schema may hold: a title, a description, a prompt, a placeholder, a case
/// title or a summary template, in any language. Characters that have no business in text a person
/// reads are refused by `schema validate`, so that the schema, its exports and the string catalog
/// generated from it agree: controls (NUL among them; a line feed only in a description), the line
/// and paragraph separators, bidirectional embeddings, overrides and isolates (U+202A–U+202E,
/// U+2066–U+2069, which can make text read differently from what it holds), the deprecated format
/// characters (U+206A–U+206F), the byte-order mark, the interlinear annotation characters and the
/// noncharacters. Left-to-right and right-to-left marks (U+200E, U+200F, U+061C), the zero-width
/// joiner, non-joiner and space, which real text in many scripts needs, are allowed. Unpaired
/// surrogates cannot reach a text: the JSON reader refuses them.
public enum DisplayText {
    /// The first character a display text may not hold, nil when it holds none.
    ///
    /// Complexity: O(n) in the text's length.
    public static func firstRefused(in text: String, allowingLineFeeds: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { isRefused($0, allowingLineFeeds: allowingLineFeeds) }
    }

    /// Whether a character is refused in display text.
    public static func isRefused(_ scalar: Unicode.Scalar, allowingLineFeeds: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !allowingLineFeeds
        case 0..<0x20, 0x7F, 0x80...0x9F: true
        case 0x2028...0x202E, 0x2066...0x206F, 0xFEFF, 0xFFF9...0xFFFB: true
        default: scalar.properties.isNoncharacterCodePoint
        }
    }

    /// A refused character as a message names it: `U+202E`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
