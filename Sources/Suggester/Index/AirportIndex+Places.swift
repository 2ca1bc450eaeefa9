extension AirportIndex {
    /// The place of this rank (0 is the most important). Complexity: O(its names and aliases).
    public func place(at rank: Int) -> Place {
        let t = tables
        let kind = PlaceKind(snapshotValue: t.placeKind[rank])
        let passengers = t.placePassengers[rank]
        let population = t.placePopulation[rank]
        // The alias table holds the known names first (``IndexBuilder``).
        let aliases = (Int(t.aliasStart[rank])..<Int(t.aliasStart[rank + 1])).compactMap { t.text(t.alias[$0]) }
        let knownNames = knownNameCount(ofPlaceAt: rank)
        return Place(
            kind: kind, code: t.text(t.placeCode[rank]) ?? "", icao: t.text(t.placeICAO[rank]),
            name: t.text(t.placeName[rank]) ?? "", city: t.text(t.placeCity[rank]) ?? "",
            regionCode: t.text(t.placeRegionCode[rank]), countryCode: t.text(t.placeCountryCode[rank]) ?? "",
            latitude: t.placeLatitude[rank], longitude: t.placeLongitude[rank], timeZone: t.text(t.placeTimeZone[rank]),
            type: AirportType(snapshotValue: t.placeType[rank]), hasScheduledService: t.placeScheduled[rank] == 1,
            passengers: passengers >= 0 ? Int(passengers) : nil,
            cityCode: kind == .airport ? t.text(t.placeCityCode[rank]) : nil,
            airportCodes: (Int(t.groupStart[rank])..<Int(t.groupStart[rank + 1])).compactMap {
                t.text(t.groupCode[$0])
            },
            knownNames: Array(aliases.prefix(knownNames)), aliases: Array(aliases.dropFirst(knownNames)),
            wholeTextAliases: (Int(t.wholeTextAliasStart[rank])..<Int(t.wholeTextAliasStart[rank + 1])).compactMap {
                t.text(t.wholeTextAlias[$0])
            },
            population: population >= 0 ? Int(population) : nil,
            localizedNames: t.localizedNames(t.placeLocalizedNames[rank]))
    }

    /// How many known names the place has (``Place/knownNames``): their words' texts follow the
    /// name's, so the last of them tells (a known name without words after the last one that has
    /// some is read back as an alias). Complexity: O(w) for the place's w words.
    func knownNameCount(ofPlaceAt rank: Int) -> Int {
        var last = Int(PlaceWord.nameText)
        for index in tables.segments(ofPlace: rank) {
            let word = tables.placeWord(index)
            if word.isKnownName { last = max(last, Int(word.text)) }
        }
        return last - Int(PlaceWord.nameText)
    }

    /// Every place, in rank order. Complexity: O(n); for tests and tools, not for queries.
    public var places: [Place] {
        (0..<placeCount).map(place(at:))
    }

    /// The place with this IATA code, and kind if given (a city group and an airport may share a
    /// code). Complexity: O(log c).
    public func place(code: String, kind: PlaceKind? = nil) -> Place? {
        rank(ofCode: code, kind: kind).map(place(at:))
    }

    /// The rank of the place with this IATA code (and kind, if given). Complexity: O(log c).
    public func rank(ofCode code: String, kind: PlaceKind? = nil) -> Int? {
        let upper = code.uppercased()
        guard let key = IndexBuilder.codeKey(upper) else { return nil }
        for entry in tables.places(withCodeKey: key) {
            let rank = Int(tables.codePlace[entry])
            guard kind == nil || tables.placeKind[rank] == kind?.snapshotValue,
                tables.string(tables.placeCode[rank], equals: upper.utf8)
            else { continue }
            return rank
        }
        return nil
    }

    /// The rank of the town with this code (`geonames:1857910`). Complexity: O(n) in the number of
    /// places (a town's code is not in the code table, which holds what a traveller types); for
    /// resolving a stored value, not for queries.
    public func rank(ofTown code: String) -> Int? {
        guard PlaceKind.isTownCode(code) else { return nil }
        let town = PlaceKind.town.snapshotValue
        guard let id = tables.strings.id(of: code.utf8) else { return nil }
        return (0..<placeCount).first { tables.placeKind[$0] == town && tables.placeCode[$0] == id }
    }

    /// The rank of the place a code names on its own: the city group when a city group and an
    /// airport share the code (`DXB`), else the airport. Complexity: O(log c).
    public func rankPreferringCityGroup(ofCode code: String) -> Int? {
        rank(ofCode: code, kind: .city) ?? rank(ofCode: code, kind: .airport)
    }

    /// The dataset the index holds: its places (in rank order), countries and regions.
    public var dataset: AirportDataset {
        AirportDataset(places: places, countries: countries, regions: regions)
    }

    /// Country names by code, built from the snapshot on each call. Complexity: O(areas); keep the
    /// result rather than asking again for each place.
    public var countries: [String: NamedArea] { areas(kind: 0) }

    /// Region names by code, built from the snapshot on each call. Complexity: O(areas); keep the
    /// result rather than asking again for each place.
    public var regions: [String: NamedArea] { areas(kind: 1) }

    private func areas(kind: UInt8) -> [String: NamedArea] {
        var areas: [String: NamedArea] = [:]
        for index in 0..<tables.areaKind.count where tables.areaKind[index] == kind {
            let code = tables.text(tables.areaCode[index]) ?? ""
            areas[code] = NamedArea(
                code: code, name: tables.text(tables.areaName[index]) ?? "",
                aliases: (Int(tables.areaAliasStart[index])..<Int(tables.areaAliasStart[index + 1])).compactMap {
                    tables.text(tables.areaAlias[$0])
                }, localizedNames: tables.localizedNames(tables.areaLocalizedNames[index]))
        }
        return areas
    }

    /// A place's alias by its number among the place's aliases, then its whole-text aliases, or nil.
    /// Complexity: O(1).
    public func alias(_ number: Int, ofPlaceAt rank: Int) -> String? {
        guard number >= 0 else { return nil }
        let entry = Int(tables.aliasStart[rank]) + number
        if entry < Int(tables.aliasStart[rank + 1]) { return tables.text(tables.alias[entry]) }
        let wholeText = Int(tables.wholeTextAliasStart[rank]) + entry - Int(tables.aliasStart[rank + 1])
        guard wholeText < Int(tables.wholeTextAliasStart[rank + 1]) else { return nil }
        return tables.text(tables.wholeTextAlias[wholeText])
    }

    /// Sets a suggestion's city and country names in a language, where the data has them; with no
    /// language, leaves it as it is. Complexity: that of the two lookups below.
    public func localize(_ suggestion: inout Suggestion, placeAt rank: Int, in language: String?) {
        guard let language else { return }
        suggestion.localizedCity = localizedCity(ofPlaceAt: rank, in: language)
        suggestion.localizedCountry = localizedCountry(ofPlaceAt: rank, in: language)
    }

    /// The name of a place's city in a language (`it`), where the data has one.
    /// Complexity: O(length of the place's names in other languages).
    public func localizedCity(ofPlaceAt rank: Int, in language: String) -> String? {
        tables.localizedNames(tables.placeLocalizedNames[rank])[language]
    }

    /// The name of a place's country in a language (`it`), where the data has one.
    /// Complexity: O(length of the country's names in other languages).
    public func localizedCountry(ofPlaceAt rank: Int, in language: String) -> String? {
        let area = tables.placeCountryArea[rank]
        return area == IndexData.none ? nil : tables.localizedNames(tables.areaLocalizedNames[Int(area)])[language]
    }

    /// The name of an area, or nil.
    func areaName(_ area: UInt32) -> String? {
        area == IndexData.none ? nil : tables.text(tables.areaName[area])
    }

    /// The place at a rank as a suggestion with no matched ranges and a score of 0: what a lookup
    /// by code gives. Complexity: O(airports of a city group).
    public func suggestion(forPlaceAt rank: Int) -> Suggestion {
        suggestion(for: SearchResult(place: rank, score: 0, tier: 0, isCodeMatch: true), highlights: [])
    }

    /// The suggestion a search result stands for, with its text read from the index.
    public func suggestion(
        for result: SearchResult, highlights: ArraySlice<Suggestion.Highlight>, explanation: String? = nil
    ) -> Suggestion {
        let t = tables
        let rank = result.place
        let kind = PlaceKind(snapshotValue: t.placeKind[rank])
        let countryCode = t.text(t.placeCountryCode[rank]) ?? ""
        let members: [Suggestion.Member]? =
            kind == .airport
            ? nil
            : (Int(t.groupStart[rank])..<Int(t.groupStart[rank + 1])).compactMap { entry in
                let member = t.groupMember[entry]
                guard member != IndexData.none else { return nil }
                return Suggestion.Member(
                    code: t.text(t.placeCode[member]) ?? "", name: t.text(t.placeName[member]) ?? "",
                    kilometres: kind == .town
                        ? Int(
                            Geography.kilometres(
                                from: (t.placeLatitude[rank], t.placeLongitude[rank]),
                                to: (t.placeLatitude[member], t.placeLongitude[member])
                            ).rounded()) : nil)
            }
        let code = t.text(t.placeCode[rank]) ?? ""
        return Suggestion(
            code: kind == .town ? members?.first?.code ?? code : code, kind: kind,
            name: t.text(t.placeName[rank]) ?? "",
            city: t.text(t.placeCity[rank]) ?? "", region: areaName(t.placeRegionArea[rank]),
            country: areaName(t.placeCountryArea[rank]) ?? countryCode, countryCode: countryCode,
            icao: t.text(t.placeICAO[rank]), timeZone: t.text(t.placeTimeZone[rank]), latitude: t.placeLatitude[rank],
            longitude: t.placeLongitude[rank], airports: members, matches: Array(highlights),
            score: result.shownScore, explanation: explanation, town: kind == .town ? code : nil)
    }
}
