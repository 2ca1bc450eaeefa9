import DocumentFormats
import HTTPServer
import IntentSchema

/// The request log: one line per answered request, as text or JSON.
package enum ServiceLog {
    /// The line for an exchange: `GET /v1/suggest?q=lon /v1/suggest 200 1234 56µs`, or the same
    /// facts as a JSON object, with what the responder noted for the log and not for the client
    /// (the full error behind a 500, for one). The target is cut to 200 characters and made
    /// printable.
    package static func line(_ exchange: HTTPExchange, json: Bool) -> String {
        let target = TextSanitizer.printable(TextSanitizer.truncated(exchange.target, to: 200))
        guard json else {
            return
                "\(exchange.method) \(target) \(exchange.route ?? "-") \(exchange.status) \(exchange.bodyBytes) \(exchange.microseconds)µs"
                + (exchange.note.map { " (\(TextSanitizer.printable($0)))" } ?? "")
        }
        var writer = JSONWriter(style: .compact)
        writer.writeObject { writer in
            writer.write("method", exchange.method)
            writer.write("target", target)
            writer.writeIfPresent("route", exchange.route)
            writer.write("status", exchange.status)
            writer.write("bytes", exchange.bodyBytes)
            writer.write("microseconds", exchange.microseconds)
            writer.writeIfPresent("note", exchange.note.map(TextSanitizer.printable))
        }
        return writer.text
    }
}
