/// Makes text that came from input safe to show in a terminal.
public enum TextSanitizer {
    /// The text with every control character (C0, DEL, C1, and the bidirectional overrides)
    /// replaced by a visible `\u{…}` escape, so that input can never move the cursor, change colours
    /// or reorder what a terminal shows.
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

    /// The text cut to at most `limit` characters, with an ellipsis when cut.
    public static func truncated(_ text: String, to limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(max(0, limit - 1))) + "…"
    }

    /// Whether a character must never reach a terminal or a JSON reader raw: C0 and C1 controls,
    /// DEL, bidirectional embeddings, overrides and isolates, and the line and paragraph separators.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0x2028 || value == 0x2029
    }
}
