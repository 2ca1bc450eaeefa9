/// What a picker shows before anything is typed, as ``AirportIndex/suggestedSections(recent:for:)`` gives it:
/// the places picked before, the places near a point and the popular ones, each at most the query's limit, no
/// place in two of them.
public struct SuggestedSections: Sendable, Equatable {
    /// The places the codes given as recent name, in their order, within the query's country.
    public var recent: [Suggestion]
    /// The places nearest the query's point; empty without one.
    public var nearby: [Suggestion]
    /// The places a search with no text ranks first: the busiest.
    public var popular: [Suggestion]

    /// The most recent codes read.
    public static let maximumRecentCodes = 20

    /// Sections.
    public init(recent: [Suggestion], nearby: [Suggestion], popular: [Suggestion]) {
        self.recent = recent
        self.nearby = nearby
        self.popular = popular
    }
}
