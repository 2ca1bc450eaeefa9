import HTTPServer
import IntentSchema
import Suggester

/// Answers the service's requests on one event loop: checks who may ask (``AccessPolicy``), routes
/// them, checks methods and preconditions, and writes JSON. The store's routes run off the loop,
/// as blocking work, so that a busy lock or a slow `fsync` never holds a suggestion up. It keeps a
/// searcher for the loop, rebuilt after a reload.
final class ServiceResponder: HTTPResponder {
    let state: ServiceState
    private var cache: SuggestionJSONCache?
    private var cacheGeneration = -1

    /// A responder over the service's state.
    init(state: ServiceState) {
        self.state = state
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch answer(request) {
        case .response(let response): return response
        case .blocking(let work): return work()
        }
    }

    func answer(_ request: HTTPRequest) -> HTTPAnswer {
        let data = state.current
        let matched: ServiceRoute
        do throws(ServiceProblem) {
            if let refusal = state.policy.refusal(of: request) { throw refusal }
            guard let route = ServiceRoute(try Self.segments(of: request.path)) else {
                throw .notFound(
                    "no resource at \(JSONWriter.quoted(TextSanitizer.truncated(String(request.path), to: 80)))")
            }
            if route.usesStore, state.policy.readOnly {
                throw ServiceProblem(
                    .notFound, .httpReadOnly, "this server is read-only (--read-only): it has no store routes")
            }
            matched = route
        } catch {
            return .response(Self.finish(error.response, to: request, route: nil, state: state))
        }
        if request.method == "OPTIONS", let origin = state.allowedOrigin {
            return .response(
                Self.finish(Self.preflight(matched, origin: origin), to: request, route: matched, state: state))
        }
        if matched.usesStore {
            let state = self.state
            return .blocking {
                let response: HTTPResponse
                do throws(ServiceProblem) {
                    response = try Self.answerFromStore(matched, request, data, state)
                } catch {
                    response = error.response
                }
                return Self.finish(response, to: request, route: matched, state: state)
            }
        }
        let response: HTTPResponse
        do throws(ServiceProblem) {
            try Self.checkMethod(request, matched)
            response = try answer(matched, request, data)
        } catch {
            response = error.response
        }
        return .response(Self.finish(response, to: request, route: matched, state: state))
    }

    /// What every answer carries: its route (for logs and metrics), `nosniff`, and the CORS
    /// fields for the `--cors` origin.
    static func finish(_ response: HTTPResponse, to request: HTTPRequest, route: ServiceRoute?, state: ServiceState)
        -> HTTPResponse
    {
        var response = response
        response.route = route?.name
        response.headers.set("X-Content-Type-Options", "nosniff")
        if let origin = state.allowedOrigin, let sent = request.headers["Origin"], origin == "*" || sent == origin {
            response.headers.set("Access-Control-Allow-Origin", origin)
            response.headers.set("Access-Control-Expose-Headers", "ETag, Location")
            if origin != "*" { response.headers.set("Vary", "Origin") }
        }
        return response
    }

    /// 405 with `Allow` when the route does not answer the method.
    static func checkMethod(_ request: HTTPRequest, _ route: ServiceRoute) throws(ServiceProblem) {
        guard route.methods.contains(request.method) else {
            throw ServiceProblem(
                .methodNotAllowed, .httpMethodNotAllowed,
                "\(route.name) answers \(route.methods.joined(separator: ", "))",
                headers: HTTPHeaders([("Allow", route.methods.joined(separator: ", "))]))
        }
    }

    /// The answers of the store's routes, made off the loop; writes need what the policy asks.
    private static func answerFromStore(
        _ route: ServiceRoute, _ request: HTTPRequest, _ data: ServiceData, _ state: ServiceState
    ) throws(ServiceProblem) -> HTTPResponse {
        try checkMethod(request, route)
        if request.method == "PUT" || request.method == "DELETE", let refusal = state.policy.refusalOfWrite(request) {
            throw refusal
        }
        switch route {
        case .configurations: return try configurations(request, data)
        case .configuration(let name): return try configuration(name, request, data, state)
        case .timeline(let name): return try timeline(name, request, data)
        case .link(let name): return try link(name, request, data)
        default: throw .notFound("no store route at \(route.name)")
        }
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
            if state.isDraining {
                // Stopping: the load balancer takes this replica out while requests finish.
                return Self.json(status: .serviceUnavailable) { writer in
                    writer.writeObject { $0.write("status", "draining") }
                }
            }
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
        case .preview: return try preview(request, data)
        case .configurations, .configuration, .timeline, .link:
            return try Self.answerFromStore(route, request, data, state)
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
