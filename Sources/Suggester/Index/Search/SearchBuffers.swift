/// The large tables a search reuses, allocated once and freed with this object: for each indexed
/// word, each query word's typo edits (four bits a query word); for each place, its marks; and the
/// query's words and the typo walk's tables. They are plain buffers, so reading and writing them costs no
/// copy-on-write or exclusivity check; a ``SearchState`` holds them and keeps this owner alive.
final class SearchBuffers {
    let typoMask: UnsafeMutableBufferPointer<UInt32>
    /// For each place, a generation in the high half, and what the search marked it with in the
    /// low half (see ``SearchState/nextGeneration()``).
    let placeSlot: UnsafeMutableBufferPointer<UInt64>
    let excludedStamp: UnsafeMutableBufferPointer<UInt32>
    /// The places a one-word query's postings reached, with their best match.
    let touched: UnsafeMutableBufferPointer<TouchedPlace>
    /// For each place, what the postings read say of it as a candidate.
    let candidateBounds: UnsafeMutableBufferPointer<CandidateBound>
    /// One bit a place, set for the candidates of a search while their words are read, all clear
    /// between uses: whether to read a place's bound costs a look at a bit.
    let candidateBits: UnsafeMutableBufferPointer<UInt64>
    /// One bit a place, all clear between uses.
    let placeBits: UnsafeMutableBufferPointer<UInt64>
    /// One bit a place, set for the places holding a match for an optional query word while the
    /// places are scored (``SearchState/markOptionalWordHolders()``), all clear between uses.
    let optionalHolderBits: UnsafeMutableBufferPointer<UInt64>
    /// The folded bytes of the query's words, one after the other.
    let wordBytes: UnsafeMutableBufferPointer<UInt8>
    /// For each query word, the place word that matched it best (see
    /// ``SearchState/evaluate(_:codeMatch:threshold:bestWords:)``).
    let bestWords: UnsafeMutableBufferPointer<Int>
    /// For each query word, the score of its best match in the place being scored.
    let matchScores: UnsafeMutableBufferPointer<Double>
    /// The typo walk's byte masks (see ``TypoWalk``), all zero between walks.
    let byteMasks: UnsafeMutableBufferPointer<UInt64>
    /// The typo walk's automaton states, ``TypoWalk/stride`` words for each depth from -1 to the longest
    /// word.
    let walkStates: UnsafeMutableBufferPointer<UInt64>

    /// Zeroed tables for an index of this size. The large ones (per word and per place) come from
    /// ``ZeroedMemory``: a page is touched only when a query reaches it.
    init(tokenCount: Int, placeCount: Int) {
        typoMask = ZeroedMemory.allocate(UInt32.self, count: tokenCount)
        placeSlot = ZeroedMemory.allocate(UInt64.self, count: placeCount)
        excludedStamp = ZeroedMemory.allocate(UInt32.self, count: placeCount)
        touched = ZeroedMemory.allocate(TouchedPlace.self, count: placeCount)
        candidateBounds = ZeroedMemory.allocate(CandidateBound.self, count: placeCount)
        candidateBits = ZeroedMemory.allocate(UInt64.self, count: (placeCount + 63) / 64)
        placeBits = ZeroedMemory.allocate(UInt64.self, count: (placeCount + 63) / 64)
        optionalHolderBits = ZeroedMemory.allocate(UInt64.self, count: (placeCount + 63) / 64)
        wordBytes = ZeroedMemory.allocate(
            UInt8.self, count: SuggestionQuery.maximumWords * TextFolder.maximumWordLength)
        bestWords = ZeroedMemory.allocate(Int.self, count: SuggestionQuery.maximumWords)
        matchScores = ZeroedMemory.allocate(Double.self, count: SuggestionQuery.maximumWords)
        byteMasks = ZeroedMemory.allocate(UInt64.self, count: 257)
        walkStates = ZeroedMemory.allocate(UInt64.self, count: (TextFolder.maximumWordLength + 2) * TypoWalk.stride)
    }

    deinit {
        ZeroedMemory.free(typoMask)
        ZeroedMemory.free(placeSlot)
        ZeroedMemory.free(excludedStamp)
        ZeroedMemory.free(touched)
        ZeroedMemory.free(candidateBounds)
        ZeroedMemory.free(candidateBits)
        ZeroedMemory.free(placeBits)
        ZeroedMemory.free(optionalHolderBits)
        ZeroedMemory.free(wordBytes)
        ZeroedMemory.free(bestWords)
        ZeroedMemory.free(matchScores)
        ZeroedMemory.free(byteMasks)
        ZeroedMemory.free(walkStates)
    }
}
