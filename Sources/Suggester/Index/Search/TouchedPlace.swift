/// A place a one-word query's postings reached, with the best of its matches so far.
struct TouchedPlace {
    var place: Int32
    /// The best word score.
    var score: Double
    /// The field of the best match (``MatchField`` raw value).
    var field: UInt8
    /// Whether the best match is a typo match.
    var isTypo: Bool
    /// Whether a match's closeness is too low for the posting's recorded occurrence to be the
    /// best, so the place must be scored from its words.
    var needsFullScore = false

    /// Whether this match beats another of the same place: a higher score, then the lower field.
    @inline(__always)
    func isBetter(than other: TouchedPlace) -> Bool {
        score > other.score || (score == other.score && field < other.field)
    }
}
