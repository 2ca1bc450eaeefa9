/// The binary format of an index snapshot, version ``version``: everything an index needs to answer
/// queries, laid out so that it is read where it lies, with no parsing, sorting, hashing or
/// per-place allocation, and each table in as few bytes as its values need.
///
/// All numbers are little-endian. The file is:
/// - a 64-byte header: the magic `INTENTAP`, the format version, the number of sections, the
///   checksum of the source the index was built from, the checksum of everything after the
///   header, the total length, and the place count, word count, last city group, precomputed
///   result limit, longest word and string count;
/// - a directory of 24 bytes per section: its id, the bytes of each element, its offset and its
///   element count;
/// - the sections, each aligned to 8 bytes, in ``SnapshotSection`` order. A section of machine
///   numbers (bytes, 16- and 32-bit integers, `Double`) is an array of them; every other is a ``PackedArray`` whose
///   width the builder chose from its largest value, followed by ``PackedArray/padding`` bytes.
///
/// The strings are sorted and stored in blocks of ``stringBlockSize`` (``StringTable``); the words,
/// as a radix tree (``WordTree``).
///
/// A snapshot loaded from a file is checked in full before use (``IndexTables/init(validating:)``):
/// header, checksum, and every stored offset and index against the arrays it points into, so a
/// truncated, damaged, foreign or older file is refused with a reason and can never make a query
/// read out of bounds.
enum SnapshotFormat {
    /// The first eight bytes of every snapshot.
    static let magic = Array("INTENTAP".utf8)
    /// The format version this build reads and writes: 16 since a place's words of the name field
    /// after its name's text are its known names' (``PlaceWord/isKnownName``), which a build reading
    /// 15 would take for its name's and highlight wrongly.
    static let version: UInt32 = 16
    /// The size of the fixed header.
    static let headerSize = 64
    /// The size of a directory entry.
    static let directoryEntrySize = 24
    /// How many strings a block of the string table holds.
    static let stringBlockSize = 16

    /// A section's bytes as it is written, and what the directory says of it.
    private struct EncodedSection {
        var section: SnapshotSection
        var elementSize: Int
        var count: Int
        var bytes: [UInt8]
    }

    /// The bytes of a snapshot of the data.
    static func encode(_ data: IndexData) -> [UInt8] {
        var sections: [EncodedSection] = []
        func add<Element: BitwiseCopyable>(_ section: SnapshotSection, _ array: [Element]) {
            assert(sections.count + 1 == Int(section.rawValue), "sections out of order at \(section)")
            assert(!section.isPacked, "\(section) is packed")
            let bytes = array.withUnsafeBytes { Array($0) }
            sections.append(
                EncodedSection(
                    section: section, elementSize: MemoryLayout<Element>.stride, count: array.count, bytes: bytes))
        }
        func pack<Value: FixedWidthInteger>(_ section: SnapshotSection, _ values: [Value]) {
            assert(sections.count + 1 == Int(section.rawValue), "sections out of order at \(section)")
            assert(section.isPacked, "\(section) is not packed")
            var largest: UInt64 = 0
            for value in values
            where !(Value.self == UInt32.self && UInt32(truncatingIfNeeded: value) == IndexData.none) {
                largest = max(largest, UInt64(truncatingIfNeeded: value))
            }
            let width = PackedArray.width(for: largest)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(values.count * width + PackedArray.padding)
            PackedArray.append(values, width: width, to: &bytes)
            sections.append(EncodedSection(section: section, elementSize: width, count: values.count, bytes: bytes))
        }
        let strings = StringTable.encode(data.strings, blockSize: stringBlockSize)
        pack(.stringBlock, strings.blockStart)
        add(.stringBytes, strings.bytes)
        add(.placeFlags, data.placeFlags)
        add(.placeImportance, data.placeImportance)
        add(.placeRecord, PlaceRecords.encode(data))
        add(.placeLatitude, data.placeLatitude)
        add(.placeLongitude, data.placeLongitude)
        add(.placeWordBeginnings, data.placeWordBeginnings)
        pack(.placePassengers, data.placePassengers)
        pack(.placePopulation, data.placePopulation)
        add(.placeCountryKey, data.placeCountryKey)
        pack(.placeCode, data.placeCode)
        pack(.placeICAO, data.placeICAO)
        pack(.placeName, data.placeName)
        pack(.placeCity, data.placeCity)
        pack(.placeRegionCode, data.placeRegionCode)
        pack(.placeCountryCode, data.placeCountryCode)
        pack(.placeTimeZone, data.placeTimeZone)
        pack(.placeCityCode, data.placeCityCode)
        pack(.placeLocalizedNames, data.placeLocalizedNames)
        pack(.aliasStart, data.aliasStart)
        pack(.alias, data.alias)
        pack(.wholeTextAliasStart, data.wholeTextAliasStart)
        pack(.wholeTextAlias, data.wholeTextAlias)
        pack(.groupStart, data.groupStart)
        pack(.groupCode, data.groupCode)
        pack(.groupMember, data.groupMember)
        pack(.placeWord, data.placeWord)
        pack(.areaWordStart, data.areaWordStart)
        pack(.placeCityBounds, data.placeCityBounds)
        pack(.boundStart, data.boundStart)
        pack(.boundLength, data.boundLength)
        add(.wordTree, data.wordTree)
        pack(.wordTreeRootChild, data.wordTreeRootChild)
        pack(.wordTreeRootFirstWord, data.wordTreeRootFirstWord)
        add(.tokenLength, data.tokenLength)
        pack(.postingStart, data.postingStart)
        pack(.postingPlace, data.postingPlace)
        add(.postingOccurrence, data.postingOccurrence)
        add(.codeKey, data.codeKey)
        pack(.codePlace, data.codePlace)
        add(.areaKind, data.areaKind)
        pack(.areaCode, data.areaCode)
        pack(.areaName, data.areaName)
        pack(.areaAliasStart, data.areaAliasStart)
        pack(.areaAlias, data.areaAlias)
        pack(.areaLocalizedNames, data.areaLocalizedNames)
        add(.prefixBytes, data.prefixBytes)
        pack(.prefixStart, data.prefixStart)
        pack(.prefixResultStart, data.prefixResultStart)
        pack(.prefixWordStart, data.prefixWordStart)
        add(.prefixLimit, data.prefixLimit)
        pack(.resultPlace, data.resultPlace)
        add(.resultFlags, data.resultFlags)
        pack(.resultWord, data.resultWord)
        pack(.resultHighlightStart, data.resultHighlightStart)
        pack(.resultHighlightLength, data.resultHighlightLength)
        pack(.explicitResult, data.explicitResult)
        add(.explicitScore, data.explicitScore)

        var body: [UInt8] = []
        var offset = headerSize + sections.count * directoryEntrySize
        for section in sections {
            offset = (offset + 7) & ~7
            body.appendInteger(section.section.rawValue)
            body.appendInteger(UInt32(section.elementSize))
            body.appendInteger(UInt64(offset))
            body.appendInteger(UInt64(section.count))
            offset += section.bytes.count
        }
        for section in sections {
            while (headerSize + body.count) % 8 != 0 { body.append(0) }
            body += section.bytes
        }
        var bytes = magic
        bytes.appendInteger(version)
        bytes.appendInteger(UInt32(sections.count))
        bytes.appendInteger(data.sourceChecksum)
        bytes.appendInteger(Checksum.of(body))
        bytes.appendInteger(UInt64(headerSize + body.count))
        bytes.appendInteger(UInt32(data.placeFlags.count))
        bytes.appendInteger(UInt32(data.tokenLength.count))
        bytes.appendInteger(data.lastCityGroup)
        bytes.appendInteger(data.precomputedLimit)
        bytes.appendInteger(data.longestToken)
        bytes.appendInteger(UInt32(data.strings.count))
        assert(bytes.count == headerSize)
        return bytes + body
    }

    /// The header fields of a snapshot, checked for what can be checked without the body.
    struct Header {
        var sectionCount: Int
        var sourceChecksum: UInt64
        var bodyChecksum: UInt64
        var placeCount: Int
        var tokenCount: Int
        var lastCityGroup: Int32
        var precomputedLimit: Int
        var longestToken: Int
        var stringCount: Int

        /// Reads the header.
        /// - Throws: ``SuggesterError/invalidSnapshot(_:)``: too short, not a snapshot, another
        ///   format version, or a length that differs from the bytes'.
        init(_ bytes: UnsafeRawBufferPointer) throws(SuggesterError) {
            guard bytes.count >= headerSize else {
                throw .invalidSnapshot("\(bytes.count) bytes is shorter than a snapshot's header")
            }
            guard bytes.prefix(8).elementsEqual(magic) else {
                throw .invalidSnapshot("it does not start with INTENTAP: it is not an index snapshot")
            }
            let fileVersion = bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)
            guard fileVersion == version else {
                throw .invalidSnapshot("format version \(fileVersion); this build reads version \(version)")
            }
            let length = bytes.loadUnaligned(fromByteOffset: 32, as: UInt64.self)
            guard length == UInt64(bytes.count) else {
                throw .invalidSnapshot(
                    "the header says \(length) bytes, but there are \(bytes.count): it is truncated or padded")
            }
            sectionCount = Int(bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self))
            sourceChecksum = bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            bodyChecksum = bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            placeCount = Int(bytes.loadUnaligned(fromByteOffset: 40, as: UInt32.self))
            tokenCount = Int(bytes.loadUnaligned(fromByteOffset: 44, as: UInt32.self))
            lastCityGroup = bytes.loadUnaligned(fromByteOffset: 48, as: Int32.self)
            precomputedLimit = Int(bytes.loadUnaligned(fromByteOffset: 52, as: UInt32.self))
            longestToken = Int(bytes.loadUnaligned(fromByteOffset: 56, as: UInt32.self))
            stringCount = Int(bytes.loadUnaligned(fromByteOffset: 60, as: UInt32.self))
            guard sectionCount == SnapshotSection.allCases.count else {
                throw .invalidSnapshot(
                    "\(sectionCount) sections; version \(version) has \(SnapshotSection.allCases.count)")
            }
        }
    }
}

/// The sections of a snapshot, in the order they are stored. Their ids number from 1.
enum SnapshotSection: UInt32, CaseIterable {
    case stringBlock = 1, stringBytes
    case placeFlags, placeImportance, placeRecord, placeLatitude, placeLongitude, placeWordBeginnings
    case placePassengers, placePopulation
    case placeCountryKey, placeCode, placeICAO, placeName, placeCity, placeRegionCode, placeCountryCode
    case placeTimeZone, placeCityCode, placeLocalizedNames
    case aliasStart, alias, wholeTextAliasStart, wholeTextAlias, groupStart, groupCode, groupMember
    case placeWord, areaWordStart, placeCityBounds, boundStart, boundLength
    case wordTree, wordTreeRootChild, wordTreeRootFirstWord, tokenLength
    case postingStart, postingPlace, postingOccurrence
    case codeKey, codePlace
    case areaKind, areaCode, areaName, areaAliasStart, areaAlias, areaLocalizedNames
    case prefixBytes, prefixStart, prefixResultStart, prefixWordStart, prefixLimit
    case resultPlace, resultFlags, resultWord, resultHighlightStart, resultHighlightLength, explicitResult
    case explicitScore

    /// Whether the section is a ``PackedArray`` rather than an array of machine numbers.
    var isPacked: Bool {
        switch self {
        case .stringBytes, .placeFlags, .placeImportance, .placeRecord, .placeLatitude, .placeLongitude,
            .placeWordBeginnings, .placeCountryKey,
            .wordTree, .tokenLength, .postingOccurrence, .codeKey, .areaKind, .prefixBytes, .prefixLimit,
            .resultFlags, .explicitScore:
            false
        default: true
        }
    }
}

extension Array where Element == UInt8 {
    /// Appends an integer's little-endian bytes.
    mutating func appendInteger<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
