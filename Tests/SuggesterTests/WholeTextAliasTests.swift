import Testing

@testable import Suggester

/// Names that match only the whole typed text (``Place/wholeTextAliases``, ``WholeTextAlias``),
/// over a small dataset the test writes, in-process and through a snapshot.
@Suite("Whole-text aliases")
struct WholeTextAliasTests {
    /// A version 3 file: New York's airport, with an alias and two whole-text aliases, of two words
    /// and of one, and another airport.
    static let dataset = """
        #intentctl-airports\t3
        kind\tcode\ticao\tname\tcity\tregion\tcountry\tlatitude\tlongitude\ttimeZone\ttype\tscheduled\t\
        passengers\tgroup\taliases\tpopulation\tnames\twholeTextAliases
        airport\tJFK\t\tJohn F Kennedy International Airport\tNew York\t\tUS\t40.6\t-73.8\tAmerica/New_York\t\
        large_airport\t1\t60000000\t\tBig Apple\t8000000\t\tYork Berri|Aebura
        airport\tBGR\t\tBangor International Airport\tBangor\t\tUS\t44.8\t-68.8\tAmerica/New_York\t\
        medium_airport\t1\t\t\t\t30000\t\t
        """

    /// The index of ``dataset``, built in-process, and read back from its snapshot.
    static func indexes() throws -> [AirportIndex] { try AirportIndex.builtAndStored(dataset) }

    @Test("the column loads, and a snapshot keeps it")
    func stored() throws {
        for index in try Self.indexes() {
            let place = try #require(index.place(code: "JFK"))
            #expect(place.aliases == ["Big Apple"])
            #expect(place.wholeTextAliases == ["York Berri", "Aebura"])
        }
    }

    @Test(
        "only the whole text finds the place through one, as typed or joined, and says which it matched",
        arguments: [
            ("york berri", true), ("York Berri ", true), ("yorkberri", true), ("aebura", true),
            ("york b", false), ("york berr", false), ("berri", false), ("york bery", false), ("aebur", false),
            ("aeburra", false), ("york berri jfk", false),
        ])
    func matchesWholeText(text: String, finds: Bool) throws {
        for index in try Self.indexes() {
            let suggestions = index.suggest(SuggestionQuery(text, limit: 5))
            // Through its own names, "york" may find it whole and "b" leave it a partial match.
            let found = suggestions.first { $0.code == "JFK" && ["York Berri", "Aebura"].contains($0.matchedAlias) }
            #expect((found != nil) == finds, "\(text): \(suggestions.map { ($0.code, $0.matchedAlias) })")
        }
    }

    @Test("an alias that is not whole-text only matches as typed")
    func typedAlias() throws {
        for index in try Self.indexes() {
            #expect(index.suggest(SuggestionQuery("big a", limit: 5)).first?.code == "JFK")
        }
    }

    @Test("a short whole-text alias is named as the alias matched, from a precomputed answer as from a search")
    func matchedAliasOfPrecomputedAnswer() throws {
        let plain = searchedBundledIndex
        // One-word whole-text aliases of up to four bytes: the queries a precomputed answer serves.
        var texts: [String] = []
        for rank in 0..<bundledIndex.placeCount where texts.count < 60 {
            for alias in bundledIndex.place(at: rank).wholeTextAliases {
                let tokens = TextFolder.tokens(alias)
                if tokens.count == 1, tokens[0].bytes.count <= 4, alias.utf8.allSatisfy({ $0 < 0x80 }) {
                    texts.append(alias.lowercased())
                }
            }
        }
        #expect(texts.count >= 60)
        var named = 0
        for text in texts {
            let query = SuggestionQuery(text, limit: 10)
            let precomputed = bundledIndex.suggest(query).map { "\($0.code) \($0.matchedAlias ?? "-")" }
            let searched = plain.suggest(query).map { "\($0.code) \($0.matchedAlias ?? "-")" }
            #expect(precomputed == searched, "\(text)")
            named += precomputed.count { $0.lowercased().hasSuffix(" " + text) }
        }
        // Some of them name their place through the alias typed.
        #expect(named > 0)
    }

    @Test("a version 2 file, without the column, still loads")
    func versionTwo() throws {
        let lines = Self.dataset.split(separator: "\n", omittingEmptySubsequences: false)
        let version2 =
            (["#intentctl-airports\t2"]
            + lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).dropLast() }
            .map { $0.joined(separator: "\t") }).joined(separator: "\n")
        let (parsed, issues) = try AirportDataset.parse(version2)
        #expect(issues.isEmpty, "\(issues)")
        #expect(parsed.places.count == 2 && parsed.places.allSatisfy(\.wholeTextAliases.isEmpty))
    }
}
