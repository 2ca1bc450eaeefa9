import DocumentFormats
import Foundation

extension Timeline: JSONWritable {
    /// Writes `{"policy": …, "entries": […]}`.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("policy", policy)
            writer.write("entries", entries)
        }
    }
}

extension TimelineEntry: JSONWritable {
    /// Writes the entry, its date as ISO 8601 in UTC.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("date", Timeline.iso8601(date))
            writer.write("kind", kind.rawValue)
            writer.writeIfPresent("message", message)
            writer.writeIfPresent("reason", reason)
            writer.writeIfPresent("deal", deal)
            writer.writeIfPresent("totalPrice", totalPrice)
            writer.writeIfPresent("travellers", travellers)
            writer.writeIfPresent("link", link)
        }
    }
}

extension Deal: JSONWritable {
    /// Writes the deal in the feed's format.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("id", id)
            writer.write("origin", origin)
            writer.write("destination", destination)
            writer.write("destinationCity", destinationCity)
            writer.writeKey("price")
            writer.writeObject { writer in
                writer.write("amount", price.amount)
                writer.write("currency", price.currency)
            }
            writer.write("depart", depart.description)
            writer.write("return", self.return.description)
            writer.write("image", image)
        }
    }
}

extension Decimal: JSONWritable {
    /// Writes the amount as a plain JSON number; `null` when it is not a number.
    public func write(to writer: inout JSONWriter) {
        if isNaN { writer.writeNull() } else { writer.write(numberText: description) }
    }
}
