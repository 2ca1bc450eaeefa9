/// One response: a status, header fields and a body. The server adds `Content-Length`, `Date`,
/// `Server` and `Connection` when it sends it.
public struct HTTPResponse: Sendable, Equatable {
    /// The status.
    public var status: HTTPStatus
    /// The header fields the handler sets.
    public var headers: HTTPHeaders
    /// The body (not sent for `HEAD` requests, nor with 204 and 304).
    public var body: [UInt8]
    /// The route that answered, for logs and metrics (see ``HTTPExchange``); never sent.
    public var route: String?
    /// What the log should say about the answer that the client is not told (the full error
    /// behind a 500, for one); never sent.
    public var note: String?

    /// A response from its parts.
    public init(status: HTTPStatus, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response.
    public init(status: HTTPStatus = .ok, json: [UInt8], headers: HTTPHeaders = HTTPHeaders()) {
        var headers = headers
        headers.set("Content-Type", "application/json")
        self.init(status: status, headers: headers, body: json)
    }
}
