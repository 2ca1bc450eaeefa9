extension SearchState {
    /// A blank query: the most important places the query's scope offers, or with `near` the
    /// nearest, nearest first. Towns are left out unless the query asks for them by kind: before
    /// anything is typed, a traveller is offered airports and cities.
    mutating func browse(_ query: SuggestionQuery) {
        let leftOutKind = query.kinds?.contains(.town) == true ? UInt8.max : PlaceKind.town.snapshotValue
        guard let near = query.near else {
            var place = 0
            while results.count < query.limit, place < tables.header.placeCount {
                if passesFilters(place, query), tables.placeKind[place] != leftOutKind {
                    results.append(
                        SearchResult(place: place, score: tables.placeImportance[place], tier: 0, isCodeMatch: false))
                }
                place += 1
            }
            return
        }
        top.reset(slots: query.limit)
        for place in 0..<tables.header.placeCount
        where passesFilters(place, query) && tables.placeKind[place] != leftOutKind {
            let distance = Geography.kilometres(
                from: near, to: (tables.placeLatitude[place], tables.placeLongitude[place]))
            // Nearest first: the score is the negative distance.
            if distance.isFinite {
                top.offer(ScoredPlace(place: Int32(place), tier: 0, score: -distance, codeMatch: false))
            }
        }
        for scored in top.results {
            results.append(SearchResult(place: Int(scored.place), score: scored.score, tier: 0, isCodeMatch: false))
        }
    }
}

/// Distances on the Earth.
enum Geography {
    /// The great-circle distance between two points, in kilometres.
    static func kilometres(
        from point: (latitude: Double, longitude: Double), to other: (latitude: Double, longitude: Double)
    ) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - point.latitude) * radians
        let dLon = (other.longitude - point.longitude) * radians
        let a =
            Math.sine(dLat / 2) * Math.sine(dLat / 2) + Math.cosine(point.latitude * radians)
            * Math.cosine(other.latitude * radians) * Math.sine(dLon / 2) * Math.sine(dLon / 2)
        return 6371 * 2 * Math.arcTangent(a.squareRoot(), (1 - a).squareRoot())
    }
}
