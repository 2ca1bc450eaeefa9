/// What a precomputed result's flags byte records.
struct PrecomputedResultFlags: OptionSet {
    let rawValue: UInt8

    /// A typo match.
    static let typo = PrecomputedResultFlags(rawValue: 1)
    /// The query is the place's code.
    static let codeMatch = PrecomputedResultFlags(rawValue: 2)
    /// A partial match (``SearchResult/partialTier``): some word left out, as only several words
    /// can give.
    static let partial = PrecomputedResultFlags(rawValue: 4)
}
