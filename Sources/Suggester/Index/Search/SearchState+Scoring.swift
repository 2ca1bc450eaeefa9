extension SearchState {
    /// Scores one place, or nil when some query word matches none of its words (and it is not a
    /// code match).
    @inline(__always)
    func evaluate(_ place: Int32, codeMatch: Bool) -> ScoredPlace? {
        var matches: [WordMatch] = []
        var highlights: [Suggestion.Highlight] = []
        return evaluate(place, codeMatch: codeMatch, details: false, matches: &matches, highlights: &highlights)
    }

    /// Scores one place, or nil when some query word matches none of its words (and it is not a
    /// code match). With `details`, also appends the highlighted ranges to `highlights` and, with
    /// `matches` not nil, each word's best match.
    func evaluate(
        _ place: Int32, codeMatch: Bool, details: Bool, recordsMatches: Bool = false, matches: inout [WordMatch],
        highlights: inout [Suggestion.Highlight]
    ) -> ScoredPlace? {
        let range = Int(tables.placeWordStart[place])..<Int(tables.placeWordStart[Int(place) + 1])
        var result = ScoredPlace(place: place, tier: 0, score: 0, codeMatch: codeMatch)
        var sum = 0.0
        var anyPrimary = false
        var anyTypo = false
        var textMatched = true
        let firstMatch = matches.count
        let firstHighlight = highlights.count
        words: do {
            for matcher in matchers {
                var best: WordMatch?
                var bestWord = 0
                for index in range {
                    let token = tables.wordToken[index]
                    guard let kind = matcher.match(token, typoMask: typoMask) else { continue }
                    let info = tables.wordInfo[index]
                    let match = WordMatch(
                        field: MatchField(rawValue: UInt8(info & 0xFF)) ?? .country, kind: kind,
                        position: Int((info >> 8) & 0xFF), wordLength: Int(matcher.length),
                        tokenLength: tables.tokenLength(Int(token)))
                    if best.map({ match.isBetter(than: $0) }) ?? true {
                        best = match
                        bestWord = index
                    }
                }
                guard let best else {
                    textMatched = false
                    break words
                }
                sum += best.score
                anyPrimary = anyPrimary || best.field.isPrimary
                if case .fuzzy = best.kind { anyTypo = true }
                if recordsMatches { matches.append(best) }
                if details, tables.wordStart[bestWord] != .max {
                    let length =
                        best.kind == .prefix
                        ? min(Int(tables.wordLength[bestWord]), Int(matcher.length)) : Int(tables.wordLength[bestWord])
                    highlights.append(
                        Suggestion.Highlight(
                            field: best.field == .city ? "city" : "name", start: Int(tables.wordStart[bestWord]),
                            length: length))
                }
            }
        }
        guard textMatched || codeMatch else {
            matches.removeSubrange(firstMatch...)
            highlights.removeSubrange(firstHighlight...)
            return nil
        }
        let isCityGroup = place <= tables.header.lastCityGroup && tables.placeKind[place] == 0
        let importance = tables.placeImportance[place]
        if textMatched {
            result.score = SuggestionScoring.textScore(
                meanWordScore: sum / Double(matchers.count), hasPrimaryMatch: anyPrimary, importance: importance,
                isCityGroupNamed: isCityGroup && namesCityGroup(range))
            result.tier = anyTypo ? 1 : 0
        } else {
            matches.removeSubrange(firstMatch...)
            highlights.removeSubrange(firstHighlight...)
        }
        if codeMatch {
            result.score = max(
                result.score, SuggestionScoring.codeScore(importance: importance, isCityGroup: isCityGroup))
        }
        return result
    }

    /// Whether the query words cover every word of the city group's city name or of one of its
    /// aliases. A place's words come text by text (the city, the name, each alias), so one pass
    /// compares each text's word positions with those some query word matches.
    func namesCityGroup(_ range: Range<Int>) -> Bool {
        var text = UInt32.max
        var positions = PositionSet()
        var covered = PositionSet()
        for index in range {
            let info = tables.wordInfo[index]
            let field = MatchField(rawValue: UInt8(info & 0xFF)) ?? .country
            guard field == .city || field == .alias else { continue }
            let wordText = (info >> 16) & 0xFF
            if wordText != text {
                if text != .max, positions == covered { return true }
                text = wordText
                positions = PositionSet()
                covered = PositionSet()
            }
            let position = Int((info >> 8) & 0xFF)
            positions.insert(position)
            let token = tables.wordToken[index]
            if matchers.contains(where: { $0.match(token, typoMask: typoMask) != nil }) {
                covered.insert(position)
            }
        }
        return text != .max && positions == covered
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
