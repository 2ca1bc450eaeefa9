/// The ranking rules, in one place: how important a place is, and how matches and importance
/// combine into a score. Results sort by tier (exact and prefix matches before typo matches), then
/// score, then importance, then city groups before airports, then code.
public enum SuggestionScoring {
    /// How important an airport is, 0 to 1: passenger figures where known (1 million → 0.6,
    /// 10 million → 0.8, 100 million → 1.0); otherwise the facility type and whether it has
    /// scheduled service (a large scheduled airport 0.7, a medium one 0.45, a small strip 0.08,
    /// a heliport 0.02). ``AirportIndex`` gives a city group the importance of its most important
    /// airport.
    public static func importance(of place: Place) -> Double {
        if let passengers = place.passengers, passengers > 0 {
            let millions = Double(passengers) / 1_000_000
            return 0.6 + 0.4 * min(1, max(0, Math.logarithm10(max(millions, 1)) / 2))
        }
        let base: Double =
            switch place.type {
            case .large: 0.55
            case .medium: 0.3
            case .small: 0.08
            case .seaplaneBase: 0.03
            case .heliport: 0.02
            case .unknown: 0.2
            case .city: 0.5
            }
        return base + (place.hasScheduledService ? 0.15 : 0)
    }

    /// The score of a text match: ten times the mean word score (qualifier-only matches count 60 %),
    /// plus four times importance, plus 1.5 for a city group whose city the query names.
    public static func textScore(
        meanWordScore: Double, hasPrimaryMatch: Bool, importance: Double, isCityGroupNamed: Bool
    ) -> Double {
        10 * (hasPrimaryMatch ? meanWordScore : meanWordScore * 0.6) + 4 * importance + (isCityGroupNamed ? 1.5 : 0)
    }

    /// The score of an exact IATA, ICAO or city code match. It grows with importance, so that a
    /// tiny airport whose code happens to match cannot bury an obvious city ("tok" is Tokyo).
    public static func codeScore(importance: Double, isCityGroup: Bool) -> Double {
        8 + 8 * importance + (isCityGroup ? 1.5 : 0)
    }

    /// How many edits a word of this length (in bytes) may have: none under 4, one from 4 to 7, two
    /// from 8 to 32, and none for longer words, which are not words anyone misspells.
    ///
    /// A typo match also needs the place word to start with the query word's first or second byte:
    /// a typo in the first letter is not guessed, but a swap of the first two letters is. The last
    /// query word, typed as a prefix, may also match the place word's prefixes one byte shorter,
    /// as long, and one byte longer than itself.
    public static func editBudget(forLength length: Int) -> Int {
        length < 4 || length > 32 ? 0 : length < 8 ? 1 : 2
    }
}
