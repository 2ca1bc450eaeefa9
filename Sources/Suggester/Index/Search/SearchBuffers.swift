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

    init(tokenCount: Int, placeCount: Int) {
        typoMask = .allocate(capacity: tokenCount)
        typoMask.initialize(repeating: 0)
        placeSlot = .allocate(capacity: placeCount)
        placeSlot.initialize(repeating: 0)
        excludedStamp = .allocate(capacity: placeCount)
        excludedStamp.initialize(repeating: 0)
        touched = .allocate(capacity: placeCount)
        touched.initialize(repeating: TouchedPlace(place: 0, score: 0, field: 0, isTypo: false))
        placeBits = .allocate(capacity: (placeCount + 63) / 64)
        placeBits.initialize(repeating: 0)
        optionalHolderBits = .allocate(capacity: (placeCount + 63) / 64)
        optionalHolderBits.initialize(repeating: 0)
        wordBytes = .allocate(capacity: SuggestionQuery.maximumWords * TextFolder.maximumWordLength)
        wordBytes.initialize(repeating: 0)
        bestWords = .allocate(capacity: SuggestionQuery.maximumWords)
        bestWords.initialize(repeating: 0)
        matchScores = .allocate(capacity: SuggestionQuery.maximumWords)
        matchScores.initialize(repeating: 0)
        byteMasks = .allocate(capacity: 257)
        byteMasks.initialize(repeating: 0)
        walkStates = .allocate(capacity: (TextFolder.maximumWordLength + 2) * TypoWalk.stride)
        walkStates.initialize(repeating: 0)
    }

    deinit {
        typoMask.deallocate()
        placeSlot.deallocate()
        excludedStamp.deallocate()
        touched.deallocate()
        placeBits.deallocate()
        optionalHolderBits.deallocate()
        wordBytes.deallocate()
        bestWords.deallocate()
        matchScores.deallocate()
        byteMasks.deallocate()
        walkStates.deallocate()
    }
}
