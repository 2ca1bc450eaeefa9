/// Every table of an airport index as plain arrays: what ``IndexBuilder`` makes, what a snapshot
/// stores section by section, each in as few bytes as its values need (``SnapshotFormat``), and
/// what ``IndexTables`` reads in place.
///
/// Places are numbered in rank order (importance, then city groups first, then code). Ranges into
/// the flat arrays are given by `…Start` arrays with one more entry than their owners. String
/// references are numbers in the sorted string table, and ``none`` marks an absent string, place,
/// area or number.
struct IndexData {
    /// The marker of an absent string, place, area or number.
    static let none = UInt32.max

    // Header values.
    /// The checksum of the data the index was built from.
    var sourceChecksum: UInt64 = 0
    /// The rank of the last city group, or -1.
    var lastCityGroup: Int32 = -1
    /// How many results each precomputed prefix holds at most (0: none are precomputed).
    var precomputedLimit: UInt32 = 0
    /// The longest word, in bytes.
    var longestToken: UInt32 = 0

    /// The distinct strings, sorted as bytes: a string's number is its rank. Stored in blocks of
    /// ``SnapshotFormat/stringBlockSize``, each string after a block's first as the bytes it
    /// shares with the one before and the rest.
    var strings: [[UInt8]] = []

    // Places, in rank order.
    /// Kind (bits 0–1, ``PlaceKind``), airport type (bits 2–4, ``AirportType/snapshotValue``),
    /// scheduled service (bit 5) and offered by default (bit 6, ``Place/isOfferedByDefault``).
    var placeFlags: [UInt8] = []
    var placeImportance: [Double] = []
    /// Latitude and longitude in units of 10⁻⁷ degree (about a centimetre).
    var placeLatitude: [Int32] = []
    var placeLongitude: [Int32] = []
    /// The bytes the place's own words (city, name and aliases) begin with (``WordBeginnings``).
    var placeWordBeginnings: [UInt64] = []
    /// Passengers a year and the city's population, or ``none`` when unknown.
    var placePassengers: [UInt32] = []
    var placePopulation: [UInt32] = []
    /// The two ASCII letters of the country code, for filtering.
    var placeCountryKey: [UInt16] = []
    var placeCode: [UInt32] = []
    var placeICAO: [UInt32] = []
    var placeName: [UInt32] = []
    var placeCity: [UInt32] = []
    var placeRegionCode: [UInt32] = []
    var placeCountryCode: [UInt32] = []
    var placeTimeZone: [UInt32] = []
    var placeCityCode: [UInt32] = []
    /// The names in other languages of each place's city, as a ``LocalizedNames`` text.
    var placeLocalizedNames: [UInt32] = []
    var placeCountryArea: [UInt32] = []
    var placeRegionArea: [UInt32] = []
    var aliasStart: [UInt32] = [0]
    var alias: [UInt32] = []
    /// The aliases that match only the whole typed text (``Place/wholeTextAliases``).
    var wholeTextAliasStart: [UInt32] = [0]
    var wholeTextAlias: [UInt32] = []
    /// A city group's airport codes as given, and the place each names (or ``none``).
    var groupStart: [UInt32] = [0]
    var groupCode: [UInt32] = []
    var groupMember: [UInt32] = []

    // The words of places (``PlaceWord``): each place's own (its city, name and aliases), the texts
    // whose words all begin past ASCII last; then each area's (a region's or country's names), which
    // every place in the area shares. A place's words are read in the order its own words before
    // ``placeWordSplit`` (of ``placeWordStart``), its region's, its country's, then the rest of
    // its own: a query word beginning with ASCII bytes matches none of the rest.
    var placeWordStart: [UInt32] = [0]
    var placeWordSplit: [UInt32] = []
    var placeWord: [UInt64] = []
    /// Where each area's words are in ``placeWord`` (one more entry than areas).
    var areaWordStart: [UInt32] = [0]

    // Where each word of a place's city and name lies in that text, for highlighting: the
    // ``placeCityBounds`` first entries from ``placeBoundStart`` are the city's words, by position,
    // and the name's follow; each is the word's first Unicode scalar and its length in scalars.
    var placeBoundStart: [UInt32] = [0]
    var placeCityBounds: [UInt32] = []
    var boundStart: [UInt16] = []
    var boundLength: [UInt16] = []

    // The distinct folded words, sorted, as a ``WordTree``, and each word's length in bytes.
    var wordTree: [UInt8] = []
    var wordTreeRootChild: [UInt32] = []
    var wordTreeRootFirstWord: [UInt32] = []
    var tokenLength: [UInt8] = []

    // Postings: the places holding each word, ascending, with the place's best occurrence
    // (``PostingOccurrence``).
    var postingStart: [UInt32] = [0]
    var postingPlace: [UInt32] = []
    var postingOccurrence: [UInt8] = []

    // IATA, ICAO and city codes (up to four ASCII bytes, upper case, packed big-endian), sorted,
    // with the place each belongs to.
    var codeKey: [UInt32] = []
    var codePlace: [UInt32] = []

    // Countries (kind 0) and regions (kind 1), sorted by kind and code.
    var areaKind: [UInt8] = []
    var areaCode: [UInt32] = []
    var areaName: [UInt32] = []
    var areaAliasStart: [UInt32] = [0]
    var areaAlias: [UInt32] = []
    var areaLocalizedNames: [UInt32] = []

    // Precomputed answers to common queries (``AirportIndex/precompute(into:)``), each keyed by its folded
    // words joined by a space, with a space after the last when it is whole ("la g", "new "): the
    // keys, sorted; for each, its results and how many results it was computed for (an answer
    // with fewer is complete), and where its results' matches begin. Each result is a place and
    // its flags (``PrecomputedResultFlags``), and for each word of the key how the place matched
    // it (``PrecomputedWord``), from which its score is worked out again, and the match's
    // highlight (its start, or ``none``, and its length); the few scores that cannot be worked out
    // again are stored, by result.
    var prefixBytes: [UInt8] = []
    var prefixStart: [UInt32] = [0]
    var prefixResultStart: [UInt32] = [0]
    var prefixWordStart: [UInt32] = [0]
    var prefixLimit: [UInt8] = []
    var resultPlace: [UInt32] = []
    var resultFlags: [UInt8] = []
    var resultWord: [UInt32] = []
    var resultHighlightStart: [UInt32] = []
    var resultHighlightLength: [UInt32] = []
    var explicitResult: [UInt32] = []
    var explicitScore: [Double] = []
}
