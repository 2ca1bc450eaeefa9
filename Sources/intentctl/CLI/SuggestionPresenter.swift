import IntentSchema
import Suggester

/// Shows suggestions to people as a table, and to programs as JSON written with the project's
/// JSON writer.
enum SuggestionPresenter {
    /// A table for people: code, kind, name, city and country, and the explanation when asked.
    static func table(_ results: [Suggestion], explain: Bool) -> String {
        results.map { suggestion in
            var line = "\(suggestion.code)  \(suggestion.kind == .city ? "city   " : "airport")  "
            if suggestion.kind == .city {
                line +=
                    "\(suggestion.name), all airports (\((suggestion.airports ?? []).map(\.code).joined(separator: " ")))"
            } else {
                line += "\(suggestion.name), \(suggestion.city)"
            }
            line = TextSanitizer.printable(line + ", \(suggestion.country)")
            if explain, let explanation = suggestion.explanation {
                line += "\n      " + TextSanitizer.printable(explanation)
            }
            return line
        }.joined(separator: "\n")
    }

    /// Writes suggestions as a JSON array.
    static func write(_ results: [Suggestion], to writer: inout JSONWriter) {
        writer.writeArray { writer in
            for suggestion in results { write(suggestion, to: &writer) }
        }
    }

    /// Writes one suggestion as a JSON object; absent optional fields are left out.
    static func write(_ suggestion: Suggestion, to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writePlaceMembers(suggestion, to: &writer)
            writeMatchMembers(
                suggestion.matches[...], score: suggestion.score, explanation: suggestion.explanation, to: &writer)
        }
    }

    /// The members that depend only on the place: everything before `matches`.
    static func writePlaceMembers(_ suggestion: Suggestion, to writer: inout JSONWriter) {
        writer.write("code", suggestion.code)
        writer.write("kind", suggestion.kind.rawValue)
        writer.write("name", suggestion.name)
        writer.write("city", suggestion.city)
        writer.writeIfPresent("region", suggestion.region)
        writer.write("country", suggestion.country)
        writer.write("countryCode", suggestion.countryCode)
        writer.writeIfPresent("icao", suggestion.icao)
        writer.writeIfPresent("timeZone", suggestion.timeZone)
        writer.write("latitude", suggestion.latitude)
        writer.write("longitude", suggestion.longitude)
        if let airports = suggestion.airports {
            writer.writeKey("airports")
            writer.writeArray { writer in
                for member in airports {
                    writer.writeObject { writer in
                        writer.write("code", member.code)
                        writer.write("name", member.name)
                    }
                }
            }
        }
    }

    /// The members that depend on the query: `matches`, `score` and `explanation`.
    static func writeMatchMembers(
        _ matches: ArraySlice<Suggestion.Highlight>, score: Double, explanation: String?, to writer: inout JSONWriter
    ) {
        writer.writeKey("matches")
        writer.writeArray { writer in
            for highlight in matches {
                writer.writeObject { writer in
                    writer.write("field", highlight.field)
                    writer.write("start", highlight.start)
                    writer.write("length", highlight.length)
                }
            }
        }
        writer.write("score", score)
        writer.writeIfPresent("explanation", explanation)
    }
}
