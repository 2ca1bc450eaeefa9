extension SearchState {
    /// Leaves out of ``results`` the suggestions nobody typing the words meant, as
    /// ``SuggestionScoring`` describes under "Leaving out what nobody meant": a place matched
    /// through another name only below one the words match in its own names (unless far more
    /// important than each of those, and none is named exactly), unless that other name is a
    /// spelling of its own (``matchesSpellingOfOwnName(_:buffers:)``); a town whose nearest airport
    /// is listed above it; and below the first, a town farther than
    /// ``SuggestionScoring/townPrefixReach`` from every airport it lists, unless the words name it
    /// in full. A place the words match in its own names is one with a highlight in its
    /// name or city (``addDetails(explain:from:)``, or a precomputed answer's stored highlights); a
    /// code match is kept too. Airports that a city group or town above lists stay.
    ///
    /// Complexity: O(r · a) for r results and the a airports of those listed, and for each place
    /// matched through another name only below a place matched in its own names, one evaluation
    /// and O(w) for the w words of each of those above; most lists have none, and cost one look at
    /// each result.
    mutating func leaveOutFarFetched(_ query: SuggestionQuery) {
        guard query.leavesOutFarFetched, !words.isEmpty, results.count > 1 else { return }
        let townKind = PlaceKind.town.snapshotValue
        // Only a place matched through another name only, or a town, can be left out, and only
        // below another.
        guard
            results.dropFirst().contains(where: {
                ($0.highlightRange.isEmpty && !$0.isCodeMatch) || tables.placeKind[$0.place] == townKind
            })
        else { return }
        var matchersReady = false
        // Taken out while in use, so that its arrays stay uniquely referenced and keep their storage.
        var buffers = FarFetchedBuffers()
        swap(&buffers, &farFetchedBuffers)
        defer { swap(&buffers, &farFetchedBuffers) }
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
        for (position, result) in results.enumerated() {
            let place = result.place
            var keeps = true
            if buffers.listed.contains(place) {
                keeps = true
            } else if tables.placeKind[place] == townKind, let nearest = nearestAirport(ofTown: place),
                buffers.listed.contains(nearest)
            {
                keeps = false
            } else if position > 0, tables.placeKind[place] == townKind,
                isFar(town: place, reach: SuggestionScoring.townPrefixReach)
            {
                if !matchersReady {
                    if words.allSatisfy({ $0.exact < 0 && $0.prefix.isEmpty }) { resolveWords() }
                    makeMatchers(typos: false)
                    matchersReady = true
                }
                keeps = namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true)
            } else if result.highlightRange.isEmpty, !result.isCodeMatch, !buffers.ownNamesPlaces.isEmpty {
                if !matchersReady {
                    // A precomputed answer was found without resolving the words.
                    if words.allSatisfy({ $0.exact < 0 && $0.prefix.isEmpty }) { resolveWords() }
                    makeMatchers(typos: false)
                    matchersReady = true
                }
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
            if !result.highlightRange.isEmpty {
                buffers.ownNamesPlaces.append(place)
                ownNamesImportance = max(ownNamesImportance, tables.placeImportance[place])
            }
        }
        if buffers.kept.contains(false) { removeResults(keeping: buffers.kept) }
    }

    /// Whether a place matched through another name only is matched through spellings of its own
    /// name: each query word that is not optional matches, without a typo, the first word of one of
    /// its aliases, and the city's or name's first word begins with the same bytes as the query
    /// word, up to ``SuggestionScoring/spellingBeginning`` ("Napoli" and "Nápoles" for Naples,
    /// "Colonia" for Cologne, "Francoforte" for Frankfurt; not "Parcʻhelona" for Barcelona, "York
    /// Berri" or "Neu Amsterdam" for New York, nor a region's or country's name). `buffers` keeps
    /// the ranges of indexed words that begin as each query word does, once looked up.
    /// Complexity: O(w) for the place's w own words, and one walk of the word tree a query word.
    private func matchesSpellingOfOwnName(_ place: Int, buffers: inout FarFetchedBuffers) -> Bool {
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
    private func isFar(town: Int, reach: Double) -> Bool {
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
    private func nearestAirport(ofTown town: Int) -> Int? {
        let first = Int(tables.groupStart[town])
        guard first < Int(tables.groupStart[town + 1]), tables.groupMember[first] != IndexData.none else { return nil }
        return Int(tables.groupMember[first])
    }

    /// Removes the results whose flag in `kept` is false, with their highlights, recorded words
    /// and explained matches, moving the others' down in place. Complexity: O(r + h + m) for r
    /// results, h highlights and m explained matches.
    private mutating func removeResults(keeping kept: [Bool]) {
        let wordCount = words.count
        let explained = resultMatchStart.count == results.count + 1
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
        if resultWords.count > resultCursor { resultWords.removeSubrange(min(resultWords.count, resultCursor)...) }
        if matchedWords.count > resultCursor * wordCount { matchedWords.removeSubrange((resultCursor * wordCount)...) }
        if explained {
            resultMatches.removeSubrange(matchCursor...)
            resultMatchStart[resultCursor] = matchCursor
            resultMatchStart.removeSubrange((resultCursor + 1)...)
        }
        results.removeSubrange(resultCursor...)
    }
}
