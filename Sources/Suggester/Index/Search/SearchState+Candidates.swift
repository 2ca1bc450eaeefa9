extension SearchState {
    /// The places containing the query's most selective word, ascending (that is, in rank order),
    /// into ``candidates``: marked in a bit set, then read from it in order, each with the most
    /// that word can score in it (``CandidateBound``). Returns false when that word is in so many
    /// places that scanning them all in rank order is cheaper: the search then stops after the
    /// first few anyway.
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
        work += bestCount
        // Every candidate contains the rarest word: it is checked last.
        matcherOrder.append(matcherOrder.removeFirst())
        candidateGeneration = nextBoundGeneration(forCandidates: true)
        readWords = 1 << UInt32(best)
        let generation = candidateGeneration
        let bounds = buffers.candidateBounds
        let bits = buffers.placeBits
        forEachPostingBound(of: best) { place, score, primary in
            if bounds[place].candidate != generation {
                bounds[place] = CandidateBound(candidate: generation, seen: 0, best: score, sum: 0, primary: primary)
                bits[place >> 6] |= 1 << UInt64(place & 63)
            } else {
                bounds[place].best = max(bounds[place].best, score)
                bounds[place].primary = bounds[place].primary || primary
            }
        }
        // The marked places, in rank order, clearing the marks.
        for index in bits.indices where bits[index] != 0 {
            var word = bits[index]
            bits[index] = 0
            while word != 0 {
                let place = index << 6 | word.trailingZeroBitCount
                if country == nil || tables.placeCountryKey[place] == country {
                    candidates.append(Int32(place))
                    bounds[place].sum = bounds[place].best
                    buffers.candidateBits[place >> 6] |= 1 << UInt64(place & 63)
                }
                word &= word &- 1
            }
        }
        return true
    }

    /// Calls `body` with each place a posting of a word query word `wordIndex` matches, the most
    /// that match can score there (``postingBound(_:kind:closeness:matcher:)``) and whether it can
    /// be in a primary field. The words it begins are read in one sweep at the closeness of the
    /// shortest of them (one byte longer than the query word), and its typo words at that of one
    /// typo, or, where two typos' bound is higher, at that: bounds, not scores, so no word's
    /// length is read. Complexity: O(p) for the p postings read.
    @inline(__always)
    private func forEachPostingBound(of wordIndex: Int, _ body: (Int, Double, Bool) -> Void) {
        let word = words[wordIndex]
        let matcher = matchers[wordIndex]
        @inline(__always)
        func sweep(_ tokens: Range<Int>, _ kind: WordMatch.Kind, closeness: Double, atLeast floor: Double = 0) {
            tables.postingPlace.forEach(in: tables.postings(ofTokens: tokens)) { posting, place in
                let (score, primary) = postingBound(
                    PostingOccurrence(rawValue: tables.postingOccurrence[posting]), kind: kind, closeness: closeness,
                    matcher: matcher)
                body(place, max(score, floor), primary || floor > 0)
            }
        }
        for token in [word.exact, word.synonym, word.wholeText] where token >= 0 {
            sweep(Int(token)..<Int(token) + 1, .exact, closeness: SuggestionScoring.exactCloseness)
        }
        if !word.prefix.isEmpty {
            sweep(
                word.prefix, .prefix,
                closeness: WordMatch.closeness(.prefix, wordLength: word.length, tokenLength: word.length + 1))
        }
        if matcher.typoShift >= 0 {
            let twoTypos = WordMatch.score(
                weight: SuggestionScoring.cityWeight, closeness: SuggestionScoring.twoTypoCloseness, isFirstWord: true)
            for run in typoRanges[word.typos] {
                sweep(
                    Int(run.lowerBound)..<Int(run.upperBound), .fuzzy(edits: 1),
                    closeness: SuggestionScoring.oneTypoCloseness, atLeast: twoTypos)
            }
        }
    }

    /// The most a match of a word, of `kind` and `closeness`, that a posting records in `occurrence`
    /// can score in the posting's place, and whether it can be in a primary field: the recorded
    /// occurrence is the place's best from a closeness of
    /// ``SuggestionScoring/recordedOccurrenceCloseness`` on (``PostingOccurrence``); below it, any
    /// field may be, so the city's weight bounds it; and an exact match of a whole name may score as
    /// the city (``WordMatcher/namesWhole(_:_:)``).
    @inline(__always)
    func postingBound(_ occurrence: PostingOccurrence, kind: WordMatch.Kind, closeness: Double, matcher: WordMatcher)
        -> (score: Double, primary: Bool)
    {
        if closeness < SuggestionScoring.recordedOccurrenceCloseness
            || (matcher.isAlone && kind == .exact && occurrence.holdsWholeText)
        {
            return (
                WordMatch.score(weight: SuggestionScoring.cityWeight, closeness: closeness, isFirstWord: true), true
            )
        }
        let field = occurrence.rawValue & 7
        return (
            WordMatch.score(
                weight: MatchField.weight(ofRawValue: field), closeness: closeness, isFirstWord: occurrence.isFirstWord),
            field <= MatchField.alias.rawValue
        )
    }

    /// Drops the candidates that lack a match for some other query word, word by word, rarest
    /// first, as long as reading that word's postings costs less than scoring the candidates would:
    /// a query such as "new d" then scores the few places with both words, not every place with
    /// "new". Each word read adds the most it can score to each candidate's bound; an optional word
    /// is read on the same terms, and a candidate lacking it scores 0 for it. A word not read may
    /// score up to ``SuggestionScoring/bestWordScore`` (``candidateBound(_:)``).
    /// Complexity: O(p) for the p postings read.
    mutating func filterCandidates() {
        let bounds = buffers.candidateBounds
        let bits = buffers.candidateBits
        for index in matcherOrder.dropLast() {
            guard !candidates.isEmpty,
                wordPostingCounts[index] <= SuggestionScoring.postingsPerCandidateScored * candidates.count
            else {
                if words[index].isOptional { continue } else { break }
            }
            let pass = nextBoundGeneration()
            work += wordPostingCounts[index]
            forEachPostingBound(of: index) { place, score, primary in
                guard bits[place >> 6] & 1 << UInt64(place & 63) != 0 else { return }
                if bounds[place].seen != pass {
                    bounds[place].seen = pass
                    bounds[place].best = score
                } else {
                    bounds[place].best = max(bounds[place].best, score)
                }
                bounds[place].primary = bounds[place].primary || primary
            }
            var kept = 0
            for position in candidates.indices {
                let place = Int(candidates[position])
                let holds = bounds[place].seen == pass
                // A place lacking an optional word scores 0 for it.
                guard holds || words[index].isOptional else {
                    bits[place >> 6] &= ~(1 << UInt64(place & 63))
                    continue
                }
                if holds { bounds[place].sum += bounds[place].best }
                candidates[kept] = candidates[position]
                kept += 1
            }
            candidates.removeLast(candidates.count - kept)
            readWords |= 1 << UInt32(index)
        }
        unreadWordBeginnings.removeAll(keepingCapacity: true)
        for index in words.indices where readWords & 1 << UInt32(index) == 0 {
            let word = words[index]
            let matcher = matchers[index]
            let beginsAsTyped = words.count > 1 && word.synonym < 0 && matcher.typoShift < 0 && matcher.wholeText < 0
            unreadWordBeginnings.append(
                beginsAsTyped ? WordBeginnings.bits(of: UnsafeRawBufferPointer(bytes(of: word))) : 0)
        }
    }

    /// Clears the bits of the candidates (``SearchBuffers/candidateBits``). Complexity: O(c).
    func clearCandidateBits() {
        for place in candidates { buffers.candidateBits[Int(place) >> 6] = 0 }
    }

    /// The most a candidate can score: its bound from the words read
    /// (``gatherCandidates(inCountry:)``, ``filterCandidates()``), each other word at
    /// ``SuggestionScoring/bestWordScore``, or at ``SuggestionScoring/bestQualifierWordScore`` when
    /// none of its own words begins as the word does (``unreadWordBeginnings``), as a text score of
    /// a primary match when some match can be primary, at its full importance, named as a city
    /// group when it is one, and with its nearness. Complexity: O(q) for q query words.
    @inline(__always)
    func candidateBound(_ place: Int32) -> Double {
        let bound = buffers.candidateBounds[Int(place)]
        var sum = bound.sum
        var primary = bound.primary
        var ownBeginnings: UInt64?
        for beginnings in unreadWordBeginnings {
            if beginnings != 0 {
                let own = ownBeginnings ?? tables.placeWordBeginnings[Int(place)]
                ownBeginnings = own
                if !WordBeginnings.mayBegin(own, with: beginnings) {
                    sum += SuggestionScoring.bestQualifierWordScore
                    continue
                }
            }
            sum += SuggestionScoring.bestWordScore
            primary = true
        }
        return SuggestionScoring.textScore(
            meanWordScore: sum / Double(words.count), hasPrimaryMatch: primary,
            importance: tables.placeImportance[place], isCityGroupNamed: place <= tables.header.lastCityGroup)
            + nearBonus(Int(place))
    }

    /// Sets the bit in `bits` (``SearchBuffers/placeBits`` by default) of every place holding a
    /// word that `word` matches. Complexity: O(p) for the p postings read.
    private mutating func markPlaces(matching word: QueryWord, in bits: UnsafeMutableBufferPointer<UInt64>? = nil) {
        let bits = bits ?? buffers.placeBits
        for range in matchingRanges(of: word) {
            tables.postingPlace.forEach(in: tables.postings(ofTokens: range)) { _, place in
                bits[place >> 6] |= 1 << UInt64(place & 63)
            }
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
