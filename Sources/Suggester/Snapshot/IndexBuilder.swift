/// Builds the tables of an index from a dataset (``IndexData``), in a deterministic order, so that
/// the same data always gives the same snapshot, byte for byte.
///
/// - Places are numbered in rank order: importance (a city group's is its airports' together), city
///   groups first, then code, so the final tie-breaks are a comparison of numbers and a search can
///   stop as soon as no remaining place could outrank its results.
/// - Every distinct folded word (of names, cities, aliases, regions and countries) is stored once,
///   sorted: the words a prefix begins form one contiguous range. A trie of the words, each node's
///   children stored together, serves the typo search.
/// - The postings of each word are stored in word order, so a prefix range's postings are one
///   contiguous slice; each records the place's best occurrence of the word, and which of the
///   place's words that is.
///
/// Complexity: O(w log w) for w place words.
struct IndexBuilder {
    private var data = IndexData()
    private var stringIDs: [String: UInt32] = [:]

    /// The tables of a dataset; `sourceChecksum` identifies the data it came from.
    static func build(_ dataset: AirportDataset, sourceChecksum: UInt64) -> IndexData {
        var builder = IndexBuilder()
        builder.data.sourceChecksum = sourceChecksum
        builder.add(dataset)
        return builder.data
    }

    private mutating func intern(_ text: String) -> UInt32 {
        if let id = stringIDs[text] { return id }
        let id = data.addString(text)
        stringIDs[text] = id
        return id
    }

    private mutating func intern(_ text: String?) -> UInt32 {
        text.map { intern($0) } ?? IndexData.none
    }

    private mutating func localizedNames(_ names: [String: String]) -> UInt32 {
        names.isEmpty ? IndexData.none : intern(LocalizedNames.format(names))
    }

    private mutating func add(_ dataset: AirportDataset) {
        // Rank order: importance (a city group's is its airports' together), city groups first, code.
        var importanceByIndex = dataset.places.map(SuggestionScoring.importance(of:))
        var airports: [String: Place] = [:]
        for place in dataset.places where place.kind == .airport && airports[place.code] == nil {
            airports[place.code] = place
        }
        for (index, place) in dataset.places.enumerated() where place.kind == .city {
            importanceByIndex[index] =
                SuggestionScoring.importance(ofCityGroupServedBy: place.airportCodes.compactMap { airports[$0] })
                ?? importanceByIndex[index]
        }
        let isCity = dataset.places.map { $0.kind == .city }
        let order = dataset.places.indices.sorted { a, b in
            if importanceByIndex[a] != importanceByIndex[b] { return importanceByIndex[a] > importanceByIndex[b] }
            if isCity[a] != isCity[b] { return isCity[a] }
            if dataset.places[a].code != dataset.places[b].code {
                return dataset.places[a].code < dataset.places[b].code
            }
            return a < b
        }
        let places = order.map { dataset.places[$0] }
        data.lastCityGroup = Int32(places.lastIndex { $0.kind == .city } ?? -1)

        // Areas, sorted by kind and code.
        let areas =
            dataset.countries.values.sorted { $0.code < $1.code }.map { (kind: UInt8(0), area: $0) }
            + dataset.regions.values.sorted { $0.code < $1.code }.map { (kind: UInt8(1), area: $0) }
        var areaIndex: [String: UInt32] = [:]
        for (index, entry) in areas.enumerated() {
            areaIndex["\(entry.kind):\(entry.area.code)"] = UInt32(index)
            data.areaKind.append(entry.kind)
            data.areaCode.append(intern(entry.area.code))
            data.areaName.append(intern(entry.area.name))
            for alias in entry.area.aliases { data.areaAlias.append(intern(alias)) }
            data.areaAliasStart.append(UInt32(data.areaAlias.count))
            data.areaLocalizedNames.append(localizedNames(entry.area.localizedNames))
        }

        // Places, and the rank of each airport code for city groups' members.
        var airportRank: [String: UInt32] = [:]
        for (rank, place) in places.enumerated() where place.kind == .airport && airportRank[place.code] == nil {
            airportRank[place.code] = UInt32(rank)
        }
        for (rank, place) in places.enumerated() {
            data.placeKind.append(place.kind.snapshotValue)
            data.placeType.append(place.type.snapshotValue)
            data.placeScheduled.append(place.hasScheduledService ? 1 : 0)
            data.placeImportance.append(importanceByIndex[order[rank]])
            data.placeLatitude.append(place.latitude)
            data.placeLongitude.append(place.longitude)
            data.placePassengers.append(place.passengers.map(Int64.init) ?? -1)
            data.placeOffered.append(place.isOfferedByDefault ? 1 : 0)
            data.placePopulation.append(place.population.map(Int64.init) ?? -1)
            data.placeLocalizedNames.append(localizedNames(place.localizedNames))
            data.placeCountryKey.append(Self.countryKey(place.countryCode))
            data.placeCode.append(intern(place.code))
            data.placeICAO.append(intern(place.icao))
            data.placeName.append(intern(place.name))
            data.placeCity.append(intern(place.city))
            data.placeRegionCode.append(intern(place.regionCode))
            data.placeCountryCode.append(intern(place.countryCode))
            data.placeTimeZone.append(intern(place.timeZone))
            data.placeCityCode.append(intern(place.cityCode))
            data.placeCountryArea.append(areaIndex["0:\(place.countryCode)"] ?? IndexData.none)
            data.placeRegionArea.append(place.regionCode.flatMap { areaIndex["1:\($0)"] } ?? IndexData.none)
            for alias in place.aliases { data.alias.append(intern(alias)) }
            data.aliasStart.append(UInt32(data.alias.count))
            for code in place.airportCodes {
                data.groupCode.append(intern(code))
                data.groupMember.append(airportRank[code] ?? IndexData.none)
            }
            data.groupStart.append(UInt32(data.groupCode.count))
        }
        addWords(places, dataset: dataset)
        addCodes(places)
    }

    /// A place's word before the words are numbered in sorted order.
    private struct RawWord {
        var token: Int32
        var field: MatchField
        var position: UInt8
        var text: UInt8
        var start: UInt16
        var length: UInt16
        var span: UInt8 = 0
        var isWholeText = false
    }

    /// Moves the place's texts (from `start` on) whose words all begin with a byte past ASCII
    /// ("Лондон", "東京") after its others, keeping each text's words together and the order
    /// within both parts, and returns where they begin: a query word beginning with ASCII bytes
    /// matches none of them, so scoring it stops there (``IndexData/placeASCIIWordEnd``).
    private static func moveOtherScriptTexts(_ words: inout [RawWord], from start: Int, _ interner: WordInterner)
        -> Int
    {
        var hasASCIIWord = Set<UInt8>()
        for word in words[start...] where interner.words[Int(word.token)][0] < 0x80 { hasASCIIWord.insert(word.text) }
        let isOtherScript = { (word: RawWord) in word.text != .max && !hasASCIIWord.contains(word.text) }
        let moved = words[start...].filter(isOtherScript)
        guard !moved.isEmpty else { return words.count }
        let kept = words[start...].filter { !isOtherScript($0) }
        words.replaceSubrange(start..., with: kept + moved)
        return start + kept.count
    }

    /// Every place's words, the sorted word table and the postings.
    private mutating func addWords(_ places: [Place], dataset: AirportDataset) {
        let collected = Self.collectWords(of: places, dataset: dataset)
        let tokenCount = storeWordTable(collected)
        storePostings(placeCount: places.count, wordStarts: collected.wordStarts, tokenCount: tokenCount)
    }

    /// Each place's words as first read: interned, with the start of each place's and the end of its
    /// ASCII words.
    private struct CollectedWords {
        var interner = WordInterner()
        var rawWords: [RawWord] = []
        var wordStarts: [Int] = [0]
        var asciiWordEnds: [Int] = []
    }

    /// A word of an area's names: its token, its position, and the text it is stored with.
    private typealias AreaWord = (token: Int32, position: UInt8, text: UInt8)

    /// Every place's words: its city, name and aliases, then its region's and country's names.
    private static func collectWords(of places: [Place], dataset: AirportDataset) -> CollectedWords {
        var collected = CollectedWords()
        var areaCache: [String: [AreaWord]] = [:]
        let wholeCities = PlaceWord.wholeCities(places)
        for place in places {
            var textIndex: UInt8 = 0
            for (text, field, highlight) in [(place.city, MatchField.city, true), (place.name, .name, true)]
                + place.aliases.map({ ($0, MatchField.alias, false) })
            {
                appendWords(
                    of: text, field, highlight: highlight, textIndex: textIndex, wholeCities: wholeCities,
                    into: &collected)
                textIndex &+= 1
            }
            for (area, field) in [
                (place.regionCode.flatMap { dataset.regions[$0] }, MatchField.region),
                (dataset.countries[place.countryCode], .country),
            ] {
                for word in areaWords(area, cache: &areaCache, interner: &collected.interner) {
                    collected.rawWords.append(
                        RawWord(
                            token: word.token, field: field, position: word.position, text: word.text, start: .max,
                            length: 0))
                }
            }
            let placeStart = collected.wordStarts[collected.wordStarts.count - 1]
            collected.asciiWordEnds.append(
                Self.moveOtherScriptTexts(&collected.rawWords, from: placeStart, collected.interner))
            collected.wordStarts.append(collected.rawWords.count)
        }
        return collected
    }

    /// Each word of an area's names, with its position, and the text it is stored with:
    /// ``PlaceWord/wholeAreaNameText`` for a name of one word. Read once an area.
    private static func areaWords(
        _ area: NamedArea?, cache: inout [String: [AreaWord]], interner: inout WordInterner
    ) -> [AreaWord] {
        guard let area else { return [] }
        if let cached = cache[area.code] { return cached }
        var words: [(token: Int32, position: UInt8, text: UInt8)] = []
        for text in [area.name] + area.aliases {
            var position = 0
            let scalars = TextFolder.hasVariants(text) ? Array(text.unicodeScalars) : nil
            let first = words.count
            TextFolder.forEachToken(in: text) { bytes, offset, count in
                let wordPosition = PlaceWord.clampedPosition(position)
                words.append((interner.intern(bytes), wordPosition, PlaceWord.areaText))
                for variant in scalars.map({ TextFolder.variants(of: $0[offset..<offset + count], folded: bytes) })
                    ?? []
                {
                    words.append(
                        (variant.withUnsafeBufferPointer { interner.intern($0) }, wordPosition, PlaceWord.areaText))
                }
                position += 1
            }
            if position == 1 {
                for index in first..<words.count { words[index].text = PlaceWord.wholeAreaNameText }
            }
        }
        cache[area.code] = words
        return words
    }

    /// A text's words, their variant spellings at their positions, and each run of two or three
    /// neighbours joined ("new york" as "newyork", "rio de janeiro" as "riodejaneiro"), marked with
    /// the further positions it spans.
    private static func appendWords(
        of text: String, _ field: MatchField, highlight: Bool, textIndex: UInt8, wholeCities: Set<[UInt8]>,
        into collected: inout CollectedWords
    ) {
        var position = 0
        let first = collected.rawWords.count
        let scalars = TextFolder.hasVariants(text) ? Array(text.unicodeScalars) : nil
        // The last words before this one, nearest last, for joining.
        var previous: [(bytes: [UInt8], offset: Int, position: UInt8)] = []
        TextFolder.forEachToken(in: text) { bytes, offset, count in
            let start = highlight ? UInt16(min(offset, Int(UInt16.max - 1))) : .max
            let length = UInt16(min(count, Int(UInt16.max)))
            let wordPosition = PlaceWord.clampedPosition(position)
            func append(
                _ token: Int32, position: UInt8 = wordPosition, start: UInt16 = start, length: UInt16 = length,
                span: UInt8 = 0
            ) {
                collected.rawWords.append(
                    RawWord(
                        token: token, field: field, position: position, text: textIndex, start: start,
                        length: length, span: span))
            }
            append(collected.interner.intern(bytes))
            var variants =
                scalars.map { TextFolder.variants(of: $0[offset..<offset + count], folded: bytes) } ?? []
            if let synonym = TextFolder.synonym(of: bytes) { variants.insert(synonym, at: 0) }
            for variant in variants { append(variant.withUnsafeBufferPointer { collected.interner.intern($0) }) }
            var joined = Array(bytes)
            for before in previous.reversed() {
                joined = before.bytes + joined
                let span = PlaceWord.span(from: before.position, to: wordPosition)
                guard span > 0, joined.count <= TextFolder.maximumWordLength else { break }
                append(
                    joined.withUnsafeBufferPointer { collected.interner.intern($0) }, position: before.position,
                    start: highlight ? UInt16(min(before.offset, Int(UInt16.max - 1))) : .max,
                    length: UInt16(min(offset + count - before.offset, Int(UInt16.max))), span: span)
            }
            previous.append((Array(bytes), offset, wordPosition))
            if previous.count > Int(PlaceWord.longestSpan) { previous.removeFirst() }
            position += 1
        }
        if position == 1, field == .alias, PlaceWord.namesPlaceWhole(text, cities: wholeCities) {
            for index in first..<collected.rawWords.count { collected.rawWords[index].isWholeText = true }
        }
    }

    /// Numbers the words in sorted order, stores them in one buffer with their trie, and stores each
    /// place's words by those numbers; the number of words.
    private mutating func storeWordTable(_ collected: CollectedWords) -> Int {
        let rawWords = collected.rawWords
        let provisionalTokens = collected.interner.words
        // Number the words in sorted order and store them in one buffer.
        let sortedProvisional = provisionalTokens.indices.sorted {
            provisionalTokens[$0].lexicographicallyPrecedes(provisionalTokens[$1])
        }
        var finalID = [Int32](repeating: 0, count: provisionalTokens.count)
        for (id, provisionalID) in sortedProvisional.enumerated() {
            finalID[provisionalID] = Int32(id)
            let token = provisionalTokens[provisionalID]
            data.tokenBytes += token
            data.tokenStart.append(UInt32(data.tokenBytes.count))
            data.longestToken = max(data.longestToken, UInt32(token.count))
        }
        let starts = data.tokenStart
        let trie = data.tokenBytes.withUnsafeBytes { bytes in
            Self.trie(wordCount: sortedProvisional.count) { id in
                UnsafeRawBufferPointer(rebasing: bytes[Int(starts[id])..<Int(starts[id + 1])])
            }
        }
        (data.trieNode, data.trieWords, data.trieFirstNode) = trie
        for word in rawWords {
            let token = UInt32(finalID[Int(word.token)])
            data.placeWord.append(
                PlaceWord(
                    token: token, field: word.field, position: word.position, text: word.text,
                    tokenLength: Int(starts[Int(token) + 1] - starts[Int(token)]), span: word.span,
                    isWholeText: word.isWholeText
                ).rawValue)
            data.wordStart.append(word.start)
            data.wordLength.append(word.length)
        }
        data.placeWordStart = collected.wordStarts.map { UInt32($0) }
        data.placeASCIIWordEnd = collected.asciiWordEnds.map { UInt32($0) }
        return sortedProvisional.count
    }

    /// The postings in word order, places ascending in each: counted, then filled, each place's best
    /// occurrence of the word kept, then the marks of area names and whole texts.
    private mutating func storePostings(placeCount: Int, wordStarts: [Int], tokenCount: Int) {
        var counts = [UInt32](repeating: 0, count: tokenCount + 1)
        var lastPlace = [Int32](repeating: -1, count: tokenCount)
        for place in 0..<placeCount {
            for word in wordStarts[place]..<wordStarts[place + 1] {
                let token = Int(PlaceWord(rawValue: data.placeWord[word]).token)
                if lastPlace[token] != Int32(place) {
                    lastPlace[token] = Int32(place)
                    counts[token + 1] += 1
                }
            }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var fill = counts
        data.postingPlace = [UInt32](repeating: 0, count: Int(counts.last ?? 0))
        data.postingOccurrence = [UInt8](repeating: 0, count: data.postingPlace.count)
        data.postingWord = [UInt32](repeating: 0, count: data.postingPlace.count)
        var slotOfPlace = [UInt32](repeating: 0, count: tokenCount)
        // The postings of words a place holds as an area's whole name ("uk", "ontario").
        var namingSlots: [Int] = []
        // The postings of words a place holds as a whole text that an exact match raises.
        var wholeSlots: [Int] = []
        lastPlace = [Int32](repeating: -1, count: tokenCount)
        for place in 0..<placeCount {
            for word in wordStarts[place]..<wordStarts[place + 1] {
                let placeWord = PlaceWord(rawValue: data.placeWord[word])
                let token = Int(placeWord.token)
                let occurrence = PostingOccurrence(field: placeWord.field, isFirstWord: placeWord.position == 0)
                defer {
                    if placeWord.text == PlaceWord.wholeAreaNameText { namingSlots.append(Int(slotOfPlace[token])) }
                    if placeWord.isWholeText, placeWord.field != .city { wholeSlots.append(Int(slotOfPlace[token])) }
                }
                if lastPlace[token] != Int32(place) {
                    lastPlace[token] = Int32(place)
                    slotOfPlace[token] = fill[token]
                    data.postingPlace[Int(fill[token])] = UInt32(place)
                    data.postingOccurrence[Int(fill[token])] = occurrence.rawValue
                    data.postingWord[Int(fill[token])] = UInt32(word)
                    fill[token] += 1
                } else if occurrence.isBetter(
                    than: PostingOccurrence(rawValue: data.postingOccurrence[Int(slotOfPlace[token])]))
                {
                    data.postingOccurrence[Int(slotOfPlace[token])] = occurrence.rawValue
                    data.postingWord[Int(slotOfPlace[token])] = UInt32(word)
                }
            }
        }
        // Marked once each place's best occurrences are known: only where that is an area's word.
        for slot in namingSlots where PostingOccurrence(rawValue: data.postingOccurrence[slot]).field >= .region {
            data.postingOccurrence[slot] |= PostingOccurrence.namesAreaBit
        }
        for slot in wholeSlots { data.postingOccurrence[slot] |= PostingOccurrence.holdsWholeTextBit }
        data.postingStart = counts
    }

    /// Places by upper-case IATA and ICAO code, sorted by packed code, then rank.
    /// A text's scalars when it has a word spelled with umlauts, to index that word as Germans
    /// type it without them (see ``TextFolder/germanTransliteration(of:)``); nil otherwise.
    private mutating func addCodes(_ places: [Place]) {
        var entries: [(key: UInt32, place: UInt32)] = []
        for (rank, place) in places.enumerated() {
            if let key = Self.codeKey(place.code) { entries.append((key, UInt32(rank))) }
            if let icao = place.icao, let key = Self.codeKey(icao) { entries.append((key, UInt32(rank))) }
        }
        entries.sort { ($0.key, $0.place) < ($1.key, $1.place) }
        data.codeKey = entries.map(\.key)
        data.codePlace = entries.map(\.place)
    }

    /// A code of one to four ASCII letters or digits, upper case, packed big-endian with its
    /// length in the low bits so that codes of different lengths differ; nil for anything else.
    static func codeKey<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32? {
        guard (1...4).contains(bytes.count) else { return nil }
        var key: UInt32 = 0
        for byte in bytes {
            let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
            guard
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(upper)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(upper)
            else { return nil }
            key = key << 7 | UInt32(upper & 0x7F)
        }
        return key << 3 | UInt32(bytes.count)
    }

    /// A code as text, packed.
    static func codeKey(_ text: String) -> UInt32? {
        codeKey(text.utf8)
    }

    /// The two ASCII letters of a country code, packed; 0 for anything else.
    static func countryKey(_ code: String) -> UInt16 {
        let bytes = Array(code.utf8)
        guard bytes.count == 2 else { return 0 }
        return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
    }
}
