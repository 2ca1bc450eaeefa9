import Foundation

/// One deal of a feed: a round trip from an origin airport at a price per traveller.
public struct Deal: Sendable, Equatable, Codable {
    /// A price.
    public struct Price: Sendable, Equatable, Codable {
        /// The amount per traveller, as written in the feed (`49.99`).
        public var amount: Decimal
        /// The ISO 4217 currency code (`GBP`).
        public var currency: String
    }

    /// The deal's id, unique in its feed.
    public var id: String
    /// The departure airport's IATA code.
    public var origin: String
    /// The destination airport's IATA code.
    public var destination: String
    /// The destination city, for display.
    public var destinationCity: String
    /// The price per traveller.
    public var price: Price
    /// The outbound day.
    public var depart: LocalDate
    /// The return day.
    public var `return`: LocalDate
    /// An image for the widget, an `https` or `http` URL.
    public var image: String

    /// Creates a deal.
    public init(
        id: String, origin: String, destination: String, destinationCity: String, price: Price, depart: LocalDate,
        return returnDate: LocalDate, image: String
    ) {
        self.id = id
        self.origin = origin
        self.destination = destination
        self.destinationCity = destinationCity
        self.price = price
        self.depart = depart
        self.return = returnDate
        self.image = image
    }
}
