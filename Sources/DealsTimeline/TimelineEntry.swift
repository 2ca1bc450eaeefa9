import Foundation

/// One entry of a widget timeline: what the widget shows from `date` on.
public struct TimelineEntry: Sendable, Equatable {
    /// What an entry shows.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// A deal.
        case deal
        /// "Configure the widget": there is no usable configuration.
        case placeholder
        /// No deal matches the configuration.
        case noDeals = "no-deals"
    }

    /// When the entry starts showing.
    public var date: Date
    /// What it shows.
    public var kind: Kind
    /// The text for placeholder and no-deals entries.
    public var message: String?
    /// Why a placeholder entry has no configuration to show (`home needs reconfiguration`).
    public var reason: String?
    /// The deal, for deal entries.
    public var deal: Deal?
    /// The deal's price for all travellers.
    public var totalPrice: Decimal?
    /// How many travellers `totalPrice` is for, for deal entries.
    public var travellers: Int?
    /// The link that opens the app's search.
    public var link: String?

    /// Creates an entry.
    public init(
        date: Date, kind: Kind, message: String? = nil, reason: String? = nil, deal: Deal? = nil,
        totalPrice: Decimal? = nil, travellers: Int? = nil, link: String? = nil
    ) {
        self.date = date
        self.kind = kind
        self.message = message
        self.reason = reason
        self.deal = deal
        self.totalPrice = totalPrice
        self.travellers = travellers
        self.link = link
    }
}
