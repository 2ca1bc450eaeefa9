import HTTPServer
import IntentSchema
import Suggester

extension ServiceResponder {
    /// `GET /v1/countries?q=&limit=&locale=`: the countries a text names (by code, or a name in any language
    /// of the data), best first, or with an empty `q` those with the most places: what a country parameter's
    /// picker offers. Each is `{"code", "name", "localizedName" (in `locale=`'s language, when the data has
    /// it), "places"}`.
    package func countries(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let text = try Self.queryText(parameters)
        var limit = 10
        if let given = parameters["limit"] {
            guard let number = Int(given), (1...Self.maximumLimit).contains(number), String(number) == given else {
                throw .invalidQuery("limit is a whole number from 1 to \(Self.maximumLimit)")
            }
            limit = number
        }
        let language = parameters["locale"].flatMap(SuggestionQuery.language(ofLocale:))
        let data = request.data
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            let found = data.index.searchCountries(text, limit: limit)
            return Self.json { writer in
                writer.writeObject { writer in
                    writer.write("q", text)
                    writer.writeKey("countries")
                    writer.writeArray { writer in
                        for country in found {
                            writer.writeObject { writer in
                                writer.write("code", country.code)
                                writer.write("name", country.name)
                                if let language, let localized = country.localizedNames[language] {
                                    writer.write("localizedName", localized)
                                }
                                writer.write("places", country.placeCount)
                            }
                        }
                    }
                }
            }
        }
    }
}
