/// A feed's deals grouped by their departure airport, made once when the feed is read, so that a
/// timeline reads only the deals of its search's airports, not the whole feed.
public struct DealsByOrigin: Sendable, Equatable {
    private var byOrigin: [String: [Deal]] = [:]
    /// How many deals the feed has.
    public private(set) var count = 0

    /// Groups a feed's deals. Complexity: O(n).
    public init(_ deals: [Deal]) {
        for deal in deals { byOrigin[deal.origin, default: []].append(deal) }
        count = deals.count
    }

    /// The deals that depart from these airports, in feed order within each airport.
    /// Complexity: O(a + m) for a airports and m matching deals.
    public func departing(from airports: [String]) -> [Deal] {
        var seen: Set<String> = []
        return airports.filter { seen.insert($0).inserted }.flatMap { byOrigin[$0] ?? [] }
    }
}

extension DealsByOrigin: ExpressibleByArrayLiteral {
    /// Deals written as a list.
    public init(arrayLiteral deals: Deal...) {
        self.init(deals)
    }
}
