/// One folded word of a query and the indexed words it matches: the equal word, its synonym, the
/// whole-text alias the whole query spells, the words it begins (last word only), and in the typo
/// pass the words within its typo budget.
struct QueryWord {
    /// The folded bytes, in the searcher's word buffer.
    var bytes: Range<Int>
    /// Whether the word matches as a prefix (the last word, unless the query ends with a space).
    var isPrefix: Bool
    /// Whether a place may lack a match for the word: a generic word such as "airport"
    /// (``SuggestionScoring/isOptional(_:)``) beside others, or a word a partial match leaves
    /// out. A place scores 0 for it then.
    var isOptional = false
    /// Whether the word, of two bytes or more, names a region or country ("uk" of "cambridge uk",
    /// "ontario" of "london ontario") beside other words: it matches no typo, and it is what
    /// partial matches leave out.
    var isQualifier = false
    /// The indexed word equal to this one, or -1.
    var exact: Int32 = -1
    /// The indexed word equal to this one's synonym, or -1.
    var synonym: Int32 = -1
    /// The indexed whole-text alias (``WholeTextAlias``) the query's words, all of them, spell, or
    /// -1: the same for every word of the query, each of which matches it exactly.
    var wholeText: Int32 = -1
    /// The indexed words this one begins (empty unless it is a prefix).
    var prefix: Range<Int> = 0..<0
    /// In the typo pass, the runs of indexed words within the budget, ascending, in the searcher's
    /// ``SearchState/typoRanges``; empty outside it.
    var typos: Range<Int> = 0..<0

    /// The word's length in bytes.
    var length: Int { bytes.count }

    /// How many edits a typo match of the word may have (none for a qualifier).
    var typoBudget: Int { isQualifier ? 0 : SuggestionScoring.editBudget(forLength: length) }
}
