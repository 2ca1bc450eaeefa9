import Foundation
import TestSupport
import TestTiers
import Testing

@testable import Suggester

@Suite("Index snapshots")
struct SnapshotTests {
    static let sourceBytes = [UInt8](Fixtures.text("data/airports.tsv").utf8)

    static func freshSnapshot() throws -> [UInt8] {
        let dataset = try AirportDataset.parse(String(decoding: sourceBytes, as: UTF8.self)).dataset
        return AirportIndex.snapshot(of: dataset, sourceChecksum: AirportIndex.sourceChecksum(of: sourceBytes))
    }

    @Test("the compiled-in snapshot is built from data/airports.tsv as it is")
    func current() throws {
        #expect(
            bundledIndex.sourceChecksum == AirportIndex.sourceChecksum(of: Self.sourceBytes),
            "data/airports.tsv changed: run 'swift run intentctl data build data/airports.tsv -o Sources/AirportSnapshot/airports.index'"
        )
    }

    /// Building the full index takes most of two minutes in a debug build: the slow tier runs
    /// this, in CI's release run (`.ci/run`).
    @Test(
        "the compiled-in snapshot is what this generator builds from data/airports.tsv", .tags(.slow),
        .enabled(if: Tier.slow, Tier.slowSkipped))
    func generatedByThisBuild() throws {
        #expect(
            Array(bundledIndex.snapshotBytes) == (try Self.freshSnapshot()),
            "the generator changed: run 'swift run intentctl data build data/airports.tsv -o Sources/AirportSnapshot/airports.index'"
        )
    }

    @Test("the compiled-in snapshot passes the full check a snapshot file gets")
    func valid() throws {
        let checked = try AirportIndex(snapshot: Array(bundledIndex.snapshotBytes))
        #expect(checked.placeCount == bundledIndex.placeCount)
        #expect(checked.place(code: "LHR")?.name == "London Heathrow Airport")
    }

    @Test(
        "a view of a snapshot's table stops the process at an index past its end, in release builds too",
        arguments: [-1, 3, Int.max])
    func viewChecksEveryIndex(index: Int) async {
        await #expect(processExitsWith: .failure) { [index] in
            let table: [UInt32] = [7, 8, 9]
            table.withUnsafeBytes { bytes in
                let view = SnapshotArray<UInt32>(base: bytes.baseAddress!, count: 3)
                print(view[index])
            }
        }
    }

    @Test("a view reads every index inside its table, and a byte range up to its end")
    func viewReadsInside() {
        let table: [UInt32] = [7, 8, 9]
        table.withUnsafeBytes { bytes in
            let view = SnapshotArray<UInt32>(base: bytes.baseAddress!, count: 3)
            #expect((0..<3).map { view[$0] } == table)
            #expect(view.bytes(1..<3).count == 8)
        }
    }

    @Test("a snapshot file is mapped and answers like the compiled-in one")
    func mappedFile() throws {
        let file = try TemporaryFolders.make().appendingPathComponent("airports.index")
        try Data(bundledIndex.snapshotBytes).write(to: file)
        let mapped = try AirportIndex(contentsOfFile: file.path)
        for query in ["lon", "new y", "barcelna", "EGLL"] {
            #expect(mapped.suggest(SuggestionQuery(query)) == bundledIndex.suggest(SuggestionQuery(query)))
        }
        #expect(throws: SuggesterError.self) { try AirportIndex(contentsOfFile: file.deletingLastPathComponent().path) }
        #expect(throws: SuggesterError.self) { try AirportIndex(contentsOfFile: "/nonexistent/airports.index") }
    }

    /// A damaged snapshot and what must be said about it.
    struct Damage: CustomTestStringConvertible, Sendable {
        var name: String
        var reason: String
        var damage: @Sendable ([UInt8]) -> [UInt8]
        var testDescription: String { name }
    }

    @Test(
        "damaged, foreign and older snapshots are refused with a reason",
        arguments: [
            Damage(name: "empty", reason: "shorter than a snapshot's header") { _ in [] },
            Damage(name: "header only", reason: "truncated") { Array($0.prefix(64)) },
            Damage(name: "truncated in the middle", reason: "truncated") { Array($0.prefix($0.count / 2)) },
            Damage(name: "one byte missing", reason: "truncated") { Array($0.dropLast()) },
            Damage(name: "padded", reason: "truncated or padded") { $0 + [0] },
            Damage(name: "another format version", reason: "format version 99") { bytes in
                var bytes = bytes
                bytes[8] = 99
                return bytes
            },
            Damage(name: "a JSON file", reason: "not an index snapshot") { _ in
                Array(
                    #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON", "dates": "anytime"}}"#.utf8
                )
            },
            Damage(name: "a bit flipped in the tables", reason: "damaged") { bytes in
                var bytes = bytes
                bytes[bytes.count / 3] ^= 0x10
                return bytes
            },
        ])
    func refused(_ example: Damage) throws {
        let damaged = example.damage(Array(bundledIndex.snapshotBytes))
        #expect {
            try AirportIndex(snapshot: damaged)
        } throws: { error in
            guard case .invalidSnapshot(let reason)? = error as? SuggesterError else { return false }
            return reason.contains(example.reason)
        }
    }

    /// One seed in the default tier (each damaged load checks the whole snapshot, slow in a debug
    /// build); three in the slow tier, which CI runs on a release build.
    @Test(
        "seeded random damage is always refused, never read out of bounds",
        arguments: Tier.slow ? [1, 2, 3] : [1] as [UInt64])
    func randomDamage(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let original = Array(bundledIndex.snapshotBytes)
        for _ in 0..<50 {
            var bytes = original
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                }
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random)))
            default: bytes.insert(contentsOf: [0, 1, 2, 3], at: Int.random(in: 0..<bytes.count, using: &random))
            }
            #expect(throws: SuggesterError.self) { try AirportIndex(snapshot: bytes) }
        }
    }

    /// A table whose first entry a test makes absurd, and the reason the load gives.
    enum DamagedTable: String, CaseIterable, Sendable {
        case postingPlace = "a posting is out of range"
        case placeASCIIWordEnd = "a place's words is out of range"

        func array(of tables: IndexTables) -> SnapshotArray<UInt32> {
            switch self {
            case .postingPlace: tables.postingPlace
            case .placeASCIIWordEnd: tables.placeASCIIWordEnd
            }
        }
    }

    @Test(
        "a damaged table with a recomputed checksum is caught by the checks of every offset",
        arguments: DamagedTable.allCases)
    func structuralChecks(_ table: DamagedTable) {
        var bytes = Array(bundledIndex.snapshotBytes)
        // Make the table's first entry absurd, then seal the damage.
        let offset =
            table.array(of: bundledIndex.tables).base - UnsafeRawPointer(bundledIndex.snapshotBytes.baseAddress!)
        bytes.replaceSubrange(
            offset..<offset + 4, with: withUnsafeBytes(of: UInt32(9_999_999).littleEndian, Array.init))
        let body = Checksum.of(Array(bytes[SnapshotFormat.headerSize...]))
        bytes.replaceSubrange(24..<32, with: withUnsafeBytes(of: body.littleEndian, Array.init))
        #expect {
            try AirportIndex(snapshot: bytes)
        } throws: { error in
            guard case .invalidSnapshot(let actual)? = error as? SuggesterError else { return false }
            return actual == table.rawValue
        }
    }

    /// A change to the word trie, each of which the trie's check must catch.
    enum TrieDamage: String, CaseIterable, Sendable {
        case byte = "a node's byte"
        case depth = "a node's depth"
        case terminal = "whether a word ends at a node"
        case longestWord = "a node's longest word"
        case children = "where a node's children begin"
        case childCount = "how many children a node has"
        case firstWord = "a node's first word"
        case endWord = "the word after a node's last"
        case firstNode = "the root's child for a byte"

        /// The damaged bytes: one field of one entry changed, then the checksum sealed again.
        func apply(to bytes: inout [UInt8], tables: IndexTables) {
            let start = UnsafeRawPointer(bundledIndex.snapshotBytes.baseAddress!)
            // A node well inside the trie, with children, below the root's children.
            let node = (0..<tables.trieNode.count).first {
                $0 > Int(tables.trieFirstNode[256]) && TrieNode(rawValue: tables.trieNode[$0]).children.count > 1
            }!
            let raw = tables.trieNode[node]
            func setNode(_ value: UInt64) {
                let offset = tables.trieNode.base + node * 8 - start
                bytes.replaceSubrange(offset..<offset + 8, with: withUnsafeBytes(of: value.littleEndian, Array.init))
            }
            func setWord(_ entry: Int, _ value: UInt32, in array: SnapshotArray<UInt32>) {
                let offset = array.base + entry * 4 - start
                bytes.replaceSubrange(offset..<offset + 4, with: withUnsafeBytes(of: value.littleEndian, Array.init))
            }
            switch self {
            case .byte: setNode(raw ^ 0x01)
            case .depth: setNode(raw ^ 0x100)
            case .terminal: setNode(raw ^ 1 << 15)
            case .longestWord: setNode(raw ^ 1 << 16)
            case .children: setNode(raw &+ 1 << 32)
            case .childCount: setNode(raw &- 1 << 23)
            case .firstWord: setWord(2 * node, tables.trieWords[2 * node] &+ 1, in: tables.trieWords)
            case .endWord: setWord(2 * node + 1, tables.trieWords[2 * node + 1] &- 1, in: tables.trieWords)
            case .firstNode: setWord(98, tables.trieFirstNode[98] &+ 1, in: tables.trieFirstNode)
            }
            let body = Checksum.of(Array(bytes[SnapshotFormat.headerSize...]))
            bytes.replaceSubrange(24..<32, with: withUnsafeBytes(of: body.littleEndian, Array.init))
        }
    }

    @Test(
        "a damaged word trie with a recomputed checksum is refused by the trie's check, which reads it in place",
        arguments: TrieDamage.allCases)
    func damagedTrie(_ damage: TrieDamage) {
        var bytes = Array(bundledIndex.snapshotBytes)
        damage.apply(to: &bytes, tables: bundledIndex.tables)
        #expect(bytes != Array(bundledIndex.snapshotBytes))
        #expect {
            try AirportIndex(snapshot: bytes)
        } throws: { error in
            guard case .invalidSnapshot(let reason)? = error as? SuggesterError else { return false }
            return reason == "its word trie does not match its words"
        }
    }

    @Test("a place's texts whose words all begin past ASCII come last, where ASCII query words stop scoring")
    func otherScriptTextsLast() {
        let tables = bundledIndex.tables
        var movedWords = 0
        var asciiWordsAfterEnd: [String] = []
        var splitTexts: [String] = []
        for place in 0..<bundledIndex.placeCount {
            let end = Int(tables.placeASCIIWordEnd[place])
            var texts: [UInt8] = []
            for index in tables.wordRange(ofPlace: place) {
                let word = PlaceWord(rawValue: tables.placeWord[index])
                if index >= end {
                    movedWords += 1
                    if tables.tokenBytes[Int(tables.tokenStart[Int(word.token)])] < 0x80 {
                        asciiWordsAfterEnd.append("\(place):\(index)")
                    }
                }
                // Each text's words stay together (region and country words count as one text).
                let text = word.field >= .region ? PlaceWord.areaText : word.text
                if texts.last != text {
                    if texts.contains(text) { splitTexts.append("\(place):\(text)") }
                    texts.append(text)
                }
            }
        }
        #expect(asciiWordsAfterEnd.isEmpty)
        #expect(splitTexts.isEmpty)
        #expect(movedWords > 10_000)
    }

    @Test("a one-word result's recorded word gives the highlight and score that scoring the place again gives")
    func recordedWords() {
        var plain = bundledIndex
        plain.usesPrecomputedResults = false
        var state = SearchState(index: plain)
        var recordedCount = 0
        let queries =
            RelevanceCases.all.map { SuggestionQuery($0.query, limit: 10) }
            + IndexReferenceTests.randomSuggestionQueries(seed: 7, count: IndexReferenceTests.checkedQueryCount)
        for query in queries {
            state.search(query)
            guard state.words.count == 1 else { continue }
            let recorded = state.results.map { "\($0.score) \(state.highlights[$0.highlightRange])" }
            recordedCount += state.resultWords.filter { $0 >= 0 }.count
            state.highlights.removeAll()
            state.resultWords = state.resultWords.map { _ in -1 }
            state.addDetails(explain: false)
            let rescored = state.results.map { "\($0.score) \(state.highlights[$0.highlightRange])" }
            #expect(recorded == rescored, "\(query.text)")
        }
        #expect(recordedCount > 100)
    }

    /// Building the full index at run time takes most of a minute in a debug build: the slow tier
    /// runs this, in CI's release run (`.ci/run`).
    @Test(
        "a runtime-built index, the snapshot and the search without precomputed answers agree", .tags(.slow),
        .enabled(if: Tier.slow, Tier.slowSkipped))
    func sameAnswers() throws {
        let built = AirportIndex(try AirportDataset.parse(String(decoding: Self.sourceBytes, as: UTF8.self)).dataset)
        var plain = bundledIndex
        plain.usesPrecomputedResults = false
        let searchers = [bundledIndex.makeSearcher(), built.makeSearcher(), plain.makeSearcher()]
        let queries =
            RelevanceCases.all.map { SuggestionQuery($0.query, limit: 10) }
            + IndexReferenceTests.randomSuggestionQueries(seed: 99, count: IndexReferenceTests.checkedQueryCount)
        for query in queries {
            var answers: [[String]] = []
            for index in searchers.indices {
                searchers[index].search(query)
                let searcher = searchers[index]
                answers.append(
                    searcher.results.map { result in
                        "\(result.place) \(result.score) \(result.tier) \(searcher.highlights[result.highlightRange])"
                    })
            }
            #expect(answers[0] == answers[1] && answers[0] == answers[2], "\(query.text)")
        }
    }
}
