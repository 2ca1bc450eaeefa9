import Testing

@testable import Suggester

/// What the list leaves out after ranking (``SearchState/leaveOutFarFetched(_:)``, the rules in
/// ``SuggestionScoring``): places matched through another name only below places the words match
/// in their own names, towns standing for an airport listed above them, and towns far from every
/// airport found by a prefix.
@Suite("Leaving out what nobody meant")
struct FarFetchedTests {
    /// The names (or codes) in the first ten suggestions of a text.
    static func listed(_ text: String, leavingOut: Bool = true) -> [String] {
        var query = SuggestionQuery(text, limit: 10)
        query.leavesOutFarFetched = leavingOut
        return bundledIndex.suggest(query).flatMap { [$0.name, $0.code] }
    }

    @Test(
        "the far-fetched suggestions travellers reported are left out",
        arguments: [
            ("hamb", "Wandsbek"), ("hamb", "Altona"), ("hamb", "Harburg"),  // districts standing for HAM again
            ("mexico", "Cancún International Airport"),  // through its country
            ("tokyo", "Hachijojima Airport"),  // through its prefecture
            ("new y", "New Yekepa"),  // a town 251 km from its nearest airport, by a prefix
            ("new y", "Yishun New Town"),  // its words, but not in the order typed
            ("ae", "CDG"), ("aerop", "NAP"),  // "Aéroport Roissy-Charles de Gaulle", "Aeroporto di Napoli"
            ("flughafen", "BRN"),  // "Flughafen Bern-Belp": generic words name no place yet
        ])
    func reportedLeftOut(text: String, name: String) {
        // Each was in the list before it left out anything.
        #expect(Self.listed(text, leavingOut: false).contains(name), "\(text) no longer ranks \(name) at all")
        #expect(!Self.listed(text).contains(name), "\(text) still lists \(name)")
    }

    @Test(
        "names spelled unlike the place's own match only the whole typed text, never a prefix",
        arguments: [
            ("par", "BCN", "parcʻhelona"),  // Barcelona through the Breton "Parcʻhelona"
            ("ber", "New York", "york berri"),  // the Basque "York Berri"
            ("dub", "Sao Paulo", "san paulu du brasili"),
            ("lyon", "Hillside", "lyons farms"), ("lyon", "La Grange", "west lyons"),  // old names of small towns
            ("venice", "Sitangkai", "venice of the philippines"),  // a nickname
            ("edin", "Elmina", "edina"), ("edin", "Ettlingen", "ediningum"),  // a Portuguese name, a Latin one
            ("cannes", "Kenner", "cannes brulees"),  // a historical name
            ("amsterdam", "New York", "new amsterdam"),  // a former name
        ])
    func wholeTextOnly(prefix: String, name: String, alias: String) {
        func folded(_ text: String) -> [[UInt8]] { TextFolder.tokens(text).map(\.bytes) }
        /// The aliases, folded, the place of `name` is listed through for a text, none for its own names.
        func aliases(_ text: String) -> [[[UInt8]]] {
            var query = SuggestionQuery(text, limit: 10)
            query.leavesOutFarFetched = false
            return bundledIndex.suggest(query).filter { $0.name == name || $0.code == name }.map {
                folded($0.matchedAlias ?? "")
            }
        }
        #expect(aliases(prefix).isEmpty, "\(prefix) lists \(name)")
        #expect(
            !aliases(String(alias.dropLast())).contains(folded(alias)), "\(alias.dropLast()) lists \(name) through it")
        #expect(aliases(alias).contains(folded(alias)), "\(alias) does not list \(name) through it")
    }

    @Test(
        "what a traveller means through another name stays",
        arguments: [
            ("londres", "LON"),  // no place above it matches in its own names
            ("constantin", "IST"),  // far more important than Constantine
            ("pek", "BJS"),  // a code match sets no bar
            ("napo", "NAP"), ("colon", "CGN"), ("franco", "FRA"),  // spellings of its own name
            ("new y", "EWR"),  // an airport New York's city group lists
            ("new y", "SWF"),  // New York Stewart: the words in the order typed
            ("la", "LAX"), ("dc", "WAS"),  // whole abbreviations
            ("new yekepa", "New Yekepa"),  // a far town named in full
            ("nova i", "NYC"),  // "i", on its way to "international", names no place of its own
            ("barcel", "BCN"), ("kiot", "ITM"), ("san pau", "SAO"),  // names spelled like the place's own
            ("frisc", "SFO"), ("monaco di", "MUC"), ("bomba", "BOM"),  // well-known names, and the sources' own
            ("aeroparq", "AEP"), ("aeroporto di n", "NAP"),  // a name beginning as a generic word; one after it
        ])
    func meantStays(text: String, code: String) {
        #expect(Self.listed(text).contains(code), "\(text) lost \(code)")
    }

    @Test("near a far town, a prefix of its name finds it")
    func farTownNearFocus() {
        var query = SuggestionQuery("yek", limit: 10)
        query.near = (7.58, -8.53)  // Yekepa, Liberia
        #expect(bundledIndex.suggest(query).contains { $0.name == "New Yekepa" })
        query.near = nil
        #expect(!bundledIndex.suggest(query).contains { $0.name == "New Yekepa" })
    }

    @Test(
        "typed keystroke by keystroke in lists of three, no place a word matches in its own names is lost, but towns"
    )
    func ownNamesStay() {
        // Two searchers follow the same keystrokes, one leaving out, one not. The place the
        // previous keystroke ranked first is kept in the last slot only when the words match it in
        // its own names, so a list never comes back one short for it ("la": LAX, LAS, LGA).
        let leaving = bundledIndex.makeSearcher()
        let ranking = bundledIndex.makeSearcher()
        var checked = 0
        for text in RelevanceCases.all.map(\.query) + KeystrokeReplay.suite.tests.map(\.in.text) {
            let scalars = Array(text.unicodeScalars)
            for length in scalars.indices {
                let prefix = String(String.UnicodeScalarView(scalars[...length]))
                // One word: a highlight is then a match of that word in the name or city.
                guard !prefix.contains(" ") else { break }
                var query = SuggestionQuery(prefix, limit: 3)
                let kept = Set(leaving.suggestions(for: query).map { "\($0.kind.rawValue):\($0.code)" })
                query.leavesOutFarFetched = false
                for suggestion in ranking.suggestions(for: query) where !suggestion.matches.isEmpty {
                    guard suggestion.kind != .town else { continue }
                    let key = "\(suggestion.kind.rawValue):\(suggestion.code)"
                    #expect(kept.contains(key), "\"\(prefix)\" lost \(key): \(kept)")
                    checked += 1
                }
            }
        }
        #expect(checked > 5_000)
    }

    @Test("leaving out keeps the rest of the ranking as it was, over every prefix of both suites")
    func onlyLeavesOut() {
        let searcher = bundledIndex.makeSearcher()
        var shortened = 0
        for prefix in NoUnrelatedFillTests.prefixes {
            var query = SuggestionQuery(prefix, limit: 10)
            query.leavesOutFarFetched = false
            let ranked = searcher.suggestions(for: query).map { "\($0.kind.rawValue):\($0.code):\($0.score)" }
            query.leavesOutFarFetched = true
            let kept = searcher.suggestions(for: query).map { "\($0.kind.rawValue):\($0.code):\($0.score)" }
            // What is kept is the ranking with some suggestions taken out, in the same order; but
            // for its last slot, which the place the previous keystroke ranked first takes in the
            // ranking and, matched through another name only, not in the list left out.
            var rest = ranked[...]
            let inOrder = kept.dropLast().allSatisfy { suggestion in
                guard let found = rest.firstIndex(of: suggestion) else { return false }
                rest = rest[(found + 1)...]
                return true
            }
            #expect(inOrder, "\"\(prefix)\": \(kept) is not taken from \(ranked)")
            if kept.count < ranked.count { shortened += 1 }
        }
        // The rules do act: some lists are shorter.
        #expect(shortened > 100)
    }

    /// Every prefix of both suites that a precomputed answer holds, at several limits, each searched
    /// after the one before it, as a searcher following the keystrokes does.
    /// The place the previous keystroke ranked first stays on the same terms as a place below the
    /// first: matched in its own names or a spelling of them ("Colonia" for Cologne), not through
    /// another name only ("Baekging" for Beijing).
    @Test(
        "the previous keystroke's first place stays through a spelling of its own name, not another name",
        arguments: [("colo", "colon", "CGN", true), ("b", "ba", "BJS", false)])
    func previousFirstThroughSpelling(previous: String, text: String, code: String, stays: Bool) {
        let searcher = bundledIndex.makeSearcher()
        let first = searcher.suggestions(for: SuggestionQuery(previous, limit: 5)).first?.code
        #expect(first == code, "\(previous) ranks \(first ?? "nothing") first")
        let codes = searcher.suggestions(for: SuggestionQuery(text, limit: 5)).map(\.code)
        #expect(codes.contains(code) == stays, "\(text): \(codes)")
    }

    @Test("the decisions stored with precomputed answers are the rule's own, the previous first place kept or not")
    func storedDecisions() {
        let plain = searchedBundledIndex
        let precomputed = bundledIndex.makeSearcher()
        let searched = plain.makeSearcher()
        var storedDecisionsLeftOut = 0
        // Texts whose previous keystroke ranks first a place the rule leaves out of their answer,
        // which is kept and lists its airports for the places below it.
        let previousFirstLeftOut = ["aer", "aerop", "anc", "awa", "bihar", "campania", "base b"]
        for limit in [2, 3, 10] {
            for prefix in previousFirstLeftOut + NoUnrelatedFillTests.prefixes {
                let query = SuggestionQuery(prefix, limit: limit)
                precomputed.search(query)
                searched.search(query)
                let answer = { (searcher: AirportSearcher) in
                    searcher.results.map { "\($0.place) \($0.score) \(searcher.highlights[$0.highlightRange])" }
                }
                #expect(answer(precomputed) == answer(searched), "\(prefix) limit \(limit)")
                guard let stored = precomputed.state.precomputedAnswer else { continue }
                let leftOut = stored.entries.prefix(limit).contains {
                    PrecomputedResultFlags(rawValue: bundledIndex.tables.resultFlags[$0]).contains(.leftOutAsFarFetched)
                }
                if leftOut { storedDecisionsLeftOut += 1 }
            }
        }
        // The stored decisions were used, and left places out.
        #expect(storedDecisionsLeftOut > 50)
    }
}
