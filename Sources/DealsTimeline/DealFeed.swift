import DocumentFormats
import Foundation
import IntentSchema
import PlainNumbers

/// Parses and checks a deals feed: a JSON array of deals.
///
/// ```json
/// [{"id": "d1", "origin": "LHR", "destination": "BCN", "destinationCity": "Barcelona",
///   "price": {"amount": 49.99, "currency": "GBP"}, "depart": "2026-11-27", "return": "2026-11-29",
///   "image": "https://example.com/bcn.jpg"}]
/// ```
///
/// A feed that is not JSON or not an array is rejected. A deal with a problem is reported, with its
/// location, and left out; the others are kept, as a widget would keep showing what it can.
public struct DealFeed: Sendable {
    /// The largest feed accepted.
    public static let maximumSize = 8 << 20

    /// The keys of a deal.
    static let dealKeys = ["id", "origin", "destination", "destinationCity", "price", "depart", "return", "image"]

    /// Creates a parser.
    public init() {}

    /// Parses a feed. The value is the deals that passed every check, in feed order, or nil when
    /// the feed itself is unusable (not JSON, not an array); the diagnostics hold every problem.
    /// `file` names the feed in diagnostics.
    public func parse(_ bytes: [UInt8], file: String? = nil) -> Diagnosed<[Deal]> {
        InputParser.parse(bytes, file: file, maximumSize: Self.maximumSize).flatMap { decodeFeed($0, file: file) }
    }

    private func decodeFeed(_ root: JSONNode, file: String?) -> Diagnosed<[Deal]> {
        var reader = DocumentReader(
            file: file, codes: .init(unknownKey: .feedInvalid, missingKey: .feedInvalid, typeMismatch: .feedInvalid))
        guard case .array(let elements) = root.value else {
            reader.mismatch(root, expected: "an array of deals", at: .root, what: "a deals feed")
            return reader.collector.finish(nil)
        }
        var deals: [Deal] = []
        var ids: Set<String> = []
        for (index, element) in elements.enumerated() {
            let errorsBefore = reader.collector.errorCount
            if let deal = decodeDeal(element, at: JSONPath.root.appending(index: index), reader: &reader),
                reader.collector.errorCount == errorsBefore
            {
                if ids.insert(deal.id).inserted {
                    deals.append(deal)
                } else {
                    reader.report(
                        .feedDuplicateID, "deal id \(JSONWriter.quoted(deal.id)) is used by an earlier deal",
                        at: JSONPath.root.appending(index: index).appending("id"), node: element)
                }
            }
        }
        return reader.collector.finish(deals)
    }

    private func decodeDeal(_ node: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> Deal? {
        guard
            let members = reader.members(
                of: node, at: path, allowed: Self.dealKeys, required: Self.dealKeys, what: "a deal")
        else { return nil }
        func text(_ key: String) -> String? {
            reader.string(members[key], at: path.appending(key), what: "\"\(key)\"")
        }
        func invalid(_ key: String, _ message: String, node: JSONNode? = nil) {
            reader.report(.feedInvalidValue, message, at: path.appending(key), node: node ?? members[key]?.value)
        }
        func code(_ key: String) -> String? {
            guard let value = text(key) else { return nil }
            guard Self.isCode(value) else {
                invalid(key, "\"\(key)\" must be a three-letter IATA code in capitals")
                return nil
            }
            return value
        }
        func date(_ key: String) -> LocalDate? {
            guard let value = text(key) else { return nil }
            guard let date = LocalDate(iso: value) else {
                invalid(key, "\"\(key)\" must be a calendar date written YYYY-MM-DD")
                return nil
            }
            return date
        }
        let id = text("id")
        if let id, id.isEmpty || id.count > 64 { invalid("id", "a deal id holds 1 to 64 characters") }
        let origin = code("origin")
        let destination = code("destination")
        let city = text("destinationCity")
        if let city, city.isBlank { invalid("destinationCity", "\"destinationCity\" must not be empty") }
        let price = decodePrice(members["price"], at: path.appending("price"), reader: &reader)
        let depart = date("depart")
        let returnDate = date("return")
        if let depart, let returnDate, returnDate < depart {
            invalid("return", "the return day \(returnDate) is before the departure \(depart)")
        }
        let image = text("image")
        if let image, !Self.isWebURL(image) { invalid("image", "\"image\" must be an absolute https or http URL") }
        guard let id, let origin, let destination, let city, let price, let depart, let returnDate, let image else {
            return nil
        }
        return Deal(
            id: id, origin: origin, destination: destination, destinationCity: city, price: price, depart: depart,
            return: returnDate, image: image)
    }

    private func decodePrice(_ member: JSONMember?, at path: JSONPath, reader: inout DocumentReader) -> Deal.Price? {
        guard let member,
            let fields = reader.members(
                of: member.value, at: path, allowed: ["amount", "currency"], required: ["amount", "currency"],
                what: "a price")
        else { return nil }
        var amount: Decimal?
        if let node = fields["amount"]?.value {
            if case .number(let text) = node.value, let value = Self.amount(text) {
                amount = value
            } else {
                reader.report(
                    .feedInvalidValue,
                    "\"amount\" must be a plain non-negative number with at most \(Self.amountDigits.whole) digits before the point and \(Self.amountDigits.fraction) after, such as 49.99",
                    at: path.appending("amount"), node: node)
            }
        }
        let currency = reader.string(fields["currency"], at: path.appending("currency"), what: "\"currency\"")
        if let currency, !Self.isCode(currency) {
            reader.report(
                .feedInvalidValue, "\"currency\" must be a three-letter ISO 4217 code in capitals",
                at: path.appending("currency"),
                node: fields["currency"]?.value)
            return nil
        }
        guard let amount, let currency else { return nil }
        return Deal.Price(amount: amount, currency: currency)
    }

    /// The most digits an amount may have before and after its decimal point. Amounts are exact,
    /// and so is a total for up to 9 travellers: it fits `Decimal` with room to spare.
    public static let amountDigits = (whole: 12, fraction: 4)

    /// An amount written as a plain non-negative decimal number (`49.99`, `1200`): no sign, no
    /// exponent, within ``amountDigits``; nil otherwise.
    static func amount(_ text: String) -> Decimal? {
        guard let number = PlainNumber(text), !number.isNegative, number.isWrittenInFull,
            number.wholeDigits <= amountDigits.whole, number.fractionDigits <= amountDigits.fraction
        else { return nil }
        return number.decimal
    }

    static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }

    static func isWebURL(_ text: String) -> Bool {
        guard text.utf8.count <= 2048, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
