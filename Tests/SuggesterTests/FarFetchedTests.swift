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
            ("par", "BCN"),  // Barcelona through the Breton "Parcʻhelona"
            ("ber", "New York"),  // the Basque "York Berri"
            ("dub", "Sao Paulo"),  // "San Paulu du Brasili"
            ("lyon", "Hillside"), ("lyon", "La Grange"),  // old names of small towns
            ("venice", "Sitangkai"),  // "Venice of the Philippines"
            ("edin", "Elmina"), ("edin", "Ettlingen"),  // "Edina", "Ediningum"
            ("hamb", "Wandsbek"), ("hamb", "Altona"), ("hamb", "Bergedorf"),  // districts standing for HAM again
            ("cannes", "Kenner"),  // "Cannes Brulees", a historical name
            ("mexico", "Cancún International Airport"),  // through its country
            ("tokyo", "Hachijojima Airport"),  // through its prefecture
            ("amsterdam", "New York"),  // "Neu Amsterdam", after Amsterdam named exactly
            ("new y", "New Yekepa"),  // a town 251 km from its nearest airport, by a prefix
        ])
    func reportedLeftOut(text: String, name: String) {
        // Each was in the list before it left out anything.
        #expect(Self.listed(text, leavingOut: false).contains(name), "\(text) no longer ranks \(name) at all")
        #expect(!Self.listed(text).contains(name), "\(text) still lists \(name)")
    }

    @Test(
        "what a traveller means through another name stays",
        arguments: [
            ("londres", "LON"),  // no place above it matches in its own names
            ("constantin", "IST"),  // far more important than Constantine
            ("pek", "BJS"),  // a code match sets no bar
            ("napo", "NAP"), ("colon", "CGN"), ("franco", "FRA"),  // spellings of its own name
            ("new y", "EWR"),  // an airport New York's city group lists
            ("la", "LAX"), ("dc", "WAS"),  // whole abbreviations
            ("new yekepa", "New Yekepa"),  // a far town named in full
        ])
    func meantStays(text: String, code: String) {
        #expect(Self.listed(text).contains(code), "\(text) lost \(code)")
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
            // What is kept is the ranking with some suggestions taken out, in the same order.
            var rest = ranked[...]
            let inOrder = kept.allSatisfy { suggestion in
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
}
