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
    /// when the words name the first exactly, in its city or an alias, or no word that may hold a
    /// typo and is not optional has ``SuggestionScoring/typoDisplacementLength`` bytes ("camb" is
    /// Cambridge Bay and the Cambridges, not Campinas). When even the most important place is not that much more
    /// important, the walk of the trie is skipped. Complexity: that of a typo pass, when run.
    private mutating func collectDisplacingTypoMatches(_ query: SuggestionQuery, excluding generation: UInt32) {
        guard
            words.contains(where: {
                !$0.isOptional && $0.typoBudget > 0 && $0.length >= SuggestionScoring.typoDisplacementLength
            })
        else { return }
        // A first place the words name exactly ("gênes", Genoa's French name) is what was meant.
        guard let first = results.first, !namesPlace(tables.segments(ofPlace: first.place), exactly: true)
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
    mutating func matchesOwnNames(_ place: Int32) -> Bool {
        let bestWords = buffers.bestWords.baseAddress!
        guard evaluate(place, codeMatch: false, bestWords: bestWords) != nil, bestWords[0] != -1 else { return false }
        if bestWords[0] >= 0, tables.placeWord(bestWords[0]).position != 0 { return false }
        return matchers.indices.allSatisfy { index in
            let word = bestWords[index]
            guard word != Self.unmatchedOptionalWord else { return true }
            let placeWord = tables.placeWord(word)
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
    /// A town's airports are not listed when the words also name another place, a town or not
    /// (``namesNamesake(of:_:)``): "newcastle" is the South African town, then Newcastle's airports;
    /// "cambridge" is the English town, then the Canadian and the American, each suggestion carrying
    /// its town's airports, none listed after it.
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

    /// Whether the words, without a typo, match a place other than `town` that passes the filters
    /// and whose city they name exactly (``namesPlace(_:exactly:cityOnly:)``). Every word of its
    /// city is a query word's exact or synonym word, and a query word that is not optional is
    /// among them (its first may be an optional one: "la plata" names La Plata, Colombia, through
    /// "plata"), so the places holding one of those in their city are the candidates.
    /// Complexity: O(p · w) for the p postings of those words and w words of a place.
    private mutating func namesNamesake(of town: Int, _ query: SuggestionQuery) -> Bool {
        makeMatchers(typos: false)
        defer { makeMatchers(typos: typosSearched) }
        for word in words where !word.isOptional {
            for token in [word.exact, word.synonym] where token >= 0 {
                for posting in tables.postings(ofToken: Int(token)) {
                    let occurrence = PostingOccurrence(rawValue: tables.postingOccurrence[posting])
                    let place = tables.postingPlace.int(posting)
                    guard occurrence.field == .city, place != town, passesFilters(place, query),
                        namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true),
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
}
