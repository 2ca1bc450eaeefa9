/// What ``SearchState/leaveOutFarFetched(_:)`` works with, kept from one search to the next so
/// that leaving out allocates nothing in steady state.
struct FarFetchedBuffers {
    /// For each result, whether the words match it in its own names.
    var ownNames: [Bool] = []
    /// For each result, whether it stays.
    var kept: [Bool] = []
    /// The places kept, and the airports the city groups and towns among them list.
    var listed: [Int] = []
    /// The places kept that the words match in their own names.
    var ownNamesPlaces: [Int] = []
    /// For each query word, the range of indexed words that begin as it does, once looked up.
    var beginnings: [Range<Int>?] = []
    /// The first words of a place's city and name.
    var ownFirstWords: [Int] = []
}
