/// Whole-string matching for string parameters' patterns, by ``RegularExpression``: linear in the text, whatever
/// the pattern.
enum RegularExpressionMatcher {
    /// The longest text a pattern is matched against, in Unicode scalars: the largest `maxLength` a schema may
    /// give. Matching costs the text's length times the pattern's size; a longer value is refused unmatched.
    static let maximumTextLength = 10_000

    /// Why a pattern is not one intentctl matches, or nil when it is.
    static func problem(with pattern: String) -> RegularExpression.Problem? {
        do throws(RegularExpression.Problem) {
            _ = try RegularExpression(pattern)
            return nil
        } catch {
            return error
        }
    }

    /// Whether the whole text matches the pattern. A pattern that does not compile matches nothing.
    static func matches(_ text: String, pattern: String) -> Bool {
        (try? RegularExpression(pattern))?.matches(text) ?? false
    }
}
