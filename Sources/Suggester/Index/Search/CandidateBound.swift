/// What the postings say of a candidate place: the most each query word read so far can score in
/// it, from the occurrence each posting records (``SearchState/postingBound(_:kind:closeness:matcher:)``),
/// and whether any of its matches can be in a primary field. ``SearchState/candidateBound(_:)`` turns
/// it into the most the place can score, so that a candidate that cannot enter the results is
/// passed over unscored.
struct CandidateBound {
    /// The generation of the search whose candidate the place is (0: none).
    var candidate: UInt32 = 0
    /// The generation of the word read last that the place holds.
    var seen: UInt32 = 0
    /// The most the word being read scores in the place.
    var best = 0.0
    /// The most the words read before it score in the place, together.
    var sum = 0.0
    /// Whether some match read can be in a primary field (``WordMatch/isPrimary``).
    var primary = false
}
