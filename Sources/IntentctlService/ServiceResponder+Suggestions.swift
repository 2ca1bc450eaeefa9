import DocumentFormats
import HTTPServer
import IntentSchema
import ServiceContract
import Suggester

extension ServiceResponder {
    /// The longest `q`, in Unicode scalars: a character may hold any number of combining marks,
    /// so characters would not bound the work.
    package static let maximumQueryLength = 200
    /// The largest `limit`.
    package static let maximumLimit = 50

    /// `GET /v1/suggest`: the suggestions `suggest --json` gives, with the query echoed.
    package func suggest(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let parameters = request.query
        let data = request.data
        let text = try Self.queryText(parameters)
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
        if let sections = parameters["sections"] {
            guard sections == "1" || sections == "true" else { throw .invalidQuery("sections is 1 or true") }
            guard text.isEmpty else {
                throw .invalidQuery("sections=1 gives what to show before anything is typed: q must be empty")
            }
            return try suggestionSections(request, query: query)
        }
        if parameters["recent"] != nil { throw .invalidQuery("recent goes with sections=1") }
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

    /// The `q` of a query, at most ``maximumQueryLength`` Unicode scalars (a character may hold any number
    /// of combining marks, so characters would not bound the work); empty when absent.
    package static func queryText(_ parameters: QueryParameters) throws(ServiceProblem) -> String {
        let text = parameters["q"] ?? ""
        let scalars = text.unicodeScalars.count
        guard scalars <= maximumQueryLength else {
            throw .invalidQuery(
                "q is at most \(maximumQueryLength) Unicode scalars (letters and marks); this one has \(scalars)")
        }
        return text
    }

    /// The most codes `recent=` may list.
    package static let maximumRecentCodes = SuggestedSections.maximumRecentCodes

    /// `GET /v1/suggest?q=&sections=1`: what to show before anything is typed, as titled sections
    /// in ``SuggestionSection`` order: Recent (the places `recent=` names, in its order), Nearby
    /// (with `near=`) and Popular, each at most `limit` places, none repeated, empty ones left out.
    package func suggestionSections(_ request: RouteRequest, query: SuggestionQuery) throws(ServiceProblem)
        -> HTTPResponse
    {
        let data = request.data
        let codes = (request.query["recent"] ?? "").split(separator: ",", omittingEmptySubsequences: true)
        guard codes.count <= Self.maximumRecentCodes else {
            throw .invalidQuery("recent lists at most \(Self.maximumRecentCodes) codes")
        }
        guard codes.allSatisfy(Self.isCode) else {
            throw .invalidQuery("recent is a comma-separated list of IATA codes, such as LHR,MUC")
        }
        let suggested = data.index.suggestedSections(recent: codes.map(String.init), for: query)
        let sections = [
            (SuggestionSection.recent, suggested.recent), (.nearby, suggested.nearby), (.popular, suggested.popular),
        ].filter { !$0.1.isEmpty }
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { writer in
                writer.writeObject { writer in
                    writer.write("q", "")
                    writer.writeKey("sections")
                    writer.writeArray { writer in
                        for (section, suggestions) in sections {
                            writer.writeObject { writer in
                                writer.write("id", section.rawValue)
                                writer.write("title", section.title(in: query.language))
                                writer.writeKey("suggestions")
                                SuggestionPresenter.write(suggestions, to: &writer)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether a text is three ASCII letters, in any case.
    package static func isCode(_ text: Substring) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (0x41...0x5A).contains($0 & ~0x20) }
    }

    /// `GET /v1/places/{code}`: one place by its IATA code (a city group before an airport that
    /// shares its code), shaped as a suggestion, its city and country in the language of
    /// `locale=`; 404 when no place has the code.
    package func place(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let code = request.variable("code")
        let data = request.data
        let language = request.query["locale"].flatMap(SuggestionQuery.language(ofLocale:))
        guard Self.isCode(code[...]), let suggestion = data.index.suggestion(forCode: code, language: language) else {
            throw .notFound("no place has the code \(JSONWriter.quoted(TextSanitizer.truncated(code, to: 20)))")
        }
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { SuggestionPresenter.write(suggestion, to: &$0) }
        }
    }
}
