@testable import Suggester

/// The ranking: the reference's answer to a query.
extension BruteForceReference {
    /// The reference ranking of a text without filters.
    func suggest(_ text: String, limit: Int) -> [Result] {
        suggest(SuggestionQuery(text, limit: limit))
    }

    /// The reference ranking, keeping the place the previous keystroke ranked first: when the
    /// text is one character longer than a text that is not blank, the list is full and holds two
    /// or more, and that place is not in it but the text still matches it without a typo, it takes
    /// the last slot.
    func suggest(_ query: SuggestionQuery) -> [Result] {
        let results = ranked(query, keeping: nil)
        // Only a full list can have left it out.
        guard query.limit > 1, results.count == query.limit, query.text.count > 1 else { return results }
        var previous = query
        previous.text = String(query.text.dropLast())
        previous.limit = 1
        guard !previous.isBlank, let first = ranked(previous, keeping: nil).first.map(Self.key),
            !results.contains(where: { Self.key($0) == first })
        else { return results }
        return ranked(query, keeping: first)
    }

    /// A result's place, as `kind:code`.
    static func key(_ result: Result) -> String { "\(result.kind.rawValue):\(result.code)" }

    /// The ranking. A blank query browses: the most important places, city groups before
    /// airports of equal importance, or with `near` the nearest city groups and airports with
    /// scheduled service; other text without words matches nothing. The country and kind filters
    /// apply before the limit. `keeping` is the place the previous keystroke ranked first.
    func ranked(_ query: SuggestionQuery, keeping previousFirst: String?) -> [Result] {
        let text = query.text
        let limit = query.limit
        // The filters; a place outside the default scope is eligible only by its code.
        let filtered = self.entries.filter { entry in
            (query.countryCode.map { entry.place.countryCode == $0 } ?? true)
                && (query.kinds.map { $0.contains(entry.place.kind) } ?? true)
        }
        let eligible = filtered.filter { query.includesAllPlaces || $0.place.isOfferedByDefault }
        let cut = String(text.prefix(SuggestionQuery.maximumLength))
        let tokens = Array(TextFolder.tokens(cut).prefix(SuggestionQuery.maximumWords))
        let endsWithSpace = cut.last.map { $0.isWhitespace || $0 == "," } ?? false
        let words = tokens.enumerated().map { ($1.bytes, $0 == tokens.count - 1 && !endsWithSpace) }
        // Generic words beside others are optional.
        let generic = words.map {
            SuggestionScoring.isOptional($0.0) || ($0.1 && SuggestionScoring.beginsOptionalWord($0.0))
        }
        let optional = words.count > 1 && generic.contains(false) ? generic : generic.map { _ in false }
        // One word beside optional words may be a code: beside whole ones ("jfk airport"), or
        // beside a last word on its way to one ("jfk a"), a code match worth less ("los a" is
        // Los Angeles before Lagos).
        let needed = words.indices.filter { !optional[$0] }
        let code =
            needed.count == 1 && (3...4).contains(words[needed[0]].0.count)
            ? String(decoding: words[needed[0]].0, as: UTF8.self).uppercased() : nil
        let codeBesideTypedWord = words.indices.contains {
            code != nil && $0 != needed[0] && !SuggestionScoring.isOptional(words[$0].0)
        }
        // Beside other words, a word some place holds only as its region or country restricts:
        // it matches no typo, and partial matches never leave it out.
        let qualifier = words.map { word in words.count > 1 && word.0.count > 1 && qualifierWords.contains(word.0) }
        // Text matches near the focus point gain a little.
        func nearBonus(_ entry: Entry) -> Double {
            query.near.map {
                SuggestionScoring.nearBonus(
                    kilometres: Geography.kilometres(from: $0, to: (entry.place.latitude, entry.place.longitude)))
            } ?? 0
        }
        // How the words match the vocabulary, exactly and with typos: each worked out once a query.
        var outcomesFound: [Bool: [[(WordMatch.Kind, Int)?]]] = [:]
        func outcomes(fuzzy: Bool) -> [[(WordMatch.Kind, Int)?]] {
            if let found = outcomesFound[fuzzy] { return found }
            let found = self.outcomes(words, fuzzy: fuzzy, qualifier: qualifier)
            outcomesFound[fuzzy] = found
            return found
        }
        func pass(
            fuzzy: Bool, excluding: Set<String>, optional: [Bool] = optional, airfields: Bool = false
        ) -> [Result] {
            let outcomes = outcomes(fuzzy: fuzzy)
            return filtered.compactMap { entry in
                let offered =
                    entry.place.isOfferedByDefault || query.includesAllPlaces
                    || (airfields && ![.heliport, .seaplaneBase, .city].contains(entry.place.type))
                guard offered || code != nil else { return nil }
                let codeMatch = code != nil && (entry.place.code == code || entry.place.icao?.uppercased() == code)
                let text = score(entry, words: words, outcomes: outcomes, optional: optional)
                guard (offered && text != nil) || codeMatch else { return nil }
                if !excluding.isEmpty, excluding.contains("\(entry.place.kind.rawValue):\(entry.place.code)") {
                    return nil
                }
                var value = text.map { $0.0 + nearBonus(entry) } ?? 0
                if codeMatch {
                    value = max(
                        value,
                        SuggestionScoring.codeScore(
                            importance: entry.importance, isCityGroup: entry.place.kind == .city,
                            besideTypedWord: codeBesideTypedWord))
                }
                let tier = fuzzy && text?.1 == true ? 1 : 0
                return Result(
                    code: entry.place.code, kind: entry.place.kind, tier: tier, score: value,
                    importance: entry.importance, codeMatch: codeMatch, matchesOwnNames: text?.2 ?? false)
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
            // Towns only when asked for by kind.
            let eligible = eligible.filter { $0.place.kind != .town || query.kinds?.contains(.town) == true }
            if let near = query.near {
                return sorted(
                    eligible.compactMap { entry in
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
        let fuzzyAllowed = words.indices.contains {
            !qualifier[$0] && SuggestionScoring.editBudget(forLength: words[$0].0.count) > 0
        }
        // Typo matches come before matches without one only for a word of this many bytes that
        // is not optional.
        let displacementAllowed = words.indices.contains {
            !qualifier[$0] && !optional[$0] && SuggestionScoring.editBudget(forLength: words[$0].0.count) > 0
                && words[$0].0.count >= SuggestionScoring.typoDisplacementLength
        }
        var fuzzy = false
        // The exact and prefix matches, then typo matches down to a margin below the first.
        func passes(airfields: Bool) -> [Result] {
            var results = sorted(pass(fuzzy: false, excluding: [], airfields: airfields))
            let codeFound = results.contains(where: \.codeMatch)
            // No typo match beside a first place the words name exactly.
            let named =
                results.first.flatMap { first in
                    filtered.first { "\($0.place.kind.rawValue):\($0.place.code)" == Self.key(first) }
                }.map { Self.names($0, outcomes(fuzzy: false), exactly: true) } ?? false
            if !results.isEmpty, displacementAllowed, !codeFound, !named {
                // Typo matches, in their own names, of places far more important than the first
                // match without a typo come before them; no other typo match.
                let least = results[0].importance + SuggestionScoring.typoDisplacementMargin
                let excluded = Set(results.map { "\($0.kind.rawValue):\($0.code)" })
                let displacing = sorted(
                    pass(fuzzy: true, excluding: excluded, airfields: airfields).filter {
                        $0.tier == 1 && $0.importance >= least && $0.matchesOwnNames
                    })
                if !displacing.isEmpty { fuzzy = true }
                results = Array((displacing + results).prefix(limit))
            } else if results.isEmpty, fuzzyAllowed, !codeFound, !named {
                let excluded = Set(results.map { "\($0.kind.rawValue):\($0.code)" })
                results = sorted(results + pass(fuzzy: true, excluding: excluded, airfields: airfields))
                fuzzy = true
                if let first = results.first {
                    results.removeAll { $0.tier == 1 && $0.score < first.score - SuggestionScoring.typoMargin }
                }
            }
            return results
        }
        var results = passes(airfields: false)
        // Nothing offered by default matches: the airports that are not (no heliport or seaplane
        // base), and match.
        if results.isEmpty, !query.includesAllPlaces { results = passes(airfields: true) }
        // No full match: the places matching all words but one that is not optional, each word
        // (qualifiers too) left out in turn, at their best, in the partial tier.
        if results.isEmpty, optional.count(where: { !$0 }) > 1 {
            // How each place was found: 0 by the code the word left out is (it ranks first, as a
            // full match), 1 leaving out the word being typed (the last, a prefix), 2 otherwise.
            var best: [String: (how: Int, result: Result)] = [:]
            func leaveOut(_ required: [Int]) {
                for left in required {
                    var leftOut = optional
                    leftOut[left] = true
                    let typedLeftOut =
                        left == words.count - 1 && words[left].1
                        && words[left].0.count <= SuggestionScoring.partialTypedWordLength
                    func offer(_ result: Result, how: Int) {
                        let key = Self.key(result)
                        let better = best[key].map { $0.how != how ? how < $0.how : $0.result.score < result.score }
                        if better ?? true { best[key] = (how, result) }
                    }
                    for result in pass(fuzzy: fuzzy, excluding: [], optional: leftOut) {
                        offer(result, how: typedLeftOut ? 1 : 2)
                    }
                    // The places the word left out is the code of (in any scope) that the other
                    // words match without a typo, scored as code matches.
                    guard (3...4).contains(words[left].0.count) else { continue }
                    let leftCode = String(decoding: words[left].0, as: UTF8.self).uppercased()
                    let noTypos = outcomes(fuzzy: false)
                    for entry in filtered
                    where entry.place.code == leftCode || entry.place.icao?.uppercased() == leftCode {
                        guard let text = score(entry, words: words, outcomes: noTypos, optional: leftOut) else {
                            continue
                        }
                        let value = max(
                            text.0 + nearBonus(entry),
                            SuggestionScoring.codeScore(
                                importance: entry.importance, isCityGroup: entry.place.kind == .city,
                                besideTypedWord: codeBesideTypedWord))
                        offer(
                            Result(
                                code: entry.place.code, kind: entry.place.kind, tier: 0, score: value,
                                importance: entry.importance, codeMatch: true),
                            how: 0)
                    }
                }
            }
            leaveOut(words.indices.filter { !optional[$0] })
            let found = best.values.map { found in
                var result = found.result
                result.tier = found.how == 0 ? 0 : SearchResult.partialTier
                result.codeMatch = found.how == 0
                return (found.how, result)
            }
            let partial = Array((0...2).flatMap { how in sorted(found.filter { $0.0 == how }.map(\.1)) }.prefix(limit))
            // A city group picked by its code lists its airports, as a full match does.
            guard partial.first?.tier == 0 else { return partial }
            return listingGroupAirports(
                partial, words: words, optional: optional, fuzzy: false, eligible: eligible, limit: limit,
                nearBonus: nearBonus, outcomes: outcomes)
        }
        var listed = listingGroupAirports(
            results, words: words, optional: optional, fuzzy: fuzzy, eligible: eligible, limit: limit,
            nearBonus: nearBonus, outcomes: outcomes)
        if let previousFirst, limit > 1, listed.count == limit,
            !listed.contains(where: { Self.key($0) == previousFirst }),
            var kept = pass(fuzzy: false, excluding: []).first(where: { Self.key($0) == previousFirst })
        {
            kept.tier = 0
            listed[limit - 1] = kept
        }
        return listed
    }

    /// When the first result is a city group the query names (by code, or every word of its city
    /// or of an alias), its airports follow it, most important first, in its tier; those not among
    /// the results score as their words match in that tier, or 0.
    func listingGroupAirports(
        _ results: [Result], words: [(bytes: [UInt8], isPrefix: Bool)], optional: [Bool], fuzzy: Bool,
        eligible: [Entry], limit: Int, nearBonus: (Entry) -> Double,
        outcomes: (_ fuzzy: Bool) -> [[(WordMatch.Kind, Int)?]]
    ) -> [Result] {
        guard let first = results.first, first.kind != .airport,
            let group = entries.first(where: { $0.place.kind == first.kind && $0.place.code == first.code })
        else { return results }
        guard first.codeMatch || Self.names(group, outcomes(fuzzy), exactly: true) else {
            return results
        }
        // A town's airports are not listed when the words, without a typo, also match another
        // place, a town or not, whose city they name exactly.
        if first.kind == .town {
            let exact = outcomes(false)
            let namesake = eligible.contains { entry in
                entry.place != group.place && Self.names(entry, exact, exactly: true, cityOnly: true)
                    && score(entry, words: words, outcomes: exact, optional: optional).map { !$0.1 } == true
            }
            if namesake { return results }
        }
        let members = eligible.filter { $0.place.kind == .airport && group.place.airportCodes.contains($0.place.code) }
            .sorted { $0.importance != $1.importance ? $0.importance > $1.importance : $0.place.code < $1.place.code }
        guard !members.isEmpty else { return results }
        let memberCodes = Set(members.map(\.place.code))
        let tierOutcomes = outcomes(first.tier == 1)
        let listed = members.map { member in
            results.first { $0.kind == .airport && $0.code == member.place.code }
                ?? Result(
                    code: member.place.code, kind: .airport, tier: first.tier,
                    score: score(member, words: words, outcomes: tierOutcomes, optional: optional).map {
                        $0.0 + nearBonus(member)
                    } ?? 0,
                    importance: member.importance,
                    codeMatch: false)
        }
        let rest = results.dropFirst().filter { $0.kind == .city || !memberCodes.contains($0.code) }
        return Array(([first] + listed + rest).prefix(limit))
    }
}
