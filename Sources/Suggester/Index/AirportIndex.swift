/// An immutable index of airports and city groups that answers as-you-type queries.
///
/// An index is a snapshot (see ``SnapshotFormat``): one block of bytes holding every table a query
/// reads, read where it lies. It comes from a dataset built at run time, from a snapshot file
/// mapped into memory, or from the snapshot compiled into the program; all three answer alike,
/// through the same code. It is a `Sendable` value: share it freely; every query is a pure function
/// of the index and the query. Queries run through an ``AirportSearcher``, which keeps its scratch
/// memory from one query to the next.
public struct AirportIndex: Sendable {
    let storage: SnapshotStorage
    let tables: IndexTables
    /// Whether precomputed answers are used; tests turn them off to check that they agree.
    var usesPrecomputedResults = true

    /// The largest snapshot file read.
    public static let maximumSnapshotSize = 256 << 20

    /// How many results are precomputed for each one-word prefix of one or two bytes.
    static let precomputedLimit = 50
    /// A longer one-word prefix is precomputed, for ``shortPrefixLimit`` results, when its words
    /// have more postings than this.
    static let precomputeThreshold = 50
    /// Every other one-word prefix of up to this many bytes is precomputed too, for its first
    /// ``shortPrefixLimit`` results: as-you-type queries pass through them all.
    static let shortPrefixLength = 4
    static let shortPrefixLimit = 10
    /// A whole word in more places than this is common ("la", "new", "san"): its queries alone
    /// and with the first byte (ASCII) of a second word are precomputed, for ``shortPrefixLimit``
    /// results.
    static let commonWordPostings = 400
    /// A whole word in more places than this that some name follows with another word ("rio" of
    /// "Rio de Janeiro", "san" of "San Diego") has the queries a traveller types on the way to that
    /// name precomputed, for ``shortPrefixLimit`` results, when their search is costly: the word
    /// alone ("rio "), before the first one to ``longFollowingPrefixLength`` bytes of the word that
    /// follows it ("rio d", "san di", "new york"), and the two words before the beginning of a third
    /// ("rio de j") (``followedWordJobs()``).
    static let followedWordPostings = 50
    /// The ``SearchState/work`` above which such an answer is stored: a search of about 17 µs in a
    /// release build, 8.5 µs counted and what every query takes beside.
    static let costlySearchWork = 2_500
    /// The most bytes of the following word such a query holds at the bar of ``costlySearchWork``.
    static let followingPrefixLength = 3
    /// The most bytes of the following word such a query holds at all.
    static let longFollowingPrefixLength = 6
    /// The ``SearchState/work`` above which an answer with more of the following word is stored: a
    /// search of about 22 µs, 13.6 µs counted, the slowest keystrokes of `suggester-benchmark` beyond
    /// its p99 goal ("new york", "são paul", "mexico city"), at a few bytes each.
    static let costlierSearchWork = 6_000
    /// How many parts the precomputed answers are searched in, side by side: enough to keep a few
    /// cores busy when the parts take unequal times.
    static let precomputeChunks = 8

    private init(storage: SnapshotStorage, tables: IndexTables) {
        self.storage = storage
        self.tables = tables
    }

    /// Builds the index of a dataset in memory. Complexity: O(w log w) for w place words.
    public init(_ dataset: AirportDataset, sourceChecksum: UInt64 = 0) {
        let storage = SnapshotStorage(copying: Self.snapshot(of: dataset, sourceChecksum: sourceChecksum))
        FreedMemory.release()
        // Built a moment ago by this program: its tables are sound.
        self.init(storage: storage, tables: try! IndexTables(trusting: storage.bytes))
    }

    /// Loads a snapshot from its bytes, checking all of it first.
    /// - Throws: ``SuggesterError/invalidSnapshot(_:)`` saying what is wrong.
    public init(snapshot bytes: [UInt8]) throws(SuggesterError) {
        let storage = SnapshotStorage(copying: bytes)
        self.init(storage: storage, tables: try IndexTables(validating: storage.bytes))
    }

    /// Maps a snapshot file into memory, checking all of it first; queries then read the file's
    /// pages as they need them. With `copying`, the file is read into the process's own memory
    /// instead, so that replacing or changing the file later cannot disturb the index: what a
    /// long-running server wants (the safe way to replace a snapshot is still to write a new file
    /// and rename it over the old one).
    /// - Throws: ``SuggesterError/unreadable(path:reason:)`` or ``SuggesterError/invalidSnapshot(_:)``.
    public init(contentsOfFile path: String, copying: Bool = false) throws(SuggesterError) {
        let storage = SnapshotStorage(
            file: try MappedFile(path: path, limit: Self.maximumSnapshotSize, copying: copying))
        self.init(storage: storage, tables: try IndexTables(validating: storage.bytes))
    }

    /// An index over snapshot bytes that live as long as the program, checked by their header alone: the
    /// snapshot compiled into a program (``BundledIndex``), which a test checks in full.
    /// - Throws: ``SuggesterError/invalidSnapshot(_:)`` when the bytes are of another format version.
    package init(compiledIn bytes: UnsafeRawBufferPointer) throws(SuggesterError) {
        let storage = SnapshotStorage(static: bytes)
        self.init(storage: storage, tables: try IndexTables(trusting: storage.bytes))
    }

    /// The snapshot of a dataset, with the common one-word prefixes' answers precomputed.
    /// `sourceChecksum` records what it was built from (see ``Checksum``).
    public static func snapshot(of dataset: AirportDataset, sourceChecksum: UInt64) -> [UInt8] {
        var data = IndexBuilder.build(dataset, sourceChecksum: sourceChecksum)
        let storage = SnapshotStorage(copying: SnapshotFormat.encode(data))
        var draft = AirportIndex(storage: storage, tables: try! IndexTables(trusting: storage.bytes))
        draft.usesPrecomputedResults = false
        draft.precompute(into: &data)
        return SnapshotFormat.encode(data)
    }

    /// The checksum of a source's bytes, as a snapshot built from it records it.
    public static func sourceChecksum(of bytes: [UInt8]) -> UInt64 {
        Checksum.of(bytes)
    }

    /// The checksum of the data the index was built from (0 when not recorded).
    public var sourceChecksum: UInt64 { tables.header.sourceChecksum }

    /// The snapshot format version this build reads and writes.
    public static var snapshotFormatVersion: Int { Int(SnapshotFormat.version) }

    /// The snapshot's bytes.
    public var snapshotBytes: UnsafeRawBufferPointer { storage.bytes }

    /// The number of places (airports and city groups).
    public var placeCount: Int { tables.header.placeCount }

    /// The number of distinct words indexed.
    public var wordCount: Int { tables.header.tokenCount }

    /// A searcher over this index, for a series of queries.
    public func makeSearcher() -> AirportSearcher {
        AirportSearcher(index: self)
    }

    /// The best suggestions for a query, best first. For many queries in a row, an
    /// ``AirportSearcher`` avoids this method's allocations.
    public func suggest(_ query: SuggestionQuery) -> [Suggestion] {
        makeSearcher().suggestions(for: query)
    }
}
