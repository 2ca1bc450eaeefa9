import Foundation

/// A widget timeline as the intentctl service builds it from its deals feed (`POST /v1/timeline`), by the rules
/// of `intentctl timeline`: the cheapest matching deals, one an hour, or one entry saying why there are none.
struct IntentctlTimeline: Codable, Sendable, Equatable {
    /// A deal's price for one traveller.
    struct Price: Codable, Sendable, Equatable {
        /// The amount.
        var amount: Decimal
        /// The ISO 4217 currency code.
        var currency: String
    }

    /// A deal of the feed.
    struct Deal: Codable, Sendable, Equatable {
        /// The feed's id of the deal.
        var id: String
        /// The departure airport.
        var origin: String
        /// The destination airport.
        var destination: String
        /// The destination's city, when the feed names it.
        var destinationCity: String?
        /// The price for one traveller.
        var price: Price
        /// The departure day, `YYYY-MM-DD`.
        var depart: String
        /// The return day, `YYYY-MM-DD`.
        var `return`: String
        /// A picture of the destination.
        var image: String?
    }

    /// One moment of the timeline.
    struct Entry: Codable, Sendable, Equatable {
        /// When the entry shows.
        var date: Date
        /// `deal`, `noDeals`, or `placeholder` for a configuration that cannot be used.
        var kind: String
        /// What the widget says, for entries without a deal.
        var message: String?
        /// Why the configuration cannot be used, for people debugging it.
        var reason: String?
        /// The deal shown.
        var deal: Deal?
        /// The price for all travellers.
        var totalPrice: Decimal?
        /// How many travellers the price is for.
        var travellers: Int?
        /// The app URL the entry opens.
        var link: String?
    }

    /// When WidgetKit should ask again: `atEnd`.
    var policy: String
    /// The entries, earliest first.
    var entries: [Entry]
}
