@testable import Suggester

/// A slow, obviously-correct implementation of the search rules: it compares folded strings
/// directly for every place, with a naive edit distance, and shares only the folding and the
/// published scoring formula with the index. (Each distinct word is compared once per query, and
/// each place then looks its words' outcomes up, which keeps 10,000 queries affordable.)
struct BruteForceReference: Sendable {
    struct Text: Sendable {
        var field: MatchField
        /// Each word, as its number in the vocabulary.
        var words: [Int]
    }

    /// A place with its words. (A class, so that filtering places shares them rather than copying.)
    final class Entry: Sendable {
        let place: Place
        let importance: Double
        let texts: [Text]

        init(place: Place, importance: Double, texts: [Text]) {
            self.place = place
            self.importance = importance
            self.texts = texts
        }
    }

    let entries: [Entry]
    /// Every distinct word of every place: the word with its synonym, if it has one.
    let vocabulary: [[[UInt8]]]

    init(_ index: AirportIndex) {
        var airportImportance: [String: Double] = [:]
        for place in index.places where place.kind == .airport {
            airportImportance[place.code] = SuggestionScoring.importance(of: place)
        }
        var vocabulary: [[[UInt8]]] = []
        var numbers: [[[UInt8]]: Int] = [:]
        // A word spelled with umlauts is also found spelled as Germans type it without them.
        let umlauts: [Unicode.Scalar: String] = ["ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue"]
        func withoutUmlauts(_ text: String, _ token: TextFolder.Token) -> [UInt8]? {
            let original = Array(text.unicodeScalars)[token.start..<token.start + token.length]
            guard original.contains(where: { umlauts[$0] != nil }) else { return nil }
            let spelled = original.map { umlauts[$0] ?? String($0) }.joined()
            let folded = TextFolder.tokens(spelled)
            return folded.count == 1 && folded[0].bytes != token.bytes ? folded[0].bytes : nil
        }
        func words(_ text: String) -> [Int] {
            TextFolder.tokens(text).map { token in
                let word =
                    [token.bytes]
                    + (TextFolder.synonyms[String(decoding: token.bytes, as: UTF8.self)].map { [Array($0.utf8)] } ?? [])
                    + (withoutUmlauts(text, token).map { [$0] } ?? [])
                if let number = numbers[word] { return number }
                numbers[word] = vocabulary.count
                vocabulary.append(word)
                return vocabulary.count - 1
            }
        }
        let regions = index.regions
        let countries = index.countries
        entries = index.places.map { place in
            var texts = [Text(field: .city, words: words(place.city)), Text(field: .name, words: words(place.name))]
            texts += place.aliases.map { Text(field: .alias, words: words($0)) }
            if let region = place.regionCode.flatMap({ regions[$0] }) {
                texts += ([region.name] + region.aliases).map { Text(field: .region, words: words($0)) }
            }
            if let country = countries[place.countryCode] {
                texts += ([country.name] + country.aliases).map { Text(field: .country, words: words($0)) }
            }
            let importance =
                place.kind == .city
                ? (place.airportCodes.compactMap { airportImportance[$0] }.max()
                    ?? SuggestionScoring.importance(of: place))
                : SuggestionScoring.importance(of: place)
            return Entry(place: place, importance: importance, texts: texts)
        }
        self.vocabulary = vocabulary
    }

    /// Naive optimal-string-alignment distance from the query word `a`, where a second edit may
    /// fall only past the first half of `a`: aligning at most half of `a` with two edits counts
    /// as three, which no budget allows.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        func capped(_ edits: Int, _ i: Int) -> Int { i <= a.count / 2 && edits == 2 ? 3 : edits }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = capped(i, i) }
        for j in 0...b.count { table[0][j] = capped(j, 0) }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
                table[i][j] = capped(table[i][j], i)
            }
        }
        return table[a.count][b.count]
    }

    /// How a query word matches a place word (or its synonym), and the length of the word it matched.
    static func matchKind(_ word: [UInt8], isPrefix: Bool, _ alternatives: [[UInt8]], fuzzy: Bool) -> (
        WordMatch.Kind, Int
    )? {
        for candidate in alternatives where candidate == word { return (.exact, candidate.count) }
        let prefixed = alternatives.filter { isPrefix && $0.starts(with: word) }
        if let shortest = prefixed.min(by: { $0.count < $1.count }) { return (.prefix, shortest.count) }
        guard fuzzy else { return nil }
        let budget = SuggestionScoring.editBudget(forLength: word.count)
        var best = Int.max
        for candidate in alternatives where budget > 0 {
            guard let first = candidate.first, first == word[0] || (word.count > 1 && first == word[1]) else {
                continue
            }
            best = min(best, distance(word, candidate))
            if isPrefix {
                for length in [word.count - 1, word.count, word.count + 1] where length > 0 && length < candidate.count
                {
                    best = min(best, distance(word, Array(candidate.prefix(length))))
                }
            }
        }
        return best >= 1 && best <= budget ? (.fuzzy(edits: best), alternatives[0].count) : nil
    }

    struct Result {
        var code: String
        var kind: PlaceKind
        var tier: Int
        var score: Double
        var importance: Double
        var codeMatch: Bool
    }

    /// How each query word matches each vocabulary word: `outcomes[query word][vocabulary word]`.
    func outcomes(_ words: [(bytes: [UInt8], isPrefix: Bool)], fuzzy: Bool) -> [[(WordMatch.Kind, Int)?]] {
        words.map { word in
            vocabulary.map { Self.matchKind(word.bytes, isPrefix: word.isPrefix, $0, fuzzy: fuzzy) }
        }
    }

    func score(
        _ entry: Entry, words: [(bytes: [UInt8], isPrefix: Bool)], outcomes: [[(WordMatch.Kind, Int)?]]
    ) -> (Double, Bool, Bool)? {
        var matches: [WordMatch] = []
        for (wordIndex, word) in words.enumerated() {
            var best: WordMatch?
            for text in entry.texts {
                for (position, token) in text.words.enumerated() {
                    guard let (kind, length) = outcomes[wordIndex][token] else { continue }
                    let match = WordMatch(
                        field: text.field, kind: kind, position: position, wordLength: word.bytes.count,
                        tokenLength: length)
                    if best.map({ match.isBetter(than: $0) }) ?? true { best = match }
                }
            }
            guard let best else { return nil }
            matches.append(best)
        }
        let namesCity =
            entry.place.kind == .city
            && entry.texts.filter { $0.field == .city || $0.field == .alias }.contains { text in
                !text.words.isEmpty
                    && text.words.allSatisfy { token in words.indices.contains { outcomes[$0][token] != nil } }
            }
        let isFuzzy = matches.contains { if case .fuzzy = $0.kind { true } else { false } }
        let mean = matches.map(\.score).reduce(0, +) / Double(matches.count)
        let primary = matches.contains { $0.field.isPrimary }
        return (
            SuggestionScoring.textScore(
                meanWordScore: mean, hasPrimaryMatch: primary, importance: entry.importance, isCityGroupNamed: namesCity
            ),
            isFuzzy, true
        )
    }

    /// The reference ranking of a text without filters.
    func suggest(_ text: String, limit: Int) -> [Result] {
        suggest(SuggestionQuery(text, limit: limit))
    }

    /// The reference ranking. A blank query browses: the most important places, city groups before
    /// airports of equal importance, or with `near` the nearest city groups and airports with
    /// scheduled service; other text without words matches nothing. The country and kind filters
    /// apply before the limit.
    func suggest(_ query: SuggestionQuery) -> [Result] {
        let text = query.text
        let limit = query.limit
        let eligible = self.entries.filter { entry in
            (query.countryCode.map { entry.place.countryCode == $0 } ?? true)
                && (query.kinds.map { $0.contains(entry.place.kind) } ?? true)
        }
        let cut = String(text.prefix(SuggestionQuery.maximumLength))
        let tokens = Array(TextFolder.tokens(cut).prefix(SuggestionQuery.maximumWords))
        let endsWithSpace = cut.last.map { $0.isWhitespace || $0 == "," } ?? false
        let words = tokens.enumerated().map { ($1.bytes, $0 == tokens.count - 1 && !endsWithSpace) }
        let code =
            words.count == 1 && (3...4).contains(words[0].0.count)
            ? String(decoding: words[0].0, as: UTF8.self).uppercased() : nil
        func pass(fuzzy: Bool, excluding: Set<String>) -> [Result] {
            let outcomes = outcomes(words, fuzzy: fuzzy)
            return eligible.compactMap { entry in
                let key = "\(entry.place.kind.rawValue):\(entry.place.code)"
                if excluding.contains(key) { return nil }
                let codeMatch = code != nil && (entry.place.code == code || entry.place.icao?.uppercased() == code)
                let text = score(entry, words: words, outcomes: outcomes)
                guard text != nil || codeMatch else { return nil }
                var value = text?.0 ?? 0
                if codeMatch {
                    value = max(
                        value,
                        SuggestionScoring.codeScore(
                            importance: entry.importance, isCityGroup: entry.place.kind == .city))
                }
                let tier = fuzzy && text?.1 == true ? 1 : 0
                return Result(
                    code: entry.place.code, kind: entry.place.kind, tier: tier, score: value,
                    importance: entry.importance, codeMatch: codeMatch)
            }
        }
        func sorted(_ results: [Result]) -> [Result] {
            Array(
                results.sorted { a, b in
                    if a.tier != b.tier { return a.tier < b.tier }
                    if a.score != b.score { return a.score > b.score }
                    if a.importance != b.importance { return a.importance > b.importance }
                    if a.kind != b.kind { return a.kind == .city }
                    return a.code < b.code
                }.prefix(limit))
        }
        guard !words.isEmpty else {
            guard text.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { return [] }
            if let near = query.near {
                return sorted(
                    eligible.compactMap { entry in
                        guard entry.place.kind == .city || entry.place.hasScheduledService else { return nil }
                        let distance = Geography.kilometres(
                            from: near, to: (entry.place.latitude, entry.place.longitude))
                        guard distance.isFinite else { return nil }
                        return Result(
                            code: entry.place.code, kind: entry.place.kind, tier: 0, score: -distance,
                            importance: entry.importance, codeMatch: false)
                    })
            }
            return sorted(
                eligible.map { entry in
                    Result(
                        code: entry.place.code, kind: entry.place.kind, tier: 0, score: entry.importance,
                        importance: entry.importance, codeMatch: false)
                })
        }
        var results = sorted(pass(fuzzy: false, excluding: []))
        let codeFound = results.contains(where: \.codeMatch)
        let fuzzyAllowed = words.contains { SuggestionScoring.editBudget(forLength: $0.0.count) > 0 }
        if results.count < limit, fuzzyAllowed, !codeFound {
            let excluded = Set(results.map { "\($0.kind.rawValue):\($0.code)" })
            results = sorted(results + pass(fuzzy: true, excluding: excluded))
        }
        return results
    }
}
