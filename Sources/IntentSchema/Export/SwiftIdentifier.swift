/// Swift identifiers for the ids of a schema (`deals-widget`, `next-weekend`, `2adults`), for the
/// generated App Intents code: valid for any id, with keywords escaped and digits and dashes
/// handled, so that what the generator writes always compiles.
///
/// Ids are split into words at every character that is not an ASCII letter or digit; the words are
/// joined in camel case. A name that would start with a digit gets a leading underscore; a member
/// name that is a Swift keyword is written in backticks.
public enum SwiftIdentifier {
    /// The type name of an id: `deals-widget` → `DealsWidget`, `2adults` → `_2adults`.
    ///
    /// Complexity: O(n) in the id's length.
    public static func typeName(_ id: String) -> String {
        let name = words(id).map(capitalized).joined()
        return guarded(name.isEmpty ? "Unnamed" : name)
    }

    /// The member name of an id (a property or an enum case): `next-weekend` → `nextWeekend`,
    /// `default` → `` `default` ``, `2` → `_2`.
    ///
    /// Complexity: O(n) in the id's length.
    public static func memberName(_ id: String) -> String {
        let name = bareMemberName(id)
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// The member name of an id without backticks, for code that writes keywords itself:
    /// `default` → `default`.
    ///
    /// Complexity: O(n) in the id's length.
    public static func bareMemberName(_ id: String) -> String {
        let parts = words(id)
        guard let first = parts.first else { return "unnamed" }
        return guarded(first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map(capitalized).joined())
    }

    /// The ids among `ids` whose names collide once made identifiers (`next-weekend` and
    /// `next_weekend`), grouped by the name they share, in the order of `ids`.
    public static func collisions(among ids: [String], naming: (String) -> String) -> [(name: String, ids: [String])] {
        var byName: [String: [String]] = [:]
        var order: [String] = []
        for id in ids {
            let name = naming(id)
            if byName[name] == nil { order.append(name) }
            byName[name, default: []].append(id)
        }
        return order.compactMap { name in
            let sharing = byName[name] ?? []
            return sharing.count > 1 ? (name, sharing) : nil
        }
    }

    /// The words of an id: its runs of ASCII letters and digits.
    private static func words(_ id: String) -> [String] {
        id.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            .map { String(String.UnicodeScalarView($0)) }
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// A leading underscore for a name that would start with a digit.
    private static func guarded(_ name: String) -> String {
        name.first?.isNumber == true ? "_" + name : name
    }

    /// The keywords of The Swift Programming Language ("Lexical Structure: Keywords and
    /// Punctuation"), with the contextual ones a member could be mistaken for: as member names
    /// they are written in backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_",
    ]
}
