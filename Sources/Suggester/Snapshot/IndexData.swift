/// Every table of an airport index as plain arrays: what ``IndexBuilder`` makes, what a snapshot
/// stores section by section (``SnapshotFormat``), and what ``IndexTables`` reads in place.
///
/// Places are numbered in rank order (importance, then city groups first, then code). Ranges into
/// the flat arrays are given by `…Start` arrays with one more entry than their owners. String
/// references are ids into the string table, and ``none`` marks an absent string, place or area.
struct IndexData {
    /// The marker of an absent string, place or area.
    static let none = UInt32.max

    // Header values.
    /// The checksum of the data the index was built from.
    var sourceChecksum: UInt64 = 0
    /// The rank of the last city group, or -1.
    var lastCityGroup: Int32 = -1
    /// How many results each precomputed prefix holds (0: none are precomputed).
    var precomputedLimit: UInt32 = 0
    /// The longest word, in bytes.
    var longestToken: UInt32 = 0

    // Strings: UTF-8 bytes, and where each string starts (one more entry than strings).
    var stringBytes: [UInt8] = []
    var stringStart: [UInt32] = [0]

    // Places, in rank order.
    var placeKind: [UInt8] = []  // PlaceKind: 0 city, 1 airport, 2 town
    var placeType: [UInt8] = []  // AirportType, by ``AirportType.snapshotValue``
    var placeScheduled: [UInt8] = []
    var placeImportance: [Double] = []
    var placeLatitude: [Double] = []
    var placeLongitude: [Double] = []
    var placePassengers: [Int64] = []  // -1: unknown
    var placeCountryKey: [UInt16] = []  // the two ASCII letters of the country code, for filtering
    var placeCode: [UInt32] = []
    var placeICAO: [UInt32] = []
    var placeName: [UInt32] = []
    var placeCity: [UInt32] = []
    var placeRegionCode: [UInt32] = []
    var placeCountryCode: [UInt32] = []
    var placeTimeZone: [UInt32] = []
    var placeCityCode: [UInt32] = []
    var placeCountryArea: [UInt32] = []
    var placeRegionArea: [UInt32] = []
    var aliasStart: [UInt32] = [0]
    var alias: [UInt32] = []
    /// A city group's airport codes as given, and the place each names (or ``none``).
    var groupStart: [UInt32] = [0]
    var groupCode: [UInt32] = []
    var groupMember: [UInt32] = []
    var placeWordStart: [UInt32] = [0]
    /// For each place, where its texts whose words all begin with a byte past ASCII ("Лондон",
    /// "東京") begin, after all its other words (or where its words end): a query word that begins
    /// with ASCII bytes matches no word from there on.
    var placeASCIIWordEnd: [UInt32] = []

    // Every place's words (``PlaceWord``), and where each is in the display name or city, for
    // highlighting.
    var placeWord: [UInt64] = []
    var wordStart: [UInt16] = []
    var wordLength: [UInt16] = []

    // The distinct folded words, sorted.
    var tokenBytes: [UInt8] = []
    var tokenStart: [UInt32] = [0]
    // The words as a trie (``TrieNode``), level by level; the range of words below each node, as
    // its first word and the word after its last; and the root's child for each byte, as the range
    // of the root's children from it to the next byte's (257 entries).
    var trieNode: [UInt64] = []
    var trieWords: [UInt32] = []
    var trieFirstNode: [UInt32] = []

    // Postings: the places holding each word, ascending, with the place's best occurrence
    // (``PostingOccurrence``) and which word of ``placeWord`` it is.
    var postingStart: [UInt32] = [0]
    var postingPlace: [UInt32] = []
    var postingOccurrence: [UInt8] = []
    var postingWord: [UInt32] = []

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

    // Precomputed answers to common queries, each keyed by its folded words joined by a space,
    // with a space after the last when it is whole ("la g", "new "): the keys (sorted, one more
    // start than keys), and for each its ranked results: place, score, flags
    // (``PrecomputedResultFlags``) and the range of its highlights (one more start than
    // results), each a field (0 name, 1 city), a start and a length. Each key's limit is how many
    // results its answer was computed for; an answer with fewer is complete.
    var prefixBytes: [UInt8] = []
    var prefixStart: [UInt32] = [0]
    var prefixResultStart: [UInt32] = [0]
    var resultPlace: [UInt32] = []
    var resultScore: [Double] = []
    var resultFlags: [UInt8] = []
    var resultHighlightStart: [UInt32] = [0]
    var highlightField: [UInt8] = []
    var highlightStart: [UInt16] = []
    var highlightLength: [UInt16] = []
    var prefixLimit: [UInt8] = []

    // Added in format 4: whether each place is offered by default (``Place/isOfferedByDefault``),
    // each place's city population (-1: unknown), and the names in other languages of each
    // place's city and each area, as ``LocalizedNames`` texts (or ``none``).
    var placeOffered: [UInt8] = []
    var placePopulation: [Int64] = []
    var placeLocalizedNames: [UInt32] = []
    var areaLocalizedNames: [UInt32] = []

    /// Adds a string to the table and returns its id.
    mutating func addString(_ text: String) -> UInt32 {
        stringBytes += text.utf8
        stringStart.append(UInt32(stringBytes.count))
        return UInt32(stringStart.count - 2)
    }
}
