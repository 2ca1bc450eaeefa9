import HTTPServer

/// One route of the service, declared once in ``ServiceRoutes``: its method and path, the query
/// parameters it takes, what it does, and its handler. Routing, `405` with `Allow`, CORS
/// preflights, `--read-only`, the `serve --help` text, the manual page and `docs/http-api.md` all
/// come from these declarations.
package struct ServiceRoute: Sendable {
    /// Where a route's work runs.
    package enum Work: Sendable {
        /// On the event loop, by one of the loop's responder's methods (it keeps the loop's searcher
        /// and caches): quick work that never waits. `.onLoop(ServiceResponder.suggest)`.
        case onLoop(@Sendable (ServiceResponder) -> (RouteRequest) throws(ServiceProblem) -> HTTPResponse)
        /// Off the loop, as blocking work: it reads or writes the store, whose lock or `fsync` may
        /// wait. A read-only server has no such route.
        case store(@Sendable (RouteRequest) throws(ServiceProblem) -> HTTPResponse)
        /// Off the loop, as blocking work: work over the request's body (validating a configuration document),
        /// whose cost the client chooses. A body of 256 KiB, or a few hundred bytes whose every value needs a
        /// hint, takes milliseconds; on the loop it would hold up every other connection of it (`/healthz`
        /// among them). A read-only server has these routes.
        case body(@Sendable (RouteRequest) throws(ServiceProblem) -> HTTPResponse)
    }

    /// The method: `GET` (which answers `HEAD` too), `POST`, `PUT` or `DELETE`.
    package var method: String
    /// The paths it answers.
    package var pattern: RoutePattern
    /// The query parameters it takes; any other is refused with 400.
    package var query: [String]
    /// What it answers, in a sentence, for the help and the API reference.
    package var summary: String
    /// What the server needs for it, when it is not always there: `--deals`.
    package var needs: String?
    /// Its handler.
    package var work: Work
    /// Whether its answers depend on the request target and the data alone, so that a loop may
    /// keep them rendered for repeated requests (see ``RenderedAnswerCache``).
    package var keepsAnswers: Bool

    /// A route from its parts.
    package init(
        _ method: String, _ pattern: String, query: [String] = [], needs: String? = nil,
        keepsAnswers: Bool = false, _ summary: String, _ work: Work
    ) {
        self.method = method
        self.pattern = RoutePattern(pattern)
        self.query = query
        self.needs = needs
        self.summary = summary
        self.work = work
        self.keepsAnswers = keepsAnswers
    }

    /// Whether it reads or writes the store.
    package var usesStore: Bool {
        if case .store = work { true } else { false }
    }

    /// Whether it changes what is stored: it needs what the access policy asks of writes.
    package var writes: Bool {
        usesStore && (method == "PUT" || method == "DELETE")
    }

    /// The methods it answers: `GET` with `HEAD`.
    package var methods: [String] {
        method == "GET" ? ["GET", "HEAD"] : [method]
    }

    /// How the reference shows it: `GET /v1/suggest?q=&limit=`.
    package var synopsis: String {
        "\(method) \(pattern)" + (query.isEmpty ? "" : "?" + query.map { "\($0)=" }.joined(separator: "&"))
    }
}
