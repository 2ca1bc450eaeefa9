/// Makes text that came from input safe to show in a terminal.
public enum TextSanitizer {
    /// The text with every unsafe character (see ``isUnsafe(_:)``: controls, line separators,
    /// bidirectional and other invisible format characters) replaced by a visible `\u{…}` escape, so
    /// that input can never move the cursor, change colours, or reorder or hide what a terminal
    /// shows.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// The text cut to at most `limit` Unicode scalars, with an ellipsis when cut.
    public static func truncated(_ text: String, to limit: Int) -> String {
        // Counted in Unicode scalars, not characters: one character of a base and 100,000 combining marks is
        // 100,000 scalars long, and would otherwise pass whole.
        let scalars = text.unicodeScalars
        guard let cut = scalars.index(scalars.startIndex, offsetBy: max(0, limit), limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return text }
        let end = scalars.index(scalars.startIndex, offsetBy: max(0, limit - 1))
        return String(scalars[..<end]) + "…"
    }

    /// Whether a character must never reach a terminal or a JSON reader raw: C0 and C1 controls,
    /// DEL, the line and paragraph separators, and the invisible format characters that can reorder
    /// or hide text: bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E,
    /// U+200F, U+202A–U+202E, U+2066–U+2069), the zero-width space, the word joiner and invisible
    /// operators (U+200B, U+2060–U+2064), the deprecated format characters (U+206A–U+206F), the
    /// byte-order mark (U+FEFF) and the interlinear annotation characters (U+FFF9–U+FFFB). The
    /// zero-width joiner and non-joiner, which real text in many scripts needs, are not unsafe.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x80...0x9F: true
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x206F: true
        case 0xFEFF, 0xFFF9...0xFFFB: true
        default: false
        }
    }
}
