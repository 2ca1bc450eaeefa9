extension SearchState {
    /// The importance a place's text match scores with: a town's is
    /// ``SuggestionScoring/townPrefixDiscount`` less unless the words, every one matched exactly
    /// (`exact`), cover its name (``namesPlace(_:exactly:cityOnly:)``). Complexity: O(1), or for a
    /// town matched exactly O(the words of its name).
    mutating func scoredImportance(_ place: Int32, exact: Bool) -> Double {
        let importance = tables.placeImportance[place]
        guard tables.placeKind[place] == PlaceKind.town.snapshotValue else { return importance }
        return exact && namesPlace(tables.segments(ofPlace: Int(place)), exactly: true, cityOnly: true)
            ? importance : importance - SuggestionScoring.townPrefixDiscount
    }

    /// The ``evaluate(_:codeMatch:threshold:bestWords:)`` best word of an optional word a place lacks.
    static let unmatchedOptionalWord = Int.min

    /// Scores one place, or nil when some query word that is not optional matches none of its
    /// words (and it is not a code match). With `bestWords`, also stores there, for each query
    /// word, the index of the place word that matched it best (``unmatchedOptionalWord`` for an
    /// optional word it lacks); or -1 first when some other query word matched nothing.
    ///
    /// A place that is no code match and whose words match best in different aliases scores less
    /// than they do together (see ``evaluateWithinOneAlias(_:bestWords:)``); when even that
    /// score is below `threshold`, it is not worked out, and the place is not scored (nil).
    ///
    /// Complexity: O(q · w) for q query words and the place's w words; a place stops being scored
    /// at the first query word it does not match, and a query word's scan of its words stops at
    /// the aliases once its city or name matches better than any alias can.
    mutating func evaluate(
        _ place: Int32, codeMatch: Bool, threshold: Double = -.infinity, bestWords: UnsafeMutablePointer<Int>? = nil
    ) -> ScoredPlace? {
        let segments = tables.segments(ofPlace: Int(place))
        // The words of other scripts come last, and words beginning with ASCII bytes match none.
        let runs = matchesASCIIWordsOnly ? segments.withoutOtherScripts() : segments
        let (own, region, country, otherScripts) = (runs.own, runs.region, runs.country, runs.otherScripts)
        var anyPrimary = false
        var anyTypo = false
        var textMatched = true
        let scores = buffers.matchScores
        let placeWords = tables.placeWord
        // The alias the best matches so far lie in (-1 for none), and whether they lie in two.
        var alias = -1
        var aliasesMixed = false
        // Whether every word matched exactly (a town's importance counts in full only then).
        var allExact = true
        // How many query words match best in that alias, and whether the last of them exactly.
        var aliasWords = 0
        var aliasMatchIsExact = false
        // The last word matching best in an alias, and its best match outside aliases (the word -1
        // for none), which stands in when the alias may not count.
        var aliasMatcher = -1
        var outsideAlias = (score: -1.0, word: -1, isTypo: false, isPrimary: false, isExact: false)
        // Whether the other words matched in a primary field, with a typo, and every one exactly.
        var othersPrimary = false
        var othersTypo = false
        var othersExact = true
        for matcherIndex in matcherOrder {
            let matcher = matchers[matcherIndex]
            var bestScore = -1.0
            var bestField: UInt8 = 0
            var bestWord = -1
            var bestIsTypo = false
            var bestIsPrimary = false
            var bestIsExact = false
            var outside = (score: -1.0, field: UInt8(0), word: -1, isTypo: false, isPrimary: false, isExact: false)
            defer { allExact = allExact && (bestWord < 0 || bestIsExact) }
            // Once a word scores what no alias, region or country word can beat, only the city's
            // and name's words, which come first, are left to check. A word with an exact match
            // may match a whole alias or area, which scores as the city.
            let aliasCeiling =
                matcher.isAlone && (matcher.exact >= 0 || matcher.synonym >= 0)
                ? SuggestionScoring.bestWordScore : SuggestionScoring.bestAliasWordScore
            var skipsAliases = false
            runs: for run in 0..<4 {
                for index in run == 0 ? own : run == 1 ? region : run == 2 ? country : otherScripts {
                    let raw = placeWords[index]
                    if skipsAliases, PlaceWord(rawValue: raw).fieldValue >= MatchField.alias.rawValue { break runs }
                    guard let kind = matcher.match(PlaceWord.token(of: raw), typoMask: typoMask) else { continue }
                    let word = PlaceWord(rawValue: raw)
                    let field = word.fieldValue
                    let score = matcher.score(of: word, kind)
                    let isPrimary = field <= MatchField.alias.rawValue || matcher.namesWhole(word, kind)
                    if score > bestScore || (score == bestScore && field < bestField) {
                        bestScore = score
                        bestField = field
                        bestWord = index
                        bestIsTypo = kind.isTypo
                        bestIsExact = kind == .exact
                        bestIsPrimary = isPrimary
                        skipsAliases = score >= aliasCeiling
                    }
                    if field != MatchField.alias.rawValue,
                        score > outside.score || (score == outside.score && field < outside.field)
                    {
                        outside = (score, field, index, kind.isTypo, isPrimary, kind == .exact)
                    }
                }
            }
            guard bestWord >= 0 else {
                if matcher.isOptional {
                    scores[matcherIndex] = 0
                    bestWords?[matcherIndex] = Self.unmatchedOptionalWord
                    continue
                }
                textMatched = false
                bestWords?[0] = -1
                break
            }
            scores[matcherIndex] = bestScore
            anyPrimary = anyPrimary || bestIsPrimary
            anyTypo = anyTypo || bestIsTypo
            bestWords?[matcherIndex] = bestWord
            if bestField == MatchField.alias.rawValue {
                let text = Int(tables.placeWord(bestWord).text)
                aliasesMixed = aliasesMixed || (alias >= 0 && alias != text)
                alias = text
                aliasWords += 1
                aliasMatchIsExact = bestIsExact
                aliasMatcher = matcherIndex
                outsideAlias = (outside.score, outside.word, outside.isTypo, outside.isPrimary, outside.isExact)
            } else {
                othersPrimary = othersPrimary || bestIsPrimary
                othersTypo = othersTypo || bestIsTypo
                othersExact = othersExact && (bestWord < 0 || bestIsExact)
            }
        }
        // Beside other words, an alias that matches only one of them must match it exactly: "new y"
        // is not New Delhi through the "Y…" of another of its names; "koeln bonn" is Cologne Bonn.
        // The word's best match outside aliases stands in, if any: "birmingham un" is Birmingham
        // in the United Kingdom, though one of its aliases is "United Kingdom" too.
        if textMatched, !aliasesMixed, aliasWords == 1, !aliasMatchIsExact,
            matchers.count(where: { !$0.isOptional }) > 1
        {
            if outsideAlias.word >= 0 {
                scores[aliasMatcher] = outsideAlias.score
                bestWords?[aliasMatcher] = outsideAlias.word
                anyPrimary = othersPrimary || outsideAlias.isPrimary
                anyTypo = othersTypo || outsideAlias.isTypo
                allExact = othersExact && outsideAlias.isExact
            } else {
                textMatched = false
                bestWords?[0] = -1
            }
        }
        let isCityGroup = place <= tables.header.lastCityGroup && tables.placeKind[place] == 0
        let importance = scoredImportance(place, exact: allExact)
        // Whether the query names the city group does not depend on which words matched best.
        let isCityGroupNamed = textMatched && isCityGroup && namesPlace(segments)
        func textScore() -> Double {
            // Summed in query order, whatever order the words were checked in, so the score is exact.
            var sum = 0.0
            for matcherIndex in matchers.indices { sum += scores[matcherIndex] }
            return SuggestionScoring.textScore(
                meanWordScore: sum / Double(matchers.count), hasPrimaryMatch: anyPrimary, importance: importance,
                isCityGroupNamed: isCityGroupNamed) + nearBonus(Int(place))
        }
        if textMatched, aliasesMixed {
            // Words of two aliases ("san" of one of Shanghai's names, "d" of another) do not make a
            // match together; the place scores less, if it matches at all.
            if !codeMatch, textScore() < threshold { return nil }
            if let (primary, typo) = evaluateWithinOneAlias(runs, bestWords: bestWords) {
                (anyPrimary, anyTypo) = (primary, typo)
            } else {
                textMatched = false
                bestWords?[0] = -1
            }
        }
        guard textMatched || codeMatch else { return nil }
        var result = ScoredPlace(place: place, tier: 0, score: 0, codeMatch: codeMatch)
        if textMatched {
            result.score = textScore()
            result.tier = anyTypo ? 1 : 0
        }
        if codeMatch {
            result.score = max(
                result.score,
                SuggestionScoring.codeScore(
                    importance: importance, isCityGroup: isCityGroup, besideTypedWord: codeBesideTypedWord))
        }
        return result
    }

    /// ``evaluate(_:codeMatch:threshold:bestWords:)`` for a place whose query words match best in different
    /// aliases, over its words `words`: each query word takes its best match among the place's
    /// other fields and one alias, the alias that scores most (the first of equals), or none. Puts
    /// the scores in ``SearchBuffers/matchScores`` and, with `bestWords`, the words there. Returns
    /// whether a match is in a primary field and whether one is a typo, or nil when no alias lets
    /// every word that is not optional match. Complexity: O(q · w) for q query words and w words.
    private mutating func evaluateWithinOneAlias(_ words: PlaceWordSegments, bestWords: UnsafeMutablePointer<Int>?) -> (
        Bool, Bool
    )? {
        let count = matchers.count
        return withUnsafeTemporaryAllocation(of: MatchChoice.self, capacity: 3 * count) { choices in
            choices.initialize(repeating: MatchChoice())
            // Each query word's best match among the words outside aliases, then with one alias,
            // and in the alias chosen so far.
            let outside = UnsafeMutableBufferPointer(rebasing: choices[0..<count])
            let inAlias = UnsafeMutableBufferPointer(rebasing: choices[count..<2 * count])
            let chosen = UnsafeMutableBufferPointer(rebasing: choices[2 * count..<3 * count])
            var chosenTotal = -Double.infinity
            var chosenAlias = Int.max
            func consider(_ candidate: UnsafeMutableBufferPointer<MatchChoice>, alias: Int) {
                var total = 0.0
                for matcherIndex in 0..<count {
                    guard candidate[matcherIndex].word >= 0 || matchers[matcherIndex].isOptional else { return }
                    total += candidate[matcherIndex].word >= 0 ? candidate[matcherIndex].score : 0
                }
                guard total > chosenTotal || (total == chosenTotal && alias < chosenAlias) else { return }
                (chosenTotal, chosenAlias) = (total, alias)
                _ = chosen.update(fromContentsOf: candidate)
            }
            func offer(_ index: Int, to candidate: UnsafeMutableBufferPointer<MatchChoice>) {
                let word = tables.placeWord(index)
                for matcherIndex in 0..<count {
                    guard let kind = matchers[matcherIndex].match(word.token, typoMask: typoMask) else { continue }
                    let choice = MatchChoice(
                        score: matchers[matcherIndex].score(of: word, kind), field: word.fieldValue, word: index,
                        isTypo: kind.isTypo,
                        isPrimary: word.fieldValue <= MatchField.alias.rawValue
                            || matchers[matcherIndex].namesWhole(word, kind))
                    if choice.isBetter(than: candidate[matcherIndex]) { candidate[matcherIndex] = choice }
                }
            }
            for index in words where tables.placeWord(index).field != .alias {
                offer(index, to: outside)
            }
            consider(outside, alias: -1)
            var alias = -1
            for index in words where tables.placeWord(index).field == .alias {
                let text = Int(tables.placeWord(index).text)
                if text != alias {
                    if alias >= 0 { consider(inAlias, alias: alias) }
                    alias = text
                    _ = inAlias.update(fromContentsOf: outside)
                }
                offer(index, to: inAlias)
            }
            if alias >= 0 { consider(inAlias, alias: alias) }
            guard chosenTotal > -.infinity else { return nil }
            for (matcherIndex, choice) in chosen.enumerated() {
                buffers.matchScores[matcherIndex] = choice.word >= 0 ? choice.score : 0
                bestWords?[matcherIndex] = choice.word >= 0 ? choice.word : Self.unmatchedOptionalWord
            }
            return (
                chosen.contains { $0.word >= 0 && $0.isPrimary },
                chosen.contains(where: \.isTypo)
            )
        }
    }

    /// What a text match of the place gains for being near the focus point (0 without one).
    @inline(__always)
    func nearBonus(_ place: Int) -> Double {
        guard let focus else { return 0 }
        return SuggestionScoring.nearBonus(
            kilometres: Geography.kilometres(
                from: focus, to: (tables.placeLatitude[place], tables.placeLongitude[place])))
    }

    /// Whether the query words cover every word of the place's city name (while typing, the
    /// last as a prefix will do; `exactly`, whole words only) or, in whole words, of one of its
    /// known names or aliases ("kos" does not name Istanbul through "Kostandnupolis"). A place's
    /// words come text by text (the city, the name, each known name and alias), so one pass
    /// compares each text's word positions with those some query word matches.
    mutating func namesPlace(_ words: PlaceWordSegments, exactly: Bool = false, cityOnly: Bool = false) -> Bool {
        var text = -1
        var positions = PositionSet()
        var covered = PositionSet()
        for index in words {
            let word = tables.placeWord(index)
            // The city's words come first: with `cityOnly`, the scan ends after them.
            if cityOnly, word.field != .city { break }
            guard word.field == .city || word.field == .alias || word.isKnownName else { continue }
            if Int(word.text) != text {
                if text >= 0, positions == covered { return true }
                text = Int(word.text)
                positions = PositionSet()
                covered = PositionSet()
            }
            if word.span == 0 { positions.insert(word.position) }
            for matcher in matchers {
                guard let kind = matcher.match(word.token, typoMask: typoMask),
                    kind == .exact || (!exactly && word.field == .city)
                else {
                    continue
                }
                for further in 0...word.span { covered.insert(word.position + further) }
                break
            }
        }
        return text >= 0 && positions == covered
    }
}

/// A query word's best match in ``SearchState/evaluateWithinOneAlias(_:bestWords:)``: a place
/// word (-1 for none), its score and field, and whether it is a typo match.
private struct MatchChoice {
    var score = -1.0
    var field: UInt8 = 0
    var word = -1
    var isTypo = false
    var isPrimary = false

    /// Whether this match beats another for the same query word, as in
    /// ``SearchState/evaluate(_:codeMatch:threshold:bestWords:)``: a higher score, or a lower field.
    func isBetter(than other: MatchChoice) -> Bool {
        word >= 0 && (other.word < 0 || score > other.score || (score == other.score && field < other.field))
    }
}

/// A set of word positions, 0 to 255.
private struct PositionSet: Equatable {
    private var bits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ position: Int) {
        let bit = UInt64(1) << UInt64(position & 63)
        switch position >> 6 {
        case 0: bits.0 |= bit
        case 1: bits.1 |= bit
        case 2: bits.2 |= bit
        default: bits.3 |= bit
        }
    }

    static func == (lhs: PositionSet, rhs: PositionSet) -> Bool {
        lhs.bits == rhs.bits
    }
}
