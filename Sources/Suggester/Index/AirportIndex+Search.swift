import Foundation

extension AirportIndex {
    /// One folded query word and the token matches it allows.
    struct QueryWord {
        var bytes: [UInt8]
        var isPrefix: Bool
        var exact: Int32?
        var synonym: Int32?
        var prefix: Range<Int>
        var fuzzy: [Int32: Int] = [:]

        func match(_ token: Int32) -> WordMatch.Kind? {
            if token == exact || token == synonym { return .exact }
            if isPrefix, prefix.contains(Int(token)) { return .prefix }
            if let edits = fuzzy[token] { return .fuzzy(edits: edits) }
            return nil
        }
    }

    /// A scored place.
    struct Candidate {
        var place: Int32
        var tier: Int
        var score: Double
        var matches: [WordMatch]
        var highlights: [Suggestion.Highlight]
        var codeMatch: Bool
    }

    /// The best suggestions for a query, best first.
    ///
    /// Every query word must match a word of the place (its name, city, an alias, or its region or
    /// country); the last word may match as a prefix unless the query ends with a space. A single
    /// word equal to an IATA, ICAO or city code also matches that place. Typo matches are tried
    /// only when exact and prefix matches do not fill the limit, and rank after them.
    ///
    /// Complexity: O(log t + p · w) for t indexed words, p candidate places (those containing the
    /// query's most selective word) and w words per place; typo search adds a scan of the
    /// indexed words that start with the query's first or second letter.
    public func suggest(_ query: SuggestionQuery) -> [Suggestion] {
        let words = queryWords(query.text)
        if words.isEmpty { return browse(query) }
        var results = rank(candidates(for: words, query: query, excluding: []), limit: query.limit)
        let fuzzyAllowed =
            words.contains { SuggestionScoring.editBudget(forLength: $0.bytes.count) > 0 } && !results.contains { $0.codeMatch }
        if results.count < query.limit, fuzzyAllowed {
            let fuzzyWords = words.map { word -> QueryWord in
                var word = word
                word.fuzzy = typoMatches(for: word)
                return word
            }
            let found = Set(results.map(\.place))
            let more = candidates(for: fuzzyWords, query: query, excluding: found).map { candidate -> Candidate in
                var candidate = candidate
                if candidate.matches.contains(where: { if case .fuzzy = $0.kind { true } else { false } }) { candidate.tier = 1 }
                return candidate
            }
            results = rank(results + more, limit: query.limit)
        }
        return results.map { suggestion(for: $0, explain: query.explain) }
    }

    /// The folded words of a query, with their token matches. Long queries are cut.
    func queryWords(_ text: String) -> [QueryWord] {
        let cut = String(text.prefix(SuggestionQuery.maximumLength))
        let tokens = TextFolder.tokens(cut).prefix(SuggestionQuery.maximumWords)
        let endsWithSpace = cut.last.map { $0.isWhitespace || $0 == "," } ?? false
        return tokens.enumerated().map { index, token in
            let bytes = Array(token.bytes.prefix(64))
            let isPrefix = index == tokens.count - 1 && !endsWithSpace
            let synonym = TextFolder.synonyms[String(decoding: bytes, as: UTF8.self)].flatMap { tokenID(Array($0.utf8)) }
            return QueryWord(
                bytes: bytes, isPrefix: isPrefix, exact: tokenID(bytes), synonym: synonym,
                prefix: isPrefix ? prefixRange(bytes) : 0..<0)
        }
    }

    /// The indexed words within the typo budget of a query word.
    func typoMatches(for word: QueryWord) -> [Int32: Int] {
        let budget = SuggestionScoring.editBudget(forLength: word.bytes.count)
        guard budget > 0 else { return [:] }
        var matches: [Int32: Int] = [:]
        var firsts = [word.bytes[0]]
        if word.bytes.count > 1, word.bytes[1] != word.bytes[0] { firsts.append(word.bytes[1]) }
        for first in firsts {
            for index in firstByteRanges[first] ?? 0..<0 {
                let token = tokens[index]
                if !word.isPrefix, abs(token.count - word.bytes.count) > budget { continue }
                if word.isPrefix, token.count < word.bytes.count - budget { continue }
                let edits = EditDistance.typoDistance(word: word.bytes, token: token, isPrefix: word.isPrefix, limit: budget)
                if edits > 0 && edits <= budget { matches[Int32(index)] = edits }
            }
        }
        return matches
    }

    /// The places containing the query's most selective word, scored; filters applied.
    func candidates(for words: [QueryWord], query: SuggestionQuery, excluding: Set<Int32>) -> [Candidate] {
        // Candidate places come from the word with the fewest postings.
        var best: [Int32]?
        for word in words {
            var tokenSet: [Int] = []
            if let exact = word.exact { tokenSet.append(Int(exact)) }
            if let synonym = word.synonym { tokenSet.append(Int(synonym)) }
            tokenSet += word.prefix
            tokenSet += word.fuzzy.keys.map { Int($0) }
            let count = tokenSet.reduce(0) { $0 + postings[$1].count }
            if let current = best, current.count <= count { continue }
            var seen = Set<Int32>()
            var places: [Int32] = []
            for token in tokenSet {
                for place in postings[token] where seen.insert(place).inserted { places.append(place) }
            }
            best = places
        }
        var candidatePlaces = best ?? []
        var codeMatches: Set<Int32> = []
        if words.count == 1, (3...4).contains(words[0].bytes.count),
            let matches = codes[String(decoding: words[0].bytes, as: UTF8.self).uppercased()]
        {
            codeMatches = Set(matches)
            candidatePlaces += matches.filter { !candidatePlaces.contains($0) }
        }
        var results: [Candidate] = []
        for place in candidatePlaces where !excluding.contains(place) && passesFilters(places[Int(place)], query) {
            if let candidate = evaluate(place, words: words, codeMatch: codeMatches.contains(place)) {
                results.append(candidate)
            }
        }
        return results
    }

    func passesFilters(_ place: Place, _ query: SuggestionQuery) -> Bool {
        if let country = query.countryCode, place.countryCode != country { return false }
        if let kinds = query.kinds, !kinds.contains(place.kind) { return false }
        return true
    }

    /// Scores one place, or nil when some query word matches none of its words.
    func evaluate(_ placeIndex: Int32, words: [QueryWord], codeMatch: Bool) -> Candidate? {
        let place = places[Int(placeIndex)]
        let placeWords = self.placeWords[Int(placeIndex)]
        var matches: [WordMatch] = []
        var highlights: [Suggestion.Highlight] = []
        var textMatched = true
        for word in words {
            var bestMatch: WordMatch?
            var bestWord: PlaceWord?
            for placeWord in placeWords {
                guard let kind = word.match(placeWord.token) else { continue }
                let match = WordMatch(
                    field: placeWord.field, kind: kind, position: Int(placeWord.position), wordLength: word.bytes.count,
                    tokenLength: tokens[Int(placeWord.token)].count)
                if bestMatch.map({ match.isBetter(than: $0) }) ?? true {
                    bestMatch = match
                    bestWord = placeWord
                }
            }
            guard let bestMatch, let bestWord else {
                textMatched = false
                break
            }
            matches.append(bestMatch)
            if bestWord.start != .max, bestMatch.field == .city || bestMatch.field == .name {
                let length = bestMatch.kind == .prefix ? min(Int(bestWord.length), word.bytes.count) : Int(bestWord.length)
                highlights.append(.init(field: bestMatch.field == .city ? "city" : "name", start: Int(bestWord.start), length: length))
            }
        }
        guard textMatched || codeMatch else { return nil }
        let importance = self.importance[Int(placeIndex)]
        var score = 0.0
        if textMatched {
            let namesCity = place.kind == .city && namesCityGroup(placeWords, words: words)
            score = SuggestionScoring.textScore(matches: matches, importance: importance, isCityGroupNamed: namesCity)
        } else {
            matches = []
            highlights = []
        }
        if codeMatch { score = max(score, SuggestionScoring.codeScore(importance: importance, isCityGroup: place.kind == .city)) }
        return Candidate(place: placeIndex, tier: 0, score: score, matches: matches, highlights: highlights, codeMatch: codeMatch)
    }

    /// Whether the query words cover every word of the city group's name or of one of its aliases.
    func namesCityGroup(_ placeWords: [PlaceWord], words: [QueryWord]) -> Bool {
        var covered: [UInt8: [UInt8: Bool]] = [:]
        for placeWord in placeWords where placeWord.field == .city || placeWord.field == .alias {
            let matched = words.contains { $0.match(placeWord.token) != nil }
            covered[placeWord.text, default: [:]][placeWord.position, default: false] =
                matched || (covered[placeWord.text]?[placeWord.position] ?? false)
        }
        return covered.values.contains { $0.values.allSatisfy { $0 } }
    }

    /// Sorts by tier, score, importance, city groups first, then code, and keeps `limit`.
    func rank(_ candidates: [Candidate], limit: Int) -> [Candidate] {
        let sorted = candidates.sorted { a, b in
            if a.tier != b.tier { return a.tier < b.tier }
            if a.score != b.score { return a.score > b.score }
            let (ia, ib) = (importance[Int(a.place)], importance[Int(b.place)])
            if ia != ib { return ia > ib }
            let (pa, pb) = (places[Int(a.place)], places[Int(b.place)])
            if pa.kind != pb.kind { return pa.kind == .city }
            return pa.code < pb.code
        }
        return Array(sorted.prefix(limit))
    }

    /// An empty query: the most important places, or the nearest with scheduled service.
    func browse(_ query: SuggestionQuery) -> [Suggestion] {
        if let near = query.near {
            let eligible = places.indices.filter { importance[$0] >= 0.2 && passesFilters(places[$0], query) }
            let nearest = eligible.map { ($0, distanceKilometres(places[$0], near)) }.sorted { ($0.1, places[$0.0].code) < ($1.1, places[$1.0].code) }
            return nearest.prefix(query.limit).map { index, distance in
                var suggestion = suggestion(
                    for: Candidate(place: Int32(index), tier: 0, score: -distance, matches: [], highlights: [], codeMatch: false),
                    explain: false)
                if query.explain { suggestion.explanation = String(format: "%.0f km away", distance) }
                return suggestion
            }
        }
        return byImportance.lazy.filter { self.passesFilters(self.places[Int($0)], query) }.prefix(query.limit).map {
            suggestion(for: Candidate(place: $0, tier: 0, score: importance[Int($0)], matches: [], highlights: [], codeMatch: false), explain: query.explain)
        }
    }

    /// Great-circle distance in kilometres.
    func distanceKilometres(_ place: Place, _ point: (latitude: Double, longitude: Double)) -> Double {
        let radians = Double.pi / 180
        let dLat = (place.latitude - point.latitude) * radians
        let dLon = (place.longitude - point.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(point.latitude * radians) * cos(place.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 6371 * 2 * atan2(sqrt(a), sqrt(1 - a))
    }

    func suggestion(for candidate: Candidate, explain: Bool) -> Suggestion {
        let place = places[Int(candidate.place)]
        let members = place.kind == .city ? place.airportCodes.compactMap { self.place(code: $0, kind: .airport) }.map { Suggestion.Member(code: $0.code, name: $0.name) } : nil
        return Suggestion(
            code: place.code, kind: place.kind, name: place.name, city: place.city,
            region: place.regionCode.flatMap { regions[$0]?.name }, country: countries[place.countryCode]?.name ?? place.countryCode,
            countryCode: place.countryCode, icao: place.icao, timeZone: place.timeZone, latitude: place.latitude,
            longitude: place.longitude, airports: members, matches: candidate.highlights, score: (candidate.score * 1000).rounded() / 1000,
            explanation: explain ? explanation(for: candidate) : nil)
    }

    func explanation(for candidate: Candidate) -> String {
        let place = places[Int(candidate.place)]
        var parts: [String] = []
        if candidate.codeMatch { parts.append("code match") }
        for match in candidate.matches {
            let kind: String =
                switch match.kind {
                case .exact: "exact"
                case .prefix: "prefix"
                case .fuzzy(let edits): "\(edits) typo\(edits == 1 ? "" : "s")"
                }
            parts.append("\(kind) \(match.field) word #\(match.position + 1) (\(String(format: "%.2f", match.score)))")
        }
        var importanceText = String(format: "importance %.2f", importance[Int(candidate.place)])
        if let passengers = place.passengers {
            importanceText += String(format: " from %.1fM passengers", Double(passengers) / 1_000_000)
        } else {
            importanceText += " from \(place.type.rawValue.replacingOccurrences(of: "_", with: " "))\(place.hasScheduledService ? ", scheduled service" : "")"
        }
        parts.append(importanceText)
        if candidate.tier == 1 { parts.append("typo tier") }
        return "score \(String(format: "%.3f", candidate.score)): " + parts.joined(separator: "; ")
    }
}
