extension AirportIndex {
    /// One folded query word and the words it matches.
    struct QueryWord {
        var bytes: [UInt8]
        var isPrefix: Bool
        var exact: Int32?
        var synonym: Int32?
        var prefix: Range<Int>
        /// In the typo pass, the words within the typo budget (ascending) and, by word number, their
        /// edits (0 for none); empty outside it.
        var typoTokens: [Int32] = []
        var typoEdits: [UInt8] = []

        /// The indexed words this query word matches, as ranges of word numbers.
        var matchingTokens: [Range<Int>] {
            var ranges = [exact, synonym].compactMap { $0 }.map { Int($0)..<Int($0) + 1 }
            if !prefix.isEmpty { ranges.append(prefix) }
            ranges += typoTokens.map { Int($0)..<Int($0) + 1 }
            return ranges
        }

    }

    /// A place that matched, with its score; matches and highlights only for the final results.
    struct Scored {
        var place: Int32
        var tier: Int
        var score: Double
        var codeMatch: Bool
        var matches: [WordMatch] = []
        var highlights: [Suggestion.Highlight] = []
    }

    /// The highest score this place or any later one can reach with a mean word score of at most
    /// `wordScore` (see ``SuggestionScoring``): importance only falls along the rank order, and
    /// no city group comes after `lastCityGroup`.
    func upperBound(_ place: Int32, wordScore: Double) -> Double {
        10 * wordScore + 4 * importance[Int(place)] + (place <= lastCityGroup ? 1.5 : 0)
    }

    /// The best mean word score a match can have; in the typo pass at least one word is a typo
    /// match, which scores at most 0.6.
    func wordScoreBound(words: [QueryWord], typoPass: Bool) -> Double {
        let best = 1.05
        let typo = 0.6
        return typoPass ? (best * Double(words.count - 1) + typo) / Double(words.count) : best
    }

    /// The best suggestions for a query, best first.
    ///
    /// A blank query (nothing, or only white space) browses: the most important places, or the
    /// nearest with `near`. A query whose text has no words (only punctuation, symbols or control
    /// characters) matches nothing.
    ///
    /// Every query word must match a word of the place (its name, city, an alias, or its region or
    /// country); the last word may match as a prefix unless the query ends with a space. A single
    /// word equal to an IATA, ICAO or city code also matches that place. Typo matches are tried
    /// only when exact and prefix matches do not fill the limit, and rank after them.
    ///
    /// Complexity: O(log t) to find the words, then O(p) to gather the p postings of the query's
    /// most selective word, and O(c · w) to score c candidates of w words each; candidates are
    /// visited in rank order and the scan stops once no remaining place can enter the results, so c
    /// is usually far below p. The typo pass walks the sorted words as a trie, pruning every branch
    /// that exceeds the budget.
    public func suggest(_ query: SuggestionQuery) -> [Suggestion] {
        let words = queryWords(query.text)
        guard !words.isEmpty else { return query.isBlank ? browse(query) : [] }
        var codeMatches: [Int32] = []
        if words.count == 1, (3...4).contains(words[0].bytes.count) {
            codeMatches = codes[String(decoding: words[0].bytes, as: UTF8.self).uppercased()] ?? []
        }
        var results = collect(words, query: query, slots: query.limit, codeMatches: codeMatches, excluding: [])
        var typoWords = words
        let typoAllowed = words.contains { SuggestionScoring.editBudget(forLength: $0.bytes.count) > 0 }
        if results.count < query.limit, typoAllowed, !results.contains(where: \.codeMatch) {
            for index in typoWords.indices {
                (typoWords[index].typoTokens, typoWords[index].typoEdits) = typoMatches(for: typoWords[index])
            }
            let more = collect(
                typoWords, query: query, slots: query.limit - results.count, codeMatches: [],
                excluding: Set(results.map(\.place)))
            results += more.map { scored in
                var scored = scored
                scored.tier = 1
                return scored
            }
        }
        let plain = matchers(words)
        let withTypos = matchers(typoWords)
        return results.map { scored in
            let (matchers, typos) = scored.tier == 1 ? withTypos : plain
            var detailed =
                evaluate(scored.place, matchers: matchers, typos: typos, codeMatch: scored.codeMatch, details: true)
                ?? scored
            detailed.tier = scored.tier
            return suggestion(for: detailed, explain: query.explain)
        }
    }

    /// The folded words of a query, with the words they match. Long queries are cut.
    func queryWords(_ text: String) -> [QueryWord] {
        let cut = String(text.unicodeScalars.prefix(SuggestionQuery.maximumLength))
        let tokens = TextFolder.tokens(cut).prefix(SuggestionQuery.maximumWords)
        let endsWithSpace = cut.unicodeScalars.last.map { $0 == " " || $0 == "\t" || $0 == "," } ?? false
        return tokens.enumerated().map { index, token in
            let bytes = token.bytes
            let isPrefix = index == tokens.count - 1 && !endsWithSpace
            let synonym = TextFolder.synonyms[String(decoding: bytes, as: UTF8.self)].flatMap {
                tokenID(Array($0.utf8))
            }
            return QueryWord(
                bytes: bytes, isPrefix: isPrefix, exact: tokenID(bytes), synonym: synonym,
                prefix: isPrefix ? prefixRange(bytes) : 0..<0)
        }
    }

    /// The best `slots` places for the words, in rank order, visiting candidates in place order
    /// and stopping once the upper bound of the rest cannot beat the last result.
    func collect(_ words: [QueryWord], query: SuggestionQuery, slots: Int, codeMatches: [Int32], excluding: Set<Int32>)
        -> [Scored]
    {
        let bound = wordScoreBound(words: words, typoPass: words.contains { !$0.typoEdits.isEmpty })
        let (matchers, typos) = self.matchers(words)
        if words.count == 1,
            let top = collectSingleWord(
                words[0], matcher: matchers[0], typos: typos, query: query, slots: slots, codeMatches: codeMatches,
                excluding: excluding)
        {
            return top
        }
        var top = TopResults(slots: slots)
        for place in codeMatches where !excluding.contains(place) && passesFilters(Int(place), query) {
            if let scored = evaluate(place, matchers: matchers, typos: typos, codeMatch: true, details: false) {
                top.offer(scored)
            }
        }
        let candidates = self.candidates(words)
        for place in candidates ?? Array(0..<Int32(places.count)) {
            if top.isFull, let last = top.results.last, last.score > upperBound(place, wordScore: bound) { break }
            if excluding.contains(place) || codeMatches.contains(place) || !passesFilters(Int(place), query) {
                continue
            }
            if let scored = evaluate(place, matchers: matchers, typos: typos, codeMatch: false, details: false) {
                top.offer(scored)
            }
        }
        return top.results
    }

    /// The single-word case of ``collect(_:query:slots:codeMatches:excluding:)``, scored straight from
    /// the postings: each posting records the place's best occurrence of its word, so a place's
    /// best match is the best over the matching words' postings, with no scan of the place's words.
    /// City groups, whose score also depends on their other words, are scored in full. Returns nil
    /// (use the general path) for very common words, and for two-typo words, whose best occurrence
    /// can differ from the recorded one.
    func collectSingleWord(
        _ word: QueryWord, matcher: Matcher, typos: [UInt8], query: SuggestionQuery, slots: Int, codeMatches: [Int32],
        excluding: Set<Int32>
    ) -> [Scored]? {
        if SuggestionScoring.editBudget(forLength: word.bytes.count) > 1, !word.typoEdits.isEmpty { return nil }
        let ranges = word.matchingTokens
        guard postingCount(ranges) <= 6_000 else { return nil }

        var bestScore = [Double](repeating: -1, count: places.count)
        var bestField = [UInt8](repeating: 0, count: places.count)
        var bestIsTypo = [Bool](repeating: false, count: places.count)
        var touched: [Int32] = []
        typos.withUnsafeBufferPointer { typos in
            for range in ranges {
                for token in range {
                    guard let kind = matcher.match(Int32(token), typos: typos) else { continue }
                    let tokenLength = self.tokenLength(token)
                    for posting in Int(postingStart[token])..<Int(postingStart[token + 1]) {
                        let place = Int(postingPlaces[posting])
                        let occurrence = postingOccurrence[posting]
                        let field = MatchField(rawValue: occurrence & 7)!
                        let match = WordMatch(
                            field: field, kind: kind, position: occurrence & 8 != 0 ? 0 : 1,
                            wordLength: word.bytes.count,
                            tokenLength: tokenLength)
                        let score = match.score
                        if bestScore[place] < 0 { touched.append(Int32(place)) }
                        if (score, -Int(field.rawValue)) > (bestScore[place], -Int(bestField[place])) {
                            bestScore[place] = score
                            bestField[place] = field.rawValue
                            if case .fuzzy = kind { bestIsTypo[place] = true } else { bestIsTypo[place] = false }
                        }
                    }
                }
            }
        }
        var top = TopResults(slots: slots)
        let matchers = [matcher]
        for place in codeMatches where !excluding.contains(place) && passesFilters(Int(place), query) {
            if let scored = evaluate(place, matchers: matchers, typos: typos, codeMatch: true, details: false) {
                top.offer(scored)
            }
        }
        for place in touched
        where !excluding.contains(place) && !codeMatches.contains(place) && passesFilters(Int(place), query) {
            if place <= lastCityGroup, places[Int(place)].kind == .city {
                if let scored = evaluate(place, matchers: matchers, typos: typos, codeMatch: false, details: false) {
                    top.offer(scored)
                }
                continue
            }
            let field = MatchField(rawValue: bestField[Int(place)])!
            let score = SuggestionScoring.textScore(
                meanWordScore: bestScore[Int(place)], hasPrimaryMatch: field.isPrimary,
                importance: importance[Int(place)], isCityGroupNamed: false)
            top.offer(Scored(place: place, tier: bestIsTypo[Int(place)] ? 1 : 0, score: score, codeMatch: false))
        }
        return top.results
    }

    /// The places containing the query's most selective word, ascending (that is, in rank order),
    /// or nil when that word is in so many places that scanning them all in rank order is cheaper:
    /// the search then stops after the first few anyway.
    func candidates(_ words: [QueryWord]) -> [Int32]? {
        var bestRanges: [Range<Int>] = []
        var bestCount = Int.max
        for word in words {
            let ranges = word.matchingTokens
            let count = postingCount(ranges)
            if count < bestCount {
                bestCount = count
                bestRanges = ranges
            }
        }
        if bestCount == 0 { return [] }
        if bestCount * 4 > places.count { return nil }
        if bestCount * 8 < places.count {
            var gathered: [Int32] = []
            gathered.reserveCapacity(bestCount)
            for range in bestRanges {
                gathered += postingPlaces[Int(postingStart[range.lowerBound])..<Int(postingStart[range.upperBound])]
            }
            gathered.sort()
            var unique: [Int32] = []
            unique.reserveCapacity(gathered.count)
            for place in gathered where unique.last != place { unique.append(place) }
            return unique
        }
        var marked = [Bool](repeating: false, count: places.count)
        for range in bestRanges {
            for place in postingPlaces[Int(postingStart[range.lowerBound])..<Int(postingStart[range.upperBound])] {
                marked[Int(place)] = true
            }
        }
        var result: [Int32] = []
        result.reserveCapacity(bestCount)
        for (place, isMarked) in marked.enumerated() where isMarked { result.append(Int32(place)) }
        return result
    }

    /// How many postings the word ranges hold. Complexity: O(ranges).
    func postingCount(_ ranges: [Range<Int>]) -> Int {
        ranges.reduce(0) { $0 + Int(postingStart[$1.upperBound] - postingStart[$1.lowerBound]) }
    }

    func passesFilters(_ place: Int, _ query: SuggestionQuery) -> Bool {
        if let country = query.countryCode, places[place].countryCode != country { return false }
        if let kinds = query.kinds, !kinds.contains(places[place].kind) { return false }
        return true
    }

    /// A query word reduced to plain numbers for the scoring loop.
    struct Matcher {
        var exact: Int32
        var synonym: Int32
        var prefixLower: Int32
        var prefixUpper: Int32
        var length: Int32
        /// Where this word's typo edits start in the flat typo table, or -1.
        var typoBase: Int32

        @inline(__always)
        func match(_ token: Int32, typos: UnsafeBufferPointer<UInt8>) -> WordMatch.Kind? {
            if token == exact || token == synonym { return .exact }
            if token >= prefixLower, token < prefixUpper { return .prefix }
            if typoBase >= 0 {
                let edits = typos[Int(typoBase) + Int(token)]
                if edits > 0 { return .fuzzy(edits: Int(edits)) }
            }
            return nil
        }
    }

    /// The matchers and the flat typo table for a list of query words.
    func matchers(_ words: [QueryWord]) -> (matchers: [Matcher], typos: [UInt8]) {
        var typos: [UInt8] = []
        let matchers = words.map { word -> Matcher in
            var base: Int32 = -1
            if !word.typoEdits.isEmpty {
                base = Int32(typos.count)
                typos += word.typoEdits
            }
            return Matcher(
                exact: word.exact ?? -1, synonym: word.synonym ?? -1, prefixLower: Int32(word.prefix.lowerBound),
                prefixUpper: Int32(word.prefix.upperBound), length: Int32(word.bytes.count), typoBase: base)
        }
        return (matchers, typos)
    }

    /// Scores one place, or nil when some query word matches none of its words (and it is not a
    /// code match). With `details`, also records the matches and the highlighted ranges.
    func evaluate(_ placeIndex: Int32, matchers: [Matcher], typos: [UInt8], codeMatch: Bool, details: Bool) -> Scored? {
        let range = Int(placeWordStart[Int(placeIndex)])..<Int(placeWordStart[Int(placeIndex) + 1])
        var result = Scored(place: placeIndex, tier: 0, score: 0, codeMatch: codeMatch)
        var sum = 0.0
        var anyPrimary = false
        var anyTypo = false
        var textMatched = true
        matchers.withUnsafeBufferPointer { matchers in
            typos.withUnsafeBufferPointer { typos in
                placeWords.withUnsafeBufferPointer { placeWords in
                    tokenStart.withUnsafeBufferPointer { tokenStart in
                        for matcher in matchers {
                            var best: WordMatch?
                            var bestWord = 0
                            for index in range {
                                let placeWord = placeWords[index]
                                guard let kind = matcher.match(placeWord.token, typos: typos) else { continue }
                                let token = Int(placeWord.token)
                                let match = WordMatch(
                                    field: placeWord.field, kind: kind, position: Int(placeWord.position),
                                    wordLength: Int(matcher.length),
                                    tokenLength: Int(tokenStart[token + 1] - tokenStart[token]))
                                if best.map({ match.isBetter(than: $0) }) ?? true {
                                    best = match
                                    bestWord = index
                                }
                            }
                            guard let best else {
                                textMatched = false
                                return
                            }
                            sum += best.score
                            anyPrimary = anyPrimary || best.field.isPrimary
                            if case .fuzzy = best.kind { anyTypo = true }
                            if details {
                                result.matches.append(best)
                                let placeWord = placeWords[bestWord]
                                if placeWord.start != .max {
                                    let length =
                                        best.kind == .prefix
                                        ? min(Int(placeWord.length), Int(matcher.length)) : Int(placeWord.length)
                                    result.highlights.append(
                                        .init(
                                            field: best.field == .city ? "city" : "name", start: Int(placeWord.start),
                                            length: length))
                                }
                            }
                        }
                    }
                }
            }
        }
        guard textMatched || codeMatch else { return nil }
        let isCityGroup = placeIndex <= lastCityGroup && places[Int(placeIndex)].kind == .city
        let importance = self.importance[Int(placeIndex)]
        if textMatched {
            let namesCity = isCityGroup && namesCityGroup(range, matchers: matchers, typos: typos)
            result.score = SuggestionScoring.textScore(
                meanWordScore: sum / Double(matchers.count), hasPrimaryMatch: anyPrimary, importance: importance,
                isCityGroupNamed: namesCity)
            result.tier = anyTypo ? 1 : 0
        } else {
            result.matches = []
            result.highlights = []
        }
        if codeMatch {
            result.score = max(
                result.score, SuggestionScoring.codeScore(importance: importance, isCityGroup: isCityGroup))
        }
        return result
    }

    /// Whether the query words cover every word of the city group's name or of one of its aliases.
    func namesCityGroup(_ range: Range<Int>, matchers: [Matcher], typos: [UInt8]) -> Bool {
        var covered: [UInt8: [UInt8: Bool]] = [:]
        for placeWord in placeWords[range] where placeWord.field == .city || placeWord.field == .alias {
            let matched = typos.withUnsafeBufferPointer { typos in
                matchers.contains { $0.match(placeWord.token, typos: typos) != nil }
            }
            covered[placeWord.text, default: [:]][placeWord.position, default: false] =
                matched || (covered[placeWord.text]?[placeWord.position] ?? false)
        }
        return covered.values.contains { $0.values.allSatisfy { $0 } }
    }

    /// The indexed words within the typo budget of a query word (see ``SuggestionScoring/editBudget(forLength:)``
    /// for the rules), found by walking the sorted words as a trie with an optimal-string-alignment
    /// row per depth, skipping every branch whose row already exceeds the budget.
    func typoMatches(for word: QueryWord) -> (tokens: [Int32], edits: [UInt8]) {
        let m = word.bytes.count
        let budget = SuggestionScoring.editBudget(forLength: m)
        guard budget > 0 else { return ([], []) }
        let width = m + 1
        let outside = budget + 1  // any value above the budget
        var rows = [Int](repeating: outside, count: (longestToken + 2) * width)
        for i in 0...m { rows[i] = min(i, outside) }
        var matches: [Int32] = []
        var edits = [UInt8](repeating: 0, count: wordCount)
        var firsts = [word.bytes[0]]
        if m > 1, word.bytes[1] != word.bytes[0] { firsts.append(word.bytes[1]) }
        word.bytes.withUnsafeBufferPointer { w in
            tokenBytes.withUnsafeBufferPointer { bytes in
                tokenStart.withUnsafeBufferPointer { tokenStart in
                    rows.withUnsafeMutableBufferPointer { rows in
                        edits.withUnsafeMutableBufferPointer { edits in
                            for first in firsts {
                                walk(
                                    from: Int(firstByteStart[Int(first)]), to: Int(firstByteStart[Int(first) + 1]),
                                    word: w,
                                    isPrefix: word.isPrefix, budget: budget, bytes: bytes, tokenStart: tokenStart,
                                    rows: rows,
                                    edits: edits, matches: &matches)
                            }
                        }
                    }
                }
            }
        }
        matches.sort()
        return (matches, edits)
    }

    /// Walks the sorted words `start..<end` (all starting with the same byte) as a trie: one
    /// optimal-string-alignment row per depth, computed only within `budget` of the diagonal,
    /// reused for the prefix a word shares with the previous one, and a branch skipped as soon
    /// as its row exceeds the budget.
    private func walk(
        from start: Int, to end: Int, word w: UnsafeBufferPointer<UInt8>, isPrefix: Bool, budget: Int,
        bytes: UnsafeBufferPointer<UInt8>, tokenStart: UnsafeBufferPointer<Int32>,
        rows: UnsafeMutableBufferPointer<Int>,
        edits: UnsafeMutableBufferPointer<UInt8>, matches: inout [Int32]
    ) {
        let m = w.count
        let width = m + 1
        let outside = budget + 1
        var previousStart = 0  // the previous word's first byte
        var computed = 0  // rows valid for depths 1...computed of the previous word
        var id = start
        while id < end {
            let tokenFirst = Int(tokenStart[id])
            let n = Int(tokenStart[id + 1]) - tokenFirst
            var depth = 0
            while depth < computed, depth < n, bytes[tokenFirst + depth] == bytes[previousStart + depth] { depth += 1 }
            var pruned = false
            while depth < n {
                depth += 1
                let row = depth * width
                let above = row - width
                let c = bytes[tokenFirst + depth - 1]
                let previousByte = depth > 1 ? bytes[tokenFirst + depth - 2] : 0
                let low = max(1, depth - budget)
                let high = min(m, depth + budget)
                rows[row] = depth <= budget ? depth : outside
                if low > 1 { rows[row + low - 1] = outside }
                if high < m { rows[row + high + 1] = outside }
                var rowMinimum = rows[row]
                if low <= high {
                    for i in low...high {
                        var value = min(
                            rows[above + i] + 1, rows[row + i - 1] + 1, rows[above + i - 1] + (w[i - 1] == c ? 0 : 1))
                        if i > 1, depth > 1, w[i - 1] == previousByte, w[i - 2] == c {
                            value = min(value, rows[above - width + i - 2] + 1)
                        }
                        value = min(value, outside)
                        rows[row + i] = value
                        rowMinimum = min(rowMinimum, value)
                    }
                }
                if rowMinimum > budget {
                    pruned = true
                    break
                }
            }
            previousStart = tokenFirst
            var best = outside
            if isPrefix {
                for length in max(1, m - 1)...(m + 1)
                where length < n && (length < depth || (!pruned && length == depth)) {
                    best = min(best, rows[length * width + m])
                }
            }
            if !pruned {
                computed = n
                if abs(n - m) <= budget { best = min(best, rows[n * width + m]) }
                if best >= 1, best <= budget {
                    matches.append(Int32(id))
                    edits[id] = UInt8(best)
                }
                id += 1
                continue
            }
            // Every word on this branch is out of budget beyond it: skip them all, recording the
            // prefix match they share, if any.
            computed = depth - 1
            let shared = best >= 1 && best <= budget
            repeat {
                if shared {
                    matches.append(Int32(id))
                    edits[id] = UInt8(best)
                }
                id += 1
            } while id < end && Int(tokenStart[id + 1] - tokenStart[id]) >= depth
                && (0..<depth).allSatisfy { bytes[Int(tokenStart[id]) + $0] == bytes[tokenFirst + $0] }
        }
    }

    /// An empty query: the most important places, or the nearest with scheduled service.
    func browse(_ query: SuggestionQuery) -> [Suggestion] {
        if let near = query.near {
            var nearest: [(place: Int, distance: Double)] = []
            for index in places.indices where importance[index] >= 0.2 && passesFilters(index, query) {
                let distance = distanceKilometres(places[index], near)
                if distance.isFinite { nearest.append((index, distance)) }
            }
            nearest.sort { ($0.distance, $0.place) < ($1.distance, $1.place) }
            return nearest.prefix(query.limit).map { index, distance in
                var suggestion = suggestion(
                    for: Scored(place: Int32(index), tier: 0, score: -distance, codeMatch: false), explain: false)
                if query.explain { suggestion.explanation = "\(Int(distance.rounded())) km away" }
                return suggestion
            }
        }
        return places.indices.lazy.filter { self.passesFilters($0, query) }.prefix(query.limit).map {
            suggestion(
                for: Scored(place: Int32($0), tier: 0, score: importance[$0], codeMatch: false), explain: query.explain)
        }
    }

    /// Great-circle distance in kilometres.
    func distanceKilometres(_ place: Place, _ point: (latitude: Double, longitude: Double)) -> Double {
        let radians = Double.pi / 180
        let dLat = (place.latitude - point.latitude) * radians
        let dLon = (place.longitude - point.longitude) * radians
        let a =
            Math.sine(dLat / 2) * Math.sine(dLat / 2) + Math.cosine(point.latitude * radians)
            * Math.cosine(place.latitude * radians) * Math.sine(dLon / 2) * Math.sine(dLon / 2)
        return 6371 * 2 * Math.arcTangent(a.squareRoot(), (1 - a).squareRoot())
    }

    func suggestion(for scored: Scored, explain: Bool) -> Suggestion {
        let place = places[Int(scored.place)]
        let members =
            place.kind == .city
            ? place.airportCodes.compactMap { self.place(code: $0, kind: .airport) }.map {
                Suggestion.Member(code: $0.code, name: $0.name)
            } : nil
        return Suggestion(
            code: place.code, kind: place.kind, name: place.name, city: place.city,
            region: place.regionCode.flatMap { regions[$0]?.name },
            country: countries[place.countryCode]?.name ?? place.countryCode,
            countryCode: place.countryCode, icao: place.icao, timeZone: place.timeZone, latitude: place.latitude,
            longitude: place.longitude, airports: members, matches: scored.highlights,
            score: (scored.score * 1000).rounded() / 1000,
            explanation: explain ? explanation(for: scored) : nil)
    }

    func explanation(for scored: Scored) -> String {
        let place = places[Int(scored.place)]
        var parts: [String] = []
        if scored.codeMatch { parts.append("code match") }
        for match in scored.matches {
            let kind: String =
                switch match.kind {
                case .exact: "exact"
                case .prefix: "prefix"
                case .fuzzy(let edits): "\(edits) typo\(edits == 1 ? "" : "s")"
                }
            parts.append("\(kind) \(match.field) word #\(match.position + 1) (\(fixed(match.score, 2)))")
        }
        var importanceText = "importance \(fixed(importance[Int(scored.place)], 2))"
        if let passengers = place.passengers {
            importanceText += " from \(fixed(Double(passengers) / 1_000_000, 1))M passengers"
        } else {
            importanceText +=
                " from \(place.type.rawValue.replacingUnderscores)\(place.hasScheduledService ? ", scheduled service" : "")"
        }
        parts.append(importanceText)
        if scored.tier == 1 { parts.append("typo tier") }
        return "score \(fixed(scored.score, 3)): " + parts.joined(separator: "; ")
    }

    /// A number with a fixed count of decimals, without Foundation.
    func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return value.description }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let sign = value < 0 && scaled != 0 ? "-" : ""
        return decimals == 0
            ? "\(sign)\(whole)"
            : "\(sign)\(whole).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)"
    }
}

extension String {
    fileprivate var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
