/// What a precomputed result records besides its place and matched words, in one byte: its tier
/// and whether it matched by code, and what its score is worked out again from
/// (``SearchState/precomputedScore(ofPlace:flags:matches:)``): whether the city group is named
/// (``SuggestionScoring/cityGroupNamedBonus``), whether the place scored less important
/// (``SuggestionScoring/townPrefixDiscount``), or that its score is stored instead; and whether
/// the far-fetched rule leaves it out.
struct PrecomputedResultFlags: OptionSet {
    let rawValue: UInt8

    static let typo = PrecomputedResultFlags(rawValue: 1)
    static let codeMatch = PrecomputedResultFlags(rawValue: 2)
    static let partial = PrecomputedResultFlags(rawValue: 4)
    /// The score is stored (``IndexData/explicitScore``): working it out again does not give it.
    static let storedScore = PrecomputedResultFlags(rawValue: 8)
    static let cityGroupNamed = PrecomputedResultFlags(rawValue: 16)
    static let lessImportant = PrecomputedResultFlags(rawValue: 32)
    /// ``SearchState/leaveOutFarFetched(_:keeping:)`` leaves the result out when it keeps no place
    /// for the previous keystroke. Its decisions depend only on the results above each (its early
    /// return is taken only when it would keep every result), so they hold for every beginning of
    /// the answer.
    static let leftOutAsFarFetched = PrecomputedResultFlags(rawValue: 64)
    /// Set on the first entry of a one-word prefix's answer: the first place of the answer to the
    /// word less its last character, the place the previous keystroke ranked first, is not kept
    /// below these results when it is not among them (``SearchState/keepPreviousFirst``): the word
    /// matches it only with a typo, or not at all. The search then need not score it; in the
    /// keystroke workload, scoring it was a seventh of the keystrokes and most of their time.
    static let previousFirstNotKept = PrecomputedResultFlags(rawValue: 128)
}
