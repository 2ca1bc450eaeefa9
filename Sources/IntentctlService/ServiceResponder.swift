import DocumentFormats
import HTTPServer
import IntentSchema
import Suggester

/// Answers the service's requests on one event loop: checks who may ask (``AccessPolicy``), routes
/// them, checks methods and preconditions, and writes JSON. The store's routes run off the loop,
/// as blocking work, so that a busy lock or a slow `fsync` never holds a suggestion up; so does the
/// work over a request's body (``ServiceRoute/Work/body(_:)``), whose cost the client chooses. It keeps a
/// searcher for the loop, rebuilt after a reload, and the loop's rendered answers
/// (``RenderedAnswerCache``): a repeated suggestion is answered after the access checks alone.
package final class ServiceResponder: HTTPResponder {
    package let state: ServiceState
    private var cache: SuggestionJSONCache?
    private var cacheGeneration = -1
    /// The answers of the routes that keep them, rendered, by target.
    package let renderedAnswers = RenderedAnswerCache()
    /// The data this loop answers with, taken again only when its generation changes, so that
    /// the loops share no lock per request.
    private var data: ServiceData

    /// A responder over the service's state.
    package init(state: ServiceState) {
        self.state = state
        data = state.current
    }

    /// The data now: this loop's copy, unless a reload replaced it.
    private func currentData() -> ServiceData {
        if state.generation != data.generation { data = state.current }
        return data
    }

    package func respond(to request: HTTPRequest) -> HTTPResponse {
        switch answer(request) {
        case .response(let response): return response
        case .rendered(let rendered): return rendered.response
        case .blocking(let work): return work()
        }
    }

    package func answer(_ request: HTTPRequest) -> HTTPAnswer {
        let data = currentData()
        let refusal = state.policy.refusal(of: request)
        let keepable = refusal == nil && keepsAnswer(to: request)
        if keepable, let kept = renderedAnswers.answer(for: request.target, generation: data.generation) {
            return .rendered(kept)
        }
        let matched: ServiceRouter.PathRoutes
        let variables: [String: String]
        do throws(ServiceProblem) {
            if let refusal { throw refusal }
            guard let found = ServiceRoutes.router.match(try Self.segments(of: request.path)) else {
                throw .notFound(
                    "no resource at \(JSONWriter.quoted(TextSanitizer.truncated(String(request.path), to: 80)))")
            }
            if found.routes.usesStore, state.policy.readOnly {
                throw ServiceProblem(
                    .notFound, .httpReadOnly, "this server is read-only (--read-only): it has no store routes")
            }
            (matched, variables) = found
        } catch {
            return .response(Self.finish(error.response, to: request, route: nil, state: state))
        }
        if request.method == "OPTIONS", let origin = state.allowedOrigin {
            return .response(
                Self.finish(
                    Self.preflight(matched, origin: origin), to: request, route: matched.pattern, state: state))
        }
        let route: ServiceRoute
        let routeRequest: RouteRequest
        do throws(ServiceProblem) {
            guard let found = matched.route(for: request.method) else {
                throw ServiceProblem(
                    .methodNotAllowed, .httpMethodNotAllowed,
                    "\(matched.pattern) answers \(matched.methods.joined(separator: ", "))",
                    headers: HTTPHeaders([("Allow", matched.methods.joined(separator: ", "))]))
            }
            if found.writes, let refusal = state.policy.refusalOfWrite(request) { throw refusal }
            route = found
            routeRequest = RouteRequest(
                http: request, variables: variables, query: try QueryParameters(request, allowed: found.query),
                data: data, state: state)
        } catch {
            return .response(Self.finish(error.response, to: request, route: matched.pattern, state: state))
        }
        let state = self.state
        switch route.work {
        case .onLoop(let handler):
            let handle = handler(self)
            let response = Self.finish(Self.run(handle, routeRequest), to: request, route: route.pattern, state: state)
            guard keepable, route.keepsAnswers, response.status == .ok else { return .response(response) }
            let rendered = RenderedHTTPResponse(response)
            renderedAnswers.keep(rendered, for: request.target, generation: data.generation)
            return .rendered(rendered)
        case .store(let handler), .body(let handler):
            return .blocking {
                Self.finish(Self.run(handler, routeRequest), to: request, route: route.pattern, state: state)
            }
        }
    }

    /// A handler's response, or the problem it refused the request with.
    private static func run(
        _ handler: (RouteRequest) throws(ServiceProblem) -> HTTPResponse, _ request: RouteRequest
    ) -> HTTPResponse {
        do throws(ServiceProblem) {
            return try handler(request)
        } catch {
            return error.response
        }
    }

    /// Whether the answer to a request (one the access policy allows) may be kept and given again
    /// for the same target: a `GET` (or `HEAD`) with no `If-None-Match`, whose answer differs, and
    /// without an `Origin` the CORS fields would answer, which differ by request.
    private func keepsAnswer(to request: HTTPRequest) -> Bool {
        request.method == "GET" && request.headers["If-None-Match"] == nil
            && (state.allowedOrigin == nil || request.headers["Origin"] == nil)
    }

    /// What every answer carries: its route (for logs and metrics), `nosniff`, and the CORS
    /// fields for the `--cors` origin.
    package static func finish(
        _ response: HTTPResponse, to request: HTTPRequest, route: RoutePattern?, state: ServiceState
    )
        -> HTTPResponse
    {
        var response = response
        response.route = route?.description
        response.headers.set("X-Content-Type-Options", "nosniff")
        if let origin = state.allowedOrigin, let sent = request.headers["Origin"], origin == "*" || sent == origin {
            response.headers.set("Access-Control-Allow-Origin", origin)
            response.headers.set("Access-Control-Expose-Headers", "ETag, Location")
            if origin != "*" { response.headers.set("Vary", "Origin") }
        }
        return response
    }

    /// The answer to a CORS preflight: the path's methods and the headers a client may send.
    private static func preflight(_ routes: ServiceRouter.PathRoutes, origin: String) -> HTTPResponse {
        HTTPResponse(
            status: .noContent,
            headers: HTTPHeaders([
                ("Access-Control-Allow-Origin", origin),
                ("Access-Control-Allow-Methods", routes.methods.joined(separator: ", ")),
                ("Access-Control-Allow-Headers", "Content-Type, If-Match, If-None-Match"),
                ("Access-Control-Max-Age", "600"), ("Vary", "Origin"),
            ]))
    }

    /// `GET /healthz`.
    package func health(_ request: RouteRequest) -> HTTPResponse {
        Self.json { $0.writeObject { $0.write("status", "ok") } }
    }

    /// `GET /readyz`: ready with the data it serves, or draining.
    package func readiness(_ request: RouteRequest) -> HTTPResponse {
        if request.state.isDraining {
            // Stopping: the load balancer takes this replica out while requests finish.
            return Self.json(status: .serviceUnavailable) { writer in
                writer.writeObject { $0.write("status", "draining") }
            }
        }
        let data = request.data
        return Self.json { writer in
            writer.writeObject { writer in
                writer.write("status", "ready")
                writer.write("places", data.index.placeCount)
                writer.write("schemas", data.catalog.ids.count)
                writer.write("generation", data.generation)
            }
        }
    }

    /// `GET /metrics`.
    package func metrics(_ request: RouteRequest) -> HTTPResponse {
        var response = HTTPResponse(status: .ok, body: Array(request.state.metrics.text(data: request.data).utf8))
        response.headers.set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
        return response
    }

    /// `GET /openapi.json`: the OpenAPI description of these routes (``ServiceOpenAPI``), made once.
    package func openAPI(_ request: RouteRequest) -> HTTPResponse {
        HTTPResponse(status: .ok, json: Array(ServiceOpenAPI.text.utf8))
    }

    /// `GET /v1/version`: the `--version --json` document of the data this server serves.
    package func version(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        let data = request.data
        return try Self.cacheable(request.http, tag: data.entityTag) { () throws(ServiceProblem) in
            Self.json { VersionDocument(index: data.index, schemas: data.catalog.schemas.values).write(to: &$0) }
        }
    }

    /// This loop's searcher and rendered places over the current index.
    package func suggestionCache(for data: ServiceData) -> SuggestionJSONCache {
        if let cache, cacheGeneration == data.generation { return cache }
        let made = SuggestionJSONCache(index: data.index)
        cache = made
        cacheGeneration = data.generation
        return made
    }

    /// A 200 JSON response written by `body`, ending in a newline.
    package static func json(status: HTTPStatus = .ok, _ body: (inout JSONWriter) -> Void) -> HTTPResponse {
        var writer = JSONWriter(style: .compact)
        body(&writer)
        return HTTPResponse(status: status, json: writer.bytes + [UInt8(ascii: "\n")])
    }

    /// A cacheable answer: 304 when `If-None-Match` names the tag, else the response from
    /// `make`; either way with the tag and `Cache-Control` (by default, a minute anywhere).
    package static func cacheable(
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
    package static func segments(of path: Substring) throws(ServiceProblem) -> [String] {
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
