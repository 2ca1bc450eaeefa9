/// Everything one search reads and writes besides the index: the query's words, the typo matches,
/// the candidates and the best results so far, and the results. It is reused from one query to the
/// next, so that searching allocates nothing in steady state; the engine's methods are `mutating`
/// methods of this value, so their accesses are checked when compiling, not while running.
///
/// A method called for each place (``evaluate(_:codeMatch:threshold:bestWords:)``, `passesFilters`,
/// ``namesPlace(_:exactly:cityOnly:)`` and the far-fetched rule's checks) is `mutating` even where it
/// only reads: the compiler copied the whole state, 616 bytes, to the stack before a non-mutating
/// call from a mutating method (`memcpy` was 20% of `cambr`'s time under `perf`), and passes a
/// mutating one its address.
struct SearchState: ~Copyable {
    let tables: IndexTables
    /// Whether precomputed answers may be used.
    let usesPrecomputedResults: Bool
    let buffers: SearchBuffers

    // The big tables (see ``SearchBuffers``).
    let typoMask: UnsafeMutableBufferPointer<UInt32>
    let placeSlot: UnsafeMutableBufferPointer<UInt64>
    let excludedStamp: UnsafeMutableBufferPointer<UInt32>
    /// The generation of the marks in ``placeSlot``; marks of other generations are stale.
    private var generation: UInt32 = 0
    /// The generation of the marks in ``excludedStamp``, one a search.
    private var exclusionGeneration: UInt32 = 0
    /// The generation of the marks in ``SearchBuffers/candidateBounds``: one for the candidates of a
    /// pass (``candidateGeneration``), and one for each word read.
    private var boundGeneration: UInt32 = 0
    /// The generation of the current candidates in ``SearchBuffers/candidateBounds``.
    var candidateGeneration: UInt32 = 0
    /// How much the search since ``clear()`` did, in units of about 3.4 ns of a release build: each
    /// posting read counts 1, each place visited ``visitWork``, and each place scored
    /// ``scoreWork`` and ``wordWork`` for each of its own words. A count, not a clock, so that
    /// ``AirportIndex/precompute(into:)`` picks the same costly answers on every machine.
    var work = 0
    /// The weights of ``work``, fitted to the best-of-3 times of 18,952 queries of a common word,
    /// alone and before the beginning of a word that follows it in some name
    /// (`suggester-benchmark`, 2 cores of AMD EPYC): 3.4 ns a posting, 26 ns a place visited, 46 ns
    /// a place scored and 7 ns a word of it, beside about 8.6 µs a query that these do not count
    /// (the typo walk, the keystroke before); median error 7.6 µs.
    static let visitWork = 8
    static let scoreWork = 13
    static let wordWork = 2
    /// The query words the candidates' bounds count (``candidateBound(_:)``), a bit each.
    var readWords: UInt32 = 0
    /// For each query word the bounds do not count, the bits of the bytes its matches begin with
    /// (``WordBeginnings``), or 0 when they may begin otherwise (a synonym, a typo, a whole-text
    /// alias): a candidate none of whose own words begins so matches it at most as a qualifier.
    var unreadWordBeginnings: [UInt64] = []

    // The query's words and their folded bytes (see ``SearchBuffers/wordBytes``).
    var words: [QueryWord] = []
    let wordBytes: UnsafeMutableBufferPointer<UInt8>
    var wordByteCount = 0
    /// The indexed words each query word matches with typos, as ascending runs, each word's in its
    /// range.
    var typoRanges: [Range<Int32>] = []
    /// Whether the typo pass looked for this query's typo matches.
    var typosSearched = false
    /// Whether airports not offered by default pass the scope (not heliports or seaplane bases):
    /// set while looking for them when nothing offered matches.
    var offersAirfields = false
    /// The last query ranked and its first place, for the next keystroke's
    /// (``search(_:)``).
    var lastFirst: (query: SuggestionQuery, place: Int?)?
    /// The stored entries of the precomputed answer the results came from, and whether that
    /// answer holds every match; nil when they were ranked.
    var precomputedAnswer: (key: Int, entries: Range<Int>, isComplete: Bool)?
    /// The last search's walks down the word tree, for this one's to resume.
    var treeWalks = WordTreeWalks()
    /// Each find of the current word's typo walk: the words and their edits.
    var walkFinds: [(tokens: Range<Int32>, edits: UInt8)] = []
    /// The typo matches of the last query's words.
    var typoWalkCache = TypoWalkCache()

    var matchers: [WordMatcher] = []
    /// The order in which ``evaluate(_:codeMatch:threshold:bestWords:)`` tries the matchers: the words least
    /// likely to match first, so that most places fail early.
    var matcherOrder: [Int] = []
    /// Whether the matchers match only indexed words that begin with an ASCII byte, so that scoring
    /// a place leaves out its texts in other scripts (``PlaceWordSegments/withoutOtherScripts()``).
    var matchesASCIIWordsOnly = false
    /// How many postings each query word's matching words hold.
    var wordPostingCounts: [Int] = []
    var codeMatches: [Int32] = []
    /// Whether the code matches stand beside a word on its way to an optional word ("jfk a"), which
    /// makes them score less (``SuggestionScoring/codeScore(importance:isCityGroup:besideTypedWord:)``).
    var codeBesideTypedWord = false
    /// While set, ``collect(_:slots:excluding:)`` keeps only the typo matches that displace others:
    /// of places at least this important (``collectDisplacingTypoMatches(_:excluding:)``).
    var displacingImportance: Double?
    /// The query's focus point (`near`), whose nearby text matches gain a little.
    var focus: (latitude: Double, longitude: Double)?
    var candidates: [Int32] = []
    /// The most each candidate can score (``candidateBound(_:)``), when ``collect(_:slots:excluding:)``
    /// visits the most promising first.
    var candidateCeilings: [Double] = []
    /// The places of each country asked for, in place order, made the first time a search that scans
    /// every place is narrowed to it (``places(inCountry:)``).
    var countryPlaces: [UInt16: [Int32]] = [:]
    /// The answers to short prefixes narrowed to a country, kept for the next time.
    var narrowedAnswers = NarrowedAnswerCache()
    var top = TopResults(slots: 10)
    var farFetchedBuffers = FarFetchedBuffers()

    /// The results of the last search, best first, and their highlights.
    var results: [SearchResult] = []
    /// For each result of ``collectResults(_:)``, the place word its one-word match recorded, or -1
    /// when ``addDetails(explain:)`` must find the best words by scoring the place again.
    var resultWords: [Int] = []
    var highlights: [Suggestion.Highlight] = []
    /// For each result of the last search that ``addDetails(explain:from:)`` scored, each query
    /// word's best match: the place's word (an index of the words column) and how it matched; nil
    /// for a word the place lacks, or for every word of a result the words do not match.
    var matchedWords: [(word: Int, kind: WordMatch.Kind)?] = []
    /// The best matches of the results, for explanations.
    var resultMatches: [WordMatch] = []
    var resultMatchStart: [Int] = [0]

    init(index: AirportIndex) {
        tables = index.tables
        usesPrecomputedResults = index.usesPrecomputedResults
        buffers = SearchBuffers(tokenCount: index.wordCount, placeCount: index.placeCount)
        typoMask = buffers.typoMask
        placeSlot = buffers.placeSlot
        excludedStamp = buffers.excludedStamp
        wordBytes = buffers.wordBytes
    }

    /// A new generation for the marks in ``placeSlot``, which are cleared when the counter wraps.
    /// Each use of the marks takes a new generation before writing any, so none is lost.
    mutating func nextGeneration() -> UInt32 {
        Self.advance(&generation, clearing: placeSlot)
    }

    /// A new generation for the marks in ``excludedStamp``, which are cleared when the counter
    /// wraps: one a search, taken before its first pass marks its results, so that the marks last
    /// through its typo pass however many generations of ``placeSlot`` that takes.
    mutating func nextExclusionGeneration() -> UInt32 {
        Self.advance(&exclusionGeneration, clearing: excludedStamp)
    }

    /// A new generation for the marks in ``SearchBuffers/candidateBounds``: for a pass's candidates
    /// (`forCandidates`), when the marks are cleared if the counter would wrap before the pass's
    /// words are read, or for a word read in the pass, which then cannot wrap.
    mutating func nextBoundGeneration(forCandidates: Bool = false) -> UInt32 {
        if forCandidates, boundGeneration > UInt32.max - UInt32(SuggestionQuery.maximumWords + 1) {
            boundGeneration = 0
            buffers.candidateBounds.update(repeating: CandidateBound())
        }
        boundGeneration += 1
        return boundGeneration
    }

    /// Advances a generation counter, skipping 0 (no generation), and clears its marks when it
    /// wraps.
    private static func advance<Mark: FixedWidthInteger>(
        _ counter: inout UInt32, clearing marks: UnsafeMutableBufferPointer<Mark>
    ) -> UInt32 {
        if counter == UInt32.max {
            counter = 0
            marks.update(repeating: 0)
        }
        counter += 1
        return counter
    }

    /// Forgets the last query: its results, highlights and typo matches.
    mutating func clear() {
        work = 0
        results.removeAll(keepingCapacity: true)
        highlights.removeAll(keepingCapacity: true)
        resultWords.removeAll(keepingCapacity: true)
        matchedWords.removeAll(keepingCapacity: true)
        precomputedAnswer = nil
        clearTypos()
    }

    /// Forgets the typo matches of the last query: clears the mask where it was written.
    private mutating func clearTypos() {
        for run in typoRanges {
            for token in run { typoMask[Int(token)] = 0 }
        }
        typoRanges.removeAll(keepingCapacity: true)
        typosSearched = false
        for index in words.indices { words[index].typos = 0..<0 }
    }
}
