import HTTPServer
import ServiceContract

/// The service's routes, each declared once: its method, path, query parameters, summary and
/// handler (as Hummingbird's router declares them). The three routes the generated App Intents client
/// calls take their paths from ``IntentctlServiceDescription``, which the generator reads too. A new route is one line here, its handler and
/// its test; ``ServiceRouter`` routes by this table, and `serve --help`, the manual page and
/// `docs/http-api.md` list it.
package enum ServiceRoutes {
    /// Every route, in the order the reference lists them.
    package static let all: [ServiceRoute] = [
        ServiceRoute(
            "GET", "/", query: ["locale", "schema", "now"],
            "The configurator: a page to configure a widget, store configurations and preview the widget.",
            .onLoop(ServiceResponder.page)),
        ServiceRoute(
            "GET", "/healthz", "Liveness: 200 while the process serves.",
            .onLoop(ServiceResponder.health)),
        ServiceRoute(
            "GET", "/readyz",
            "Readiness: 200 with the data's generation, 503 while draining after SIGTERM.",
            .onLoop(ServiceResponder.readiness)),
        ServiceRoute(
            "GET", "/metrics", "Prometheus metrics: requests by route and status, latencies, connections.",
            .onLoop(ServiceResponder.metrics)),
        ServiceRoute(
            "GET", "/openapi.json", "This API described as OpenAPI 3.1, as serve --openapi prints it.",
            .onLoop(ServiceResponder.openAPI)),
        ServiceRoute(
            "GET", "/v1/version", "The version, the airport data's and the schemas': the --version --json document.",
            .onLoop(ServiceResponder.version)),
        suggest,
        place,
        ServiceRoute(
            "GET", ServiceContract.countriesPath, query: ["q", "limit", "locale"], keepsAnswers: true,
            "The countries a text names (their code, or a name in any language of the data), best first; with an empty q, those with the most places.",
            .onLoop(ServiceResponder.countries)),
        ServiceRoute(
            "GET", "/v1/schemas", query: ["format"],
            "Every schema, as schema show --json writes it, or with format=json-schema as JSON Schema.",
            .onLoop(ServiceResponder.schemas)),
        ServiceRoute(
            "GET", "/v1/schemas/{id}", query: ["format"], "One schema, or 404 with a did-you-mean.",
            .onLoop(ServiceResponder.schema)),
        ServiceRoute(
            "POST", "/v1/configurations/validate",
            "Validates the configuration document in the body, as config validate --json reports it.",
            .body(ServiceResponder.validate)),
        timeline,
        ServiceRoute(
            "GET", "/v1/configurations", query: ["locale", "limit", "after"],
            "A page of the stored configurations by name, as config list --json lists them; Link names the next.",
            .store(ServiceResponder.configurations)),
        ServiceRoute(
            "GET", "/v1/configurations/{name}", query: ["view", "locale"],
            "The stored document with its ETag and Configuration-Status, or with view=entry its entry.",
            .store(ServiceResponder.configuration)),
        ServiceRoute(
            "PUT", "/v1/configurations/{name}",
            "Stores the document in the body when it is valid; If-Match, or If-None-Match: * to create only.",
            .store(ServiceResponder.put)),
        ServiceRoute(
            "DELETE", "/v1/configurations/{name}", "Deletes a stored configuration; If-Match makes it conditional.",
            .store(ServiceResponder.delete)),
        ServiceRoute(
            "GET", "/v1/configurations/{name}/timeline", query: ["now", "locale"], needs: "--deals",
            "The deals timeline, as timeline --json gives it: a placeholder when the configuration is unusable.",
            .store(ServiceResponder.timeline)),
        ServiceRoute(
            "GET", "/v1/configurations/{name}/link", query: ["now"],
            "The configuration's deep link, as link NAME prints it, in {\"url\": ...}.",
            .store(ServiceResponder.link)),
    ]

    /// Suggestions for a text, and the sections before anything is typed: also the generated App Intents
    /// client's search.
    package static let suggest = ServiceRoute(
        "GET", ServiceContract.suggestPath,
        query: ["q", "limit", "country", "kind", "near", "locale", "all", "sections", "recent"], keepsAnswers: true,
        "Airports and cities for what a traveller types, as suggest --json gives them, with q echoed; with an empty q and sections=1, Recent (the codes recent= lists), Nearby (with near=) and Popular.",
        .onLoop(ServiceResponder.suggest))

    /// One place by its code: also the generated client's lookup.
    package static let place = ServiceRoute(
        "GET", ServiceContract.placePath, query: ["locale"], keepsAnswers: true,
        "One place by its IATA code (a city group before an airport), or 404.",
        .onLoop(ServiceResponder.place))

    /// A configuration document's timeline: also the generated timeline provider's.
    package static let timeline = ServiceRoute(
        "POST", ServiceContract.timelinePath, query: ["now", "locale"], needs: "--deals",
        "The timeline of the configuration document in the body, stored or not: a placeholder when it is not valid.",
        .body(ServiceResponder.preview))

    /// The router over them.
    package static let router = ServiceRouter(all)
}
