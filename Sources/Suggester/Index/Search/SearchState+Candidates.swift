extension SearchState {
    /// The places containing the query's most selective word, ascending (that is, in rank order),
    /// into ``candidates``: marked in a bit set, then read from it in order. Returns false when
    /// that word is in so many places that scanning them all in rank order is cheaper: the search
    /// then stops after the first few anyway.
    ///
    /// Also orders the matchers so that a candidate is checked against the rarest words first, and
    /// against the word the candidates come from, which they all contain, last.
    mutating func gatherCandidates(inCountry country: UInt16? = nil) -> Bool {
        candidates.removeAll(keepingCapacity: true)
        wordPostingCounts.removeAll(keepingCapacity: true)
        for word in words { wordPostingCounts.append(postingCount(of: word)) }
        // The matchers by posting count, rarest first, optional words last, as they select no
        // candidates (an insertion sort: there are a few).
        func precedes(_ a: Int, _ b: Int) -> Bool {
            (words[a].isOptional ? 1 : 0, wordPostingCounts[a]) < (words[b].isOptional ? 1 : 0, wordPostingCounts[b])
        }
        for index in matcherOrder.indices.dropFirst() {
            var slot = index
            while slot > 0, precedes(matcherOrder[slot], matcherOrder[slot - 1]) {
                matcherOrder.swapAt(slot, slot - 1)
                slot -= 1
            }
        }
        let best = matcherOrder[0]
        let bestCount = wordPostingCounts[best]
        if bestCount == 0 { return true }
        if country == nil, bestCount * 4 > tables.header.placeCount { return false }
        // Every candidate contains the rarest word: it is checked last.
        matcherOrder.append(matcherOrder.removeFirst())
        markPlaces(matching: words[best])
        // The marked places, in rank order, clearing the marks.
        let bits = buffers.placeBits
        for index in bits.indices where bits[index] != 0 {
            var word = bits[index]
            bits[index] = 0
            while word != 0 {
                let place = index << 6 | word.trailingZeroBitCount
                if country == nil || tables.placeCountryKey[place] == country {
                    candidates.append(Int32(place))
                }
                word &= word &- 1
            }
        }
        return true
    }

    /// Sets the bit in `bits` (``SearchBuffers/placeBits`` by default) of every place holding a
    /// word that `word` matches. Complexity: O(p) for the p postings read.
    private func markPlaces(matching word: QueryWord, in bits: UnsafeMutableBufferPointer<UInt64>? = nil) {
        let bits = bits ?? buffers.placeBits
        for range in matchingRanges(of: word) {
            for posting in Int(tables.postingStart[range.lowerBound])..<Int(tables.postingStart[range.upperBound]) {
                let place = Int(tables.postingPlace[posting])
                bits[place >> 6] |= 1 << UInt64(place & 63)
            }
        }
    }

    /// Drops the candidates that lack a match for some other query word, word by word, rarest
    /// first, as long as reading that word's postings costs less than scoring the candidates would:
    /// a query such as "new d" then scores the few places with both words, not every place with
    /// "new". Complexity: O(p) for the p postings read.
    mutating func filterCandidates() {
        for index in matcherOrder.dropLast() where !words[index].isOptional {
            guard !candidates.isEmpty,
                wordPostingCounts[index] <= SuggestionScoring.postingsPerCandidateScored * candidates.count
            else { return }
            markPlaces(matching: words[index])
            let bits = buffers.placeBits
            var kept = 0
            for position in candidates.indices {
                let place = Int(candidates[position])
                if bits[place >> 6] & (1 << UInt64(place & 63)) != 0 {
                    candidates[kept] = candidates[position]
                    kept += 1
                }
            }
            candidates.removeLast(candidates.count - kept)
            bits.update(repeating: 0)
        }
    }

    /// Marks in ``SearchBuffers/optionalHolderBits`` the places holding a match for some optional
    /// query word, unless those words are in so many places that marking them costs more than it
    /// can save. Returns whether it marked them: the places not marked then lack every optional
    /// word, and score at most ``wordScoreBound(typoPass:lackingOptionalWords:)``. The caller
    /// clears the bits. Complexity: O(p) for the p postings read.
    mutating func markOptionalWordHolders() -> Bool {
        var postings = 0
        for word in words where word.isOptional { postings += postingCount(of: word) }
        guard postings > 0, postings <= tables.header.placeCount else { return false }
        for word in words where word.isOptional { markPlaces(matching: word, in: buffers.optionalHolderBits) }
        return true
    }
}

extension UnsafeMutableBufferPointer<UInt64> {
    /// The first position from `position` on whose bit is set, or nil. Complexity: O(n / 64).
    func firstSetBit(from position: Int) -> Int? {
        var index = position >> 6
        guard index < count else { return nil }
        var word = self[index] & (~0 << UInt64(position & 63))
        while word == 0 {
            index += 1
            guard index < count else { return nil }
            word = self[index]
        }
        return index << 6 | word.trailingZeroBitCount
    }
}
