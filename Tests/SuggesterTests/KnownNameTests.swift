import Testing

@testable import Suggester

/// Names two sources give a place (``Place/knownNames``): they rank as its name does, count as its
/// own names for what the list leaves out, and show as the name matched, never highlighted; over a
/// small dataset the test writes, in-process and through a snapshot, and over the bundled index.
@Suite("Known names")
struct KnownNameTests {
    /// A version 4 file: two airports alike but for how they hold "Torino", as a known name and as
    /// an alias, and a more important airport whose own name "tor" begins.
    static let dataset = """
        #intentctl-airports\t4
        kind\tcode\ticao\tname\tcity\tregion\tcountry\tlatitude\tlongitude\ttimeZone\ttype\tscheduled\t\
        passengers\tgroup\taliases\tpopulation\tnames\twholeTextAliases\tknownNames
        airport\tTRN\t\tTurin Airport\tTurin\t\tIT\t45.2\t7.6\tEurope/Rome\tmedium_airport\t1\t\t\tCaselle\t\
        800000\t\t\tTorino
        airport\tTRX\t\tOther Turin Airport\tTurin\t\tIT\t45.3\t7.7\tEurope/Rome\tmedium_airport\t1\t\t\tTorino\t\
        800000\t\t\t
        airport\tTOR\t\tToronto Pearson International Airport\tToronto\t\tCA\t43.7\t-79.6\tAmerica/Toronto\t\
        large_airport\t1\t50000000\t\t\t2700000\t\t\t
        """

    /// The index of ``dataset``, built in-process, and read back from its snapshot.
    static func indexes() throws -> [AirportIndex] { try AirportIndex.builtAndStored(dataset) }

    @Test("the column loads, a snapshot keeps it apart from the aliases, and an older file has none")
    func stored() throws {
        for index in try Self.indexes() {
            let known = try #require(index.place(code: "TRN"))
            #expect(known.knownNames == ["Torino"] && known.aliases == ["Caselle"])
            let alias = try #require(index.place(code: "TRX"))
            #expect(alias.knownNames.isEmpty && alias.aliases == ["Torino"])
        }
        let older = Self.dataset.replacingOccurrences(of: "airports\t4", with: "airports\t3")
            .split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).dropLast() }
            .map { $0.joined(separator: "\t") }.joined(separator: "\n")
        let (parsed, issues) = try AirportDataset.parse("#intentctl-airports\t3" + older.drop { $0 != "\n" })
        #expect(issues.isEmpty, "\(issues)")
        #expect(parsed.places.allSatisfy(\.knownNames.isEmpty) && parsed.places.count == 3)
    }

    @Test("a known name ranks as the name, says it was matched, and highlights nothing")
    func ranksAsName() throws {
        for index in try Self.indexes() {
            var query = SuggestionQuery("tor", limit: 5)
            query.explain = true
            query.leavesOutFarFetched = false
            let suggestions = index.suggest(query)
            let known = try #require(suggestions.first { $0.code == "TRN" })
            let alias = try #require(suggestions.first { $0.code == "TRX" })
            #expect(known.score > alias.score, "\(suggestions.map { ($0.code, $0.score) })")
            #expect(known.explanation?.contains("name word") == true, "\(known.explanation ?? "")")
            #expect(alias.explanation?.contains("alias word") == true, "\(alias.explanation ?? "")")
            #expect(known.matchedAlias == "Torino" && known.matches.isEmpty)
        }
    }

    @Test("below a place matched in its own name, a known name stays and an alias is left out")
    func staysBelowOwnNames() throws {
        for index in try Self.indexes() {
            let codes = index.suggest(SuggestionQuery("tor", limit: 5)).map(\.code)
            #expect(codes.first == "TOR" && codes.contains("TRN") && !codes.contains("TRX"), "\(codes)")
        }
    }

    @Test(
        "in the bundled index, short prefixes of known names list their places",
        arguments: [
            ("fir", "FLR", "Firenze"), ("tor", "TRN", "Torino"), ("bang", "BLR", "Bangalore"),
            ("ran", "RGN", "Rangoon"), ("wi", "VIE", "Wien"), ("mai", "MIL", "Mailand"), ("pe", "BJS", "Peking"),
        ])
    func bundled(text: String, code: String, name: String) {
        let suggestion = bundledIndex.suggest(SuggestionQuery(text, limit: 5)).first { $0.code == code }
        #expect(suggestion?.matchedAlias == name, "\(text) does not list \(code) through \(name)")
    }

    @Test("a known name one letter begins does not count as the place's own: \"d\" is not Jakarta's \"Djakarta\"")
    func oneLetter() {
        #expect(!bundledIndex.suggest(SuggestionQuery("d", limit: 5)).contains { $0.code == "JKT" })
    }
}
