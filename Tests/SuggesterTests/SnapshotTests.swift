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

    @Test("the compiled-in snapshot's committed credits are what data build writes beside an index of the TSV")
    func credits() {
        #expect(
            Fixtures.text("Sources/AirportSnapshot/airports.index.attribution.txt")
                == DataAttribution.text(for: .intentctlTSV),
            "the credits changed: run 'swift run intentctl data build data/airports.tsv -o Sources/AirportSnapshot/airports.index'"
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
        Self.expectRefused(damaged) { $0.contains(example.reason) }
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

    /// Damage that the checksum cannot catch, because it is computed again: a few bytes of the body
    /// changed at random, as a hostile file would. The structural checks refuse what would make a
    /// query read outside a table; what they let through (a changed name, count or importance) must
    /// load and answer queries of every kind without stopping the process, which a read out of
    /// bounds would do. Eight damaged snapshots in the default tier, 60 in the slow tier.
    @Test(
        "sealed random damage is refused, or loads and answers every kind of query without a read out of bounds",
        arguments: Tier.slow ? [1, 2, 3] : [1] as [UInt64])
    func sealedRandomDamage(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let original = Array(bundledIndex.snapshotBytes)
        let queries = [
            "l", "lon", "london", "new y", "new york", "lodn", "bangkock", "st. p", "são pa", "rio de j", "la gu",
            "東京", "cambridge uk", "jfk", "nyc", "mexico c", "frankfru", "zz",
        ]
        var (refused, loaded) = (0, 0)
        for _ in 0..<(Tier.slow ? 20 : 8) {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let offset = Int.random(in: SnapshotFormat.headerSize..<bytes.count, using: &random)
                bytes[offset] ^= UInt8.random(in: 1...255, using: &random)
            }
            Self.seal(&bytes)
            guard let index = try? AirportIndex(snapshot: bytes) else {
                refused += 1
                continue
            }
            loaded += 1
            let searcher = index.makeSearcher()
            for query in queries {
                _ = searcher.suggestions(for: SuggestionQuery(query, limit: 10))
                _ = searcher.suggestions(for: SuggestionQuery(query, limit: 50, countryCode: "US"))
            }
            for place in stride(from: 0, to: index.placeCount, by: 101) { _ = index.suggestion(forPlaceAt: place) }
        }
        // Both outcomes were reached: the damage is neither all refused nor all let through.
        #expect(refused > 0 && loaded > 0, "refused \(refused), loaded \(loaded)")
    }

    /// A table whose second entry a test makes absurd, and the reason the load gives.
    enum DamagedTable: String, CaseIterable, Sendable {
        case postingPlace = "a posting is out of range"
        case placeWordSplit = "a place's words is out of range"
        case placeBounds = "a word's place in its text is out of range"

        /// Where the entry is in the snapshot, and its width.
        func entry(of tables: IndexTables) -> (offset: Int, width: Int) {
            let records = SnapshotTests.offset(of: tables.placeRecords.base) + PlaceRecords.size
            switch self {
            case .postingPlace:
                return (
                    SnapshotTests.offset(of: tables.postingPlace.base) + tables.postingPlace.width,
                    tables.postingPlace.width
                )
            case .placeWordSplit: return (records + 4, 4)
            case .placeBounds: return (records + 8, 4)
            }
        }
    }

    /// Expects loading `bytes` to be refused as an invalid snapshot whose reason passes `reason`.
    static func expectRefused(
        _ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation, reason: (String) -> Bool
    ) {
        #expect(sourceLocation: sourceLocation) {
            try AirportIndex(snapshot: bytes)
        } throws: { error in
            guard case .invalidSnapshot(let actual)? = error as? SuggesterError else { return false }
            return reason(actual)
        }
    }

    /// Seals damage: the checksum recomputed, so that only the structural checks can catch it.
    static func seal(_ bytes: inout [UInt8]) {
        let body = Checksum.of(Array(bytes[SnapshotFormat.headerSize...]))
        bytes.replaceSubrange(24..<32, with: withUnsafeBytes(of: body.littleEndian, Array.init))
    }

    /// The offset in the snapshot of a place in its bytes.
    static func offset(of pointer: UnsafeRawPointer) -> Int {
        pointer - UnsafeRawPointer(bundledIndex.snapshotBytes.baseAddress!)
    }

    @Test(
        "a damaged table with a recomputed checksum is caught by the checks of every offset",
        arguments: DamagedTable.allCases)
    func structuralChecks(_ table: DamagedTable) {
        var bytes = Array(bundledIndex.snapshotBytes)
        // Make the table's second entry absurd (all ones but the lowest bit: no id's none), then
        // seal the damage.
        let (offset, width) = table.entry(of: bundledIndex.tables)
        bytes.replaceSubrange(offset..<offset + width, with: [0xFE] + repeatElement(0xFF, count: width - 1))
        Self.seal(&bytes)
        Self.expectRefused(bytes) { $0 == table.rawValue }
    }

    /// A hostile change that keeps every offset in range, each of which the load must refuse: a
    /// column wider than four bytes (whose values could read as negative numbers), a section that
    /// does not begin at a multiple of 8 bytes (whose reads would be misaligned), and an area's word
    /// in a city's field (which would have a place in a text it is not in).
    enum HostileLayout: String, CaseIterable, Sendable {
        case wideColumn = "section postingPlace is of the wrong kind"
        case misalignedSection = "section placeRecord lies outside the snapshot"
        case areaWordInCity = "a word's field is out of range"

        func apply(to bytes: inout [UInt8], tables: IndexTables) {
            func directoryEntry(_ section: SnapshotSection) -> Int {
                SnapshotFormat.headerSize + (Int(section.rawValue) - 1) * SnapshotFormat.directoryEntrySize
            }
            switch self {
            case .wideColumn: bytes[directoryEntry(.postingPlace) + 4] = 8
            case .misalignedSection: bytes[directoryEntry(.placeRecord) + 8] &+= 4
            case .areaWordInCity:
                // The field is a word's lowest three bits; the city's is 0.
                let word =
                    SnapshotTests.offset(of: tables.placeWord.base) + tables.areaWordStart.int(0)
                    * tables.placeWord.width
                bytes[word] &= 0xF8
            }
            SnapshotTests.seal(&bytes)
        }
    }

    @Test("a hostile layout with every offset in range is refused with a reason", arguments: HostileLayout.allCases)
    func hostileLayout(_ damage: HostileLayout) {
        var bytes = Array(bundledIndex.snapshotBytes)
        damage.apply(to: &bytes, tables: bundledIndex.tables)
        Self.expectRefused(bytes) { $0 == damage.rawValue }
    }

    /// A change to the word tree, each of which the tree's check must catch.
    enum WordTreeDamage: String, CaseIterable, Sendable {
        case firstByte = "a node's first byte, no longer after its sibling's"
        case terminal = "whether a word ends at a node"
        case labelLength = "a node's label's length"
        case size = "the bytes a node's children take"
        case count = "how many words lie below a node"
        case rootChild = "where the root's child for a byte begins"
        case rootFirstWord = "the first word of the root's child for a byte"

        /// The damaged bytes: one field of one node changed, then the checksum sealed again.
        func apply(to bytes: inout [UInt8], tables: IndexTables) {
            let tree = tables.words
            let start = SnapshotTests.offset(of: tree.bytes.base)
            // A node with children, below a root's child with children, and its second child.
            let parent = (0..<256).lazy.compactMap { tree.rootNode(UInt8($0)) }.first { $0.children < $0.end }!
            let node = tree.node(at: parent.children, firstWord: parent.childWords)
            let second = tree.node(at: node.end, firstWord: node.words.upperBound)
            let header = parent.children
            switch self {
            case .firstByte: bytes[start + second.label] = bytes[start + node.label]
            case .terminal: bytes[start + header] ^= WordTree.terminalBit
            case .labelLength: bytes[start + header] &+= 1
            case .size: bytes[start + node.label + node.labelLength] &+= 1
            case .count: bytes[start + node.children - 1] &+= 1
            case .rootChild, .rootFirstWord:
                let column = self == .rootChild ? tree.rootChild : tree.rootFirstWord
                let byte = Int(tree.bytes[parent.label])
                let offset = SnapshotTests.offset(of: column.base) + byte * column.width
                bytes[offset] &+= 1
            }
            SnapshotTests.seal(&bytes)
        }
    }

    @Test(
        "a damaged word tree with a recomputed checksum is refused by the tree's check, which reads it in place",
        arguments: WordTreeDamage.allCases)
    func damagedTree(_ damage: WordTreeDamage) {
        var bytes = Array(bundledIndex.snapshotBytes)
        damage.apply(to: &bytes, tables: bundledIndex.tables)
        #expect(bytes != Array(bundledIndex.snapshotBytes))
        Self.expectRefused(bytes) { $0 == "its word tree is damaged" }
    }

    @Test("a place's texts whose words all begin past ASCII come last, where ASCII query words stop scoring")
    func otherScriptTextsLast() {
        let tables = bundledIndex.tables
        var movedWords = 0
        var asciiWordsAfterEnd: [String] = []
        var splitTexts: [String] = []
        for place in 0..<bundledIndex.placeCount {
            let segments = tables.segments(ofPlace: place)
            var texts: [UInt8] = []
            for index in segments {
                let word = tables.placeWord(index)
                if segments.otherScripts.contains(index) {
                    movedWords += 1
                    if tables.words.firstByte(ofWord: Int(word.token)) < 0x80 {
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
        let plain = searchedBundledIndex
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
        let plain = searchedBundledIndex
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
