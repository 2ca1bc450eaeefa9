/// One query whose answer a snapshot stores (``AirportIndex/precompute(into:)``).
struct PrecomputeJob: Sendable {
    /// The folded words.
    var words: [[UInt8]]
    /// Whether the last is typed as a prefix.
    var lastIsPrefix: Bool
    /// How many results the answer holds.
    var limit: Int
    /// The ``SearchState/work`` its search must exceed for the answer to be stored, or nil when it
    /// is stored whatever it costs.
    var storedAboveWork: Int?

    /// The key the answer is stored under: ``SearchState/precomputedKey`` of these words.
    var key: [UInt8] {
        var key = Array(words.joined(separator: [UInt8(ascii: " ")]))
        if !lastIsPrefix { key.append(UInt8(ascii: " ")) }
        return key
    }
}
