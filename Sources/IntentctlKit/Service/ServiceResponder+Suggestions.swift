import HTTPServer
import IntentSchema
import Suggester

extension ServiceResponder {
    /// The longest `q`, in Unicode scalars: a character may hold any number of combining marks,
    /// so characters would not bound the work.
    static let maximumQueryLength = 200
    /// The largest `limit`.
    static let maximumLimit = 50

    /// `GET /v1/suggest`: the suggestions `suggest --json` gives, with the query echoed.
    func suggest(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let data = request.data
        let text = parameters["q"] ?? ""
        let scalars = text.unicodeScalars.count
        guard scalars <= Self.maximumQueryLength else {
            throw .invalidQuery(
                "q is at most \(Self.maximumQueryLength) Unicode scalars (letters and marks); this one has \(scalars)")
        }
        var query: SuggestionQuery
        do throws(SuggesterError) {
            query = try SuggestionQuery(
                text: text, limit: parameters["limit"], country: parameters["country"], kind: parameters["kind"],
                near: parameters["near"], locale: parameters["locale"], maximumLimit: Self.maximumLimit)
            try data.index.checkCountry(of: query)
        } catch {
            throw .invalidQuery(error.description)
        }
        query.explain = false
        switch parameters["all"] {
        case nil, "false": query.includesAllPlaces = false
        case "true": query.includesAllPlaces = true
        default: throw .invalidQuery("all is true or false")
        }
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            let cache = suggestionCache(for: data)
            return Self.json { writer in
                writer.writeObject { writer in
                    writer.write("q", text)
                    writer.writeKey("suggestions")
                    cache.writeSuggestions(for: query, to: &writer)
                }
            }
        }
    }

    /// `GET /v1/places/{code}`: one place by its IATA code (a city group before an airport that
    /// shares its code), shaped as a suggestion; 404 when no place has the code.
    func place(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let code = request.variable("code")
        let data = request.data
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) }),
            let rank = data.index.rank(ofCode: code, kind: .city) ?? data.index.rank(ofCode: code, kind: .airport)
        else {
            throw .notFound("no place has the code \(JSONWriter.quoted(TextSanitizer.truncated(code, to: 20)))")
        }
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { SuggestionPresenter.write(data.index.suggestion(forPlaceAt: rank), to: &$0) }
        }
    }
}
