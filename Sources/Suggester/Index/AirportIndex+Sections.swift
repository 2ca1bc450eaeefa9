extension AirportIndex {
    /// The place a code names on its own, as a lookup by code shows it: the city group when a city group and an
    /// airport share the code (`DXB`), else the airport, with its city and country in `language` where the data
    /// has them; nil when no place has the code. Complexity: O(log c) for the code, then O(airports of a city
    /// group).
    public func suggestion(forCode code: String, language: String? = nil) -> Suggestion? {
        guard let rank = rankPreferringCityGroup(ofCode: code) else { return nil }
        var suggestion = suggestion(forPlaceAt: rank)
        localize(&suggestion, placeAt: rank, in: language)
        return suggestion
    }

    /// What a picker shows before anything is typed, for a query with no text: Recent (the places the codes
    /// name, in their order; at most ``SuggestedSections/maximumRecentCodes`` read), Nearby (with the query's
    /// point) and Popular. Each keeps to the query's country, holds at most `query.limit` places, and leaves out
    /// the places an earlier one holds. The service's `GET /v1/suggest?sections=1` answers with these.
    ///
    /// Complexity: O(r log c) for the r codes, and two searches asking for `limit` +
    /// ``SuggestedSections/maximumRecentCodes`` places each.
    public func suggestedSections(recent codes: [String], for query: SuggestionQuery) -> SuggestedSections {
        var shown: Set<String> = []
        // The first `limit` places of a section not shown above it; only those count as shown, so that a place
        // asked for but cut from Nearby still reaches Popular.
        func fresh(_ suggestions: [Suggestion]) -> [Suggestion] {
            var kept: [Suggestion] = []
            var seen = shown
            for suggestion in suggestions where kept.count < query.limit && seen.insert(suggestion.code).inserted {
                kept.append(suggestion)
            }
            shown.formUnion(kept.map(\.code))
            return kept
        }
        // Asking for more than `limit`, so that a section still fills once an earlier one's places are left out.
        var wider = query
        wider.limit = query.limit + SuggestedSections.maximumRecentCodes
        let recent = fresh(
            codes.prefix(SuggestedSections.maximumRecentCodes).compactMap {
                suggestion(forCode: $0, language: query.language)
            }
            .filter { query.countryCode == nil || $0.countryCode == query.countryCode })
        let nearby = query.near == nil ? [] : fresh(suggest(wider))
        wider.near = nil
        return SuggestedSections(recent: recent, nearby: nearby, popular: fresh(suggest(wider)))
    }
}
