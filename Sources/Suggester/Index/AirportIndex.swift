/// An immutable in-memory index of airports and city groups that answers as-you-type queries.
///
/// Build it once (O(n log n) in the number of place words) and share it freely: it is a
/// `Sendable` value and every query is a pure function of the index and the query.
///
/// Layout: every distinct folded word of every place (name, city, aliases, region and country
/// names) is stored once in a sorted table, so the words a prefix begins form one contiguous
/// range found by binary search. Each word has a posting list of the places that contain it, and
/// each place a compact list of its words with their field and position.
public struct AirportIndex: Sendable {
    /// One word of a place.
    struct PlaceWord: Sendable {
        var token: Int32
        var field: MatchField
        var position: UInt8
        /// Which text of the place the word is from (the city, the name, or one of the aliases).
        var text: UInt8
        /// Where the word is in the display `name` or `city` (characters), for highlighting.
        var start: UInt16
        var length: UInt16
    }

    /// The places, in dataset order.
    public let places: [Place]
    /// Country names by code.
    public let countries: [String: NamedArea]
    /// Region names by code.
    public let regions: [String: NamedArea]
    /// Each place's importance (see ``SuggestionScoring/importance(of:)``).
    let importance: [Double]
    /// Sorted distinct folded words.
    let tokens: [[UInt8]]
    /// For each token, the places containing it (ascending, unique).
    let postings: [[Int32]]
    /// For each place, its words.
    let placeWords: [[PlaceWord]]
    /// Places by upper-case IATA code, ICAO code, or city code.
    let codes: [String: [Int32]]
    /// Place indexes by importance, most important first (for empty queries).
    let byImportance: [Int32]
    /// The range of token indexes that start with each first byte, for typo search.
    let firstByteRanges: [UInt8: Range<Int>]

    /// Builds the index. Complexity: O(w log w) for w place words.
    public init(_ dataset: AirportDataset) {
        places = dataset.places
        countries = dataset.countries
        regions = dataset.regions
        var importance = dataset.places.map(SuggestionScoring.importance(of:))
        var airportImportance: [String: Double] = [:]
        for (index, place) in places.enumerated() where place.kind == .airport { airportImportance[place.code] = importance[index] }
        for (index, place) in places.enumerated() where place.kind == .city {
            importance[index] = place.airportCodes.compactMap { airportImportance[$0] }.max() ?? importance[index]
        }
        self.importance = importance

        var tokenIDs: [[UInt8]: Int32] = [:]
        typealias RawWord = (token: [UInt8], field: MatchField, position: UInt8, text: UInt8, start: UInt16, length: UInt16)
        var rawWords: [[RawWord]] = []
        rawWords.reserveCapacity(places.count)
        var areaCache: [String: [(token: [UInt8], position: UInt8)]] = [:]
        func areaWords(_ area: NamedArea?) -> [(token: [UInt8], position: UInt8)] {
            guard let area else { return [] }
            if let cached = areaCache[area.code] { return cached }
            var words: [(token: [UInt8], position: UInt8)] = []
            for text in [area.name] + area.aliases {
                for (position, token) in TextFolder.tokens(text).enumerated() {
                    words.append((token.bytes, UInt8(min(position, 255))))
                }
            }
            areaCache[area.code] = words
            return words
        }
        for place in places {
            var words: [RawWord] = []
            var textIndex: UInt8 = 0
            func add(_ text: String, _ field: MatchField, highlight: Bool) {
                defer { textIndex &+= 1 }
                for (position, token) in TextFolder.tokens(text).enumerated() {
                    let start = highlight ? UInt16(min(token.start, Int(UInt16.max))) : UInt16.max
                    let length = UInt16(min(token.length, Int(UInt16.max)))
                    words.append((token.bytes, field, UInt8(min(position, 255)), textIndex, start, length))
                    let folded = String(decoding: token.bytes, as: UTF8.self)
                    if let synonym = TextFolder.synonyms[folded] {
                        words.append((Array(synonym.utf8), field, UInt8(min(position, 255)), textIndex, start, length))
                    }
                }
            }
            add(place.city, .city, highlight: true)
            add(place.name, .name, highlight: true)
            for alias in place.aliases { add(alias, .alias, highlight: false) }
            for word in areaWords(place.regionCode.flatMap { dataset.regions[$0] }) {
                words.append((word.token, .region, word.position, .max, .max, 0))
            }
            for word in areaWords(dataset.countries[place.countryCode]) {
                words.append((word.token, .country, word.position, .max, .max, 0))
            }
            for word in words where tokenIDs[word.token] == nil { tokenIDs[word.token] = 0 }
            rawWords.append(words)
        }
        let sortedTokens = tokenIDs.keys.sorted { $0.lexicographicallyPrecedes($1) }
        for (id, token) in sortedTokens.enumerated() { tokenIDs[token] = Int32(id) }
        tokens = sortedTokens

        var postingLists = [[Int32]](repeating: [], count: sortedTokens.count)
        var wordsByPlace: [[PlaceWord]] = []
        wordsByPlace.reserveCapacity(places.count)
        for (placeIndex, words) in rawWords.enumerated() {
            var list: [PlaceWord] = []
            list.reserveCapacity(words.count)
            for word in words {
                let id = tokenIDs[word.token]!
                list.append(
                    PlaceWord(token: id, field: word.field, position: word.position, text: word.text, start: word.start, length: word.length))
                if postingLists[Int(id)].last != Int32(placeIndex) { postingLists[Int(id)].append(Int32(placeIndex)) }
            }
            wordsByPlace.append(list)
        }
        postings = postingLists
        placeWords = wordsByPlace

        var codeTable: [String: [Int32]] = [:]
        for (index, place) in places.enumerated() {
            codeTable[place.code.uppercased(), default: []].append(Int32(index))
            if let icao = place.icao { codeTable[icao.uppercased(), default: []].append(Int32(index)) }
        }
        codes = codeTable
        let placeList = dataset.places
        byImportance = (0..<Int32(placeList.count)).sorted {
            (importance[Int($0)], placeList[Int($1)].code) > (importance[Int($1)], placeList[Int($0)].code)
        }
        var ranges: [UInt8: Range<Int>] = [:]
        var start = 0
        while start < sortedTokens.count {
            let first = sortedTokens[start].first ?? 0
            var end = start
            while end < sortedTokens.count, sortedTokens[end].first == first { end += 1 }
            ranges[first] = start..<end
            start = end
        }
        firstByteRanges = ranges
    }

    /// The index of the bundled dataset.
    public static func bundled() -> AirportIndex {
        AirportIndex(.bundled())
    }

    /// The place with this code and kind, if any. Complexity: O(1).
    public func place(code: String, kind: PlaceKind? = nil) -> Place? {
        codes[code.uppercased()]?.lazy.map { places[Int($0)] }.first { $0.code == code.uppercased() && (kind == nil || $0.kind == kind) }
    }

    /// The number of distinct words indexed.
    public var wordCount: Int { tokens.count }

    /// The index of the first token not ordered before `bytes`. Complexity: O(log t).
    func lowerBound(_ bytes: [UInt8]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The tokens that begin with `prefix`, as a contiguous range. Complexity: O(log t).
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        let start = lowerBound(prefix)
        var upper = prefix
        // The smallest byte string greater than every string with this prefix.
        while let last = upper.last, last == 0xFF { upper.removeLast() }
        guard !upper.isEmpty else { return start..<tokens.count }
        upper[upper.count - 1] += 1
        return start..<lowerBound(upper)
    }

    /// The token equal to `bytes`, if indexed. Complexity: O(log t).
    func tokenID(_ bytes: [UInt8]) -> Int32? {
        let index = lowerBound(bytes)
        return index < tokens.count && tokens[index] == bytes ? Int32(index) : nil
    }
}
