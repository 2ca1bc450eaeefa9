extension SearchState {
    /// The best `slots` places for the words into ``SearchScratch/top``, visiting candidates in
    /// place order and stopping once the upper bound of the rest cannot beat the last result.
    /// Places stamped with `excluding` (the first pass's, in the typo pass) are left out.
    ///
    /// Candidates gathered from postings are visited in two rounds: first those whose bound
    /// (``candidateBound(_:)``) is among the `slots` highest, which set a high bar early, then the
    /// rest, each passed over when its bound is below the last result. The best places do not
    /// depend on the order they are offered in (``TopResults``), so this changes how many places
    /// are scored, not which are kept.
    mutating func collect(_ query: SuggestionQuery, slots: Int, excluding: UInt32) {
        top.reset(slots: slots)
        if words.count == 1, collectSingleWord(query, excluding: excluding) { return }
        // Only in the typo pass, which excludes the first pass's results, does every place left
        // need a typo to match; the partial matches also match typos, but need none.
        let typoPass = excluding != 0
        let bound = wordScoreBound(typoPass: typoPass)
        // Whether towns score less important (``namesNoTownExactly()``), worked out when a town first
        // needs it: most searches stop before one does.
        var townsDiscounted: Bool?
        offerCodeMatches(query, excluding: excluding)
        let scansAll = !gatherCandidates(inCountry: query.countryKey)
        if !scansAll { filterCandidates() }
        defer { if !scansAll { clearCandidateBits() } }
        // Scanning every place, places lacking every optional word ("la g": most places with a "g"
        // word) score less: once even those that could beat the last result are past, only the
        // holders remain. Candidates know what their words can score (``candidateBound(_:)``).
        let holders = buffers.optionalHolderBits
        let marksHolders = scansAll && markOptionalWordHolders()
        defer { if marksHolders { holders.update(repeating: 0) } }
        let lackingBound = marksHolders ? wordScoreBound(typoPass: typoPass, lackingOptionalWords: true) : bound
        var holdersOnly = false
        // The candidates' bounds, and the least of the `slots` highest: the first round's bar.
        var firstRound = -Double.infinity
        if !scansAll, candidates.count > slots {
            candidateCeilings.removeAll(keepingCapacity: true)
            for place in candidates { candidateCeilings.append(candidateBound(place)) }
            firstRound = Self.highest(slots, of: candidateCeilings)
            for (position, place) in candidates.enumerated() where candidateCeilings[position] >= firstRound {
                if let least = displacingImportance, tables.placeImportance[place] < least { continue }
                if isExcluded(place, excluding) || codeMatches.contains(place) || !passesFilters(Int(place), query) {
                    continue
                }
                countScoring(place)
                if let scored = evaluate(place, codeMatch: false, threshold: top.threshold) { offer(scored) }
            }
        }
        // A scan of every place narrowed to a country visits the country's places alone, in the same
        // order: the same places are scored, and the scan stops at the same one.
        let country = scansAll ? query.countryKey.map { places(inCountry: $0) } : nil
        let count = country?.count ?? (scansAll ? tables.header.placeCount : candidates.count)
        var position = 0
        while position < count {
            let place = country?[position] ?? (scansAll ? Int32(position) : candidates[position])
            position += 1
            work += SearchState.visitWork
            // Only a place this important may displace the first result (``offer(_:)``), and importance only
            // falls along the rank order.
            if let least = displacingImportance, tables.placeImportance[place] < least { break }
            if top.isFull, let last = top.results.last {
                if last.score > upperBound(place, wordScore: bound) { break }
                holdersOnly = holdersOnly || last.score > upperBound(place, wordScore: lackingBound)
                if holdersOnly, holders[Int(place) >> 6] & 1 << UInt64(place & 63) == 0 {
                    if scansAll, country == nil { position = holders.firstSetBit(from: position) ?? count }
                    continue
                }
                // A town matched inexactly that cannot beat the last result is passed over.
                if last.score > upperBound(place, wordScore: bound, townsDiscounted: true) {
                    if townsDiscounted == nil { townsDiscounted = namesNoTownExactly() }
                    if townsDiscounted == true { continue }
                }
            }
            if !scansAll {
                // Scored in the first round, or bound to lose.
                let ceiling = firstRound > -.infinity ? candidateCeilings[position - 1] : candidateBound(place)
                if firstRound > -.infinity, ceiling >= firstRound { continue }
                if top.isFull, ceiling < top.threshold { continue }
            }
            if isExcluded(place, excluding) || codeMatches.contains(place) || !passesFilters(Int(place), query) {
                continue
            }
            countScoring(place)
            if let scored = evaluate(place, codeMatch: false, threshold: top.threshold) { offer(scored) }
        }
    }

    /// Adds a place scored to ``work``: its cost grows with the place's own words, which scoring reads.
    /// Complexity: O(1).
    @inline(__always)
    mutating func countScoring(_ place: Int32) {
        work += Self.scoreWork + Self.wordWork * tables.placeRecords.ownWords(Int(place)).count
    }

    /// The least of the `count` highest of `values` (all of them when fewer). Complexity: O(n · k).
    static func highest(_ count: Int, of values: [Double]) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { kept in
            var filled = 0
            for value in values {
                // Kept in descending order; a value joins when there is room or it beats the least.
                guard filled < count || value > kept[filled - 1] else { continue }
                var slot = min(filled, count - 1)
                if filled < count { filled += 1 }
                while slot > 0, kept[slot - 1] < value {
                    kept[slot] = kept[slot - 1]
                    slot -= 1
                }
                kept[slot] = value
            }
            return filled < count ? -.infinity : kept[filled - 1]
        }
    }

    /// The places of a country, in place order (most important first), from the first search that needed
    /// them on. Complexity: O(1) after the first time; O(n) for the index's n places then.
    mutating func places(inCountry key: UInt16) -> [Int32] {
        if let known = countryPlaces[key] { return known }
        var places: [Int32] = []
        for place in 0..<tables.header.placeCount where tables.placeCountryKey[place] == key {
            places.append(Int32(place))
        }
        countryPlaces[key] = places
        return places
    }

    /// The one-word case of ``collect(_:slots:excluding:)``, scored straight from the postings: each
    /// posting records the place's best occurrence of its word, so a place's best match is the best
    /// over the matching words' postings, with no scan of the place's words. City groups, whose
    /// score also depends on their other words, are scored in full, and so are places reached
    /// through a two-typo word, whose best occurrence can differ from the recorded one (the
    /// recorded order holds for a closeness of 0.5 or more). Returns false (use the general path,
    /// whose scan in rank order stops early) for very common words.
    ///
    /// The typo pass (`excluding` the first pass's results) reads only the typo words' postings:
    /// it runs when the first pass found fewer results than it could hold, so every place the
    /// word's other matches reach is among those results or filtered out.
    private mutating func collectSingleWord(_ query: SuggestionQuery, excluding: UInt32) -> Bool {
        let word = words[0]
        let matcher = matchers[0]
        guard postingCount(of: word) <= SuggestionScoring.singleWordPostingLimit else { return false }
        let stamp = nextGeneration()
        let touched = buffers.touched
        var touchedCount = 0
        for range in matchingRanges(of: word, typosOnly: excluding != 0) {
            for token in range {
                guard let kind = matcher.match(UInt32(token), typoMask: typoMask) else { continue }
                let closeness = WordMatch.closeness(
                    kind, wordLength: word.length, tokenLength: tables.tokenLength(token))
                let closeEnough = closeness >= SuggestionScoring.recordedOccurrenceCloseness
                tables.postingPlace.forEach(in: tables.postings(ofToken: token)) { posting, place in
                    let occurrence = PostingOccurrence(rawValue: tables.postingOccurrence[posting])
                    // An exact match of a whole text may score more than the recorded occurrence.
                    let needsFullScore = !closeEnough || (kind == .exact && occurrence.holdsWholeText)
                    let score = WordMatch.score(
                        weight: MatchField.weight(ofRawValue: occurrence.rawValue & 7), closeness: closeness,
                        isFirstWord: occurrence.isFirstWord)
                    var candidate = TouchedPlace(
                        place: Int32(place), score: score, field: occurrence.field.rawValue, isTypo: kind.isTypo)
                    candidate.needsFullScore = needsFullScore
                    candidate.isExact = kind == .exact
                    candidate.token = Int32(token)
                    candidate.occurrence = occurrence.rawValue
                    let slot = placeSlot[place]
                    if slot >> 32 != stamp {
                        placeSlot[place] = UInt64(stamp) << 32 | UInt64(touchedCount)
                        touched[touchedCount] = candidate
                        touchedCount += 1
                    } else {
                        let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF)
                        let needed = touched[index].needsFullScore || needsFullScore
                        if candidate.isBetter(than: touched[index]) {
                            touched[index] = candidate
                        } else if candidate.ties(with: touched[index]) {
                            touched[index].token = -1
                        }
                        touched[index].needsFullScore = needed
                    }
                }
            }
        }
        work += touchedCount
        offerCodeMatches(query, excluding: excluding)
        let lastCityGroup = tables.header.lastCityGroup
        // The best word score a place scored in full can reach.
        let fullScoreBound = wordScoreBound(typoPass: excluding != 0)
        for index in 0..<touchedCount {
            let best = touched[index]
            let place = best.place
            if let least = displacingImportance, tables.placeImportance[place] < least { continue }
            // A place that cannot beat the last result is passed over unscored.
            let isCityGroup = place <= lastCityGroup && tables.placeKind[place] == 0
            if top.isFull,
                upperBound(place, wordScore: best.needsFullScore || isCityGroup ? fullScoreBound : best.score)
                    < top.threshold
            {
                continue
            }
            guard !isExcluded(place, excluding), !codeMatches.contains(place), passesFilters(Int(place), query)
            else { continue }
            if best.needsFullScore || isCityGroup {
                countScoring(place)
                if let scored = evaluate(place, codeMatch: false) { offer(scored) }
                continue
            }
            countScoring(place)
            let score =
                SuggestionScoring.textScore(
                    meanWordScore: best.score, hasPrimaryMatch: best.field <= MatchField.alias.rawValue,
                    importance: scoredImportance(place, exact: best.isExact), isCityGroupNamed: false)
                + nearBonus(Int(place))
            if score < top.threshold { continue }
            offer(
                ScoredPlace(
                    place: place, tier: best.isTypo ? 1 : 0, score: score, codeMatch: false,
                    word: best.token < 0
                        ? -1
                        : RecordedWord(token: Int(best.token), occurrence: PostingOccurrence(rawValue: best.occurrence))
                            .rawValue))
        }
        return true
    }

    /// Offers the places the query's word is the code of, scored in full, unless excluded or
    /// filtered out.
    private mutating func offerCodeMatches(_ query: SuggestionQuery, excluding: UInt32) {
        for index in codeMatches.indices {
            let place = codeMatches[index]
            guard !isExcluded(place, excluding), passesFilters(Int(place), query, byCode: true),
                let scored = evaluate(place, codeMatch: true)
            else { continue }
            top.offer(scored)
        }
    }

    /// Offers a text match to ``SearchScratch/top``, unless only displacing typo matches are
    /// collected (``displacingImportance``) and it is not one: a typo match of a place that
    /// important, in its own names.
    @inline(__always)
    private mutating func offer(_ scored: ScoredPlace) {
        if let least = displacingImportance {
            guard scored.tier == 1, tables.placeImportance[Int(scored.place)] >= least, matchesOwnNames(scored.place)
            else { return }
        }
        top.offer(scored)
    }

    @inline(__always)
    private func isExcluded(_ place: Int32, _ excluding: UInt32) -> Bool {
        excluding != 0 && excludedStamp[Int(place)] == excluding
    }

    /// Whether a place passes the query's scope (unless found by its code), country and kind
    /// filters.
    @inline(__always)
    mutating func passesFilters(_ place: Int, _ query: SuggestionQuery, byCode: Bool = false) -> Bool {
        if !byCode, !query.includesAllPlaces, tables.placeOffered[place] == 0, !offersAirfields || !isAirfield(place) {
            return false
        }
        if let country = query.countryKey, tables.placeCountryKey[place] != country { return false }
        if let kinds = query.kinds, !kinds.contains(PlaceKind(snapshotValue: tables.placeKind[place])) { return false }
        return true
    }

    /// Whether a place is an airport rather than a heliport, a seaplane base, a city group or a town.
    @inline(__always)
    private func isAirfield(_ place: Int) -> Bool {
        switch AirportType(snapshotValue: tables.placeType[place]) {
        case .large, .medium, .small, .unknown: true
        case .heliport, .seaplaneBase, .city, .town: false
        }
    }

    /// The highest score a place, or any later one, can reach with a mean word score of at most
    /// `wordScore`: importance only falls along the rank order, no city group comes after the last,
    /// and nearness gains at most ``SuggestionScoring/nearWeight``. With `townsDiscounted` (no
    /// town's city is named exactly, ``namesNoTownExactly()``), a town's bound is its own,
    /// ``SuggestionScoring/townPrefixDiscount`` less important, and says nothing of later places.
    @inline(__always)
    func upperBound(_ place: Int32, wordScore: Double, townsDiscounted: Bool = false) -> Double {
        let discounted = townsDiscounted && tables.placeKind[place] == PlaceKind.town.snapshotValue
        return SuggestionScoring.textScore(
            meanWordScore: wordScore, hasPrimaryMatch: true,
            importance: tables.placeImportance[place] - (discounted ? SuggestionScoring.townPrefixDiscount : 0),
            isCityGroupNamed: place <= tables.header.lastCityGroup) + (focus == nil ? 0 : SuggestionScoring.nearWeight)
    }

    /// Whether the words name no town's city exactly (each of its words matched exactly), as a
    /// town's full importance needs (``scoredImportance(_:exact:)``): then every town scores
    /// ``SuggestionScoring/townPrefixDiscount`` less important. Such a town's city begins with a
    /// query word's equal word or synonym, so the towns holding one of those first in their
    /// city are checked, unless a word is in more than ``SuggestionScoring/townCheckPostings``
    /// places ("la g" names no town; "san a" may).
    ///
    /// A town whose city one query word's equal word and synonym cover is named
    /// (``PostingOccurrence/namesCityAlone``, of either: the synonyms go both ways). Otherwise
    /// another query word must cover the rest of its city, so only a town holding another query
    /// word's equal word or synonym in its city is read. Complexity: O(p) for the p postings
    /// of those words, at most that limit a word, and O(w) for each town read, of w words.
    mutating func namesNoTownExactly() -> Bool {
        // Each query word's equal word and synonym, with the word's position.
        var tokens: [(word: Int, token: Int)] = []
        for (index, word) in words.enumerated() {
            for token in [word.exact, word.synonym] where token >= 0 { tokens.append((index, Int(token))) }
        }
        for (_, token) in tokens where tables.postings(ofToken: token).count > SuggestionScoring.townCheckPostings {
            return false
        }
        for (word, token) in tokens {
            // Where each word's postings were last read, for the towns holding another query word.
            var cursors = tokens.map { tables.postings(ofToken: $0.token).lowerBound }
            for posting in tables.postings(ofToken: token) {
                let occurrence = PostingOccurrence(rawValue: tables.postingOccurrence[posting])
                let place = tables.postingPlace.int(posting)
                guard occurrence.field == .city, tables.placeKind[place] == PlaceKind.town.snapshotValue else {
                    continue
                }
                if occurrence.namesCityAlone { return false }
                // Several query words cover its first word and the others.
                guard occurrence.isFirstWord else { continue }
                // Another query word in its city: a posting records the city, the heaviest field,
                // when the place holds the word there.
                var holdsOtherWord = false
                for other in tokens.indices where tokens[other].word != word {
                    // Postings are in place order, as are this word's towns.
                    let end = tables.postings(ofToken: tokens[other].token).upperBound
                    while cursors[other] < end, tables.postingPlace.int(cursors[other]) < place { cursors[other] += 1 }
                    holdsOtherWord =
                        holdsOtherWord
                        || (cursors[other] < end && tables.postingPlace.int(cursors[other]) == place
                            && PostingOccurrence(rawValue: tables.postingOccurrence[cursors[other]]).field == .city)
                }
                if holdsOtherWord, namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true) {
                    return false
                }
            }
        }
        return true
    }

    /// The best mean word score a match can have, or with `lackingOptionalWords` one that matches
    /// no optional word (those score 0); in the typo pass at least one word it matches is a typo
    /// match, which scores at most ``SuggestionScoring/bestTypoWordScore``.
    func wordScoreBound(typoPass: Bool, lackingOptionalWords: Bool = false) -> Double {
        let best = SuggestionScoring.bestWordScore
        var matched = words.count
        if lackingOptionalWords { matched -= words.count { $0.isOptional } }
        let sum = best * Double(matched) + (typoPass ? SuggestionScoring.bestTypoWordScore - best : 0)
        return sum / Double(words.count)
    }
}
