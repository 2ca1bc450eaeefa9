extension AirportIndex {
    /// ISO 3166-1's exceptionally reserved codes that people type for a country with another
    /// code: `UK` is reserved for the United Kingdom, whose code is `GB`.
    static let reservedCountryCodes = ["UK": "GB"]

    /// Checks that a query's country filter names a country of the data, so that a mistyped code
    /// is refused rather than answered with nothing.
    /// - Throws: ``SuggesterError/unknownCountry(_:suggestion:)``, with the code meant where it
    ///   is plain (`UK` → `GB`).
    /// Complexity: O(countries), only when the query has a country filter.
    public func checkCountry(of query: SuggestionQuery) throws(SuggesterError) {
        guard let code = query.countryCode, !knowsCountry(code) else { return }
        let suggestion = Self.reservedCountryCodes[code].flatMap { meant in
            knowsCountry(meant) ? "\(meant) (\(countryName(meant) ?? meant))" : nil
        }
        throw .unknownCountry(code, suggestion: suggestion)
    }

    /// Whether the data has a country with this upper-case ISO code. Complexity: O(countries).
    public func knowsCountry(_ code: String) -> Bool {
        countryArea(code) != nil
    }

    /// The English name of the country with this upper-case ISO code. Complexity: O(countries).
    public func countryName(_ code: String) -> String? {
        countryArea(code).flatMap { tables.text(tables.areaName[$0]) }
    }

    /// The area number of a country, reading each area's code where it lies, without allocating.
    private func countryArea(_ code: String) -> Int? {
        let t = tables
        guard let id = t.strings.id(of: code.utf8) else { return nil }
        return (0..<t.areaKind.count).first { t.areaKind[$0] == 0 && t.areaCode[$0] == id }
    }

    /// Every country of the data, most places first, then by English name.
    /// Complexity: O(p + c log c + n) for p places, c countries and n bytes of their names the first time
    /// (``CountryDirectory``); O(c) after.
    public func countryList() -> [Country] {
        directory.countries
    }

    /// The countries with their folded names, made once per index.
    private var directory: CountryDirectory {
        tables.countryDirectory.directory {
            let t = tables
            var counts: [UInt32: Int] = [:]
            for rank in 0..<t.placeCountryArea.count where t.placeCountryArea[rank] != IndexData.none {
                counts[t.placeCountryArea[rank], default: 0] += 1
            }
            let countries = (0..<t.areaKind.count).filter { t.areaKind[$0] == 0 }.map {
                country(atArea: $0, placeCount: counts[UInt32($0)] ?? 0)
            }.sorted { ($1.placeCount, $0.name) < ($0.placeCount, $1.name) }
            let folded = countries.map { country in
                ([country.name] + country.localizedNames.values.sorted()).map(Self.foldedForCountrySearch)
            }
            return CountryDirectory(countries: countries, foldedNames: folded)
        }
    }

    /// A name or a query as the country search compares them: folded tokens, joined by spaces.
    private static func foldedForCountrySearch(_ text: String) -> String {
        TextFolder.tokens(text).map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: " ")
    }

    /// The country of an area, with its names read from the snapshot.
    private func country(atArea area: Int, placeCount: Int) -> Country {
        let t = tables
        return Country(
            code: t.text(t.areaCode[area]) ?? "", name: t.text(t.areaName[area]) ?? "",
            localizedNames: t.localizedNames(t.areaLocalizedNames[area]), placeCount: placeCount)
    }

    /// The countries a text names, best first: its code (`fr`; `uk` is `GB`), then those with a name (in English or any
    /// language of the data) that starts with the text, then those with a later word of a name that does
    /// (`kingdom` finds the United Kingdom); each group most places first. Folded as place names are (`osterreich` is
    /// Austria's `Österreich`). Empty text gives every country.
    /// Complexity: O(c · n) for c countries and n bytes of their folded names (the first search also makes the
    /// ``CountryDirectory``).
    public func searchCountries(_ text: String, limit: Int) -> [Country] {
        let directory = directory
        let query = Self.foldedForCountrySearch(text)
        // Empty text gives every country; text that folds to nothing (punctuation only) names none.
        guard !query.isEmpty, limit > 0 else {
            return text.allSatisfy(\.isWhitespace) ? Array(directory.countries.prefix(max(0, limit))) : []
        }
        var ranked: [(rank: Int, order: Int, country: Country)] = []
        for (order, country) in directory.countries.enumerated() {
            var best = Int.max
            if country.code.lowercased() == query || Self.reservedCountryCodes[query.uppercased()] == country.code {
                best = 0
            }
            for folded in directory.foldedNames[order] where best > 1 {
                if folded.hasPrefix(query) {
                    best = 1
                } else if folded.contains(" " + query) {
                    best = min(best, 2)
                }
            }
            if best != Int.max { ranked.append((best, order, country)) }
        }
        return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.prefix(limit).map(\.country)
    }

    /// The country with this code (any case; `UK` is `GB`), or nil. Complexity: O(p + c) for p places and c
    /// areas, reading one country's names.
    public func country(code: String) -> Country? {
        let upper = code.uppercased()
        guard let area = countryArea(Self.reservedCountryCodes[upper] ?? upper) else { return nil }
        // Only this country's names are read, and its places counted: a stored value is resolved often.
        let t = tables
        var count = 0
        for rank in 0..<t.placeCountryArea.count where t.placeCountryArea[rank] == UInt32(area) { count += 1 }
        return country(atArea: area, placeCount: count)
    }
}
