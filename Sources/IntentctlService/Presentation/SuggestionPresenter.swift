import DocumentFormats
import IntentSchema
import ServiceContract
import Suggester

/// Shows suggestions to people as a table, and to programs as JSON written with the project's
/// JSON writer.
package enum SuggestionPresenter {
    /// A table for people: code, kind, name, city and country (in the query's language where
    /// known), a town's airports with their distances ("Kyoto, Japan · Osaka International
    /// Airport 36 km, …"), the alias matched when the names do not show it ("Londra → London"),
    /// and the explanation when asked.
    package static func table(_ results: [Suggestion], explain: Bool, language: String? = nil) -> String {
        results.map { suggestion in
            let kind = suggestion.kind.rawValue
            var line = "\(suggestion.code)  \(kind)\(String(repeating: " ", count: max(0, 7 - kind.count)))  "
            let city = suggestion.localizedCity ?? suggestion.city
            switch suggestion.kind {
            case .city:
                let codes = (suggestion.airports ?? []).map(\.code).joined(separator: " ")
                line += "\(city), \(AllAirportsPhrase.text(in: language)) (\(codes))"
            case .town:
                line += city
            case .airport:
                line += "\(suggestion.name), \(city)"
            }
            line += ", \(suggestion.localizedCountry ?? suggestion.country)"
            if suggestion.kind == .town, let airports = suggestion.airports {
                line += " · " + airports.map { "\($0.name) \($0.kilometres ?? 0) km" }.joined(separator: ", ")
            }
            if let alias = suggestion.matchedAlias, alias != city {
                line += "  (\(alias) → \(suggestion.city))"
            }
            line = TextSanitizer.printable(line)
            if explain, let explanation = suggestion.explanation {
                line += "\n      " + TextSanitizer.printable(explanation)
            }
            return line
        }.joined(separator: "\n")
    }

    /// Writes suggestions as a JSON array.
    package static func write(_ results: [Suggestion], to writer: inout JSONWriter) {
        writer.writeArray { writer in
            for suggestion in results { write(suggestion, to: &writer) }
        }
    }

    /// Writes one suggestion as a JSON object; absent optional fields are left out.
    package static func write(_ suggestion: Suggestion, to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writePlaceMembers(suggestion, to: &writer)
            writeMatchMembers(
                suggestion.matches[...], score: suggestion.score, explanation: suggestion.explanation,
                names: QueryNames(suggestion), to: &writer)
        }
    }

    /// The members that depend only on the place: everything before `matches`.
    package static func writePlaceMembers(_ suggestion: Suggestion, to writer: inout JSONWriter) {
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
        writer.writeIfPresent("town", suggestion.town)
        if let airports = suggestion.airports {
            writer.writeKey("airports")
            writer.writeArray { writer in
                for member in airports {
                    writer.writeObject { writer in
                        writer.write("code", member.code)
                        writer.write("name", member.name)
                        if let kilometres = member.kilometres { writer.write("kilometres", kilometres) }
                    }
                }
            }
        }
    }

    /// The names of a suggestion that depend on the query: the alias it matched through, and its
    /// city and country in the query's language.
    package struct QueryNames {
        package var matchedAlias: String?
        package var localizedCity: String?
        package var localizedCountry: String?
    }

    /// The members that depend on the query: `matches`, `score`, the query's names and
    /// `explanation`.
    package static func writeMatchMembers(
        _ matches: ArraySlice<Suggestion.Highlight>, score: Double, explanation: String?, names: QueryNames,
        to writer: inout JSONWriter
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
        writer.writeIfPresent("matchedAlias", names.matchedAlias)
        writer.writeIfPresent("localizedCity", names.localizedCity)
        writer.writeIfPresent("localizedCountry", names.localizedCountry)
        writer.writeIfPresent("explanation", explanation)
    }
}

extension SuggestionPresenter.QueryNames {
    /// The query's names a suggestion carries.
    package init(_ suggestion: Suggestion) {
        self.init(
            matchedAlias: suggestion.matchedAlias, localizedCity: suggestion.localizedCity,
            localizedCountry: suggestion.localizedCountry)
    }
}
