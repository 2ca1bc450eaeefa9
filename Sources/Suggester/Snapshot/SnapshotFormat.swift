/// The binary format of an index snapshot, version ``version``: everything an index needs to answer
/// queries, laid out so that it is read where it lies, with no parsing, sorting, hashing or
/// per-place allocation.
///
/// All numbers are little-endian. The file is:
/// - a 64-byte header: the magic `INTENTAP`, the format version, the number of sections, the
///   checksum of the source the index was built from, the checksum of everything after the
///   header, the total length, and the place count, word count, last city group, precomputed
///   result count and longest word;
/// - a directory of 24 bytes per section: its id, element size, offset and element count;
/// - the sections, each aligned to 8 bytes, in ``SnapshotSection`` order.
///
/// A snapshot loaded from a file is checked in full before use (``IndexTables/init(validating:)``):
/// header, checksum, and every stored offset and index against the arrays it points into, so a
/// truncated, damaged, foreign or older file is refused with a reason and can never make a query
/// read out of bounds.
enum SnapshotFormat {
    /// The first eight bytes of every snapshot.
    static let magic = Array("INTENTAP".utf8)
    /// The format version this build reads and writes.
    static let version: UInt32 = 9
    /// The size of the fixed header.
    static let headerSize = 64
    /// The size of a directory entry.
    static let directoryEntrySize = 24

    /// The bytes of a snapshot of the data.
    static func encode(_ data: IndexData) -> [UInt8] {
        var sections: [(SnapshotSection, elementSize: Int, count: Int, bytes: [UInt8])] = []
        func add<Element: BitwiseCopyable>(_ section: SnapshotSection, _ array: [Element]) {
            assert(sections.count + 1 == Int(section.rawValue), "sections out of order at \(section)")
            let bytes = array.withUnsafeBytes { Array($0) }
            sections.append((section, MemoryLayout<Element>.stride, array.count, bytes))
        }
        add(.stringBytes, data.stringBytes)
        add(.stringStart, data.stringStart)
        add(.placeKind, data.placeKind)
        add(.placeType, data.placeType)
        add(.placeScheduled, data.placeScheduled)
        add(.placeImportance, data.placeImportance)
        add(.placeLatitude, data.placeLatitude)
        add(.placeLongitude, data.placeLongitude)
        add(.placePassengers, data.placePassengers)
        add(.placeCountryKey, data.placeCountryKey)
        add(.placeCode, data.placeCode)
        add(.placeICAO, data.placeICAO)
        add(.placeName, data.placeName)
        add(.placeCity, data.placeCity)
        add(.placeRegionCode, data.placeRegionCode)
        add(.placeCountryCode, data.placeCountryCode)
        add(.placeTimeZone, data.placeTimeZone)
        add(.placeCityCode, data.placeCityCode)
        add(.placeCountryArea, data.placeCountryArea)
        add(.placeRegionArea, data.placeRegionArea)
        add(.aliasStart, data.aliasStart)
        add(.alias, data.alias)
        add(.groupStart, data.groupStart)
        add(.groupCode, data.groupCode)
        add(.groupMember, data.groupMember)
        add(.placeWordStart, data.placeWordStart)
        add(.placeWord, data.placeWord)
        add(.wordStart, data.wordStart)
        add(.wordLength, data.wordLength)
        add(.tokenBytes, data.tokenBytes)
        add(.tokenStart, data.tokenStart)
        add(.trieNode, data.trieNode)
        add(.trieWords, data.trieWords)
        add(.trieFirstNode, data.trieFirstNode)
        add(.postingStart, data.postingStart)
        add(.postingPlace, data.postingPlace)
        add(.postingOccurrence, data.postingOccurrence)
        add(.postingWord, data.postingWord)
        add(.codeKey, data.codeKey)
        add(.codePlace, data.codePlace)
        add(.areaKind, data.areaKind)
        add(.areaCode, data.areaCode)
        add(.areaName, data.areaName)
        add(.areaAliasStart, data.areaAliasStart)
        add(.areaAlias, data.areaAlias)
        add(.prefixBytes, data.prefixBytes)
        add(.prefixStart, data.prefixStart)
        add(.prefixResultStart, data.prefixResultStart)
        add(.resultPlace, data.resultPlace)
        add(.resultScore, data.resultScore)
        add(.resultFlags, data.resultFlags)
        add(.resultHighlightStart, data.resultHighlightStart)
        add(.highlightField, data.highlightField)
        add(.highlightStart, data.highlightStart)
        add(.highlightLength, data.highlightLength)
        add(.prefixLimit, data.prefixLimit)
        add(.placeOffered, data.placeOffered)
        add(.placePopulation, data.placePopulation)
        add(.placeLocalizedNames, data.placeLocalizedNames)
        add(.areaLocalizedNames, data.areaLocalizedNames)
        add(.placeASCIIWordEnd, data.placeASCIIWordEnd)

        var body: [UInt8] = []
        var offset = headerSize + sections.count * directoryEntrySize
        for section in sections {
            offset = (offset + 7) & ~7
            body.appendInteger(section.0.rawValue)
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
        bytes.appendInteger(UInt32(data.placeKind.count))
        bytes.appendInteger(UInt32(data.tokenStart.count - 1))
        bytes.appendInteger(data.lastCityGroup)
        bytes.appendInteger(data.precomputedLimit)
        bytes.appendInteger(data.longestToken)
        bytes.appendInteger(UInt32(0))
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
            guard sectionCount == SnapshotSection.allCases.count else {
                throw .invalidSnapshot(
                    "\(sectionCount) sections; version \(version) has \(SnapshotSection.allCases.count)")
            }
        }
    }
}

/// The sections of a snapshot, in the order they are stored. Their ids number from 1.
enum SnapshotSection: UInt32, CaseIterable {
    case stringBytes = 1, stringStart
    case placeKind, placeType, placeScheduled, placeImportance, placeLatitude, placeLongitude, placePassengers
    case placeCountryKey, placeCode, placeICAO, placeName, placeCity, placeRegionCode, placeCountryCode
    case placeTimeZone, placeCityCode, placeCountryArea, placeRegionArea, aliasStart, alias, groupStart
    case groupCode, groupMember, placeWordStart
    case placeWord, wordStart, wordLength
    case tokenBytes, tokenStart, trieNode, trieWords, trieFirstNode
    case postingStart, postingPlace, postingOccurrence, postingWord
    case codeKey, codePlace
    case areaKind, areaCode, areaName, areaAliasStart, areaAlias
    case prefixBytes, prefixStart, prefixResultStart, resultPlace, resultScore, resultFlags, resultHighlightStart
    case highlightField, highlightStart, highlightLength, prefixLimit
    case placeOffered, placePopulation, placeLocalizedNames, areaLocalizedNames, placeASCIIWordEnd
}

extension Array where Element == UInt8 {
    /// Appends an integer's little-endian bytes.
    mutating func appendInteger<Value: FixedWidthInteger>(_ value: Value) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
