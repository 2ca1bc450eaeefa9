import Foundation

/// Whole-string regular-expression matching for string parameters' patterns (ICU syntax, as in
/// `NSRegularExpression`).
enum RegularExpressionMatcher {
    /// Whether the pattern compiles.
    static func isValid(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: anchored(pattern))) != nil
    }

    /// Whether the whole text matches the pattern. An invalid pattern matches nothing.
    static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: anchored(pattern)) else { return false }
        let range = NSRange(text.startIndex..., in: text)
        return expression.firstMatch(in: text, range: range) != nil
    }

    private static func anchored(_ pattern: String) -> String {
        "^(?:\(pattern))$"
    }
}
