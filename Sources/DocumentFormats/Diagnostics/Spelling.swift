/// "Did you mean" suggestions by edit distance.
public enum Spelling {
    /// The candidate closest to `word`, if one is close enough to be a plausible typo: a
    /// case-insensitive match, at most one edit per three characters (at least one), counting
    /// an adjacent transposition as one edit, or else the only candidate that the word (three
    /// characters or more) begins.
    ///
    /// Complexity: O(c · n · m) for c candidates of length m and a word of length n.
    public static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let folded = Array(word.lowercased().unicodeScalars)
        guard !folded.isEmpty, folded.count <= 256 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, min(folded.count, other.count) / 3)
            let distance = editDistance(folded, other, limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        guard folded.count >= 3 else { return nil }
        let word = word.lowercased()
        let extensions = candidates.filter { $0.lowercased().hasPrefix(word) }
        return extensions.count == 1 ? extensions.first : nil
    }

    /// The optimal-string-alignment distance between two sequences (insertions, deletions,
    /// substitutions and adjacent transpositions), or `limit + 1` once it is known to exceed `limit`.
    ///
    /// Complexity: O(n · m) time, O(m) space.
    public static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int = .max) -> Int {
        if abs(a.count - b.count) > limit { return limit == .max ? limit : limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }

    /// How many names a listing in a message shows before it only counts the rest.
    public static let listedNames = 12

    /// Names for a message, the first few of them: `a, b, c` or `a, b, …, l and 10,526 more`;
    /// with a conjunction, the last of a few joined by it: `a, b or c`.
    public static func list(_ names: some Collection<String>, conjunction: String? = nil) -> String {
        guard names.count > listedNames else {
            guard let conjunction, names.count > 1 else { return names.joined(separator: ", ") }
            return names.dropLast().joined(separator: ", ") + " \(conjunction) " + (names.reversed().first ?? "")
        }
        return names.prefix(listedNames).joined(separator: ", ") + " and \(names.count - listedNames) more"
    }

    /// A hint sentence for a suggestion: `did you mean "two"?`.
    public static func hint(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean \(JSONWriter.quoted($0))?" }
    }

    /// The hint sentence for the candidate closest to `word` (``closest(to:among:)``), if any:
    /// `did you mean "two"?`.
    public static func hint(closest word: String, among candidates: some Sequence<String>) -> String? {
        hint(closest(to: word, among: candidates))
    }

    /// The same hint as a clause to end a message with, `; did you mean "two"?`, or nothing.
    public static func hintClause(closest word: String, among candidates: some Sequence<String>) -> String {
        hint(closest: word, among: candidates).map { "; \($0)" } ?? ""
    }
}
