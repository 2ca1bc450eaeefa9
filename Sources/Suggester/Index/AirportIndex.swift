/// An immutable in-memory index of airports and city groups that answers as-you-type queries.
///
/// Build it once (O(w log w) for w place words) and share it freely: it is a `Sendable` value and
/// every query is a pure function of the index and the query.
///
/// Layout, chosen for speed and a small footprint:
/// - Places are numbered in rank order (importance, then city groups first, then code), so the
///   final tie-breaks are a comparison of numbers, and a search can stop as soon as no remaining
///   place could outrank the results it has.
/// - Every distinct folded word (of names, cities, aliases, regions and countries) is stored once,
///   sorted, in one byte buffer: the words a prefix begins form one contiguous range, found by
///   binary search, and the sorted order doubles as a trie for typo search.
/// - The postings (places containing each word) are stored in word order in one array, so the
///   postings of a whole prefix range are one contiguous slice.
public struct AirportIndex: Sendable {
    /// One word of a place.
    struct PlaceWord: Sendable {
        var token: Int32
        var field: MatchField
        var position: UInt8
        /// Which text of the place the word is from (the city, the name, or one of the aliases).
        var text: UInt8
        /// Where the word is in the display `name` or `city` (Unicode scalars), for highlighting.
        var start: UInt16
        var length: UInt16
    }

    /// The places, in rank order.
    public let places: [Place]
    /// Country names by code.
    public let countries: [String: NamedArea]
    /// Region names by code.
    public let regions: [String: NamedArea]
    /// Each place's importance (see ``SuggestionScoring/importance(of:)``); cities take their best airport's.
    let importance: [Double]
    /// All distinct folded words, sorted, concatenated.
    let tokenBytes: [UInt8]
    /// Where each word starts in `tokenBytes`; one more entry than words.
    let tokenStart: [Int32]
    /// Where each word's postings start in `postingPlaces`; one more entry than words.
    let postingStart: [Int32]
    /// The places containing each word, ascending, words in sorted order.
    let postingPlaces: [Int32]
    /// For each posting, the place's best occurrence of the word: the field's raw value in bits
    /// 0–2, and bit 3 set when it is the first word of that field. "Best" orders by field weight,
    /// then first position, then field; that order holds for any closeness of 0.5 or more.
    let postingOccurrence: [UInt8]
    /// Where each place's words start in `placeWords`; one more entry than places.
    let placeWordStart: [Int32]
    /// Every place's words.
    let placeWords: [PlaceWord]
    /// Places by upper-case IATA code, ICAO code, or city code.
    let codes: [String: [Int32]]
    /// The first word starting with each byte value; 257 entries.
    let firstByteStart: [Int32]
    /// The longest word, in bytes.
    let longestToken: Int
    /// The rank of the last city group (-1 if none).
    let lastCityGroup: Int32

    /// Builds the index. Complexity: O(w log w) for w place words.
    public init(_ dataset: AirportDataset) {
        // Rank order: importance (a city group takes its best airport's), city groups first, code.
        var importanceByIndex = dataset.places.map(SuggestionScoring.importance(of:))
        var airportImportance: [String: Double] = [:]
        for (index, place) in dataset.places.enumerated() where place.kind == .airport {
            airportImportance[place.code] = importanceByIndex[index]
        }
        for (index, place) in dataset.places.enumerated() where place.kind == .city {
            importanceByIndex[index] =
                place.airportCodes.compactMap { airportImportance[$0] }.max() ?? importanceByIndex[index]
        }
        let isCity = dataset.places.map { $0.kind == .city }
        let placeCodes = dataset.places.map(\.code)
        let order = dataset.places.indices.sorted { a, b in
            if importanceByIndex[a] != importanceByIndex[b] { return importanceByIndex[a] > importanceByIndex[b] }
            if isCity[a] != isCity[b] { return isCity[a] }
            return placeCodes[a] < placeCodes[b]
        }
        places = order.map { dataset.places[$0] }
        lastCityGroup = Int32(places.lastIndex { $0.kind == .city } ?? -1)
        importance = order.map { importanceByIndex[$0] }
        countries = dataset.countries
        regions = dataset.regions

        // Every place's words, with provisional word numbers.
        var interner = WordInterner()
        var rawWords: [PlaceWord] = []
        var wordStarts: [Int32] = [0]
        var areaCache: [String: [(token: Int32, position: UInt8)]] = [:]
        func areaWords(_ area: NamedArea?) -> [(token: Int32, position: UInt8)] {
            guard let area else { return [] }
            if let cached = areaCache[area.code] { return cached }
            var words: [(token: Int32, position: UInt8)] = []
            for text in [area.name] + area.aliases {
                var position = 0
                TextFolder.forEachToken(in: text) { bytes, _, _ in
                    words.append((interner.intern(bytes), UInt8(min(position, 255))))
                    position += 1
                }
            }
            areaCache[area.code] = words
            return words
        }
        for place in places {
            var textIndex: UInt8 = 0
            func add(_ text: String, _ field: MatchField, highlight: Bool) {
                var position = 0
                TextFolder.forEachToken(in: text) { bytes, start, length in
                    let start = highlight ? UInt16(min(start, Int(UInt16.max - 1))) : .max
                    let length = UInt16(min(length, Int(UInt16.max)))
                    let wordPosition = UInt8(min(position, 255))
                    rawWords.append(
                        PlaceWord(
                            token: interner.intern(bytes), field: field, position: wordPosition, text: textIndex,
                            start: start, length: length))
                    if let synonym = TextFolder.synonym(of: bytes) {
                        let id = synonym.withUnsafeBufferPointer { interner.intern($0) }
                        rawWords.append(
                            PlaceWord(
                                token: id, field: field, position: wordPosition, text: textIndex, start: start,
                                length: length))
                    }
                    position += 1
                }
                textIndex &+= 1
            }
            add(place.city, .city, highlight: true)
            add(place.name, .name, highlight: true)
            for alias in place.aliases { add(alias, .alias, highlight: false) }
            for word in areaWords(place.regionCode.flatMap { dataset.regions[$0] }) {
                rawWords.append(
                    PlaceWord(
                        token: word.token, field: .region, position: word.position, text: .max, start: .max, length: 0))
            }
            for word in areaWords(dataset.countries[place.countryCode]) {
                rawWords.append(
                    PlaceWord(
                        token: word.token, field: .country, position: word.position, text: .max, start: .max, length: 0)
                )
            }
            wordStarts.append(Int32(rawWords.count))
        }
        let provisionalTokens = interner.words

        // Number the words in sorted order and store them in one buffer.
        let sortedProvisional = provisionalTokens.indices.sorted {
            provisionalTokens[$0].lexicographicallyPrecedes(provisionalTokens[$1])
        }
        var finalID = [Int32](repeating: 0, count: provisionalTokens.count)
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        var firstBytes = [Int32](repeating: -1, count: 257)
        for (id, provisionalID) in sortedProvisional.enumerated() {
            finalID[provisionalID] = Int32(id)
            let token = provisionalTokens[provisionalID]
            if let first = token.first, firstBytes[Int(first)] < 0 { firstBytes[Int(first)] = Int32(id) }
            bytes += token
            starts.append(Int32(bytes.count))
        }
        firstBytes[256] = Int32(sortedProvisional.count)
        for byte in stride(from: 255, through: 0, by: -1) where firstBytes[byte] < 0 {
            firstBytes[byte] = firstBytes[byte + 1]
        }
        tokenBytes = bytes
        tokenStart = starts
        firstByteStart = firstBytes
        longestToken = provisionalTokens.map(\.count).max() ?? 0
        for index in rawWords.indices { rawWords[index].token = finalID[Int(rawWords[index].token)] }
        placeWords = rawWords
        placeWordStart = wordStarts

        // Postings in word order: count, then fill; places come in ascending order.
        var counts = [Int32](repeating: 0, count: sortedProvisional.count + 1)
        var lastPlace = [Int32](repeating: -1, count: sortedProvisional.count)
        for place in 0..<places.count {
            for word in rawWords[Int(wordStarts[place])..<Int(wordStarts[place + 1])]
            where lastPlace[Int(word.token)] != Int32(place) {
                lastPlace[Int(word.token)] = Int32(place)
                counts[Int(word.token) + 1] += 1
            }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var fill = counts
        var postings = [Int32](repeating: 0, count: Int(counts.last ?? 0))
        var occurrences = [UInt8](repeating: 0, count: postings.count)
        var slotOfPlace = [Int32](repeating: -1, count: sortedProvisional.count)
        lastPlace = [Int32](repeating: -1, count: sortedProvisional.count)
        for place in 0..<places.count {
            for word in rawWords[Int(wordStarts[place])..<Int(wordStarts[place + 1])] {
                let token = Int(word.token)
                let occurrence = word.field.rawValue | (word.position == 0 ? 8 : 0)
                if lastPlace[token] != Int32(place) {
                    lastPlace[token] = Int32(place)
                    slotOfPlace[token] = fill[token]
                    postings[Int(fill[token])] = Int32(place)
                    occurrences[Int(fill[token])] = occurrence
                    fill[token] += 1
                } else if Self.isBetterOccurrence(occurrence, than: occurrences[Int(slotOfPlace[token])]) {
                    occurrences[Int(slotOfPlace[token])] = occurrence
                }
            }
        }
        postingStart = counts
        postingPlaces = postings
        postingOccurrence = occurrences

        var codeTable: [String: [Int32]] = [:]
        for (index, place) in places.enumerated() {
            codeTable[place.code.uppercased(), default: []].append(Int32(index))
            if let icao = place.icao { codeTable[icao.uppercased(), default: []].append(Int32(index)) }
        }
        codes = codeTable
    }

    /// Whether one occurrence of a word in a place scores higher than another: by field weight,
    /// then first position, then the lower field.
    static func isBetterOccurrence(_ a: UInt8, than b: UInt8) -> Bool {
        let (fieldA, fieldB) = (MatchField(rawValue: a & 7)!, MatchField(rawValue: b & 7)!)
        if fieldA.weight != fieldB.weight { return fieldA.weight > fieldB.weight }
        if (a & 8) != (b & 8) { return a & 8 != 0 }
        return fieldA.rawValue < fieldB.rawValue
    }

    /// The index of the bundled dataset.
    public static func bundled() -> AirportIndex {
        AirportIndex(.bundled())
    }

    /// The place with this code and kind, if any. Complexity: O(1).
    public func place(code: String, kind: PlaceKind? = nil) -> Place? {
        let code = code.uppercased()
        return codes[code]?.lazy.map { places[Int($0)] }.first { $0.code == code && (kind == nil || $0.kind == kind) }
    }

    /// The number of distinct words indexed.
    public var wordCount: Int { tokenStart.count - 1 }

    /// The bytes of a word.
    func token(_ id: Int) -> ArraySlice<UInt8> {
        tokenBytes[Int(tokenStart[id])..<Int(tokenStart[id + 1])]
    }

    /// The length of a word in bytes.
    func tokenLength(_ id: Int) -> Int {
        Int(tokenStart[id + 1] - tokenStart[id])
    }

    /// The first word not ordered before `bytes`. Complexity: O(log t · |bytes|).
    func lowerBound(_ bytes: [UInt8]) -> Int {
        tokenBytes.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = tokenStart.count - 1
            while low < high {
                let middle = (low + high) / 2
                let word = UnsafeBufferPointer(rebasing: buffer[Int(tokenStart[middle])..<Int(tokenStart[middle + 1])])
                if word.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The words that begin with `prefix`, a contiguous range. Complexity: O(log t · |prefix|).
    func prefixRange(_ prefix: [UInt8]) -> Range<Int> {
        let start = lowerBound(prefix)
        var upper = prefix
        while let last = upper.last, last == 0xFF { upper.removeLast() }
        guard !upper.isEmpty else { return start..<(tokenStart.count - 1) }
        upper[upper.count - 1] += 1
        return start..<lowerBound(upper)
    }

    /// The word equal to `bytes`, if indexed. Complexity: O(log t · |bytes|).
    func tokenID(_ bytes: [UInt8]) -> Int32? {
        let index = lowerBound(bytes)
        return index < tokenStart.count - 1 && token(index).elementsEqual(bytes) ? Int32(index) : nil
    }
}
