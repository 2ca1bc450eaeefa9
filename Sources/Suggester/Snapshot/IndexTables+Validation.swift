extension IndexTables {
    /// Checks that every stored offset, index and reference points inside what it refers to, so
    /// that no query can read out of bounds. Orders that only affect results (sorted codes and keys)
    /// are not checked: a file whose checksum was computed again over them gives wrong answers, not a
    /// read out of bounds. Complexity: O(n) in the snapshot's size.
    func checkReferences() throws(SuggesterError) {
        let places = header.placeCount
        let strings = header.stringCount
        let areas = areaKind.count
        func fail(_ what: String) -> SuggesterError { .invalidSnapshot("\(what) is out of range") }
        func checkIDs(_ ids: IDColumn, below limit: Int, optional: Bool, _ what: String) throws(SuggesterError) {
            for index in 0..<ids.count {
                let id = ids[index]
                if id == IndexData.none, optional { continue }
                if Int(id) >= limit { throw fail(what) }
            }
        }
        try self.strings.check()
        for count in [
            placeFlags.count, placeImportance.count, placeLatitude.units.count, placeLongitude.units.count,
            placeWordBeginnings.count,
            placePassengers.values.count, placePopulation.values.count, placeCountryKey.count, placeCode.count,
            placeICAO.count, placeName.count, placeCity.count, placeRegionCode.count, placeCountryCode.count,
            placeTimeZone.count, placeCityCode.count, placeLocalizedNames.count, placeCityBounds.count,
        ] where count != places {
            throw fail("a place table")
        }
        guard header.lastCityGroup >= -1, Int(header.lastCityGroup) < places else { throw fail("the last city group") }
        for ids in [placeCode, placeName, placeCity] {
            try checkIDs(ids, below: strings, optional: false, "a place's name")
        }
        for ids in [placeICAO, placeRegionCode, placeCountryCode, placeTimeZone, placeCityCode, placeLocalizedNames] {
            try checkIDs(ids, below: strings, optional: true, "a place's detail")
        }
        for place in 0..<places {
            let (country, region) = (placeRecords.country(place), placeRecords.region(place))
            guard country == IndexData.none || Int(country) < areas else { throw fail("a place's country") }
            guard region == IndexData.none || Int(region) < areas else { throw fail("a place's region") }
        }
        try checkOffsets(aliasStart, owners: places, end: alias.count, "an alias")
        try checkIDs(alias, below: strings, optional: false, "an alias")
        try checkOffsets(wholeTextAliasStart, owners: places, end: wholeTextAlias.count, "a whole-text alias")
        try checkIDs(wholeTextAlias, below: strings, optional: false, "a whole-text alias")
        try checkOffsets(groupStart, owners: places, end: groupCode.count, "a city group")
        guard groupMember.count == groupCode.count else { throw fail("a city group") }
        try checkIDs(groupCode, below: strings, optional: false, "a city group's code")
        try checkIDs(groupMember, below: places, optional: true, "a city group's airport")
        try checkWords()
        try checkBounds()
        try checkOffsets(postingStart, owners: header.tokenCount, end: postingPlace.count, "a posting")
        guard postingOccurrence.count == postingPlace.count else { throw fail("the postings") }
        for index in 0..<postingPlace.count where postingPlace.int(index) >= places { throw fail("a posting") }
        for index in 0..<postingOccurrence.count where postingOccurrence[index] & 7 > MatchField.country.rawValue {
            throw fail("a posting's field")
        }
        guard codePlace.count == codeKey.count else { throw fail("the codes") }
        try checkIDs(codePlace, below: places, optional: false, "a code")
        guard areaCode.count == areas, areaName.count == areas, areaLocalizedNames.count == areas else {
            throw fail("the areas")
        }
        try checkIDs(areaLocalizedNames, below: strings, optional: true, "an area's names")
        try checkIDs(areaCode, below: strings, optional: false, "an area's code")
        try checkIDs(areaName, below: strings, optional: false, "an area's name")
        try checkOffsets(areaAliasStart, owners: areas, end: areaAlias.count, "an area's alias")
        try checkIDs(areaAlias, below: strings, optional: false, "an area's alias")
        try checkPrecomputed()
    }

    /// Checks a column of starts: one more than its `owners`, from `first` to `end`, never going back,
    /// so that reading a range from it cannot fail.
    private func checkOffsets(_ starts: PackedArray, owners: Int, from first: Int = 0, end: Int, _ what: String)
        throws(SuggesterError)
    {
        let failure = SuggesterError.invalidSnapshot("\(what) is out of range")
        guard owners >= 0, starts.count == owners + 1, starts.int(0) == first, starts.int(owners) == end else {
            throw failure
        }
        for index in 0..<owners where starts[index] > starts[index + 1] { throw failure }
    }

    /// Checks the starts a place record holds at `offset` (its words' or its bounds'): from 0 to
    /// `end`, never going back, so that reading a range from them cannot fail.
    private func checkRecordOffsets(offset: Int, end: Int, _ what: String) throws(SuggesterError) {
        let failure = SuggesterError.invalidSnapshot("\(what) is out of range")
        let records = placeRecords
        func start(_ record: Int) -> Int {
            Int(records.base.load(fromByteOffset: record * PlaceRecords.size + offset, as: UInt32.self))
        }
        guard start(0) == 0, start(records.count - 1) == end else { throw failure }
        for record in 1..<records.count where start(record - 1) > start(record) { throw failure }
    }

    /// Checks the places' and areas' words, and the word tree they number.
    private func checkWords() throws(SuggesterError) {
        func fail(_ what: String) -> SuggesterError { .invalidSnapshot("\(what) is out of range") }
        let places = header.placeCount
        let areas = areaKind.count
        // Each place's own words, then each area's.
        guard areaWordStart.count == areas + 1 else { throw fail("an area's words") }
        try checkRecordOffsets(offset: 0, end: areaWordStart.int(0), "a place's words")
        // The closing record's start is the first area's: the areas' words follow the places'.
        try checkOffsets(
            areaWordStart, owners: areas, from: areaWordStart.int(0), end: placeWord.count, "an area's words")
        for place in 0..<places where placeRecords.split(place) > placeRecords.ownWords(place).count {
            throw fail("a place's words")
        }
        guard tokenLengths.count == header.tokenCount else { throw fail("a word's length") }
        // An area's words are its region's or country's: only a place's own have a place in its texts
        // (``checkBounds()``).
        let areaWords = areaWordStart.int(0)
        for index in 0..<placeWord.count {
            let word = placeWord(index)
            guard Int(word.token) < header.tokenCount else { throw fail("a word") }
            guard word.fieldValue <= MatchField.country.rawValue,
                index < areaWords || word.fieldValue >= MatchField.region.rawValue
            else { throw fail("a word's field") }
            guard word.tokenLength == tokenLength(Int(word.token)) else { throw fail("a word's length") }
        }
        guard header.longestToken <= TextFolder.maximumWordLength else { throw fail("the longest word") }
        try checkWordTree()
    }

    /// Checks where each city and name word lies in its text: every place's bounds are its own, and
    /// each of its city and name words, with the words it spans, has one (not a known name's).
    private func checkBounds() throws(SuggesterError) {
        let invalid = SuggesterError.invalidSnapshot("a word's place in its text is out of range")
        let places = header.placeCount
        try checkRecordOffsets(offset: 8, end: boundStart.count, "a word's place in its text")
        guard boundLength.count == boundStart.count else { throw invalid }
        for place in 0..<places {
            let bounds = placeRecords.bounds(place)
            let cityWords = placeCityBounds.int(place)
            guard cityWords <= bounds.count else { throw invalid }
            for index in placeRecords.ownWords(place) {
                let word = placeWord(index)
                // A known name's words are of the name field, but not of the name shown.
                let available =
                    word.field == .city
                    ? cityWords : word.field == .name && !word.isKnownName ? bounds.count - cityWords : .max
                guard word.position + word.span < available else { throw invalid }
            }
        }
    }

    /// Checks the word tree (``WordTree``) in one pass, allocating nothing but a stack of the nodes
    /// being read: every node's header, label, numbers and children lie inside it; children come in
    /// increasing order of their first byte and fill their parent's bytes exactly; the counts of
    /// words add up; a node without children ends a word; no word is longer than the longest the
    /// header allows; each word's length is the one stored for it; and the root's table names each
    /// of the root's children. The words such a tree holds are sorted and distinct, whatever it is.
    /// Complexity: O(n) in the tree's bytes.
    private func checkWordTree() throws(SuggesterError) {
        let invalid = SuggesterError.invalidSnapshot("its word tree is damaged")
        let tree = words.bytes
        guard words.rootChild.count == 256, words.rootFirstWord.count == 257,
            words.rootFirstWord.int(256) == header.tokenCount
        else { throw invalid }
        /// A node whose children are being read: where the next child begins, where they end, the
        /// number of the next child's first word, the words below it, and its depth.
        struct Open {
            var next: Int
            var end: Int
            var nextWord: Int
            var wordEnd: Int
            var depth: Int
            var lastByte: Int
        }
        var stack: [Open] = [
            Open(next: 0, end: tree.count, nextWord: 0, wordEnd: header.tokenCount, depth: 0, lastByte: -1)
        ]
        var rootChildren = 0
        func number(at position: inout Int, end: Int) throws(SuggesterError) -> Int {
            guard let value = tree.checkedNumber(at: &position, end: end) else { throw invalid }
            return value
        }
        while let open = stack.last {
            guard open.next < open.end else {
                // Its children fill it exactly, and hold every word below it.
                guard open.next == open.end, open.nextWord == open.wordEnd else { throw invalid }
                stack.removeLast()
                continue
            }
            let offset = open.next
            let flags = tree[offset]
            let labelLength = Int(flags & 0x3F) + 1
            var position = offset + 1 + labelLength
            guard position <= open.end, open.depth + labelLength <= header.longestToken else { throw invalid }
            let firstByte = Int(tree[offset + 1])
            guard firstByte > open.lastByte else { throw invalid }
            stack[stack.count - 1].lastByte = firstByte
            let isTerminal = flags & WordTree.terminalBit != 0
            let depth = open.depth + labelLength
            if stack.count == 1 {
                guard words.rootChild.int(firstByte) == offset, words.rootFirstWord.int(firstByte) == open.nextWord
                else { throw invalid }
                rootChildren += 1
            }
            if isTerminal {
                guard open.nextWord < open.wordEnd, tokenLength(open.nextWord) == depth else { throw invalid }
            }
            guard flags & WordTree.childrenBit != 0 else {
                guard isTerminal, open.nextWord < open.wordEnd else { throw invalid }
                stack[stack.count - 1].next = position
                stack[stack.count - 1].nextWord += 1
                continue
            }
            let size = try number(at: &position, end: open.end)
            let count = try number(at: &position, end: open.end)
            let childWords = open.nextWord + (isTerminal ? 1 : 0)
            guard size > 0, size <= open.end - position, count > (isTerminal ? 1 : 0),
                count <= open.wordEnd - open.nextWord
            else { throw invalid }
            stack[stack.count - 1].next = position + size
            stack[stack.count - 1].nextWord += count
            stack.append(
                Open(
                    next: position, end: position + size, nextWord: childWords, wordEnd: open.nextWord + count,
                    depth: depth, lastByte: -1))
        }
        // The root's table: its children's offsets (checked as read) and nothing else, and for each
        // byte the first word beginning with it or a greater one.
        var named = 0
        for byte in 0..<256 where words.rootChild.id(byte) != IndexData.none { named += 1 }
        guard named == rootChildren else { throw invalid }
        for byte in 0..<256 where words.rootFirstWord[byte] > words.rootFirstWord[byte + 1] { throw invalid }
    }

    /// Checks the precomputed answers: keys, results and their matched words.
    private func checkPrecomputed() throws(SuggesterError) {
        func fail(_ what: String) -> SuggesterError { .invalidSnapshot("\(what) is out of range") }
        let prefixes = prefixStart.count - 1
        try checkOffsets(prefixStart, owners: prefixes, end: prefixBytes.count, "a precomputed prefix")
        try checkOffsets(prefixResultStart, owners: prefixes, end: resultPlace.count, "a precomputed result")
        try checkOffsets(prefixWordStart, owners: prefixes, end: resultWord.count, "a precomputed result")
        guard prefixLimit.count == prefixes, resultFlags.count == resultPlace.count else {
            throw fail("a precomputed result")
        }
        for prefix in 0..<prefixes {
            let results = prefixResultStart.range(prefix)
            let entries = prefixWordStart.range(prefix)
            let words = precomputedWordCount(ofKey: prefix)
            guard entries.count == results.count * words,
                results.count <= Int(prefixLimit[prefix]), Int(prefixLimit[prefix]) <= header.precomputedLimit
            else { throw fail("a precomputed result list") }
            for result in results where Int(resultPlace[result]) >= header.placeCount {
                throw fail("a precomputed result")
            }
        }
        guard resultHighlightStart.count == resultWord.count, resultHighlightLength.count == resultWord.count else {
            throw fail("a precomputed highlight")
        }
        guard explicitScore.count == explicitResult.count else { throw fail("a precomputed score") }
        for index in 0..<explicitResult.count
        where explicitResult.int(index) >= resultPlace.count
            || (index > 0 && explicitResult[index - 1] >= explicitResult[index])
        {
            throw fail("a precomputed score")
        }
    }
}
