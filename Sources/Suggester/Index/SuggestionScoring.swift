import Foundation

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
            return 0.6 + 0.4 * min(1, max(0, log10(max(millions, 1)) / 2))
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
    public static func textScore(matches: [WordMatch], importance: Double, isCityGroupNamed: Bool) -> Double {
        guard !matches.isEmpty else { return 0 }
        var mean = matches.reduce(0) { $0 + $1.score } / Double(matches.count)
        if !matches.contains(where: { $0.field.isPrimary }) { mean *= 0.6 }
        return 10 * mean + 4 * importance + (isCityGroupNamed ? 1.5 : 0)
    }

    /// The score of an exact IATA, ICAO or city code match. It grows with importance, so that a
    /// tiny airport whose code happens to match cannot bury an obvious city ("tok" is Tokyo).
    public static func codeScore(importance: Double, isCityGroup: Bool) -> Double {
        8 + 8 * importance + (isCityGroup ? 1.5 : 0)
    }

    /// How many edits a word of this length may have: none under 4 bytes, one from 4 to 7, two from 8.
    public static func editBudget(forLength length: Int) -> Int {
        length < 4 ? 0 : length < 8 ? 1 : 2
    }
}

