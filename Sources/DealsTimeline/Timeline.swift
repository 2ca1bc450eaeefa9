import Foundation
import IntentSchema

/// A widget timeline, as a timeline provider returns it: entries and a refresh policy.
public struct Timeline: Sendable, Equatable {
    /// When the widget asks for a new timeline: after the last entry (WidgetKit's `.atEnd`).
    public var policy = "atEnd"
    /// The entries, earliest first.
    public var entries: [TimelineEntry]

    /// Creates a timeline.
    public init(entries: [TimelineEntry]) {
        self.entries = entries
    }

    /// A single "configure me" entry: no configuration, or one that needs reconfiguration. Its
    /// message is the schema's placeholder in the locale (for the widget to show); its reason says
    /// why, for people debugging it.
    public static func placeholder(at now: Date, reason: String, schema: WidgetSchema? = nil, locale: String? = nil)
        -> Timeline
    {
        let message = schema?.placeholder?.resolved(for: locale) ?? WidgetSchema.defaultPlaceholder
        return Timeline(entries: [TimelineEntry(date: now, kind: .placeholder, message: message, reason: reason)])
    }

    /// The most entries a timeline holds: WidgetKit stops refreshing a widget that asks for many
    /// hundreds, and a day of hourly entries is far more than a person sees.
    public static let maximumEntries = 100

    /// The timeline for a search: one entry per matching deal, the cheapest
    /// ``maximumEntries`` of them, the first at `now` and each next one an hour later. A deal
    /// matches when it departs from one of the search's airports and its days fit the window.
    /// Deals order by total price for the travellers, then departure day, then id (a feed is
    /// expected to quote one currency). With no match, a single "no deals" entry.
    /// Complexity: O(m log m) for the m deals departing from the search's airports.
    public static func build(
        search: DealSearch, deals: DealsByOrigin, at now: Date, link template: DeepLinkTemplate?
    ) -> Timeline {
        let travellers = Decimal(search.travellers)
        let matching = deals.departing(from: search.departureAirports).filter {
            search.window.contains(depart: $0.depart, return: $0.return)
        }
        .map { (deal: $0, total: $0.price.amount * travellers) }
        .sorted { ($0.total, $0.deal.depart, $0.deal.id) < ($1.total, $1.deal.depart, $1.deal.id) }
        .prefix(maximumEntries)
        let searchLink = template.map { DeepLink(template: $0, search: search).url }
        guard !matching.isEmpty else {
            return Timeline(entries: [
                TimelineEntry(
                    date: now, kind: .noDeals,
                    message:
                        "No deals from \(search.location) between \(search.window.start) and \(search.window.end).",
                    link: searchLink)
            ])
        }
        return Timeline(
            entries: matching.enumerated().map { index, match in
                TimelineEntry(
                    date: now.addingTimeInterval(Double(index) * 3600), kind: .deal, deal: match.deal,
                    totalPrice: match.total, travellers: search.travellers,
                    link: template.map { DeepLink(template: $0, search: search, to: match.deal.destination).url })
            })
    }

    /// An instant as ISO 8601 in UTC, such as `2026-11-22T10:00:00Z`.
    public static func iso8601(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// Parses an RFC 3339 instant with a zone (`2026-11-22T10:00:00Z`, `…+09:00`, fractional
    /// seconds allowed), strictly (see ``InternetTime``).
    public static func parseInstant(_ text: String) -> Date? {
        InternetTime.parse(text)
    }
}
