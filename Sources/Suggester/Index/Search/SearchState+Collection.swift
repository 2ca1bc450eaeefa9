extension SearchState {
    /// Collects the results of a query with words into ``results``: a first pass over exact and
    /// prefix matches (and the place with the code, for one word of three or four letters), then,
    /// when that does not fill the limit and no code matched, a typo pass whose results rank after.
    /// When no place offered by default matches every word, the airports not offered by default
    /// that do ("cambridge uk": Cambridge Airport, CBG; not heliports or seaplane bases, which only
    /// their code or `includesAllPlaces` offers); when none does, the best partial matches
    /// follow, in tier 2. When the first result is a city group the query names, its airports
    /// follow it.
    mutating func collectResults(_ query: SuggestionQuery) {
        collectPasses(query)
        if results.isEmpty, !query.includesAllPlaces {
            offersAirfields = true
            collectPasses(query)
            offersAirfields = false
        }
        if results.isEmpty { collectPartialMatches(query) }
        listGroupAirports(query)
    }

    /// The places that match every word but one of those not optional, for each such word in turn
    /// (a match for it, if any, still counts), in tier 2, best first: a place found leaving out
    /// different words keeps its best score. Typo matches count as in the typo pass. Qualifiers
    /// ("uk" of "cambridge uk") are left out as other words are. The places found leaving
    /// out the word being typed (the last, a prefix of ``SuggestionScoring/partialTypedWordLength``
    /// bytes or fewer) come first: "heathrow t" is Heathrow before any place with a "t" word.
    /// Before them all, in tier 0, a place whose code is the word left out and which the other
    /// words match: the words find the city, and the code picks its airport ("new york jfk",
    /// "london lhr").
    /// Runs only when no place matches every word. Complexity: that of a search, once per word
    /// left out.
    private mutating func collectPartialMatches(_ query: SuggestionQuery) {
        // Leaving out one word must leave another that is not optional.
        guard words.count(where: { !$0.isOptional }) > 1 else { return }
        var found: [ScoredPlace] = []
        // Each word left out in turn, the qualifiers too, the best of all first: "neu-delhi" is New
        // Delhi (its "delhi" is also a region's name) before the towns named Neu-; a city named as
        // its region ("tokyo" of "tokyo hnd") still finds the airport its code picks.
        leaveOut(words.indices.filter { !words[$0].isOptional }, into: &found, query)
        makeMatchers(typos: typosSearched)
        func precedes(_ a: ScoredPlace, _ b: ScoredPlace) -> Bool {
            a.tier != b.tier ? a.tier < b.tier : a.score != b.score ? a.score > b.score : a.place < b.place
        }
        found.sort { $0.place != $1.place ? $0.place < $1.place : precedes($0, $1) }
        var best: [ScoredPlace] = []
        for scored in found where best.last?.place != scored.place { best.append(scored) }
        best.sort(by: precedes)
        for scored in best.prefix(query.limit) {
            let picked = scored.tier < 0
            results.append(
                SearchResult(
                    place: Int(scored.place), score: scored.score, tier: picked ? 0 : SearchResult.partialTier,
                    isCodeMatch: picked))
            resultWords.append(-1)
        }
    }

    /// The places matching the query's words but one, for each of `left` left out in turn, into
    /// `found`, tiered as ``collectPartialMatches(_:)`` orders them: -1 for a place the word left
    /// out is the code of, 0 for one found leaving out the word being typed, 1 for the others.
    private mutating func leaveOut(_ left: [Int], into found: inout [ScoredPlace], _ query: SuggestionQuery) {
        let last = words[words.count - 1]
        let typed = last.isPrefix && last.length <= SuggestionScoring.partialTypedWordLength ? words.count - 1 : -1
        for index in left {
            words[index].isOptional = true
            makeMatchers(typos: typosSearched)
            collect(query, slots: query.limit, excluding: 0)
            for var scored in top.results {
                scored.tier = index == typed ? 0 : 1
                found.append(scored)
            }
            let coded = placesCoded(by: words[index])
            if !coded.isEmpty {
                // The other words must match the place without a typo; it scores as a code match.
                makeMatchers(typos: false)
                for place in coded where passesFilters(Int(place), query, byCode: true) {
                    guard evaluate(place, codeMatch: false) != nil, var scored = evaluate(place, codeMatch: true)
                    else { continue }
                    scored.tier = -1
                    found.append(scored)
                }
            }
            words[index].isOptional = false
        }
    }

    /// Beside matches without a typo, the typo matches of places at least
    /// ``SuggestionScoring/typoDisplacementMargin`` more important than the first of them, in their
    /// own names (``matchesOwnNames(_:)``), before them ("barca": Barcelona before Barcaldine and
    /// the towns named Barca-); no other typo match ("kyoto" is Kyoto, not Kotoka, Accra), and none
    /// when the words name the first exactly, in its city or an alias. When even the most important place is not that much
    /// more important, the walk of the trie is skipped. Complexity: that of a typo pass, when run.
    private mutating func collectDisplacingTypoMatches(_ query: SuggestionQuery, excluding generation: UInt32) {
        // A first place the words name exactly ("gênes", Genoa's French name) is what was meant.
        guard let first = results.first, !namesPlace(tables.wordRange(ofPlace: first.place), exactly: true)
        else { return }
        let least = tables.placeImportance[first.place] + SuggestionScoring.typoDisplacementMargin
        guard tables.header.placeCount > 0, tables.placeImportance[0] >= least else { return }
        findTypos()
        makeMatchers(typos: true)
        codeMatches.removeAll(keepingCapacity: true)
        // Only the typo matches that may displace are collected, so that a shorter list's are the
        // first of a longer one's, as precomputed answers need.
        displacingImportance = least
        collect(query, slots: query.limit, excluding: generation)
        displacingImportance = nil
        let displacing = top.results
        guard !displacing.isEmpty else { return }
        results.insert(
            contentsOf: displacing.map {
                SearchResult(place: Int($0.place), score: $0.score, tier: 1, isCodeMatch: $0.codeMatch)
            }, at: 0)
        resultWords.insert(contentsOf: displacing.map { Int($0.word) }, at: 0)
        results.removeLast(max(0, results.count - query.limit))
        resultWords.removeLast(max(0, resultWords.count - query.limit))
    }

    /// Whether every query word a place matches, it matches in its city or its own name (not an
    /// alias, region or country) with one typo at most, the first query word that name's first word: the name a traveller
    /// means ("barca" is a typo of Barcelona, not of Madrid–Barajas or of an alias of Bangkok).
    /// Complexity: that of one evaluation.
    private func matchesOwnNames(_ place: Int32) -> Bool {
        let bestWords = buffers.bestWords.baseAddress!
        guard evaluate(place, codeMatch: false, bestWords: bestWords) != nil, bestWords[0] != -1 else { return false }
        if bestWords[0] >= 0, PlaceWord(rawValue: tables.placeWord[bestWords[0]]).position != 0 { return false }
        return matchers.indices.allSatisfy { index in
            let word = bestWords[index]
            guard word != Self.unmatchedOptionalWord else { return true }
            let placeWord = PlaceWord(rawValue: tables.placeWord[word])
            if case .fuzzy(let edits) = matchers[index].match(placeWord.token, typoMask: typoMask), edits > 1 {
                return false
            }
            return placeWord.field <= .name
        }
    }

    private mutating func collectPasses(_ query: SuggestionQuery) {
        findCodeMatches()
        makeMatchers(typos: false)
        let generation = nextExclusionGeneration()
        collect(query, slots: query.limit, excluding: 0)
        var codeMatched = false
        for scored in top.results {
            excludedStamp[Int(scored.place)] = generation
            codeMatched = codeMatched || scored.codeMatch
            results.append(
                SearchResult(
                    place: Int(scored.place), score: scored.score, tier: scored.tier, isCodeMatch: scored.codeMatch))
            resultWords.append(Int(scored.word))
        }
        let typoAllowed = words.contains { $0.typoBudget > 0 }
        guard typoAllowed, !codeMatched else { return }
        if !results.isEmpty {
            collectDisplacingTypoMatches(query, excluding: generation)
            return
        }
        findTypos()
        makeMatchers(typos: true)
        codeMatches.removeAll(keepingCapacity: true)
        collect(query, slots: query.limit, excluding: generation)
        // Typo matches fill the list only down to a margin below the first result.
        let floor = (results.first?.score ?? top.results.first?.score ?? 0) - SuggestionScoring.typoMargin
        for scored in top.results where scored.score >= floor {
            results.append(
                SearchResult(place: Int(scored.place), score: scored.score, tier: 1, isCodeMatch: scored.codeMatch))
            resultWords.append(Int(scored.word))
        }
    }

    /// When the first result is a city group the query names, by its code ("nyc") or its whole
    /// name in whole words ("new york", not "new yo"), or a town it names so ("kyoto"), puts its
    /// airports right after it, most important first, before any other
    /// place, in the group's tier: those among the results keep their score; the others score as
    /// their words match in that tier (``addDetails(explain:)`` scores them), or 0 when they do not.
    /// A town's airports are not listed when the words also name another place that is no town
    /// (``namesNamesake(of:_:)``): "newcastle" is the South African town, then Newcastle's airports.
    /// Complexity: O(r · a) for r results and a airports, and for a town that of
    /// ``namesNamesake(of:_:)``.
    private mutating func listGroupAirports(_ query: SuggestionQuery) {
        guard let first = results.first, first.tier < SearchResult.partialTier,
            listsAirports(first.place, isCodeMatch: first.isCodeMatch)
        else { return }
        if tables.placeKind[first.place] == PlaceKind.town.snapshotValue, namesNamesake(of: first.place, query) {
            return
        }
        var members: [Int] = []
        for entry in Int(tables.groupStart[first.place])..<Int(tables.groupStart[first.place + 1]) {
            let member = tables.groupMember[entry]
            if member != IndexData.none, passesFilters(Int(member), query) { members.append(Int(member)) }
        }
        guard !members.isEmpty else { return }
        members.sort()
        var listed: [(SearchResult, Int)] = [(first, resultWords[0])]
        for member in members {
            if let found = results.firstIndex(where: { $0.place == member }) {
                listed.append((results[found], resultWords[found]))
            } else {
                listed.append((SearchResult(place: member, score: 0, tier: first.tier, isCodeMatch: false), -1))
            }
        }
        for (position, result) in results.enumerated().dropFirst() where !members.contains(result.place) {
            listed.append((result, resultWords[position]))
        }
        results.removeAll(keepingCapacity: true)
        resultWords.removeAll(keepingCapacity: true)
        for (result, word) in listed.prefix(query.limit) {
            results.append(result)
            resultWords.append(word)
        }
    }

    /// Whether the words, without a typo, match a place other than `town`, and no town, that passes
    /// the filters and whose city they name exactly (``namesPlace(_:exactly:cityOnly:)``). Its
    /// city's first word is a query word's exact or synonym word, so the places holding those
    /// first in their city are the candidates. Complexity: O(p · w) for the p postings of those
    /// words and w words of a place.
    private mutating func namesNamesake(of town: Int, _ query: SuggestionQuery) -> Bool {
        makeMatchers(typos: false)
        defer { makeMatchers(typos: typosSearched) }
        for word in words where !word.isOptional {
            for token in [word.exact, word.synonym] where token >= 0 {
                for posting in Int(tables.postingStart[Int(token)])..<Int(tables.postingStart[Int(token) + 1]) {
                    let occurrence = PostingOccurrence(rawValue: tables.postingOccurrence[posting])
                    let place = Int(tables.postingPlace[posting])
                    guard occurrence.field == .city, occurrence.isFirstWord, place != town,
                        tables.placeKind[place] != PlaceKind.town.snapshotValue, passesFilters(place, query),
                        namesPlace(tables.wordRange(ofPlace: place), exactly: true, cityOnly: true),
                        let scored = evaluate(Int32(place), codeMatch: false), scored.tier == 0
                    else { continue }
                    return true
                }
            }
        }
        return false
    }

    /// The places a query word of three or four letters is the code (IATA or ICAO) of.
    private func placesCoded(by word: QueryWord) -> [Int32] {
        guard (3...4).contains(word.length), let key = IndexBuilder.codeKey(bytes(of: word)) else { return [] }
        return tables.places(withCodeKey: key).map { Int32(bitPattern: tables.codePlace[$0]) }
    }

    /// The places whose code (IATA or ICAO) the query's one word of three or four letters is, beside
    /// optional words only: whole ones ("jfk airport"), or a last word on its way to one ("jfk a",
    /// "sea-t"), which makes it a weaker code match (``codeBesideTypedWord``): "los a" may be on its
    /// way to "los angeles".
    private mutating func findCodeMatches() {
        codeMatches.removeAll(keepingCapacity: true)
        codeBesideTypedWord = false
        guard let index = words.firstIndex(where: { !$0.isOptional }),
            words.indices.allSatisfy({ $0 == index || words[$0].isOptional }),
            (3...4).contains(words[index].length), let key = IndexBuilder.codeKey(bytes(of: words[index]))
        else { return }
        codeBesideTypedWord = words.indices.contains {
            $0 != index && !SuggestionScoring.isOptional(bytes(of: words[$0]))
        }
        for entry in tables.places(withCodeKey: key) {
            codeMatches.append(Int32(bitPattern: tables.codePlace[entry]))
        }
    }

    /// The best `slots` places for the words into ``SearchScratch/top``, visiting candidates in
    /// place order and stopping once the upper bound of the rest cannot beat the last result.
    /// Places stamped with `excluding` (the first pass's, in the typo pass) are left out.
    mutating func collect(_ query: SuggestionQuery, slots: Int, excluding: UInt32) {
        top.reset(slots: slots)
        if words.count == 1, collectSingleWord(query, excluding: excluding) { return }
        // Only in the typo pass, which excludes the first pass's results, does every place left
        // need a typo to match; the partial matches also match typos, but need none.
        let typoPass = excluding != 0
        let bound = wordScoreBound(typoPass: typoPass)
        // Places lacking every optional word ("la g": most places with a "g" word) score less:
        // once even those that could beat the last result are past, only the holders remain.
        let holders = buffers.optionalHolderBits
        let marksHolders = markOptionalWordHolders()
        defer { if marksHolders { holders.update(repeating: 0) } }
        let lackingBound = marksHolders ? wordScoreBound(typoPass: typoPass, lackingOptionalWords: true) : bound
        var holdersOnly = false
        let townsDiscounted = namesNoTownExactly
        offerCodeMatches(query, excluding: excluding)
        let scansAll = !gatherCandidates(inCountry: query.countryKey)
        if !scansAll { filterCandidates() }
        // A scan of every place narrowed to a country visits the country's places alone, in the same
        // order: the same places are scored, and the scan stops at the same one.
        let country = scansAll ? query.countryKey.map { places(inCountry: $0) } : nil
        let count = country?.count ?? (scansAll ? tables.header.placeCount : candidates.count)
        var position = 0
        while position < count {
            let place = country?[position] ?? (scansAll ? Int32(position) : candidates[position])
            position += 1
            if top.isFull, let last = top.results.last {
                if last.score > upperBound(place, wordScore: bound) { break }
                holdersOnly = holdersOnly || last.score > upperBound(place, wordScore: lackingBound)
                if holdersOnly, holders[Int(place) >> 6] & 1 << UInt64(place & 63) == 0 {
                    if scansAll, country == nil { position = holders.firstSetBit(from: position) ?? count }
                    continue
                }
                // A town matched inexactly that cannot beat the last result is passed over.
                if townsDiscounted, last.score > upperBound(place, wordScore: bound, townsDiscounted: true) {
                    continue
                }
            }
            if isExcluded(place, excluding) || codeMatches.contains(place) || !passesFilters(Int(place), query) {
                continue
            }
            if let scored = evaluate(place, codeMatch: false, threshold: top.threshold) { offer(scored) }
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
                for posting in Int(tables.postingStart[token])..<Int(tables.postingStart[token + 1]) {
                    let place = Int(tables.postingPlace[posting])
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
                    candidate.posting = Int32(posting)
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
                            touched[index].posting = -1
                        }
                        touched[index].needsFullScore = needed
                    }
                }
            }
        }
        offerCodeMatches(query, excluding: excluding)
        let lastCityGroup = tables.header.lastCityGroup
        // The best word score a place scored in full can reach.
        let fullScoreBound = wordScoreBound(typoPass: excluding != 0)
        for index in 0..<touchedCount {
            let best = touched[index]
            let place = best.place
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
                if let scored = evaluate(place, codeMatch: false) { offer(scored) }
                continue
            }
            let score =
                SuggestionScoring.textScore(
                    meanWordScore: best.score, hasPrimaryMatch: best.field <= MatchField.alias.rawValue,
                    importance: scoredImportance(place, exact: best.isExact), isCityGroupNamed: false)
                + nearBonus(Int(place))
            if score < top.threshold { continue }
            offer(
                ScoredPlace(
                    place: place, tier: best.isTypo ? 1 : 0, score: score, codeMatch: false,
                    word: best.posting < 0 ? -1 : Int32(bitPattern: tables.postingWord[best.posting])))
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
    func passesFilters(_ place: Int, _ query: SuggestionQuery, byCode: Bool = false) -> Bool {
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
    /// town's city is named exactly, ``namesNoTownExactly``), a town's bound is its own,
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
    /// places ("la g" names no town; "san a" may). Complexity: O(p) for the p postings read, at
    /// most that limit a word, and O(w) for each town checked, of w words.
    var namesNoTownExactly: Bool {
        for word in words {
            for token in [word.exact, word.synonym] where token >= 0 {
                let postings = Int(tables.postingStart[Int(token)])..<Int(tables.postingStart[Int(token) + 1])
                guard postings.count <= SuggestionScoring.townCheckPostings else { return false }
                for posting in postings {
                    let occurrence = PostingOccurrence(rawValue: tables.postingOccurrence[posting])
                    let place = Int(tables.postingPlace[posting])
                    guard occurrence.field == .city, occurrence.isFirstWord,
                        tables.placeKind[place] == PlaceKind.town.snapshotValue
                    else { continue }
                    if namesPlace(tables.wordRange(ofPlace: place), exactly: true, cityOnly: true) { return false }
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
