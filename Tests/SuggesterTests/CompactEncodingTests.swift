import TestSupport
import Testing

@testable import Suggester

/// The compact encodings of format 10, each against the plain arrays it replaces: packed integer
/// columns, the front-coded string table and the radix tree of words.
@Suite("Compact encodings")
struct CompactEncodingTests {
    @Test(
        "a packed column gives back every value at the width chosen for its largest",
        arguments: [0, 1, 254, 255, 65_534, 65_535, 1 << 24, UInt64(UInt32.max) - 1, UInt64(UInt32.max), 1 << 40]
            as [UInt64])
    func packedRoundTrip(largest: UInt64) {
        var random = SplitMix64(state: largest)
        let values =
            (0..<300).map { _ in largest == 0 ? 0 : UInt64.random(in: 0...largest, using: &random) } + [largest]
        let width = PackedArray.width(for: largest)
        #expect(largest < (width == 8 ? .max : (1 << UInt64(8 * width)) - 1), "all ones stays free for none")
        #expect(width == 1 || largest >= (1 << UInt64(8 * (width - 1))) - 1, "no wider than needed")
        var bytes: [UInt8] = []
        PackedArray.append(values, width: width, to: &bytes)
        #expect(bytes.count == values.count * width + PackedArray.padding)
        bytes.withUnsafeBytes { raw in
            let column = PackedArray(base: raw.baseAddress!, count: values.count, width: width)
            #expect((0..<values.count).map { column[$0] } == values)
            var seen: [Int] = []
            column.forEach(in: 5..<values.count) { index, value in
                #expect(UInt64(value) == values[index])
                seen.append(index)
            }
            #expect(seen == Array(5..<values.count))
        }
    }

    @Test("an absent id is written as all ones and read back as none", arguments: [1, 2, 3, 4])
    func packedNone(width: Int) {
        var bytes: [UInt8] = []
        PackedArray.append([7, IndexData.none, 0] as [UInt32], width: width, to: &bytes)
        bytes.withUnsafeBytes { raw in
            let column = PackedArray(base: raw.baseAddress!, count: 3, width: width)
            #expect([column.id(0), column.id(1), column.id(2)] == [7, IndexData.none, 0])
        }
    }

    /// Sorted, distinct strings with long shared prefixes, an empty one, and blocks cut mid-run.
    static let strings: [[UInt8]] = {
        var texts: Set<String> = ["", "a", "ab", "abc", "b", "são paulo", "zürich", "東京"]
        for number in [1, 2, 10, 11, 100, 1_857_910, 1_857_911, 2_643_743] { texts.insert("geonames:\(number)") }
        for word in ["san", "santa", "santo", "são", "saint", "sainte"] {
            for suffix in ["", " cruz", " maria", " paulo", " pedro"] { texts.insert(word + suffix) }
        }
        return texts.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    @Test("the string table gives back every string, finds each by its text, and no other", arguments: [1, 2, 16])
    func stringTableRoundTrip(blockSize: Int) throws {
        let strings = Self.strings
        let (blockStart, bytes) = StringTable.encode(strings, blockSize: blockSize)
        var packedStarts: [UInt8] = []
        let width = PackedArray.width(for: UInt64(bytes.count))
        PackedArray.append(blockStart, width: width, to: &packedStarts)
        try packedStarts.withUnsafeBytes { starts in
            try bytes.withUnsafeBytes { raw in
                let table = StringTable(
                    blockStart: PackedArray(base: starts.baseAddress!, count: blockStart.count, width: width),
                    bytes: SnapshotArray(base: raw.baseAddress!, count: bytes.count), count: strings.count,
                    blockSize: blockSize)
                try table.check()
                for (id, string) in strings.enumerated() {
                    #expect(table.string(UInt32(id)) == string)
                    #expect(table.id(of: string) == UInt32(id))
                }
                for missing in ["aa", "geonames:3", "zz", "sa", "東"] {
                    #expect(table.id(of: Array(missing.utf8)) == nil, "\(missing)")
                }
                #expect(table.string(IndexData.none) == nil)
                #expect(table.string(UInt32(strings.count)) == nil)
            }
        }
    }

    @Test("a string table whose strings are out of order fails its check")
    func stringTableOutOfOrder() {
        let strings = [Array("b".utf8), Array("a".utf8)]
        let (blockStart, bytes) = StringTable.encode(strings, blockSize: 16)
        var packedStarts: [UInt8] = []
        PackedArray.append(blockStart, width: 1, to: &packedStarts)
        packedStarts.withUnsafeBytes { starts in
            bytes.withUnsafeBytes { raw in
                let table = StringTable(
                    blockStart: PackedArray(base: starts.baseAddress!, count: blockStart.count, width: 1),
                    bytes: SnapshotArray(base: raw.baseAddress!, count: bytes.count), count: 2, blockSize: 16)
                #expect(throws: SuggesterError.self) { try table.check() }
            }
        }
    }

    /// Words like an index's: shared prefixes of every length, words that are prefixes of others,
    /// one of the longest length, and bytes above ASCII.
    static let words: [[UInt8]] = {
        var texts: Set<String> = ["a", "ab", "abc", "abd", "b", "ba", "new", "newark", "newcastle", "newport", "york"]
        texts.insert(String(repeating: "x", count: TextFolder.maximumWordLength))
        texts.insert(String(repeating: "x", count: TextFolder.maximumWordLength - 1) + "y")
        for word in ["san", "santa", "santo", "são", "saint", "sainte", "ōsaka", "zürich"] { texts.insert(word) }
        var random = SplitMix64(state: 52)
        for _ in 0..<400 {
            let length = Int.random(in: 1...9, using: &random)
            texts.insert(String((0..<length).map { _ in "abcs".randomElement(using: &random)! }))
        }
        return texts.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    /// Calls `body` with the word tree of ``words``.
    private func withWordTree(_ body: (WordTree) -> Void) {
        let words = Self.words
        let flat = words.flatMap { $0 }
        let ends = words.reduce(into: [0]) { ends, word in ends.append(ends.last! + word.count) }
        let tree = flat.withUnsafeBytes { raw in
            IndexBuilder.wordTree(wordCount: words.count) { number in
                UnsafeRawBufferPointer(rebasing: raw[ends[number]..<ends[number + 1]])
            }
        }
        var starts: [UInt8] = []
        var firsts: [UInt8] = []
        PackedArray.append(tree.rootChild, width: 4, to: &starts)
        PackedArray.append(tree.rootFirstWord, width: 4, to: &firsts)
        starts.withUnsafeBytes { childRaw in
            firsts.withUnsafeBytes { firstRaw in
                tree.bytes.withUnsafeBytes { raw in
                    body(
                        WordTree(
                            bytes: SnapshotArray(base: raw.baseAddress!, count: tree.bytes.count),
                            rootChild: PackedArray(base: childRaw.baseAddress!, count: 256, width: 4),
                            rootFirstWord: PackedArray(base: firstRaw.baseAddress!, count: 257, width: 4)))
                }
            }
        }
    }

    @Test("the word tree numbers words in sorted order and finds every prefix's range")
    func wordTreeAgreesWithSortedWords() {
        let words = Self.words
        withWordTree { wordTree in
            for (number, word) in words.enumerated() {
                #expect(wordTree.word(number) == word)
                let found = word.withUnsafeBytes { wordTree.wordNumber($0) }
                #expect(found == Int32(number))
            }
            var prefixes = Set(words.flatMap { word in (1...word.count).map { Array(word.prefix($0)) } })
            prefixes.formUnion(["abz", "q", "sã", "newc", "newq", "\u{00}"].map { Array($0.utf8) })
            for prefix in prefixes {
                let expected = words.indices.filter { words[$0].starts(with: prefix) }
                let range = prefix.withUnsafeBytes { wordTree.find($0)?.node.words ?? 0..<0 }
                #expect(Array(range) == expected, "\(String(decoding: prefix, as: UTF8.self))")
                let exact = prefix.withUnsafeBytes { wordTree.wordNumber($0) }
                #expect(exact == words.firstIndex(of: prefix).map(Int32.init))
            }
        }
    }

    /// Keystrokes as a person types them: letters added, some deleted, a word begun again, and
    /// letters that no word holds, each walk resuming the last kept in its slot.
    @Test("a walk resumed from the last keystroke's stops where a walk from the root does")
    func resumedWalksAgree() {
        var random = SplitMix64(state: 7)
        withWordTree { wordTree in
            var walks = WordTreeWalks()
            var typed: [[UInt8]] = [[], []]
            var resumed = 0
            for _ in 0..<20_000 {
                let slot = Int.random(in: 0...1, using: &random)
                switch Int.random(in: 0..<10, using: &random) {
                case 0: typed[slot].removeAll()
                case 1, 2: if !typed[slot].isEmpty { typed[slot].removeLast() }
                case 3: typed[slot].append(UInt8(ascii: "z"))
                default: typed[slot].append(Array("abcs".utf8).randomElement(using: &random)!)
                }
                guard !typed[slot].isEmpty else { continue }
                let fromRoot = typed[slot].withUnsafeBytes { wordTree.stop(of: $0) }
                let kept = typed[slot].withUnsafeBytes { walks.stop(of: $0, slot: slot, in: wordTree) }
                #expect(kept == fromRoot, "\(String(decoding: typed[slot], as: UTF8.self))")
                if fromRoot != nil { resumed += 1 }
            }
            #expect(resumed > 5_000, "most keystrokes find a word")
        }
    }
}
