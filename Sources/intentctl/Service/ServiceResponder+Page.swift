import HTTPServer

extension ServiceResponder {
    /// `GET /`: the configurator, one page compiled into the binary (`web/configurator.html`), with
    /// a Content-Security-Policy that allows only its own inline script and style, by hash, and
    /// requests to this server.
    func page(_ request: HTTPRequest) throws(ServiceProblem) -> HTTPResponse {
        _ = try QueryParameters(request, allowed: ["locale", "schema", "now"])
        var response =
            request.headers.entityTags("If-None-Match", include: ConfiguratorPage.entityTag) == true
            ? HTTPResponse(status: .notModified) : HTTPResponse(status: .ok, body: ConfiguratorPage.bytes)
        response.headers.set("ETag", ConfiguratorPage.entityTag)
        if response.status == .ok { response.headers.set("Content-Type", "text/html; charset=utf-8") }
        response.headers.set("Cache-Control", "no-cache")
        response.headers.set("Content-Security-Policy", ConfiguratorPage.contentSecurityPolicy)
        response.headers.set("X-Content-Type-Options", "nosniff")
        response.headers.set("Referrer-Policy", "no-referrer")
        return response
    }
}
