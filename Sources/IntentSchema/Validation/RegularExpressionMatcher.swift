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

    /// The first group that repeats a repetition (`(a+)+`, `(\\w*x)*`, `((ab)+c){2,}`), if any: such a pattern
    /// can take time exponential in the text to fail, so a 30-character value would hold the validator for
    /// the regex engine's whole time limit. Escapes and character classes are skipped; `?` and `{n}` do not
    /// repeat. O(n) in the pattern.
    static func nestedRepetition(in pattern: String) -> String? {
        let characters = Array(pattern.unicodeScalars)
        var groups: [(start: Int, repeats: Bool)] = []
        var index = 0
        /// Whether a repetition (`*`, `+`, `{n,}` or `{n,m}` with m > 1) starts at `position`.
        func repeats(at position: Int) -> Bool {
            guard position < characters.count else { return false }
            switch characters[position] {
            case "*", "+": return true
            case "{":
                var end = position + 1
                while end < characters.count, characters[end] != "}" { end += 1 }
                guard end < characters.count else { return false }
                let bounds = String(String.UnicodeScalarView(characters[(position + 1)..<end])).split(
                    separator: ",", omittingEmptySubsequences: false)
                if bounds.count == 2 { return bounds[1].isEmpty || (Int(bounds[1]) ?? 0) > 1 }
                return false
            default: return false
            }
        }
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index += 1
                if repeats(at: index + 1), !groups.isEmpty { groups[groups.count - 1].repeats = true }
            case "[":
                index += 1
                if index < characters.count, characters[index] == "^" { index += 1 }
                if index < characters.count, characters[index] == "]" { index += 1 }
                while index < characters.count, characters[index] != "]" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
                if repeats(at: index + 1), !groups.isEmpty { groups[groups.count - 1].repeats = true }
            case "(":
                groups.append((index, false))
            case ")":
                guard let group = groups.popLast() else { break }
                let repeated = repeats(at: index + 1)
                if repeated, group.repeats {
                    return String(String.UnicodeScalarView(characters[group.start...index]))
                }
                if (repeated || group.repeats), !groups.isEmpty { groups[groups.count - 1].repeats = true }
            default:
                if repeats(at: index + 1), !groups.isEmpty { groups[groups.count - 1].repeats = true }
            }
            index += 1
        }
        return nil
    }

    private static func anchored(_ pattern: String) -> String {
        "^(?:\(pattern))$"
    }
}
