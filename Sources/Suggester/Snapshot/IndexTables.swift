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

    let strings: StringTable
    let placeFlags: SnapshotArray<UInt8>
    let placeKind: BitFieldColumn
    let placeType: BitFieldColumn
    let placeScheduled: BitFieldColumn
    let placeOffered: BitFieldColumn
    let placeRecords: PlaceRecords
    let placeImportance: SnapshotArray<Double>
    let placeLatitude: DegreesColumn
    let placeLongitude: DegreesColumn
    let placeWordBeginnings: SnapshotArray<UInt64>
    let placePassengers: CountColumn
    let placePopulation: CountColumn
    let placeCountryKey: SnapshotArray<UInt16>
    let placeCode: IDColumn
    let placeICAO: IDColumn
    let placeName: IDColumn
    let placeCity: IDColumn
    let placeRegionCode: IDColumn
    let placeCountryCode: IDColumn
    let placeTimeZone: IDColumn
    let placeCityCode: IDColumn
    let placeLocalizedNames: IDColumn
    let placeCountryArea: AreaColumn
    let placeRegionArea: AreaColumn
    let aliasStart: PackedArray
    let alias: IDColumn
    let wholeTextAliasStart: PackedArray
    let wholeTextAlias: IDColumn
    let groupStart: PackedArray
    let groupCode: IDColumn
    let groupMember: IDColumn
    let placeWord: PackedArray
    let areaWordStart: PackedArray
    let placeCityBounds: PackedArray
    let boundStart: PackedArray
    let boundLength: PackedArray
    let words: WordTree
    let tokenLengths: SnapshotArray<UInt8>
    let postingStart: PackedArray
    let postingPlace: PackedArray
    let postingOccurrence: SnapshotArray<UInt8>
    let codeKey: SnapshotArray<UInt32>
    let codePlace: IDColumn
    let areaKind: SnapshotArray<UInt8>
    let areaCode: IDColumn
    let areaName: IDColumn
    let areaAliasStart: PackedArray
    let areaAlias: IDColumn
    let areaLocalizedNames: IDColumn
    let prefixBytes: SnapshotArray<UInt8>
    let prefixStart: PackedArray
    let prefixResultStart: PackedArray
    let prefixWordStart: PackedArray
    let prefixLimit: SnapshotArray<UInt8>
    let resultPlace: IDColumn
    let resultFlags: SnapshotArray<UInt8>
    let resultWord: PackedArray
    let resultHighlightStart: PackedArray
    let resultHighlightLength: PackedArray
    let explicitResult: PackedArray
    let explicitScore: SnapshotArray<Double>

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
        strings = StringTable(
            blockStart: try reader.packed(.stringBlock), bytes: try reader.next(.stringBytes),
            count: header.stringCount, blockSize: SnapshotFormat.stringBlockSize)
        placeFlags = try reader.next(.placeFlags)
        placeKind = BitFieldColumn(bytes: placeFlags, shift: 0, mask: 3)
        placeType = BitFieldColumn(bytes: placeFlags, shift: 2, mask: 7)
        placeScheduled = BitFieldColumn(bytes: placeFlags, shift: 5, mask: 1)
        placeOffered = BitFieldColumn(bytes: placeFlags, shift: 6, mask: 1)
        placeImportance = try reader.next(.placeImportance)
        let records: SnapshotArray<UInt8> = try reader.next(.placeRecord)
        guard records.count == (header.placeCount + 1) * PlaceRecords.size else {
            throw .invalidSnapshot("a place table is out of range")
        }
        placeRecords = PlaceRecords(base: records.base, count: header.placeCount + 1)
        placeCountryArea = AreaColumn(records: placeRecords, isCountry: true)
        placeRegionArea = AreaColumn(records: placeRecords, isCountry: false)
        placeLatitude = DegreesColumn(units: try reader.next(.placeLatitude))
        placeLongitude = DegreesColumn(units: try reader.next(.placeLongitude))
        placeWordBeginnings = try reader.next(.placeWordBeginnings)
        placePassengers = CountColumn(values: try reader.ids(.placePassengers))
        placePopulation = CountColumn(values: try reader.ids(.placePopulation))
        placeCountryKey = try reader.next(.placeCountryKey)
        placeCode = try reader.ids(.placeCode)
        placeICAO = try reader.ids(.placeICAO)
        placeName = try reader.ids(.placeName)
        placeCity = try reader.ids(.placeCity)
        placeRegionCode = try reader.ids(.placeRegionCode)
        placeCountryCode = try reader.ids(.placeCountryCode)
        placeTimeZone = try reader.ids(.placeTimeZone)
        placeCityCode = try reader.ids(.placeCityCode)
        placeLocalizedNames = try reader.ids(.placeLocalizedNames)
        aliasStart = try reader.packed(.aliasStart)
        alias = try reader.ids(.alias)
        wholeTextAliasStart = try reader.packed(.wholeTextAliasStart)
        wholeTextAlias = try reader.ids(.wholeTextAlias)
        groupStart = try reader.packed(.groupStart)
        groupCode = try reader.ids(.groupCode)
        groupMember = try reader.ids(.groupMember)
        placeWord = try reader.packed(.placeWord, widest: 8)
        areaWordStart = try reader.packed(.areaWordStart)
        placeCityBounds = try reader.packed(.placeCityBounds)
        boundStart = try reader.packed(.boundStart)
        boundLength = try reader.packed(.boundLength)
        words = WordTree(
            bytes: try reader.next(.wordTree), rootChild: try reader.packed(.wordTreeRootChild),
            rootFirstWord: try reader.packed(.wordTreeRootFirstWord))
        tokenLengths = try reader.next(.tokenLength)
        postingStart = try reader.packed(.postingStart)
        postingPlace = try reader.packed(.postingPlace)
        postingOccurrence = try reader.next(.postingOccurrence)
        codeKey = try reader.next(.codeKey)
        codePlace = try reader.ids(.codePlace)
        areaKind = try reader.next(.areaKind)
        areaCode = try reader.ids(.areaCode)
        areaName = try reader.ids(.areaName)
        areaAliasStart = try reader.packed(.areaAliasStart)
        areaAlias = try reader.ids(.areaAlias)
        areaLocalizedNames = try reader.ids(.areaLocalizedNames)
        prefixBytes = try reader.next(.prefixBytes)
        prefixStart = try reader.packed(.prefixStart)
        prefixResultStart = try reader.packed(.prefixResultStart)
        prefixWordStart = try reader.packed(.prefixWordStart)
        prefixLimit = try reader.next(.prefixLimit)
        resultPlace = try reader.ids(.resultPlace)
        resultFlags = try reader.next(.resultFlags)
        resultWord = try reader.packed(.resultWord)
        resultHighlightStart = try reader.packed(.resultHighlightStart)
        resultHighlightLength = try reader.packed(.resultHighlightLength)
        explicitResult = try reader.packed(.explicitResult)
        explicitScore = try reader.next(.explicitScore)
        if validate { try checkReferences() }
    }

    /// Reads the directory entries in order, checking each section's id, element size, alignment
    /// and extent.
    private struct SectionReader {
        let bytes: UnsafeRawBufferPointer
        let base: UnsafeRawPointer
        var entry = SnapshotFormat.headerSize
        /// Where every section begins: at a multiple of 8 bytes, so that reading a column of 2, 4 or
        /// 8-byte numbers, or a place's record, is an aligned load.
        static let alignment = 8

        /// The next directory entry, which must be `section`'s: its element size, offset and count.
        private mutating func entry(_ section: SnapshotSection) throws(SuggesterError) -> (Int, UInt64, UInt64) {
            guard entry + SnapshotFormat.directoryEntrySize <= bytes.count else {
                throw .invalidSnapshot("the section directory is cut short")
            }
            let id = bytes.loadUnaligned(fromByteOffset: entry, as: UInt32.self)
            let size = Int(bytes.loadUnaligned(fromByteOffset: entry + 4, as: UInt32.self))
            let offset = bytes.loadUnaligned(fromByteOffset: entry + 8, as: UInt64.self)
            let count = bytes.loadUnaligned(fromByteOffset: entry + 16, as: UInt64.self)
            entry += SnapshotFormat.directoryEntrySize
            guard id == section.rawValue else { throw .invalidSnapshot("section \(section) is missing") }
            return (size, offset, count)
        }

        /// The section `section` as an array of machine numbers, which must be `Element`'s size.
        mutating func next<Element: BitwiseCopyable>(_ section: SnapshotSection) throws(SuggesterError)
            -> SnapshotArray<Element>
        {
            let (size, offset, count) = try entry(section)
            guard size == MemoryLayout<Element>.stride else {
                throw .invalidSnapshot("section \(section) is of the wrong kind")
            }
            guard offset % UInt64(Self.alignment) == 0, offset <= UInt64(bytes.count),
                count <= (UInt64(bytes.count) - offset) / UInt64(size)
            else {
                throw .invalidSnapshot("section \(section) lies outside the snapshot")
            }
            return SnapshotArray(base: base + Int(offset), count: Int(count))
        }

        /// The packed column `section`, of values at most `widest` bytes wide: four for every column
        /// but the place words, so that a value read as an `Int` is never negative.
        mutating func packed(_ section: SnapshotSection, widest: Int = 4) throws(SuggesterError) -> PackedArray {
            let (width, offset, count) = try entry(section)
            guard (1...widest).contains(width), offset % UInt64(Self.alignment) == 0 else {
                throw .invalidSnapshot("section \(section) is of the wrong kind")
            }
            // The values and the padding after them, which the last value's read reaches into.
            guard offset <= UInt64(bytes.count), count <= UInt64(bytes.count) / UInt64(width),
                count * UInt64(width) + UInt64(PackedArray.padding) <= UInt64(bytes.count) - offset
            else {
                throw .invalidSnapshot("section \(section) lies outside the snapshot")
            }
            return PackedArray(base: base + Int(offset), count: Int(count), width: width)
        }

        /// The packed column `section` read as ids (``IDColumn``).
        mutating func ids(_ section: SnapshotSection) throws(SuggesterError) -> IDColumn {
            IDColumn(values: try packed(section))
        }
    }
}

extension IndexTables {
    // MARK: Reading

    /// A string as a Swift string, or nil for ``IndexData/none``.
    func text(_ id: UInt32) -> String? {
        strings.text(id)
    }

    /// Whether string `id` holds these bytes.
    func string(_ id: UInt32, equals bytes: some Collection<UInt8>) -> Bool {
        strings.string(id)?.elementsEqual(bytes) ?? false
    }

    /// The names in other languages a ``LocalizedNames`` text holds; empty for ``IndexData/none``.
    func localizedNames(_ id: UInt32) -> [String: String] {
        text(id).map { LocalizedNames.parse($0[...]) } ?? [:]
    }

    /// The bytes of a word. Complexity: that of ``WordTree/word(_:)``.
    func token(_ id: Int) -> [UInt8] {
        words.word(id)
    }

    /// The length of a word in bytes.
    @inline(__always)
    func tokenLength(_ id: Int) -> Int {
        Int(tokenLengths[id])
    }

    /// A place's words, run after run (``PlaceWordSegments``). Complexity: O(1).
    @inline(__always)
    func segments(ofPlace place: Int) -> PlaceWordSegments {
        let region = placeRecords.region(place)
        let country = placeRecords.country(place)
        return PlaceWordSegments(
            own: placeRecords.ownWords(place), split: placeRecords.split(place),
            region: region == IndexData.none ? 0..<0 : areaWordStart.range(Int(region)),
            country: country == IndexData.none ? 0..<0 : areaWordStart.range(Int(country)))
    }

    /// The word at `index` of the words column.
    @inline(__always)
    func placeWord(_ index: Int) -> PlaceWord {
        PlaceWord(rawValue: placeWord[index])
    }

    /// The postings of word `token`. Complexity: O(1).
    @inline(__always)
    func postings(ofToken token: Int) -> Range<Int> {
        postingStart.range(token)
    }

    /// The postings of the words `tokens`, one contiguous run. Complexity: O(1).
    @inline(__always)
    func postings(ofTokens tokens: Range<Int>) -> Range<Int> {
        postingStart.int(tokens.lowerBound)..<postingStart.int(tokens.upperBound)
    }

    /// Where a word of a place's city or name lies in that text, for highlighting: its first Unicode
    /// scalar and its length, joined words spanning their last; nil for other words (a known
    /// name's too).
    @inline(__always)
    func bounds(of word: PlaceWord, inPlace place: Int) -> (start: Int, length: Int)? {
        let field = word.fieldValue
        guard field <= MatchField.name.rawValue, !word.isKnownName else { return nil }
        let first =
            placeRecords.bounds(place).lowerBound + (field == MatchField.name.rawValue ? placeCityBounds.int(place) : 0)
        let start = boundStart.int(first + word.position)
        let last = first + word.position + word.span
        return (start, boundStart.int(last) + boundLength.int(last) - start)
    }
}
