/// The ranges of indexed words a query word matches, one after the other: the equal word, the
/// synonym, the whole-text alias, the prefix range, then each run of typo words. A value, so that loops over it can
/// change the search state without copying it.
struct MatchingRanges: Sequence, IteratorProtocol {
    private let word: QueryWord
    private let typoRanges: [Range<Int32>]
    private var step = 0
    private var typo: Int

    /// The ranges of `word`, whose typo runs are in `typoRanges`; with `typosOnly`, the typo runs
    /// alone.
    init(of word: QueryWord, typoRanges: [Range<Int32>], typosOnly: Bool = false) {
        self.word = word
        self.typoRanges = typoRanges
        typo = word.typos.lowerBound
        if typosOnly { step = 4 }
    }

    mutating func next() -> Range<Int>? {
        while step < 4 {
            step += 1
            switch step {
            case 1 where word.exact >= 0: return Int(word.exact)..<Int(word.exact) + 1
            case 2 where word.synonym >= 0: return Int(word.synonym)..<Int(word.synonym) + 1
            case 3 where word.wholeText >= 0: return Int(word.wholeText)..<Int(word.wholeText) + 1
            case 4 where !word.prefix.isEmpty: return word.prefix
            default: continue
            }
        }
        guard typo < word.typos.upperBound else { return nil }
        let run = typoRanges[typo]
        typo += 1
        return Int(run.lowerBound)..<Int(run.upperBound)
    }
}
