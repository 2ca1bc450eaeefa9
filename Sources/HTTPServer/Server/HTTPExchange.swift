/// One answered request, for logs and metrics: what was asked, what was answered, how long it took.
public struct HTTPExchange: Sendable, Equatable {
    /// The request method (`-` when the request line could not be read).
    public var method: String
    /// The request target as sent (`-` when it could not be read).
    public var target: String
    /// The route that answered, as the responder named it, or nil (a protocol error, for one).
    public var route: String?
    /// The response status code.
    public var status: Int
    /// The bytes of the response body.
    public var bodyBytes: Int
    /// From the request's last byte to the response being queued, in microseconds.
    public var microseconds: Int
}
