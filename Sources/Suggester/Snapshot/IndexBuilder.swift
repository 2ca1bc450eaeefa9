/// Builds the tables of an index from a dataset (``IndexData``), in a deterministic order, so that
/// the same data always gives the same snapshot, byte for byte.
///
/// - Places are numbered in rank order: importance (a city group's is its airports' together), city
///   groups first, then code, so the final tie-breaks are a comparison of numbers and a search can
///   stop as soon as no remaining place could outrank its results.
/// - Every distinct folded word (of names, cities, aliases, regions and countries) is stored once,
///   sorted, in a radix tree (``WordTree``): the words a prefix begins form one contiguous range, and
///   the same tree serves the typo search.
/// - The postings of each word are stored in word order, so a prefix range's postings are one
///   contiguous slice; each records the place's best occurrence of the word.
///
/// Complexity: O(w log w) for w place words.
struct IndexBuilder {
    private var data = IndexData()
    /// The strings by their provisional number (the order they were first met), numbered in sorted
    /// order once every table is made (``numberStrings()``).
    private var stringIDs: [String: UInt32] = [:]
    private var provisionalStrings: [String] = []

    /// The tables of a dataset; `sourceChecksum` identifies the data it came from.
    static func build(_ dataset: AirportDataset, sourceChecksum: UInt64) -> IndexData {
        var builder = IndexBuilder()
        builder.data.sourceChecksum = sourceChecksum
        builder.add(dataset)
        builder.numberStrings()
        return builder.data
    }

    private mutating func intern(_ text: String) -> UInt32 {
        if let id = stringIDs[text] { return id }
        let id = UInt32(provisionalStrings.count)
        provisionalStrings.append(text)
        stringIDs[text] = id
        return id
    }

    private mutating func intern(_ text: String?) -> UInt32 {
        text.map { intern($0) } ?? IndexData.none
    }

    private mutating func localizedNames(_ names: [String: String]) -> UInt32 {
        names.isEmpty ? IndexData.none : intern(LocalizedNames.format(names))
    }

    /// Sorts the strings, so that a string's number is its rank, and renumbers every reference.
    private mutating func numberStrings() {
        let bytes = provisionalStrings.map { Array($0.utf8) }
        let order = bytes.indices.sorted { Self.precedes(bytes[$0], bytes[$1]) }
        var rank = [UInt32](repeating: 0, count: bytes.count)
        for (final, provisional) in order.enumerated() { rank[provisional] = UInt32(final) }
        data.strings = order.map { bytes[$0] }
        func renumber(_ ids: inout [UInt32]) {
            for index in ids.indices where ids[index] != IndexData.none { ids[index] = rank[Int(ids[index])] }
        }
        renumber(&data.placeCode)
        renumber(&data.placeICAO)
        renumber(&data.placeName)
        renumber(&data.placeCity)
        renumber(&data.placeRegionCode)
        renumber(&data.placeCountryCode)
        renumber(&data.placeTimeZone)
        renumber(&data.placeCityCode)
        renumber(&data.placeLocalizedNames)
        renumber(&data.alias)
        renumber(&data.wholeTextAlias)
        renumber(&data.groupCode)
        renumber(&data.areaCode)
        renumber(&data.areaName)
        renumber(&data.areaAlias)
        renumber(&data.areaLocalizedNames)
    }

    /// Whether the bytes `a` sort strictly before `b`, as unsigned bytes, compared eight at a time.
    /// Complexity: O(n).
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let shared = min(a.count, b.count)
                var index = 0
                while index + 8 <= shared {
                    let x = a.loadUnaligned(fromByteOffset: index, as: UInt64.self).bigEndian
                    let y = b.loadUnaligned(fromByteOffset: index, as: UInt64.self).bigEndian
                    if x != y { return x < y }
                    index += 8
                }
                while index < shared {
                    if a[index] != b[index] { return a[index] < b[index] }
                    index += 1
                }
                return a.count < b.count
            }
        }
    }

    /// Place flags: kind (bits 0–1), airport type (bits 2–4), scheduled (bit 5), offered (bit 6).
    static func flags(of place: Place) -> UInt8 {
        place.kind.snapshotValue | place.type.snapshotValue << 2 | (place.hasScheduledService ? 1 << 5 : 0)
            | (place.isOfferedByDefault ? 1 << 6 : 0)
    }

    /// A coordinate in units of 10⁻⁷ degree.
    static func fixedPoint(_ degrees: Double) -> Int32 {
        let scaled = (degrees * 1e7).rounded()
        return scaled.isFinite ? Int32(max(-2_147_483_647, min(2_147_483_647, scaled))) : 0
    }

    /// A count as stored: ``IndexData/none`` when unknown, at most one less.
    static func storedCount(_ count: Int?) -> UInt32 {
        count.map { UInt32(max(0, min($0, Int(IndexData.none) - 1))) } ?? IndexData.none
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
            data.placeFlags.append(Self.flags(of: place))
            data.placeImportance.append(importanceByIndex[order[rank]])
            data.placeLatitude.append(Self.fixedPoint(place.latitude))
            data.placeLongitude.append(Self.fixedPoint(place.longitude))
            data.placePassengers.append(Self.storedCount(place.passengers))
            data.placePopulation.append(Self.storedCount(place.population))
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
            // A place record names at most PlaceRecords.areaLimit areas; a place in one past them has none.
            let recordable = { (area: UInt32?) in area.flatMap { Int($0) < PlaceRecords.areaLimit ? $0 : nil } }
            data.placeCountryArea.append(recordable(areaIndex["0:\(place.countryCode)"]) ?? IndexData.none)
            data.placeRegionArea.append(recordable(place.regionCode.flatMap { areaIndex["1:\($0)"] }) ?? IndexData.none)
            // Known names first: a place's alias number is its text's less two either way.
            for alias in place.knownNames + place.aliases { data.alias.append(intern(alias)) }
            data.aliasStart.append(UInt32(data.alias.count))
            for alias in place.wholeTextAliases { data.wholeTextAlias.append(intern(alias)) }
            data.wholeTextAliasStart.append(UInt32(data.wholeTextAlias.count))
            for code in place.airportCodes {
                data.groupCode.append(intern(code))
                data.groupMember.append(airportRank[code] ?? IndexData.none)
            }
            data.groupStart.append(UInt32(data.groupCode.count))
            addBounds(of: place)
        }
        addWords(places, areas: areas.map(\.area))
        addCodes(places)
    }

    /// Where each word of the place's city and name begins in its text, and its length, by
    /// position (at most ``PlaceWord/lastPosition`` + 1 of each; later words share the last).
    private mutating func addBounds(of place: Place) {
        var cityWords = 0
        for (index, text) in [place.city, place.name].enumerated() {
            var position = 0
            TextFolder.forEachToken(in: text) { _, offset, count in
                guard position <= Int(PlaceWord.lastPosition) else { return }
                data.boundStart.append(UInt16(min(offset, Int(UInt16.max - 1))))
                data.boundLength.append(UInt16(min(count, Int(UInt16.max))))
                position += 1
            }
            if index == 0 { cityWords = position }
        }
        data.placeCityBounds.append(UInt32(cityWords))
        data.placeBoundStart.append(UInt32(data.boundStart.count))
    }

    /// A place's word before the words are numbered in sorted order.
    private struct RawWord {
        var token: Int32
        var field: MatchField
        var position: UInt8
        var text: UInt8
        var span: UInt8 = 0
        var isWholeText = false
    }

    /// Moves the place's texts (from `start` on) whose words all begin with a byte past ASCII
    /// ("Лондон", "東京") after its others, keeping each text's words together and the order
    /// within both parts, and returns where they begin: a query word beginning with ASCII bytes
    /// matches none of them, so scoring it stops there (``IndexData/placeWordSplit``).
    private static func moveOtherScriptTexts(_ words: inout [RawWord], from start: Int, _ interner: WordInterner)
        -> Int
    {
        var hasASCIIWord = Set<UInt8>()
        for word in words[start...] where interner.words[Int(word.token)][0] < 0x80 { hasASCIIWord.insert(word.text) }
        let isOtherScript = { (word: RawWord) in word.text != PlaceWord.areaText && !hasASCIIWord.contains(word.text) }
        let moved = words[start...].filter(isOtherScript)
        guard !moved.isEmpty else { return words.count }
        let kept = words[start...].filter { !isOtherScript($0) }
        words.replaceSubrange(start..., with: kept + moved)
        return start + kept.count
    }

    /// Every place's and area's words, the sorted word table and the postings.
    private mutating func addWords(_ places: [Place], areas: [NamedArea]) {
        var collected = Self.collectWords(of: places)
        collected.areaWordStarts = [0]
        for (index, area) in areas.enumerated() {
            let field = data.areaKind[index] == 0 ? MatchField.country : .region
            for word in Self.areaWords(area, interner: &collected.interner) {
                collected.areaWords.append(
                    RawWord(token: word.token, field: field, position: word.position, text: word.text))
            }
            collected.areaWordStarts.append(collected.areaWords.count)
        }
        let synonyms = storeWordTable(collected)
        storePostings(placeCount: places.count, synonyms: synonyms)
    }

    /// Each place's own words and each area's as first read: interned, with the start of each
    /// place's, where its texts in other scripts begin, and the start of each area's.
    private struct CollectedWords {
        var interner = WordInterner()
        var rawWords: [RawWord] = []
        var wordStarts: [Int] = [0]
        var splits: [Int] = []
        var areaWords: [RawWord] = []
        var areaWordStarts: [Int] = []
    }

    /// A word of an area's names: its token, its position, and the text it is stored with.
    private typealias AreaWord = (token: Int32, position: UInt8, text: UInt8)

    /// Every place's own words: its city, name, known names (as more of its name: ``PlaceWord/isKnownName``)
    /// and aliases, then each whole-text alias as one word (``WholeTextAlias``).
    private static func collectWords(of places: [Place]) -> CollectedWords {
        var collected = CollectedWords()
        let wholeCities = PlaceWord.wholeCities(places)
        for place in places {
            var textIndex: UInt8 = 0
            for (text, field) in [(place.city, MatchField.city), (place.name, .name)]
                + place.knownNames.map({ ($0, MatchField.name) }) + place.aliases.map({ ($0, MatchField.alias) })
            {
                appendWords(of: text, field, textIndex: textIndex, wholeCities: wholeCities, into: &collected)
                textIndex &+= 1
            }
            for alias in place.wholeTextAliases {
                defer { textIndex &+= 1 }
                guard textIndex < PlaceWord.wholeAreaNameText, let word = WholeTextAlias.indexedWord(of: alias) else {
                    continue
                }
                collected.rawWords.append(
                    RawWord(
                        token: word.withUnsafeBufferPointer { collected.interner.intern($0) }, field: .alias,
                        position: 0, text: textIndex))
            }
            let placeStart = collected.wordStarts[collected.wordStarts.count - 1]
            collected.splits.append(
                Self.moveOtherScriptTexts(&collected.rawWords, from: placeStart, collected.interner) - placeStart)
            collected.wordStarts.append(collected.rawWords.count)
        }
        return collected
    }

    /// Each word of an area's names, with its position, and the text it is stored with:
    /// ``PlaceWord/wholeAreaNameText`` for a name of one word.
    private static func areaWords(_ area: NamedArea, interner: inout WordInterner) -> [AreaWord] {
        var words: [AreaWord] = []
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
        return words
    }

    /// A text's words, their variant spellings at their positions, and each run of two or three
    /// neighbours joined ("new york" as "newyork", "rio de janeiro" as "riodejaneiro"), marked with
    /// the further positions it spans.
    private static func appendWords(
        of text: String, _ field: MatchField, textIndex: UInt8, wholeCities: Set<[UInt8]>,
        into collected: inout CollectedWords
    ) {
        var position = 0
        let first = collected.rawWords.count
        let scalars = TextFolder.hasVariants(text) ? Array(text.unicodeScalars) : nil
        // The last words before this one, nearest last, for joining.
        var previous: [(bytes: [UInt8], position: UInt8)] = []
        TextFolder.forEachToken(in: text) { bytes, offset, count in
            defer { position += 1 }
            let wordPosition = PlaceWord.clampedPosition(position)
            func append(_ token: Int32, position: UInt8 = wordPosition, span: UInt8 = 0) {
                collected.rawWords.append(
                    RawWord(token: token, field: field, position: position, text: textIndex, span: span))
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
                    span: span)
            }
            previous.append((Array(bytes), wordPosition))
            if previous.count > Int(PlaceWord.longestSpan) { previous.removeFirst() }
        }
        if position == 1, field == .alias,
            PlaceWord.namesPlaceWhole(text, cities: wholeCities, folded: previous.last?.bytes)
        {
            for index in first..<collected.rawWords.count { collected.rawWords[index].isWholeText = true }
        }
    }

    /// Numbers the words in sorted order, stores them as a ``WordTree`` with each one's length,
    /// and stores each place's and area's words by those numbers; the number of words.
    private mutating func storeWordTable(_ collected: CollectedWords) -> [Int32] {
        let provisionalTokens = collected.interner.words
        // Number the words in sorted order.
        let sortedProvisional = provisionalTokens.indices.sorted {
            Self.precedes(provisionalTokens[$0], provisionalTokens[$1])
        }
        var finalID = [Int32](repeating: 0, count: provisionalTokens.count)
        for (id, provisionalID) in sortedProvisional.enumerated() {
            finalID[provisionalID] = Int32(id)
            let token = provisionalTokens[provisionalID]
            data.tokenLength.append(UInt8(token.count))
            data.longestToken = max(data.longestToken, UInt32(token.count))
        }
        // The sorted words end to end, so that the tree reads each in place.
        var sortedBytes: [UInt8] = []
        var sortedEnds = [0]
        for provisionalID in sortedProvisional {
            sortedBytes += provisionalTokens[provisionalID]
            sortedEnds.append(sortedBytes.count)
        }
        (data.wordTree, data.wordTreeRootChild, data.wordTreeRootFirstWord) = sortedBytes.withUnsafeBytes { bytes in
            Self.wordTree(wordCount: sortedProvisional.count) { id in
                UnsafeRawBufferPointer(rebasing: bytes[sortedEnds[id]..<sortedEnds[id + 1]])
            }
        }
        func placeWord(_ word: RawWord) -> UInt64 {
            let token = UInt32(finalID[Int(word.token)])
            return PlaceWord(
                token: token, field: word.field, position: word.position, text: word.text,
                tokenLength: Int(data.tokenLength[Int(token)]), span: word.span, isWholeText: word.isWholeText
            ).rawValue
        }
        data.placeWord = collected.rawWords.map(placeWord)
        data.placeWordStart = collected.wordStarts.map { UInt32($0) }
        data.placeWordSplit = collected.splits.map { UInt32($0) }
        data.areaWordStart = collected.areaWordStarts.map { UInt32(data.placeWord.count + $0) }
        data.placeWord += collected.areaWords.map(placeWord)
        let beginnings = sortedProvisional.map { provisionalTokens[$0].withUnsafeBytes(WordBeginnings.bits(of:)) }
        data.placeWordBeginnings = data.placeWordStart.indices.dropLast().map { place in
            var bits: UInt64 = 0
            for word in Int(data.placeWordStart[place])..<Int(data.placeWordStart[place + 1]) {
                let placeWord = PlaceWord(rawValue: data.placeWord[word])
                if placeWord.field <= .alias { bits |= beginnings[Int(placeWord.token)] }
            }
            return bits
        }
        // Each word's synonym among the words (``TextFolder/synonym(of:)``), or -1.
        let synonymBytes = sortedProvisional.map { provisionalTokens[$0].withUnsafeBufferPointer(TextFolder.synonym) }
        let needed = Set(synonymBytes.compactMap { $0 })
        var numbers: [[UInt8]: Int32] = [:]
        for (id, provisionalID) in sortedProvisional.enumerated()
        where needed.contains(provisionalTokens[provisionalID]) {
            numbers[provisionalTokens[provisionalID]] = Int32(id)
        }
        return synonymBytes.map { $0.flatMap { numbers[$0] } ?? -1 }
    }

    /// The postings in word order, places ascending in each: counted, then filled, each place's best
    /// occurrence of the word kept, then the marks of area names and whole texts. A place's words
    /// are read in the order a search reads them (``PlaceWordSegments``).
    private mutating func storePostings(placeCount: Int, synonyms: [Int32]) {
        let tokenCount = synonyms.count
        let segments = { [data] (place: Int) in PlaceWordSegments(data, place: place) }
        var counts = [UInt32](repeating: 0, count: tokenCount + 1)
        var lastPlace = [Int32](repeating: -1, count: tokenCount)
        for place in 0..<placeCount {
            for word in segments(place) {
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
        var slotOfPlace = [UInt32](repeating: 0, count: tokenCount)
        // The postings of words a place holds as an area's whole name ("uk", "ontario").
        var namingSlots: [Int] = []
        // The postings of words a place holds as a whole text that an exact match raises.
        var wholeSlots: [Int] = []
        // The postings of words that alone cover a text of their place's city.
        var cityAloneSlots: [Int] = []
        lastPlace = [Int32](repeating: -1, count: tokenCount)
        for place in 0..<placeCount {
            defer {
                cityAloneSlots += Self.slotsNamingCityAlone(
                    of: segments(place), in: data, synonyms: synonyms, slotOfPlace: slotOfPlace)
            }
            for word in segments(place) {
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
                    fill[token] += 1
                } else if occurrence.isBetter(
                    than: PostingOccurrence(rawValue: data.postingOccurrence[Int(slotOfPlace[token])]))
                {
                    data.postingOccurrence[Int(slotOfPlace[token])] = occurrence.rawValue
                }
            }
        }
        // Marked once each place's best occurrences are known: only where that is an area's word.
        for slot in namingSlots where PostingOccurrence(rawValue: data.postingOccurrence[slot]).field >= .region {
            data.postingOccurrence[slot] |= PostingOccurrence.namesAreaBit
        }
        for slot in wholeSlots { data.postingOccurrence[slot] |= PostingOccurrence.holdsWholeTextBit }
        for slot in cityAloneSlots { data.postingOccurrence[slot] |= PostingOccurrence.namesCityAloneBit }
        data.postingStart = counts
    }

    /// The posting slots of the words that, with their synonyms, cover every position of a text of a
    /// place's city (``PostingOccurrence/namesCityAlone``), as
    /// ``SearchState/namesPlace(_:exactly:cityOnly:)`` counts positions: those of single words, each
    /// covered by a word at it or a joined word spanning it. The city's words come first among a place's, in the order a search reads them.
    /// Complexity: O(w²) for the city's w words.
    private static func slotsNamingCityAlone(
        of words: PlaceWordSegments, in data: IndexData, synonyms: [Int32], slotOfPlace: [UInt32]
    ) -> [Int] {
        let city = words.prefix(while: { PlaceWord(rawValue: data.placeWord[$0]).field == .city }).map {
            PlaceWord(rawValue: data.placeWord[$0])
        }
        var slots: [Int] = []
        for text in Set(city.map(\.text)) {
            let texts = city.filter { $0.text == text }
            let positions = Set(texts.filter { $0.span == 0 }.map(\.position))
            for token in Set(texts.map(\.token)) {
                let synonym = synonyms[Int(token)]
                let covered = Set(
                    texts.filter { $0.token == token || Int32($0.token) == synonym }.flatMap {
                        $0.position...$0.position + $0.span
                    })
                if covered == positions { slots.append(Int(slotOfPlace[Int(token)])) }
            }
        }
        return slots
    }

    /// Places by upper-case IATA and ICAO code, sorted by packed code, then rank.
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
