import Testing

@testable import Suggester

/// Whether the words name a town's city exactly (``SearchState/namesNoTownExactly()``), which sets how
/// important towns can score, read from a few postings, against reading every town.
@Suite("Naming a town exactly")
struct TownNamingTests {
    @Test("the synonyms go both ways, as the check of a town's city relies on")
    func symmetricSynonyms() {
        #expect(!TextFolder.synonyms.isEmpty)
        for (word, synonym) in TextFolder.synonyms { #expect(TextFolder.synonyms[synonym] == word, "\(word)") }
    }

    /// Every town's city read against the words, as ``SearchState/namesPlace(_:exactly:cityOnly:)``
    /// reads it.
    static func namesSomeTown(_ state: inout SearchState) -> Bool {
        let tables = bundledIndex.tables
        return (0..<tables.header.placeCount).contains { place in
            tables.placeKind[place] == PlaceKind.town.snapshotValue
                && state.namesPlace(tables.segments(ofPlace: place), exactly: true, cityOnly: true)
        }
    }

    @Test("read from the postings, it is what reading every town gives")
    func sameAsEveryTown() {
        let typed = [
            "st l", "st louis", "saint louis", "sao paulo", "são pa", "são paulo", "saopaulo", "walla walla",
            "walla", "lyon", "new york", "hong k", "rio de janeiro", "santa cruz", "st etienne", "mount vernon",
            "fort worth", "ft worth", "koh samui", "baden baden", "palo alto", "monte carlo",
        ]
        let severalWords = NoUnrelatedFillTests.prefixes.filter { $0.contains(" ") }
        var state = SearchState(index: bundledIndex)
        var outcomes = (named: 0, unnamed: 0)
        for text in typed + stride(from: 0, to: severalWords.count, by: 7).map({ severalWords[$0] }) {
            state.clear()
            state.prepareWords(text)
            state.resolveWords()
            state.makeMatchers(typos: false)
            // A word in too many places is taken to name a town, unread.
            let unread = state.words.contains { word in
                [word.exact, word.synonym].contains { token in
                    token >= 0
                        && bundledIndex.tables.postings(ofToken: Int(token)).count
                            > SuggestionScoring.townCheckPostings
                }
            }
            guard !unread else { continue }
            let named = Self.namesSomeTown(&state)
            let namesNoTown = state.namesNoTownExactly()
            #expect(namesNoTown == !named, "\(text)")
            if named { outcomes.named += 1 } else { outcomes.unnamed += 1 }
        }
        #expect(outcomes.named > 10 && outcomes.unnamed > 10)
    }
}
