/// The tables of an index, read in place from a snapshot's bytes (see ``IndexData`` for what each
/// holds). Every query runs on these views, whether the snapshot was built a moment ago, mapped
/// from a file, or compiled into the program.
///
/// A class, so that the searcher and the index share one copy of its many views: calling its
/// methods passes a reference, never a copy of the views. It holds no state that changes but the country
/// directory, made once when first asked for.
final class IndexTables: Sendable {
    let header: SnapshotFormat.Header
    /// The countries with their folded names (``CountryDirectory``), made on first use.
    let countryDirectory = CountryDirectory.Slot()

    let stringBytes: SnapshotArray<UInt8>
    let stringStart: SnapshotArray<UInt32>
    let placeKind: SnapshotArray<UInt8>
    let placeType: SnapshotArray<UInt8>
    let placeScheduled: SnapshotArray<UInt8>
    let placeImportance: SnapshotArray<Double>
    let placeLatitude: SnapshotArray<Double>
    let placeLongitude: SnapshotArray<Double>
    let placePassengers: SnapshotArray<Int64>
    let placeCountryKey: SnapshotArray<UInt16>
    let placeCode: SnapshotArray<UInt32>
    let placeICAO: SnapshotArray<UInt32>
    let placeName: SnapshotArray<UInt32>
    let placeCity: SnapshotArray<UInt32>
    let placeRegionCode: SnapshotArray<UInt32>
    let placeCountryCode: SnapshotArray<UInt32>
    let placeTimeZone: SnapshotArray<UInt32>
    let placeCityCode: SnapshotArray<UInt32>
    let placeCountryArea: SnapshotArray<UInt32>
    let placeRegionArea: SnapshotArray<UInt32>
    let aliasStart: SnapshotArray<UInt32>
    let alias: SnapshotArray<UInt32>
    let groupStart: SnapshotArray<UInt32>
    let groupCode: SnapshotArray<UInt32>
    let groupMember: SnapshotArray<UInt32>
    let placeWordStart: SnapshotArray<UInt32>
    let placeWord: SnapshotArray<UInt64>
    let wordStart: SnapshotArray<UInt16>
    let wordLength: SnapshotArray<UInt16>
    let tokenBytes: SnapshotArray<UInt8>
    let tokenStart: SnapshotArray<UInt32>
    let trieNode: SnapshotArray<UInt64>
    let trieWords: SnapshotArray<UInt32>
    let trieFirstNode: SnapshotArray<UInt32>
    let postingStart: SnapshotArray<UInt32>
    let postingPlace: SnapshotArray<UInt32>
    let postingOccurrence: SnapshotArray<UInt8>
    let postingWord: SnapshotArray<UInt32>
    let codeKey: SnapshotArray<UInt32>
    let codePlace: SnapshotArray<UInt32>
    let areaKind: SnapshotArray<UInt8>
    let areaCode: SnapshotArray<UInt32>
    let areaName: SnapshotArray<UInt32>
    let areaAliasStart: SnapshotArray<UInt32>
    let areaAlias: SnapshotArray<UInt32>
    let prefixBytes: SnapshotArray<UInt8>
    let prefixStart: SnapshotArray<UInt32>
    let prefixResultStart: SnapshotArray<UInt32>
    let resultPlace: SnapshotArray<UInt32>
    let resultScore: SnapshotArray<Double>
    let resultFlags: SnapshotArray<UInt8>
    let resultHighlightStart: SnapshotArray<UInt32>
    let highlightField: SnapshotArray<UInt8>
    let highlightStart: SnapshotArray<UInt16>
    let highlightLength: SnapshotArray<UInt16>
    let prefixLimit: SnapshotArray<UInt8>
    let placeOffered: SnapshotArray<UInt8>
    let placePopulation: SnapshotArray<Int64>
    let placeLocalizedNames: SnapshotArray<UInt32>
    let areaLocalizedNames: SnapshotArray<UInt32>
    let placeASCIIWordEnd: SnapshotArray<UInt32>

    /// The tables of a snapshot whose contents are trusted: the one compiled into the program,
    /// which a test checks in full. Only the header and directory are read.
    convenience init(trusting bytes: UnsafeRawBufferPointer) throws(SuggesterError) {
        try self.init(bytes, validate: false)
    }

    /// The tables of a snapshot checked in full: header, checksum, and every offset, index and
    /// string reference against what it points into. Complexity: O(n) in the snapshot's size.
    convenience init(validating bytes: UnsafeRawBufferPointer) throws(SuggesterError) {
        try self.init(bytes, validate: true)
    }

    private init(_ bytes: UnsafeRawBufferPointer, validate: Bool) throws(SuggesterError) {
        let header = try SnapshotFormat.Header(bytes)
        if validate {
            let body = UnsafeRawBufferPointer(rebasing: bytes[SnapshotFormat.headerSize...])
            guard Checksum.of(body) == header.bodyChecksum else {
                throw .invalidSnapshot("its checksum does not match its contents: it is damaged")
            }
        }
        guard let base = bytes.baseAddress else { throw .invalidSnapshot("it is empty") }
        var reader = SectionReader(bytes: bytes, base: base)
        self.header = header
        stringBytes = try reader.next(.stringBytes)
        stringStart = try reader.next(.stringStart)
        placeKind = try reader.next(.placeKind)
        placeType = try reader.next(.placeType)
        placeScheduled = try reader.next(.placeScheduled)
        placeImportance = try reader.next(.placeImportance)
        placeLatitude = try reader.next(.placeLatitude)
        placeLongitude = try reader.next(.placeLongitude)
        placePassengers = try reader.next(.placePassengers)
        placeCountryKey = try reader.next(.placeCountryKey)
        placeCode = try reader.next(.placeCode)
        placeICAO = try reader.next(.placeICAO)
        placeName = try reader.next(.placeName)
        placeCity = try reader.next(.placeCity)
        placeRegionCode = try reader.next(.placeRegionCode)
        placeCountryCode = try reader.next(.placeCountryCode)
        placeTimeZone = try reader.next(.placeTimeZone)
        placeCityCode = try reader.next(.placeCityCode)
        placeCountryArea = try reader.next(.placeCountryArea)
        placeRegionArea = try reader.next(.placeRegionArea)
        aliasStart = try reader.next(.aliasStart)
        alias = try reader.next(.alias)
        groupStart = try reader.next(.groupStart)
        groupCode = try reader.next(.groupCode)
        groupMember = try reader.next(.groupMember)
        placeWordStart = try reader.next(.placeWordStart)
        placeWord = try reader.next(.placeWord)
        wordStart = try reader.next(.wordStart)
        wordLength = try reader.next(.wordLength)
        tokenBytes = try reader.next(.tokenBytes)
        tokenStart = try reader.next(.tokenStart)
        trieNode = try reader.next(.trieNode)
        trieWords = try reader.next(.trieWords)
        trieFirstNode = try reader.next(.trieFirstNode)
        postingStart = try reader.next(.postingStart)
        postingPlace = try reader.next(.postingPlace)
        postingOccurrence = try reader.next(.postingOccurrence)
        postingWord = try reader.next(.postingWord)
        codeKey = try reader.next(.codeKey)
        codePlace = try reader.next(.codePlace)
        areaKind = try reader.next(.areaKind)
        areaCode = try reader.next(.areaCode)
        areaName = try reader.next(.areaName)
        areaAliasStart = try reader.next(.areaAliasStart)
        areaAlias = try reader.next(.areaAlias)
        prefixBytes = try reader.next(.prefixBytes)
        prefixStart = try reader.next(.prefixStart)
        prefixResultStart = try reader.next(.prefixResultStart)
        resultPlace = try reader.next(.resultPlace)
        resultScore = try reader.next(.resultScore)
        resultFlags = try reader.next(.resultFlags)
        resultHighlightStart = try reader.next(.resultHighlightStart)
        highlightField = try reader.next(.highlightField)
        highlightStart = try reader.next(.highlightStart)
        highlightLength = try reader.next(.highlightLength)
        prefixLimit = try reader.next(.prefixLimit)
        placeOffered = try reader.next(.placeOffered)
        placePopulation = try reader.next(.placePopulation)
        placeLocalizedNames = try reader.next(.placeLocalizedNames)
        areaLocalizedNames = try reader.next(.areaLocalizedNames)
        placeASCIIWordEnd = try reader.next(.placeASCIIWordEnd)
        if validate { try checkReferences() }
    }

    /// Reads the directory entries in order, checking each section's id, element size, alignment
    /// and extent.
    private struct SectionReader {
        let bytes: UnsafeRawBufferPointer
        let base: UnsafeRawPointer
        var entry = SnapshotFormat.headerSize

        mutating func next<Element: BitwiseCopyable>(_ section: SnapshotSection) throws(SuggesterError)
            -> SnapshotArray<Element>
        {
            guard entry + SnapshotFormat.directoryEntrySize <= bytes.count else {
                throw .invalidSnapshot("the section directory is cut short")
            }
            let id = bytes.loadUnaligned(fromByteOffset: entry, as: UInt32.self)
            let size = Int(bytes.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self))
            let offset = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)
            let count = bytes.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
            entry += SnapshotFormat.directoryEntrySize
            guard id == section.rawValue, size == MemoryLayout<Element>.stride else {
                throw .invalidSnapshot("section \(section) is missing or of the wrong kind")
            }
            guard offset % UInt64(MemoryLayout<Element>.alignment) == 0, offset <= UInt64(bytes.count),
                count <= (UInt64(bytes.count) - offset) / UInt64(size)
            else {
                throw .invalidSnapshot("section \(section) lies outside the snapshot")
            }
            return SnapshotArray(base: base + Int(offset), count: Int(count))
        }
    }
}

extension IndexTables {
    /// Checks that every stored offset, index and reference points inside what it refers to, so
    /// that no query can read out of bounds. Orders that only affect results (sorted words and
    /// codes) are covered by the checksum.
    private func checkReferences() throws(SuggesterError) {
        let places = header.placeCount
        let strings = stringStart.count - 1
        let areas = areaKind.count
        func fail(_ what: String) -> SuggesterError { .invalidSnapshot("\(what) is out of range") }
        func checkOffsets(_ starts: SnapshotArray<UInt32>, owners: Int, end: Int, _ what: String) throws(SuggesterError)
        {
            guard owners >= 0, starts.count == owners + 1, starts[0] == 0, Int(starts[owners]) == end else {
                throw fail(what)
            }
            for index in 0..<owners where starts[index] > starts[index + 1] { throw fail(what) }
        }
        func checkIDs(_ ids: SnapshotArray<UInt32>, below limit: Int, optional: Bool, _ what: String)
            throws(SuggesterError)
        {
            for index in 0..<ids.count {
                let id = ids[index]
                if id == IndexData.none, optional { continue }
                if Int(id) >= limit { throw fail(what) }
            }
        }
        try checkOffsets(stringStart, owners: strings, end: stringBytes.count, "a string")
        for array in [placeKind.count, placeType.count, placeScheduled.count, placeImportance.count] + [
            placeLatitude.count, placeLongitude.count, placePassengers.count, placeCountryKey.count, placeCode.count,
            placeICAO.count, placeName.count, placeCity.count, placeRegionCode.count, placeCountryCode.count,
            placeTimeZone.count, placeCityCode.count, placeCountryArea.count, placeRegionArea.count,
            placeOffered.count, placePopulation.count, placeLocalizedNames.count,
        ] where array != places {
            throw fail("a place table")
        }
        guard header.lastCityGroup >= -1, Int(header.lastCityGroup) < places else { throw fail("the last city group") }
        for ids in [placeCode, placeName, placeCity] {
            try checkIDs(ids, below: strings, optional: false, "a place's name")
        }
        for ids in [placeICAO, placeRegionCode, placeCountryCode, placeTimeZone, placeCityCode, placeLocalizedNames] {
            try checkIDs(ids, below: strings, optional: true, "a place's detail")
        }
        try checkIDs(placeCountryArea, below: areas, optional: true, "a place's country")
        try checkIDs(placeRegionArea, below: areas, optional: true, "a place's region")
        try checkOffsets(aliasStart, owners: places, end: alias.count, "an alias")
        try checkIDs(alias, below: strings, optional: false, "an alias")
        try checkOffsets(groupStart, owners: places, end: groupCode.count, "a city group")
        guard groupMember.count == groupCode.count else { throw fail("a city group") }
        try checkIDs(groupCode, below: strings, optional: false, "a city group's code")
        try checkIDs(groupMember, below: places, optional: true, "a city group's airport")
        try checkOffsets(tokenStart, owners: header.tokenCount, end: tokenBytes.count, "a word")
        try checkOffsets(placeWordStart, owners: places, end: placeWord.count, "a place's words")
        guard wordStart.count == placeWord.count, wordLength.count == placeWord.count else { throw fail("the words") }
        guard placeASCIIWordEnd.count == places else { throw fail("a place's words") }
        for place in 0..<places
        where !(placeWordStart[place]...placeWordStart[place + 1]).contains(placeASCIIWordEnd[place]) {
            throw fail("a place's words")
        }
        for index in 0..<placeWord.count {
            let word = PlaceWord(rawValue: placeWord[index])
            guard Int(word.token) < header.tokenCount else { throw fail("a word") }
            guard word.fieldValue <= MatchField.country.rawValue else { throw fail("a word's field") }
            guard word.tokenLength == tokenLength(Int(word.token)) else { throw fail("a word's length") }
        }
        for token in 0..<header.tokenCount where Int(tokenStart[token + 1] - tokenStart[token]) > header.longestToken {
            throw fail("a word's length")
        }
        guard header.longestToken <= TextFolder.maximumWordLength else { throw fail("the longest word") }
        try checkTrie()
        try checkOffsets(postingStart, owners: header.tokenCount, end: postingPlace.count, "a posting")
        guard postingOccurrence.count == postingPlace.count else { throw fail("the postings") }
        try checkIDs(postingPlace, below: places, optional: false, "a posting")
        for index in 0..<postingOccurrence.count where postingOccurrence[index] & 7 > MatchField.country.rawValue {
            throw fail("a posting's field")
        }
        guard postingWord.count == postingPlace.count else { throw fail("the postings") }
        for token in 0..<header.tokenCount {
            for posting in Int(postingStart[token])..<Int(postingStart[token + 1]) {
                let place = Int(postingPlace[posting])
                let word = Int(postingWord[posting])
                guard (Int(placeWordStart[place])..<Int(placeWordStart[place + 1])).contains(word),
                    PlaceWord(rawValue: placeWord[word]).token == token
                else { throw fail("a posting's word") }
            }
        }
        guard codePlace.count == codeKey.count else { throw fail("the codes") }
        try checkIDs(codePlace, below: places, optional: false, "a code")
        guard areaCode.count == areas, areaName.count == areas, areaLocalizedNames.count == areas else {
            throw fail("the areas")
        }
        try checkIDs(areaLocalizedNames, below: strings, optional: true, "an area's names")
        try checkIDs(areaCode, below: strings, optional: false, "an area's code")
        try checkIDs(areaName, below: strings, optional: false, "an area's name")
        try checkOffsets(areaAliasStart, owners: areas, end: areaAlias.count, "an area's alias")
        try checkIDs(areaAlias, below: strings, optional: false, "an area's alias")
        let prefixes = prefixStart.count - 1
        try checkOffsets(prefixStart, owners: prefixes, end: prefixBytes.count, "a precomputed prefix")
        try checkOffsets(prefixResultStart, owners: prefixes, end: resultPlace.count, "a precomputed result")
        guard resultScore.count == resultPlace.count, resultFlags.count == resultPlace.count else {
            throw fail("the precomputed results")
        }
        try checkOffsets(
            resultHighlightStart, owners: resultPlace.count, end: highlightField.count, "a precomputed highlight")
        guard highlightStart.count == highlightField.count, highlightLength.count == highlightField.count else {
            throw fail("the precomputed highlights")
        }
        for index in 0..<highlightField.count where highlightField[index] > 1 {
            throw fail("a precomputed highlight's field")
        }
        try checkIDs(resultPlace, below: places, optional: false, "a precomputed result")
        guard prefixLimit.count == prefixes else { throw fail("the precomputed limits") }
        for prefix in 0..<prefixes
        where Int(prefixResultStart[prefix + 1] - prefixResultStart[prefix]) > Int(prefixLimit[prefix])
            || Int(prefixLimit[prefix]) > header.precomputedLimit
        {
            throw fail("a precomputed result list")
        }
    }

    /// Whether the bytes `a` sort strictly before `b`, as unsigned bytes, compared eight at a time.
    /// Complexity: O(n).
    private static func precedes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let shared = min(a.count, b.count)
        var index = 0
        while index + 8 <= shared {
            let x = a.loadUnaligned(fromByteOffset: index, as: UInt64.self).bigEndian
            let y = b.loadUnaligned(fromByteOffset: index, as: UInt64.self).bigEndian
            if x != y { return x < y }
            index += 8
        }
        while index < shared {
            if a[index] != b[index] { return a[index] < b[index] }
            index += 1
        }
        return a.count < b.count
    }

    /// Checks that the word trie is the one the words make (``IndexBuilder/trie(wordCount:word:)``),
    /// since the typo walk indexes its depth stack and the words by what the nodes say. It is
    /// checked where it lies, allocating nothing: the nodes are stored level by level, each node's
    /// children together and in the order their parents come, so the children of the nodes, taken
    /// in order, are the nodes after the root's children, each once; and each node's words are
    /// those of its parent whose byte at its depth is its byte, split by byte in increasing order
    /// after the parent's own word. With the words sorted and distinct, that is the trie they
    /// make. No stored index is used before it is checked, so a damaged trie cannot make the check
    /// read out of bounds. Complexity: O(b + n) for b bytes of words and n nodes (a node reads
    /// two of its words and its children).
    private func checkTrie() throws(SuggesterError) {
        let words = header.tokenCount
        for id in 1..<max(1, words) where !Self.precedes(token(id - 1), token(id)) {
            throw .invalidSnapshot("its words are not sorted")
        }
        let invalid = SuggesterError.invalidSnapshot("its word trie does not match its words")
        let nodes = trieNode.count
        guard trieWords.count == 2 * nodes, trieFirstNode.count == 257, words == 0 || nodes > 0 else { throw invalid }
        /// Checks the nodes `children`, a range of nodes at `depth` whose words are `range` after
        /// their parent's own word: each takes the next words sharing its byte at `depth - 1`.
        func checkChildren(_ children: Range<Int>, depth: Int, words range: Range<Int>) throws(SuggesterError) {
            var next = range.lowerBound
            var previousByte = -1
            for child in children {
                let node = TrieNode(rawValue: trieNode[child])
                let first = Int(trieWords[2 * child])
                let end = Int(trieWords[2 * child + 1])
                guard node.depth == depth, Int(node.byte) > previousByte, first == next, end > first,
                    end <= range.upperBound
                else { throw invalid }
                previousByte = Int(node.byte)
                // Sorted words sharing the parent's prefix: the first and last have the byte, so all
                // do; the next word is the next child's first, whose byte is greater.
                let (firstBytes, lastBytes) = (token(first), token(end - 1))
                guard firstBytes.count >= depth, firstBytes[depth - 1] == node.byte, lastBytes.count >= depth,
                    lastBytes[depth - 1] == node.byte, node.isTerminal == (firstBytes.count == depth)
                else { throw invalid }
                // The longest word below: its own, or its children's longest (checked in their turn).
                var longest = node.isTerminal ? depth : 0
                for grandchild in node.children where grandchild < nodes {
                    longest = max(longest, TrieNode(rawValue: trieNode[grandchild]).longestWord)
                }
                guard node.longestWord == longest else { throw invalid }
                next = end
            }
            guard next == range.upperBound else { throw invalid }
        }
        // The root's children hold every word; firstNode gives, for each byte, the first of them
        // whose byte is at least it.
        let rootChildren = Int(trieFirstNode[256])
        guard rootChildren <= nodes else { throw invalid }
        try checkChildren(0..<rootChildren, depth: 1, words: 0..<words)
        for byte in 0...255 {
            let first = Int(trieFirstNode[byte])
            guard first <= rootChildren, first == 0 || Int(TrieNode(rawValue: trieNode[first - 1]).byte) < byte,
                first == rootChildren || Int(TrieNode(rawValue: trieNode[first]).byte) >= byte
            else { throw invalid }
        }
        // Every other node is a child of one node before it, in order.
        var expectedChild = rootChildren
        for index in 0..<nodes {
            let node = TrieNode(rawValue: trieNode[index])
            let children = node.children
            // A node's children come after it (its own words were checked as its parent's child).
            guard children.lowerBound == expectedChild, children.lowerBound > index, children.upperBound <= nodes
            else { throw invalid }
            expectedChild = children.upperBound
            // A leaf is a word's end, with that word alone.
            guard !children.isEmpty else {
                guard node.isTerminal, trieWords[2 * index + 1] == trieWords[2 * index] + 1 else { throw invalid }
                continue
            }
            let first = Int(trieWords[2 * index]) + (node.isTerminal ? 1 : 0)
            let end = Int(trieWords[2 * index + 1])
            guard first <= end, end <= words else { throw invalid }
            try checkChildren(children, depth: node.depth + 1, words: first..<end)
        }
        guard expectedChild == nodes else { throw invalid }
    }

    // MARK: Reading

    /// The bytes of a string.
    @inline(__always)
    func string(_ id: UInt32) -> UnsafeRawBufferPointer {
        stringBytes.bytes(Int(stringStart[id])..<Int(stringStart[Int(id) + 1]))
    }

    /// A string as a Swift string, or nil for ``IndexData/none``.
    func text(_ id: UInt32) -> String? {
        id == IndexData.none ? nil : String(decoding: string(id), as: UTF8.self)
    }

    /// The names in other languages a ``LocalizedNames`` text holds; empty for ``IndexData/none``.
    func localizedNames(_ id: UInt32) -> [String: String] {
        text(id).map { LocalizedNames.parse($0[...]) } ?? [:]
    }

    /// The bytes of a word.
    @inline(__always)
    func token(_ id: Int) -> UnsafeRawBufferPointer {
        tokenBytes.bytes(Int(tokenStart[id])..<Int(tokenStart[id + 1]))
    }

    /// The length of a word in bytes.
    @inline(__always)
    func tokenLength(_ id: Int) -> Int {
        Int(tokenStart[id + 1] &- tokenStart[id])
    }
}
