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
    /// What the responder noted for the log and not for the client (see ``HTTPResponse/note``).
    public var note: String?
    /// The number of the event loop that answered, from 0: one loop's exchanges are reported on
    /// one thread, in order, so that counters may be kept per loop without sharing a lock.
    public var loop: Int

    /// An exchange from its parts.
    public init(
        method: String, target: String, route: String?, status: Int, bodyBytes: Int, microseconds: Int,
        note: String? = nil, loop: Int = 0
    ) {
        self.method = method
        self.target = target
        self.route = route
        self.status = status
        self.bodyBytes = bodyBytes
        self.microseconds = microseconds
        self.note = note
        self.loop = loop
    }
}
