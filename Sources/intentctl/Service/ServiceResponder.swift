import HTTPServer
import IntentSchema
import Suggester

/// Answers the service's requests on one event loop: routes them, checks methods and
/// preconditions, and writes JSON. It keeps a searcher for the loop, rebuilt after a reload.
final class ServiceResponder: HTTPResponder {
    let state: ServiceState
    private var cache: SuggestionJSONCache?
    private var cacheGeneration = -1

    /// A responder over the service's state.
    init(state: ServiceState) {
        self.state = state
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let data = state.current
        var route: ServiceRoute?
        var response: HTTPResponse
        do throws(ServiceProblem) {
            let segments = try Self.segments(of: request.path)
            guard let matched = ServiceRoute(segments) else {
                throw .notFound(
                    "no resource at \(JSONWriter.quoted(TextSanitizer.truncated(String(request.path), to: 80)))")
            }
            route = matched
            if request.method == "OPTIONS", let origin = state.allowedOrigin {
                response = Self.preflight(matched, origin: origin)
                response.route = matched.name
                return response
            }
            guard matched.methods.contains(request.method) else {
                throw ServiceProblem(
                    .methodNotAllowed, .httpMethodNotAllowed,
                    "\(matched.name) answers \(matched.methods.joined(separator: ", "))",
                    headers: HTTPHeaders([("Allow", matched.methods.joined(separator: ", "))]))
            }
            response = try answer(matched, request, data)
        } catch {
            response = error.response
        }
        response.route = route?.name
        if let origin = state.allowedOrigin, let sent = request.headers["Origin"], origin == "*" || sent == origin {
            response.headers.set("Access-Control-Allow-Origin", origin)
            response.headers.set("Access-Control-Expose-Headers", "ETag, Location")
            if origin != "*" { response.headers.set("Vary", "Origin") }
        }
        return response
    }

    /// The answer to a CORS preflight: the route's methods and the headers a client may send.
    private static func preflight(_ route: ServiceRoute, origin: String) -> HTTPResponse {
        HTTPResponse(
            status: .noContent,
            headers: HTTPHeaders([
                ("Access-Control-Allow-Origin", origin),
                ("Access-Control-Allow-Methods", route.methods.joined(separator: ", ")),
                ("Access-Control-Allow-Headers", "Content-Type, If-Match, If-None-Match"),
                ("Access-Control-Max-Age", "600"), ("Vary", "Origin"),
            ]))
    }

    private func answer(_ route: ServiceRoute, _ request: HTTPRequest, _ data: ServiceData) throws(ServiceProblem)
        -> HTTPResponse
    {
        switch route {
        case .page: return try page(request)
        case .health:
            return Self.json { $0.writeObject { $0.write("status", "ok") } }
        case .metrics:
            var response = HTTPResponse(status: .ok, body: Array(state.metrics.text(data: data).utf8))
            response.headers.set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
            return response
        case .readiness:
            return Self.json { writer in
                writer.writeObject { writer in
                    writer.write("status", "ready")
                    writer.write("places", data.index.placeCount)
                    writer.write("schemas", data.catalog.ids.count)
                    writer.write("generation", data.generation)
                }
            }
        case .suggest: return try suggest(request, data)
        case .place(let code): return try place(code, request, data)
        case .schemas: return try schemas(request, data)
        case .schema(let id): return try schema(id, request, data)
        case .validate: return try validate(request, data)
        case .configurations: return try configurations(request, data)
        case .configuration(let name): return try configuration(name, request, data)
        case .timeline(let name): return try timeline(name, request, data)
        case .link(let name): return try link(name, request, data)
        case .preview: return try preview(request, data)
        }
    }

    /// This loop's searcher and rendered places over the current index.
    func suggestionCache(for data: ServiceData) -> SuggestionJSONCache {
        if let cache, cacheGeneration == data.generation { return cache }
        let made = SuggestionJSONCache(index: data.index)
        cache = made
        cacheGeneration = data.generation
        return made
    }

    /// A 200 JSON response written by `body`, ending in a newline.
    static func json(status: HTTPStatus = .ok, _ body: (inout JSONWriter) -> Void) -> HTTPResponse {
        var writer = JSONWriter(style: .compact)
        body(&writer)
        return HTTPResponse(status: status, json: writer.bytes + [UInt8(ascii: "\n")])
    }

    /// A cacheable answer: 304 when `If-None-Match` names the tag, else the response from
    /// `make`; either way with the tag and `Cache-Control` (by default, a minute anywhere).
    static func cacheable(
        _ request: HTTPRequest, tag: String, cacheControl: String = "public, max-age=60",
        _ make: () throws(ServiceProblem) -> HTTPResponse
    ) throws(ServiceProblem) -> HTTPResponse {
        var response =
            request.headers.entityTags("If-None-Match", include: tag) == true
            ? HTTPResponse(status: .notModified) : try make()
        response.headers.set("ETag", tag)
        response.headers.set("Cache-Control", cacheControl)
        return response
    }

    /// The decoded segments of a path, without its leading slash.
    static func segments(of path: Substring) throws(ServiceProblem) -> [String] {
        var segments: [String] = []
        for segment in path.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            do throws(PercentDecoding.Failure) {
                segments.append(try PercentDecoding.decode(Substring(segment)))
            } catch {
                throw ServiceProblem(.badRequest, .httpMalformedRequest, "the path is not valid percent-encoded UTF-8")
            }
        }
        return segments
    }
}
