/// One query whose answer a snapshot stores (``AirportIndex/precompute(into:)``).
struct PrecomputeJob: Sendable {
    /// The folded words.
    var words: [[UInt8]]
    /// Whether the last is typed as a prefix.
    var lastIsPrefix: Bool
    /// How many results the answer holds.
    var limit: Int
}
