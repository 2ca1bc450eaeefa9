extension Place {
    /// Whether suggestions offer the place by default, and a configuration may name it without a
    /// warning: a city group, a town, or an airport (not a heliport or seaplane base) with scheduled
    /// passenger service or passenger figures. Other places are offered only when every place is
    /// asked for (``SuggestionQuery/includesAllPlaces``) or their code is typed exactly.
    public var isOfferedByDefault: Bool {
        switch type {
        case .city, .town: true
        case .heliport, .seaplaneBase: false
        case .large, .medium, .small, .unknown: hasScheduledService || (passengers ?? 0) > 0
        }
    }
}
