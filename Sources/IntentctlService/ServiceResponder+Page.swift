import HTTPServer

extension ServiceResponder {
    /// `GET /`: the configurator, one page compiled into the binary (`web/configurator.html`), with
    /// a Content-Security-Policy that allows only its own inline script and style, by hash, and
    /// requests to this server.
    package func page(_ request: RouteRequest) throws(ServiceProblem) -> HTTPResponse {
        var response = try Self.cacheable(request.http, tag: ConfiguratorPage.entityTag, cacheControl: "no-cache") {
            HTTPResponse(
                status: .ok, headers: HTTPHeaders([("Content-Type", "text/html; charset=utf-8")]),
                body: ConfiguratorPage.bytes)
        }
        response.headers.set("Content-Security-Policy", ConfiguratorPage.contentSecurityPolicy)
        response.headers.set("X-Content-Type-Options", "nosniff")
        response.headers.set("Referrer-Policy", "no-referrer")
        return response
    }
}
