/// A place a one-word query's postings reached, with the best of its matches so far.
struct TouchedPlace {
    var place: Int32
    /// The best word score.
    var score: Double
    /// The field of the best match (``MatchField`` raw value).
    var field: UInt8
    /// Whether the best match is a typo match.
    var isTypo: Bool
    /// Whether the best match is exact.
    var isExact = false
    /// Whether a match's closeness is too low for the posting's recorded occurrence to be the
    /// best, so the place must be scored from its words.
    var needsFullScore = false
    /// The word of the best match, or -1 when two words tie for best (the place's first such word
    /// is then the best, and only scoring its words tells which that is).
    var token: Int32 = -1
    /// The recorded occurrence of the best match's word (``PostingOccurrence``).
    var occurrence: UInt8 = 0

    /// Whether this match beats another of the same place: a higher score, then the lower field.
    @inline(__always)
    func isBetter(than other: TouchedPlace) -> Bool {
        score > other.score || (score == other.score && field < other.field)
    }

    /// Whether this match and another of the same place are equally good.
    @inline(__always)
    func ties(with other: TouchedPlace) -> Bool {
        score == other.score && field == other.field
    }
}
