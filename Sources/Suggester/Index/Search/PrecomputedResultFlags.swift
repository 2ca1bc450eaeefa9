/// What a precomputed result's flags byte records.
struct PrecomputedResultFlags: OptionSet {
    let rawValue: UInt8

    /// A typo match.
    static let typo = PrecomputedResultFlags(rawValue: 1)
    /// The query is the place's code.
    static let codeMatch = PrecomputedResultFlags(rawValue: 2)
    /// The result has a highlight, of `name` unless ``highlightsCity``.
    static let highlighted = PrecomputedResultFlags(rawValue: 4)
    /// The highlight is of `city`.
    static let highlightsCity = PrecomputedResultFlags(rawValue: 8)
}
