extension SearchState {
    /// Leaves out of ``results`` the suggestions nobody typing the words meant, as
    /// ``SuggestionScoring`` describes under "Leaving out what nobody meant": a place matched
    /// through another name only below one the words match in its own names (unless far more
    /// important than each of those, and none is named exactly), unless that other name is a
    /// spelling of its own (``matchesSpellingOfOwnName(_:buffers:)``); a place matched through
    /// another name only by words that are all generic words of airport names
    /// (``typesGenericWordsOnly``), at any position; below the first, a place whose own names the
    /// words match only out of the order typed (``matchesInTypedOrder(_:)``); a town whose nearest
    /// airport is listed above it; and below the first, without a focus point, a town farther than
    /// ``SuggestionScoring/townPrefixReach`` from every airport it lists, unless the words name it
    /// in full. A place the words match in its own names is one whose name or city a query word
    /// that is not optional matches (any highlight, when no word is optional); a code match is
    /// kept too. Airports that a city group or
    /// town above lists stay, and so does `previousFirst`, the place the previous keystroke ranked
    /// first, kept in the last slot (``keepPreviousFirst(_:_:)``).
    ///
    /// Complexity: O(r · (r + a)) for r results and the a airports of those listed; for each place
    /// matched through another name only below a place matched in its own names, O(w) for its w
    /// own words and one walk of the word tree a query word; and for each result above a place
    /// far more important than they are, O(w) for its words. Most lists cost one look at each
    /// result.
    mutating func leaveOutFarFetched(_ query: SuggestionQuery, keeping previousFirst: Int? = nil) {
        guard query.leavesOutFarFetched, !words.isEmpty, results.count > 1 else { return }
        if storedFarFetchedDecisions(keeping: previousFirst) {
            let kept = farFetchedBuffers.kept
            if kept.contains(false) { removeResults(keeping: kept, explained: query.explain) }
            return
        }
        var matchersReady = false
        func readyMatchers() {
            guard !matchersReady else { return }
            makeMatchersWithoutTypos()
            matchersReady = true
        }
        let townKind = PlaceKind.town.snapshotValue
        // Taken out while in use, so that its arrays stay uniquely referenced and keep their storage.
        var buffers = FarFetchedBuffers()
        swap(&buffers, &farFetchedBuffers)
        defer { swap(&buffers, &farFetchedBuffers) }
        buffers.ownNames.removeAll(keepingCapacity: true)
        let hasOptionalWords = words.contains(where: \.isOptional)
        for position in results.indices {
            if let recorded = ownNamesMatchAsRecorded(at: position) {
                buffers.ownNames.append(recorded)
            } else {
                readyMatchers()
                buffers.ownNames.append(
                    hasOptionalWords ? ownWordsMatch(at: position) : bestMatchesOwnNames(at: position))
            }
        }
        let typesSeveralWords = words.count(where: { !$0.isOptional }) > 1
        let typesGenericWords = typesGenericWordsOnly
        // Only a place matched through another name only, or a town, can be left out, and only
        // below another, but for generic words, which leave out such a place at any position; with
        // several words, also a place they match out of order. So each decision depends on the
        // results above it alone.
        guard
            typesSeveralWords || (typesGenericWords && buffers.ownNames.first == false)
                || results.indices.dropFirst().contains(where: {
                    !buffers.ownNames[$0] || tables.placeKind[results[$0].place] == townKind
                })
        else { return }
        buffers.kept.removeAll(keepingCapacity: true)
        buffers.listed.removeAll(keepingCapacity: true)
        buffers.ownNamesPlaces.removeAll(keepingCapacity: true)
        buffers.beginnings.removeAll(keepingCapacity: true)
        buffers.beginnings.append(contentsOf: repeatElement(nil, count: words.count))
        // The most important place kept that the words match in its own names, and how many of
        // those were checked for a city the words name exactly.
        var ownNamesImportance = -Double.infinity
        var checkedNamedExactly = 0
        var namedExactly = false
        func isOutOfOrder(_ place: Int) -> Bool {
            readyMatchers()
            return !matchesInTypedOrder(place)
        }
        for (position, result) in results.enumerated() {
            let place = result.place
            let ownNames = buffers.ownNames[position]
            var keeps = true
            if buffers.listed.contains(place) || place == previousFirst {
                keeps = true
            } else if typesGenericWords, !ownNames {
                keeps = false
            } else if position > 0, ownNames, typesSeveralWords, isOutOfOrder(place) {
                keeps = false
            } else if tables.placeKind[place] == townKind, let nearest = nearestAirport(ofTown: place),
                buffers.listed.contains(nearest)
            {
                keeps = false
            } else if position > 0, query.near == nil, tables.placeKind[place] == townKind,
                isFar(town: place, reach: SuggestionScoring.townPrefixReach)
            {
                readyMatchers()
                keeps = namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true)
            } else if !ownNames, !buffers.ownNamesPlaces.isEmpty {
                readyMatchers()
                var outranks =
                    tables.placeImportance[place] > ownNamesImportance + SuggestionScoring.otherNameImportanceMargin
                if outranks {
                    while !namedExactly, checkedNamedExactly < buffers.ownNamesPlaces.count {
                        let above = tables.segments(ofPlace: buffers.ownNamesPlaces[checkedNamedExactly])
                        namedExactly = namesPlace(above, exactly: true, cityOnly: true)
                        checkedNamedExactly += 1
                    }
                    outranks = !namedExactly
                }
                keeps = outranks || matchesSpellingOfOwnName(place, buffers: &buffers)
            }
            buffers.kept.append(keeps)
            guard keeps else { continue }
            buffers.listed.append(place)
            appendGroupMembers(of: place, to: &buffers.listed)
            // A code match is meant, but sets no bar: "pek" is PEK, then Beijing's city group through
            // "Peking".
            if ownNames, !result.isCodeMatch || !result.highlightRange.isEmpty {
                buffers.ownNamesPlaces.append(place)
                ownNamesImportance = max(ownNamesImportance, tables.placeImportance[place])
            }
        }
        if buffers.kept.contains(false) { removeResults(keeping: buffers.kept, explained: query.explain) }
    }

    /// Puts in ``FarFetchedBuffers/kept`` the far-fetched rule's decisions for results that are the
    /// beginning of a precomputed answer (``PrecomputedResultFlags/leftOutAsFarFetched``), the last
    /// perhaps replaced by `previousFirst` (``keepPreviousFirst(_:_:)``), which is kept. False when
    /// the results are not such, or when `previousFirst`, kept though the rule leaves it out, lists
    /// its airports for results below it, which the stored decisions do not know. Complexity: O(r)
    /// for r results, with no allocation once the buffer has grown.
    private mutating func storedFarFetchedDecisions(keeping previousFirst: Int?) -> Bool {
        guard let answer = precomputedAnswer, results.count <= answer.entries.count else { return false }
        farFetchedBuffers.kept.removeAll(keepingCapacity: true)
        for (position, result) in results.enumerated() {
            let entry = answer.entries.lowerBound + position
            let isStored = Int(tables.resultPlace[entry]) == result.place
            let leftOut =
                isStored && PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).contains(.leftOutAsFarFetched)
            if result.place == previousFirst {
                guard position == results.count - 1 || !leftOut else { return false }
                farFetchedBuffers.kept.append(true)
            } else {
                guard isStored else { return false }
                farFetchedBuffers.kept.append(!leftOut)
            }
        }
        return true
    }

    /// Whether every query word is a generic word of airport names
    /// (``SuggestionScoring/facilityWords``: "airport", "aeropuerto", "flughafen") or, typed last,
    /// on its way to one: such words name no place yet, and a place matched through another name
    /// only matches a generic word of it ("ae" is not Charles de Gaulle through "Aéroport
    /// Roissy-Charles de Gaulle"). Complexity: O(q) for q query words.
    private var typesGenericWordsOnly: Bool {
        words.allSatisfy { SuggestionScoring.isFacilityWord(bytes(of: $0), isPrefix: $0.isPrefix) }
    }

    /// Whether the query words that match the place's city or name, other than optional ones, match
    /// one of them in the order typed, each at a later word than the one before: false when they
    /// match one only out of order and neither in order ("new y" does not mean Yishun New Town).
    /// A text that one word or none matches tells nothing. The matchers must be ready; typo matches
    /// are not read. Complexity: O(q · w) for q query words and the place's w own words.
    private mutating func matchesInTypedOrder(_ place: Int) -> Bool {
        let own = tables.segments(ofPlace: place).own
        var outOfOrder = false
        for text: UInt8 in 0...1 {
            var previous = -1
            var matched = 0
            var inOrder = true
            for (index, word) in words.enumerated() where !word.isOptional {
                var matches = false
                var next = Int.max
                for wordIndex in own {
                    let placeWord = tables.placeWord(wordIndex)
                    guard placeWord.text == text, placeWord.field <= .name,
                        matchers[index].match(placeWord.token, typoMask: typoMask) != nil
                    else { continue }
                    matches = true
                    if Int(placeWord.position) > previous { next = min(next, Int(placeWord.position)) }
                }
                guard matches else { continue }
                matched += 1
                if next == .max { inOrder = false } else { previous = next }
            }
            guard matched > 1 else { continue }
            if inOrder { return true }
            outOfOrder = true
        }
        return !outOfOrder
    }

    /// Whether the query words match the result at `position` in its own names, or nil when the
    /// place's own words must be read with the matchers (``ownWordsMatch(at:)``): a code match, or a
    /// query word that is not optional matching a word of its name, city or known names ("i" of
    /// "nova i", on its way to "international", does not make New Delhi's airport a match of its own
    /// names). Without optional words, a highlight says so for the name and city, as a computed and
    /// a precomputed answer both record them; for the known names, which have no highlight, a query
    /// word's best match does (``isOwnNameMatch(_:ofQueryWord:)``), as ``addDetails(explain:from:)``
    /// recorded it, or for a precomputed result nil: its best matches must be found again by scoring
    /// the place (``bestMatchesOwnNames(at:)``). A typo result keeps its highlights' word, and a
    /// partial one has none. Beside optional words, a highlight may be an optional word's: nil, but
    /// for a typo result. Complexity: O(q) for q query words.
    private func ownNamesMatchAsRecorded(at position: Int) -> Bool? {
        let result = results[position]
        if result.isCodeMatch { return true }
        if result.tier != 1, words.contains(where: \.isOptional) { return nil }
        if !result.highlightRange.isEmpty { return true }
        guard result.tier == 0 else { return false }
        let first = position * words.count
        if first + words.count <= matchedWords.count,
            matchedWords[first..<first + words.count].contains(where: { $0 != nil })
        {
            return words.indices.contains { index in
                guard !words[index].isOptional, let match = matchedWords[first + index] else { return false }
                let word = tables.placeWord(match.word)
                return word.isKnownName && isOwnNameMatch(word, ofQueryWord: index)
            }
        }
        return nil
    }

    /// Whether the query words' best matches in the result at `position`, found by scoring it
    /// without typos, are in its own names (``bestWordsMatchOwnNames(_:)``). The matchers must be
    /// ready. Complexity: one place scored.
    private mutating func bestMatchesOwnNames(at position: Int) -> Bool {
        let bestWords = buffers.bestWords.baseAddress!
        guard let scored = evaluate(Int32(results[position].place), codeMatch: false, bestWords: bestWords),
            scored.tier == 0
        else { return false }
        return bestWordsMatchOwnNames(bestWords)
    }

    /// Whether a query word that is not optional matches a word of the name, city or known names of
    /// the result at `position`, read with the matchers, which must be ready (beside optional words).
    /// Complexity: O(q · w) for q query words and the place's w own words.
    private mutating func ownWordsMatch(at position: Int) -> Bool {
        let own = tables.segments(ofPlace: results[position].place).own
        return words.indices.contains { index in
            guard !words[index].isOptional else { return false }
            let matcher = matchers[index]
            return own.contains { word in
                let placeWord = tables.placeWord(word)
                return isOwnNameMatch(placeWord, ofQueryWord: index)
                    && matcher.match(placeWord.token, typoMask: typoMask) != nil
            }
        }
    }

    /// Whether a query word's match of a place's word is in the place's own names: its name or city,
    /// or a known name, once the query word has more than one letter: one letter begins too many
    /// names in other languages ("d" does not mean Jakarta through "Djakarta"). Complexity: O(1).
    func isOwnNameMatch(_ word: PlaceWord, ofQueryWord index: Int) -> Bool {
        word.field <= .name && (!word.isKnownName || words[index].length > 1)
    }

    /// Whether an evaluation's best words (``evaluate(_:codeMatch:threshold:bestWords:)``) match the
    /// place in its own names: a query word that is not optional has its best match in the name or
    /// city. Complexity: O(q) for q query words.
    mutating func bestWordsMatchOwnNames(_ bestWords: UnsafeMutablePointer<Int>) -> Bool {
        guard bestWords[0] != -1 else { return false }
        return words.indices.contains { index in
            !words[index].isOptional && bestWords[index] >= 0
                && isOwnNameMatch(tables.placeWord(bestWords[index]), ofQueryWord: index)
        }
    }

    /// Whether a precomputed answer's entry matches the words in the place's own names: a code
    /// match, or a query word that is not optional stored as matched in the name or city.
    /// Complexity: O(q) for q query words.
    mutating func precomputedEntryMatchesOwnNames(_ entry: Int, ofKey key: Int) -> Bool {
        if PrecomputedResultFlags(rawValue: tables.resultFlags[entry]).contains(.codeMatch) { return true }
        let first = tables.prefixWordStart.int(key) + (entry - tables.prefixResultStart.int(key)) * words.count
        return words.indices.contains { index in
            let value = tables.resultWord[first + index]
            guard !words[index].isOptional, value != tables.resultWord.none else { return false }
            return PrecomputedWord(storedValue: value).field <= MatchField.name.rawValue
        }
    }

    /// Makes the query words' matchers without typos, resolving the words first when a precomputed
    /// answer was found without resolving them. Complexity: O(q) walks of the word tree for q words,
    /// when they are resolved here.
    private mutating func makeMatchersWithoutTypos() {
        if words.allSatisfy({ $0.exact < 0 && $0.prefix.isEmpty }) { resolveWords() }
        makeMatchers(typos: false)
    }

    /// Whether `place` is matched through spellings of its own name
    /// (``matchesSpellingOfOwnName(_:buffers:)``), asked outside the pass that leaves out what nobody
    /// meant: by the previous keystroke's first place, which stays on the same terms as a place below
    /// the first ("colon" keeps Cologne, which "colo" ranked first, through "Colonia"). Resolves the
    /// words when a precomputed answer left them unresolved, and makes their matchers. Complexity: as
    /// ``matchesSpellingOfOwnName(_:buffers:)``.
    mutating func matchesSpellingOfOwnName(_ place: Int) -> Bool {
        makeMatchersWithoutTypos()
        var buffers = FarFetchedBuffers()
        swap(&buffers, &farFetchedBuffers)
        defer { swap(&buffers, &farFetchedBuffers) }
        buffers.beginnings.removeAll(keepingCapacity: true)
        buffers.beginnings.append(contentsOf: repeatElement(nil, count: words.count))
        return matchesSpellingOfOwnName(place, buffers: &buffers)
    }

    /// Whether a place matched through another name only is matched through spellings of its own
    /// name: each query word that is not optional matches, without a typo, the first word of one of
    /// its aliases, and the city's or name's first word begins with the same bytes as the query
    /// word, up to ``SuggestionScoring/spellingBeginning`` ("Napoli" and "Nápoles" for Naples,
    /// "Colonia" for Cologne, "Francoforte" for Frankfurt; not "Parcʻhelona" for Barcelona, "York
    /// Berri" or "Neu Amsterdam" for New York, nor a region's or country's name). `buffers` keeps
    /// the ranges of indexed words that begin as each query word does, once looked up.
    /// Complexity: O(w) for the place's w own words, and one walk of the word tree a query word.
    private mutating func matchesSpellingOfOwnName(_ place: Int, buffers: inout FarFetchedBuffers) -> Bool {
        let own = tables.segments(ofPlace: place).own
        // The first words of the city (text 0) and the name (text 1).
        buffers.ownFirstWords.removeAll(keepingCapacity: true)
        for index in own {
            let word = tables.placeWord(index)
            if word.text <= 1, word.position == 0, word.field <= .name { buffers.ownFirstWords.append(Int(word.token)) }
        }
        for (wordIndex, queryWord) in words.enumerated() where !queryWord.isOptional {
            if buffers.beginnings[wordIndex] == nil {
                let bytes = bytes(of: words[wordIndex])
                let beginning = UnsafeRawBufferPointer(
                    UnsafeBufferPointer(rebasing: bytes.prefix(SuggestionScoring.spellingBeginning)))
                buffers.beginnings[wordIndex] = tables.words.find(beginning)?.node.words ?? 0..<0
            }
            guard let range = buffers.beginnings[wordIndex], buffers.ownFirstWords.contains(where: range.contains)
            else { return false }
            let matcher = matchers[wordIndex]
            let matchesAliasBeginning = own.contains { index in
                let word = tables.placeWord(index)
                guard word.field == .alias, word.position == 0,
                    let kind = matcher.match(word.token, typoMask: typoMask)
                else { return false }
                return !kind.isTypo
            }
            guard matchesAliasBeginning else { return false }
        }
        return true
    }

    /// Appends the airports a city group or town lists, nearest or most important first, to
    /// `list` (none for an airport). Complexity: O(a) for its a airports.
    private func appendGroupMembers(of place: Int, to list: inout [Int]) {
        guard tables.placeKind[place] != PlaceKind.airport.snapshotValue else { return }
        for entry in Int(tables.groupStart[place])..<Int(tables.groupStart[place + 1]) {
            let member = tables.groupMember[entry]
            if member != IndexData.none { list.append(Int(member)) }
        }
    }

    /// Whether a town is farther than `reach` kilometres from every airport it lists. A path along
    /// the meridian, then along the parallel, is no shorter than the great circle, so most airports
    /// are found within reach without trigonometry. Complexity: O(a) for its a airports.
    private mutating func isFar(town: Int, reach: Double) -> Bool {
        let latitude = tables.placeLatitude[town]
        let longitude = tables.placeLongitude[town]
        for entry in Int(tables.groupStart[town])..<Int(tables.groupStart[town + 1]) {
            let member = tables.groupMember[entry]
            guard member != IndexData.none else { continue }
            let airport = (latitude: tables.placeLatitude[Int(member)], longitude: tables.placeLongitude[Int(member)])
            let longitudes = abs(airport.longitude - longitude)
            let degrees = abs(airport.latitude - latitude) + min(longitudes, 360 - longitudes)
            if degrees * Self.kilometresPerDegree <= reach { return false }
            if Geography.kilometres(from: (latitude, longitude), to: airport) <= reach { return false }
        }
        return true
    }

    /// The length of a degree of a great circle, in kilometres (6,371 km × π / 180), rounded up.
    private static let kilometresPerDegree = 111.2

    /// The airport a town stands for, the nearest it lists, if any. Complexity: O(1).
    private mutating func nearestAirport(ofTown town: Int) -> Int? {
        let first = Int(tables.groupStart[town])
        guard first < Int(tables.groupStart[town + 1]), tables.groupMember[first] != IndexData.none else { return nil }
        return Int(tables.groupMember[first])
    }

    /// Removes the results whose flag in `kept` is false, with their highlights, recorded words
    /// and, when `explained`, explained matches, moving the others' down in place. Complexity: O(r + h + m) for r
    /// results, h highlights and m explained matches.
    private mutating func removeResults(keeping kept: [Bool], explained: Bool) {
        let wordCount = words.count
        // Explained matches are recorded only when the query asks for explanations.
        let explained = explained && resultMatchStart.count == results.count + 1
        var resultCursor = 0
        var highlightCursor = 0
        var matchCursor = 0
        for position in results.indices where kept[position] {
            var result = results[position]
            let range = result.highlightRange
            for (offset, index) in range.enumerated() { highlights[highlightCursor + offset] = highlights[index] }
            result.highlightRange = highlightCursor..<highlightCursor + range.count
            highlightCursor += range.count
            results[resultCursor] = result
            if position < resultWords.count { resultWords[resultCursor] = resultWords[position] }
            if (position + 1) * wordCount <= matchedWords.count {
                for offset in 0..<wordCount {
                    matchedWords[resultCursor * wordCount + offset] = matchedWords[position * wordCount + offset]
                }
            }
            if explained {
                let matches = resultMatchStart[position]..<resultMatchStart[position + 1]
                // Nothing before this result was removed when the cursors stand where it does.
                resultMatchStart[resultCursor] = matchCursor
                for (offset, index) in matches.enumerated() {
                    resultMatches[matchCursor + offset] = resultMatches[index]
                }
                matchCursor += matches.count
            }
            resultCursor += 1
        }
        highlights.removeSubrange(highlightCursor...)
        if resultWords.count > resultCursor { resultWords.removeSubrange(resultCursor...) }
        if matchedWords.count > resultCursor * wordCount { matchedWords.removeSubrange((resultCursor * wordCount)...) }
        if explained {
            resultMatches.removeSubrange(matchCursor...)
            resultMatchStart[resultCursor] = matchCursor
            resultMatchStart.removeSubrange((resultCursor + 1)...)
        }
        results.removeSubrange(resultCursor...)
    }
}
