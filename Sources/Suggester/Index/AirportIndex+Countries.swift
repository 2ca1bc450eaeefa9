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
        for area in 0..<t.areaKind.count where t.areaKind[area] == 0 {
            if t.string(t.areaCode[area]).elementsEqual(code.utf8) { return area }
        }
        return nil
    }
}
