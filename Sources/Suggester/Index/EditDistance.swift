/// Bounded optimal-string-alignment distance over bytes, for typo tolerance.
public enum EditDistance {
    /// The number of insertions, deletions, substitutions and adjacent transpositions that turn
    /// `a` into `b`, or `limit + 1` as soon as it must exceed `limit`.
    ///
    /// Complexity: O(n · m) time at worst, usually far less thanks to the bound; O(m) space.
    public static func distance(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>, limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let a = Array(a)
        let b = Array(b)
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return min(previous[b.count], limit + 1)
    }

    /// The typo distance between a query word and a place word: the whole word, or for the last
    /// query word (typed as a prefix) also the place word's prefixes one shorter, as long, and one
    /// longer than the query word. Only place words starting with the query's first or second
    /// byte are considered (a typo in the first letter is not guessed, but a swap of the first two is).
    public static func typoDistance(word: [UInt8], token: [UInt8], isPrefix: Bool, limit: Int) -> Int {
        guard limit > 0, let first = token.first, first == word.first || (word.count > 1 && first == word[1]) else {
            return limit + 1
        }
        var best = distance(word[...], token[...], limit: limit)
        if isPrefix {
            for length in [word.count - 1, word.count, word.count + 1] where length > 0 && length < token.count {
                best = min(best, distance(word[...], token[..<length], limit: limit))
            }
        }
        return best
    }
}
