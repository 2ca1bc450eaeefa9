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
        /// Each run of two or three neighbouring words joined ("newyork", "riodejaneiro"): the
        /// position of its first word, how many further words it joins, and its number in the
        /// vocabulary. It matches for all of them.
        var joined: [(position: Int, span: Int, word: Int)] = []
        /// Whether the text is a whole name an exact match names the place by: an alias
        /// ``PlaceWord/namesPlaceWhole(_:cities:)`` says names it, or a region's or country's name
        /// of one word.
        var isWholeName = false
        /// Whether the text is one of the place's known names (``Place/knownNames``).
        var isKnownName = false
    }

    /// A place with its words. (A class, so that filtering places shares them rather than copying.)
    final class Entry: Sendable {
        let place: Place
        let importance: Double
        let texts: [Text]
        /// Every word of its texts, joined ones too, as numbers in the vocabulary: whether a query
        /// word matches the place at all, read without walking the texts.
        let tokens: [Int]

        init(place: Place, importance: Double, texts: [Text]) {
            self.place = place
            self.importance = importance
            self.texts = texts
            tokens = texts.flatMap { $0.words + $0.joined.map(\.word) }
        }
    }

    let entries: [Entry]
    /// Every distinct word of every place: the word with its synonym, if it has one.
    let vocabulary: [[[UInt8]]]
    /// The words that are the whole of a region's or country's name ("uk", "ontario") and that a
    /// place in that area holds in no other field.
    let qualifierWords: Set<[UInt8]>

    init(_ index: AirportIndex) {
        var airports: [String: Place] = [:]
        for place in index.places where place.kind == .airport && airports[place.code] == nil {
            airports[place.code] = place
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
        // A word written with apostrophes is also found typed in parts ("o hare").
        let apostrophes: Set<Unicode.Scalar> = ["'", "\u{2018}", "\u{2019}", "\u{02BC}", "`"]
        func apostropheParts(_ text: String, _ token: TextFolder.Token) -> [[UInt8]] {
            let original = Array(text.unicodeScalars)[token.start..<token.start + token.length]
            let parts = original.split(whereSeparator: apostrophes.contains).flatMap { part in
                TextFolder.tokens(String(String.UnicodeScalarView(part))).map(\.bytes)
            }
            return parts.count > 1 ? parts : []
        }
        func number(_ word: [[UInt8]]) -> Int {
            if let number = numbers[word] { return number }
            numbers[word] = vocabulary.count
            vocabulary.append(word)
            return vocabulary.count - 1
        }
        // A word with its synonym ("st", "saint"), if it has one.
        func withSynonym(_ word: [UInt8]) -> [[UInt8]] {
            [word] + (TextFolder.synonyms[String(decoding: word, as: UTF8.self)].map { [Array($0.utf8)] } ?? [])
        }
        // Each text is read once: many places share a city, a region or a country.
        var wordsOfText: [String: [Int]] = [:]
        func words(_ text: String) -> [Int] {
            if let known = wordsOfText[text] { return known }
            let found = TextFolder.tokens(text).map { token in
                number(
                    withSynonym(token.bytes) + (withoutUmlauts(text, token).map { [$0] } ?? [])
                        + apostropheParts(text, token).flatMap(withSynonym))
            }
            wordsOfText[text] = found
            return found
        }
        var placeTexts: [String: Text] = [:]
        func placeText(_ text: String, _ field: MatchField) -> Text {
            if var known = placeTexts[text] {
                known.field = field
                return known
            }
            let tokens = TextFolder.tokens(text)
            let found = Text(
                field: field, words: words(text),
                joined: tokens.indices.flatMap { first in
                    (1...2).compactMap { span in
                        guard first + span < tokens.count else { return nil }
                        let joined = tokens[first...first + span].flatMap(\.bytes)
                        return joined.count <= TextFolder.maximumWordLength ? (first, span, number([joined])) : nil
                    }
                })
            placeTexts[text] = found
            return found
        }
        let regions = index.regions
        let countries = index.countries
        let wholeCities = PlaceWord.wholeCities(index.places)
        entries = index.places.map { place in
            var texts = [placeText(place.city, .city), placeText(place.name, .name)]
            // Known names rank as the name does, and name the place as an alias does.
            texts += place.knownNames.map { known in
                var text = placeText(known, .name)
                text.isKnownName = true
                return text
            }
            texts += place.aliases.map { alias in
                var text = placeText(alias, .alias)
                text.isWholeName = text.words.count == 1 && PlaceWord.namesPlaceWhole(alias, cities: wholeCities)
                return text
            }
            // A whole-text alias is one word no query word spells alone (see outcomes(_:fuzzy:qualifier:)).
            texts += place.wholeTextAliases.compactMap { alias in
                WholeTextAlias.indexedWord(of: alias).map { Text(field: .alias, words: [number([$0])]) }
            }
            if let region = place.regionCode.flatMap({ regions[$0] }) {
                texts += ([region.name] + region.aliases).map {
                    let words = words($0)
                    return Text(field: .region, words: words, isWholeName: words.count == 1)
                }
            }
            if let country = countries[place.countryCode] {
                texts += ([country.name] + country.aliases).map {
                    let words = words($0)
                    return Text(field: .country, words: words, isWholeName: words.count == 1)
                }
            }
            // A city group's importance is its airports' passengers together, or its best airport's.
            let importance =
                place.kind == .city
                ? (SuggestionScoring.importance(ofCityGroupServedBy: place.airportCodes.compactMap { airports[$0] })
                    ?? SuggestionScoring.importance(of: place))
                : SuggestionScoring.importance(of: place)
            return Entry(place: place, importance: importance, texts: texts)
        }
        self.vocabulary = vocabulary
        var qualifierWords: Set<[UInt8]> = []
        for entry in entries {
            let primary = Set(entry.texts.filter(\.field.isPrimary).flatMap { $0.words + $0.joined.map(\.word) })
            for text in entry.texts where !text.field.isPrimary && text.words.count == 1 {
                if !primary.contains(text.words[0]) { qualifierWords.insert(vocabulary[text.words[0]][0]) }
            }
        }
        self.qualifierWords = qualifierWords
    }

    /// Naive optimal-string-alignment distance from the query word `a`, where a second edit may
    /// fall only past the first half of `a`: aligning at most half of `a` with two edits counts
    /// as three, which no budget allows.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int { distance(a, b[...]) }

    /// ``distance(_:_:)`` to a part of a word; `half` is the first half of the query word, where a
    /// second edit may not fall (half of `a` unless `a` is the query word without its last byte).
    static func distance(_ a: [UInt8], _ b: ArraySlice<UInt8>, half: Int? = nil) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let b = Array(b)
        let half = half ?? a.count / 2
        func capped(_ edits: Int, _ i: Int) -> Int { i <= half && edits == 2 ? 3 : edits }
        // The (a.count + 1) × (b.count + 1) table, row by row in one array.
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { table[i * width] = capped(i, i) }
        for j in 0...b.count { table[j] = capped(j, 0) }
        for i in 1...a.count {
            for j in 1...b.count {
                var edits = min(
                    table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1,
                    table[(i - 1) * width + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    edits = min(edits, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = capped(edits, i)
            }
        }
        return table[a.count * width + b.count]
    }

    /// How a query word matches a place word (or its synonym), and the length of the word it matched.
    static func matchKind(_ word: [UInt8], isPrefix: Bool, _ alternatives: [[UInt8]], fuzzy: Bool) -> (
        WordMatch.Kind, Int
    )? {
        for candidate in alternatives where candidate == word { return (.exact, candidate.count) }
        var shortestPrefix: Int?
        for candidate in alternatives where isPrefix && candidate.starts(with: word) {
            shortestPrefix = min(shortestPrefix ?? .max, candidate.count)
        }
        if let shortestPrefix { return (.prefix, shortestPrefix) }
        guard fuzzy else { return nil }
        let budget = SuggestionScoring.editBudget(forLength: word.count)
        var best = Int.max
        for candidate in alternatives where budget > 0 {
            guard let first = candidate.first, first == word[0] || (word.count > 1 && first == word[1]) else {
                continue
            }
            // The distance is at least the difference in length: past the budget, it cannot count.
            if abs(candidate.count - word.count) <= budget {
                best = min(best, distance(word, candidate[...]))
            }
            if isPrefix {
                for length in [word.count - 1, word.count, word.count + 1] where length > 0 && length < candidate.count
                {
                    best = min(best, distance(word, candidate.prefix(length)))
                }
                // With a budget of two, a letter typed past the end of the word, the rest within budget.
                if best > budget, budget == 2, abs(candidate.count - (word.count - 1)) <= budget,
                    distance(Array(word.dropLast()), candidate[...], half: word.count / 2) <= budget
                {
                    best = budget
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
        /// Whether every word it matches, it matches in its city or its own name.
        var matchesOwnNames = false
    }

    /// How each query word matches each vocabulary word: `outcomes[query word][vocabulary word]`;
    /// qualifiers match no typo. Every query word matches exactly a whole-text alias that is the
    /// marker and all the query's words end to end, and nothing else matches one.
    func outcomes(
        _ words: [(bytes: [UInt8], isPrefix: Bool)], fuzzy: Bool, qualifier: [Bool]
    ) -> [[(WordMatch.Kind, Int)?]] {
        let wholeText = [WholeTextAlias.marker] + words.flatMap(\.bytes)
        return words.indices.map { index in
            vocabulary.map {
                if $0[0].first == WholeTextAlias.marker {
                    return $0[0] == wholeText && wholeText.count <= WholeTextAlias.longestIndexedWord
                        ? (.exact, $0[0].count) : nil
                }
                return Self.matchKind(
                    words[index].bytes, isPrefix: words[index].isPrefix, $0, fuzzy: fuzzy && !qualifier[index])
            }
        }
    }

    /// A place's text score, whether it took a typo, and whether every word it matches lies in its
    /// city or its own name, the first query word (when matched) at that name's first word; nil when a word that is not
    /// optional matches nothing (an optional word it lacks scores 0). Each word takes its best
    /// match; when those lie in different aliases, the words take their best matches among the
    /// other fields and one alias, the alias that scores most (the first of equals), or none.
    func score(
        _ entry: Entry, words: [(bytes: [UInt8], isPrefix: Bool)], outcomes: [[(WordMatch.Kind, Int)?]],
        optional: [Bool] = []
    ) -> (Double, Bool, Bool)? {
        // A word that is not optional and matches none of the place's words leaves the place out: the
        // answer the matching below gives, found without it for the many places a query does not name.
        for (index, outcome) in outcomes.enumerated() where !(optional.indices.contains(index) && optional[index]) {
            guard entry.tokens.contains(where: { outcome[$0] != nil }) else { return nil }
        }
        // Each word's best match among the texts allowed, and the alias text it lies in.
        func bestMatches(allowing allowed: (Int) -> Bool) -> [(match: WordMatch, alias: Int?)?] {
            words.indices.map { wordIndex in
                var best: (match: WordMatch, alias: Int?)?
                for (textIndex, text) in entry.texts.enumerated() where allowed(textIndex) {
                    func consider(position: Int, token: Int, isWholeText: Bool = false) {
                        guard let (kind, length) = outcomes[wordIndex][token] else { return }
                        let match = WordMatch(
                            field: text.field, kind: kind, position: position, wordLength: words[wordIndex].bytes.count,
                            tokenLength: length, isWholeText: isWholeText)
                        if best.map({ match.isBetter(than: $0.match) }) ?? true {
                            best = (match, text.field == .alias ? textIndex : nil)
                        }
                    }
                    for (position, token) in text.words.enumerated() {
                        consider(position: position, token: token, isWholeText: text.isWholeName && words.count == 1)
                    }
                    for joined in text.joined { consider(position: joined.position, token: joined.word) }
                }
                return best
            }
        }
        func isComplete(_ best: [(match: WordMatch, alias: Int?)?]) -> Bool {
            best.indices.allSatisfy { best[$0] != nil || (optional.indices.contains($0) && optional[$0]) }
        }
        func total(_ best: [(match: WordMatch, alias: Int?)?]) -> Double {
            best.reduce(0) { $0 + ($1?.match.score ?? 0) }
        }
        var best = bestMatches { _ in true }
        guard isComplete(best) else { return nil }
        let aliasMatches = best.compactMap { $0?.alias == nil ? nil : $0?.match }
        // Beside other words, an alias matching only one of them must match it exactly; the word's
        // best match outside aliases stands in, if any.
        if Set(best.compactMap { $0?.alias }).count == 1, aliasMatches.count == 1, aliasMatches[0].kind != .exact,
            words.indices.count(where: { !(optional.indices.contains($0) && optional[$0]) }) > 1
        {
            let index = best.firstIndex { $0?.alias != nil }!
            guard let outside = bestMatches(allowing: { entry.texts[$0].field != .alias })[index] else { return nil }
            best[index] = outside
        }
        // A town's importance counts in full only when the words, every one matched exactly, cover
        // its name.
        let allExact = best.allSatisfy { $0 == nil || $0!.match.kind == .exact }
        let importance =
            entry.place.kind == .town && !(allExact && Self.names(entry, outcomes, exactly: true, cityOnly: true))
            ? entry.importance - SuggestionScoring.townPrefixDiscount : entry.importance
        if Set(best.compactMap { $0?.alias }).count > 1 {
            let aliases = entry.texts.indices.filter { entry.texts[$0].field == .alias }
            var chosen: [(match: WordMatch, alias: Int?)?]?
            for alias in [nil] + aliases.map(Optional.some) {
                let candidate = bestMatches { entry.texts[$0].field != .alias || $0 == alias }
                if isComplete(candidate), chosen.map({ total(candidate) > total($0) }) ?? true { chosen = candidate }
            }
            guard let chosen else { return nil }
            best = chosen
        }
        let matches = best.compactMap { $0?.match }
        let namesCity = entry.place.kind == .city && Self.names(entry, outcomes)
        let isFuzzy = matches.contains { if case .fuzzy = $0.kind { true } else { false } }
        let mean = matches.map(\.score).reduce(0, +) / Double(words.count)
        let primary = matches.contains(where: \.isPrimary)
        return (
            SuggestionScoring.textScore(
                meanWordScore: mean, hasPrimaryMatch: primary, importance: importance, isCityGroupNamed: namesCity
            ),
            isFuzzy,
            matches.allSatisfy { match in
                if case .fuzzy(let edits) = match.kind, edits > 1 { return false }
                return match.field <= .name
            } && (best.first??.match.position ?? 0) == 0
        )
    }

    /// Whether the query words (whose `outcomes` these are) cover every word of the place's city
    /// (any match; `exactly`, exact matches) or, by exact matches, of one of its aliases, a joined
    /// pair covering both its words.
    static func names(
        _ entry: Entry, _ outcomes: [[(WordMatch.Kind, Int)?]], exactly: Bool = false, cityOnly: Bool = false
    ) -> Bool {
        entry.texts.filter { $0.field == .city || (!cityOnly && ($0.field == .alias || $0.isKnownName)) }.contains {
            text in
            func matched(_ token: Int) -> Bool {
                outcomes.contains { outcome in
                    guard let (kind, _) = outcome[token] else { return false }
                    return kind == .exact || (!exactly && text.field == .city)
                }
            }
            return
                !text.words.isEmpty
                && text.words.indices.allSatisfy { position in
                    matched(text.words[position])
                        || text.joined.contains {
                            ($0.position...$0.position + $0.span).contains(position) && matched($0.word)
                        }
                }
        }
    }
}
