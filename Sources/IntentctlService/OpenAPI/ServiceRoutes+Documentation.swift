import DocumentFormats

extension ServiceRoutes {
    /// Each route's parameters, body and responses for the OpenAPI description (``ServiceOpenAPI``), by
    /// `METHOD path` as ``ServiceRoute`` declares it.
    package static let documentation: [String: RouteDocumentation] = {
        typealias Parameter = RouteDocumentation.Parameter
        typealias Response = RouteDocumentation.Response
        let schema = OpenAPISchema.self
        let locale = Parameter(
            "locale", schema.string(pattern: #"^[A-Za-z]{2,3}([-_][A-Za-z0-9_-]{0,15})?$"#),
            "A BCP 47 language tag (`de`, `pt-BR`): titles, cities and countries in that language where known.",
            example: .string("de"))
        let now = Parameter(
            "now", schema.string(format: "date-time"),
            "The reference time, ISO 8601 with a time zone (`2026-11-22T10:00:00Z`); the server's clock by default.",
            example: .string("2026-11-22T10:00:00Z"))
        let text = Parameter(
            "q", schema.string(maximumLength: ServiceResponder.maximumQueryLength),
            "What the traveller typed, at most 200 Unicode scalars; empty for what shows before anything is typed.",
            example: .string("lond"))
        let limit = Parameter(
            "limit", schema.integer(minimum: 1, maximum: ServiceResponder.maximumLimit), "At most this many (1–50).")
        let name = Parameter(
            "name", schema.string(pattern: #"^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$"#),
            "The configuration's name: 1 to 64 ASCII letters, digits, `.`, `_` or `-`, not starting with `.`.",
            example: .string("home"))
        let format = Parameter(
            "format", schema.string(values: ["intentctl", "json-schema"]),
            "`json-schema` for the JSON Schema export of configurations; the schema format by default.")
        let ifNoneMatch = Parameter(
            "If-None-Match", schema.string(), "An `ETag` of an earlier answer: 304 while it is still current.")
        let ifMatch = Parameter(
            "If-Match", schema.string(),
            "The `ETag` the document was read with: 412 when the stored file changed since.",
            example: .string(#""c16ab5a6ca89792c5""#))
        let badQuery = Response.problem(400, "A query parameter the route does not take, or a value it refuses.")
        let notModified = Response(304, "Not modified: the `If-None-Match` tag is current.", headers: ["ETag"])
        let cached = ["ETag", "Cache-Control"]
        let store: [Response] = [
            .problem(404, "No such configuration, or a read-only server (`http.read-only`)."),
            .problem(503, "The store folder is missing, or its lock is busy.", headers: ["Retry-After"]),
            .problem(500, "A stored file could not be read or written (the log says why)."),
        ]
        let writes: [Response] = [
            .problem(401, "A write without the server's write token.", headers: ["WWW-Authenticate"]),
            .problem(403, "A write from another site's page."),
            .problem(412, "`If-Match` or `If-None-Match` does not hold."),
        ]
        let bodies: [Response] = [
            .problem(411, "A chunked body: give `Content-Length`."),
            .problem(415, "A body that is not `application/json`."),
        ]
        let deals = Response.problem(503, "No deals feed: the server was started without `--deals`.")
        let airports = Response.problem(500, "The airports provider, which resolves a place's deals, is not available.")
        let crossSite = Response.problem(403, "A request from another site's page.")
        return [
            "GET /": RouteDocumentation(
                query: [
                    locale, Parameter("schema", schema.string(), "The schema to configure; the first by default."),
                    now,
                ],
                headers: [ifNoneMatch],
                responses: [
                    Response(200, "The configurator page.", ("text/html", schema.string()), headers: ["ETag"]),
                    notModified, badQuery,
                ]),
            "GET /healthz": RouteDocumentation(responses: [.json(200, "The process serves.", "Health")]),
            "GET /readyz": RouteDocumentation(responses: [
                .json(200, "Ready: the data loaded.", "Readiness"),
                .json(503, "Draining after SIGTERM.", "Health"),
            ]),
            "GET /metrics": RouteDocumentation(responses: [
                Response(200, "Prometheus metrics, in its text format.", ("text/plain", schema.string()))
            ]),
            "GET /openapi.json": RouteDocumentation(responses: [
                Response(200, "This document.", (ServiceOpenAPI.json, schema.object([], required: ["openapi"])))
            ]),
            "GET /v1/version": RouteDocumentation(
                headers: [ifNoneMatch],
                responses: [
                    .json(200, "The versions, as `--version --json` gives them.", "Version", headers: cached),
                    notModified,
                ]),
            "GET /v1/suggest": RouteDocumentation(
                query: [
                    text, limit,
                    Parameter(
                        "country", schema.string(pattern: "^[A-Za-z]{2}$"),
                        "Only places in this country (ISO 3166 code); an unknown code is a 400."),
                    Parameter("kind", schema.string(values: ["city", "airport", "town"]), "Only places of this kind."),
                    Parameter(
                        "near", schema.string(pattern: #"^-?[0-9]+(\.[0-9]+)?,-?[0-9]+(\.[0-9]+)?$"#),
                        "`LAT,LON` in decimal degrees, latitude -90 to 90, longitude -180 to 180: favour places near it among comparable matches."
                    ),
                    locale,
                    Parameter(
                        "all", schema.string(values: ["true", "false"]),
                        "`true` to offer heliports, seaplane bases and airfields without scheduled service too."),
                    Parameter(
                        "sections", schema.string(values: ["1", "true"]),
                        "With an empty `q`: Recent, Nearby and Popular, what a picker shows before anything is typed."),
                    Parameter(
                        "recent", schema.string(maximumLength: 200),
                        "With `sections`: the codes of the places picked lately, comma-separated, at most 20."),
                ],
                headers: [ifNoneMatch],
                responses: [
                    .json(200, "The suggestions, or the sections, with `q` echoed.", "SuggestAnswer", headers: cached),
                    notModified, badQuery,
                ]),
            "GET /v1/places/{code}": RouteDocumentation(
                query: [locale],
                path: [Parameter("code", schema.string(), "An IATA code, in any case.", example: .string("LHR"))],
                headers: [ifNoneMatch],
                responses: [
                    .json(200, "The place, shaped as a suggestion.", "Suggestion", headers: cached), notModified,
                    badQuery, .problem(404, "No place has the code."),
                ]),
            "GET /v1/countries": RouteDocumentation(
                query: [text, limit, locale], headers: [ifNoneMatch],
                responses: [
                    .json(200, "The countries, with `q` echoed.", "CountriesAnswer", headers: cached), notModified,
                    badQuery,
                ]),
            "GET /v1/schemas": RouteDocumentation(
                query: [format], headers: [ifNoneMatch],
                responses: [
                    Response(
                        200, "Every schema.", (ServiceOpenAPI.json, schema.array(schema.reference("Schema"))),
                        headers: cached),
                    notModified, badQuery,
                ]),
            "GET /v1/schemas/{id}": RouteDocumentation(
                query: [format],
                path: [Parameter("id", schema.string(), "The schema's id.", example: .string("deals-widget"))],
                headers: [ifNoneMatch],
                responses: [
                    .json(200, "The schema.", "Schema", headers: cached), notModified, badQuery,
                    .problem(404, "No schema has the id; the detail has a did-you-mean."),
                ]),
            "POST /v1/configurations/validate": RouteDocumentation(
                body: "ConfigurationDocument",
                responses: [.json(200, "The report, valid or not.", "ValidationReport"), badQuery, crossSite] + bodies),
            "POST /v1/timeline": RouteDocumentation(
                query: [now, locale], body: "ConfigurationDocument",
                responses: [.json(200, "The timeline; a placeholder when the document is not valid.", "Timeline")]
                    + [badQuery, crossSite, deals, airports] + bodies),
            "GET /v1/configurations": RouteDocumentation(
                query: [
                    locale,
                    Parameter("limit", schema.integer(minimum: 1, maximum: 1_000), "At most this many (default 100)."),
                    Parameter("after", schema.string(), "The file name the page starts after."),
                ],
                responses: [
                    Response(
                        200, "A page of the stored files, by name.",
                        (ServiceOpenAPI.json, schema.array(schema.reference("StoreEntry"))), headers: ["Link"]),
                    badQuery,
                ] + store),
            "GET /v1/configurations/{name}": RouteDocumentation(
                query: [
                    Parameter(
                        "view", schema.string(values: ["document", "entry"]),
                        "`entry` for its entry, as the list shows it; the stored document by default."),
                    locale,
                ],
                path: [name], headers: [ifNoneMatch],
                responses: [
                    notModified,
                    Response(
                        200, "The stored document, or with `view=entry` its entry.",
                        (
                            ServiceOpenAPI.json,
                            .object([
                                (
                                    "anyOf",
                                    .array([schema.reference("ConfigurationDocument"), schema.reference("StoreEntry")])
                                )
                            ])
                        ),
                        headers: ["ETag", "Configuration-Status"]),
                    badQuery, .problem(409, "The stored file is not a configuration document: only its entry shows."),
                ] + store),
            "PUT /v1/configurations/{name}": RouteDocumentation(
                path: [name],
                headers: [
                    ifMatch,
                    Parameter(
                        "If-None-Match", schema.string(),
                        "`*` to create only: 412 when a stored file has the name (or when its `ETag` is one named).",
                        example: .string("*")),
                ],
                body: "ConfigurationDocument",
                responses: [
                    .json(200, "Replaced.", "ValidationReport", headers: ["ETag"]),
                    .json(201, "Created.", "ValidationReport", headers: ["ETag", "Location"]),
                    badQuery, .problem(409, "A file that is not a configuration holds the name."),
                    .problem(422, "The document is not valid; its diagnostics say why. Nothing was stored."),
                    .problem(507, "The store is full."),
                ] + writes + bodies + store),
            "DELETE /v1/configurations/{name}": RouteDocumentation(
                path: [name],
                headers: [
                    ifMatch,
                    Parameter(
                        "If-None-Match", schema.string(), "412 when the stored file's `ETag` is one named, or for `*`."),
                ],
                responses: [Response(204, "Deleted."), badQuery] + writes + store),
            "GET /v1/configurations/{name}/timeline": RouteDocumentation(
                query: [now, locale], path: [name],
                responses: [
                    .json(200, "The timeline; a placeholder when the configuration is not usable.", "Timeline"),
                    badQuery, deals, airports,
                ] + store),
            "GET /v1/configurations/{name}/link": RouteDocumentation(
                query: [now], path: [name],
                responses: [
                    .json(200, "The deep link.", "Link"), badQuery, airports,
                    .problem(
                        422,
                        "The configuration needs reconfiguration (or the file is none), its schema declares no deep link, or its search does not resolve."
                    ),
                ] + store),
        ]
    }()
}
