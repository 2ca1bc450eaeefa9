extension SearchState {
    /// The places containing the query's most selective word, ascending (that is, in rank order),
    /// into ``SearchScratch/candidates``. Returns false when that word is in so many places that
    /// scanning them all in rank order is cheaper: the search then stops after the first few anyway.
    mutating func gatherCandidates() -> Bool {
        candidates.removeAll(keepingCapacity: true)
        var best = 0
        var bestCount = Int.max
        for (index, word) in words.enumerated() {
            let count = postingCount(of: word)
            if count < bestCount {
                bestCount = count
                best = index
            }
        }
        let placeCount = tables.header.placeCount
        if bestCount == 0 { return true }
        if bestCount * 4 > placeCount { return false }
        let word = words[best]
        if bestCount * 8 < placeCount {
            // Few postings: gather, sort, and drop repeats.
            for range in matchingRanges(of: word) {
                for posting in Int(tables.postingStart[range.lowerBound])..<Int(tables.postingStart[range.upperBound]) {
                    candidates.append(Int32(bitPattern: tables.postingPlace[posting]))
                }
            }
            candidates.sort()
            var kept = 0
            for index in candidates.indices where kept == 0 || candidates[kept - 1] != candidates[index] {
                candidates[kept] = candidates[index]
                kept += 1
            }
            candidates.removeLast(candidates.count - kept)
            return true
        }
        // Many postings: mark the places, then read the marks in rank order.
        let stamp = nextGeneration()
        for range in matchingRanges(of: word) {
            for posting in Int(tables.postingStart[range.lowerBound])..<Int(tables.postingStart[range.upperBound]) {
                placeStamp[Int(tables.postingPlace[posting])] = stamp
            }
        }
        for place in 0..<placeCount where placeStamp[place] == stamp {
            candidates.append(Int32(place))
        }
        return true
    }
}
