/// Answers the requests of one event loop. The server makes one responder per loop thread and
/// calls it only from that thread, so a responder may keep per-thread state (a search buffer, for
/// example) without locks.
public protocol HTTPResponder: AnyObject {
    /// The response to a request. `HEAD` requests arrive as `GET`; the server drops the body.
    func respond(to request: HTTPRequest) -> HTTPResponse

    /// How to answer a request: at once on the loop (the default, through ``respond(to:)``), or
    /// by work that may block, which the server runs on its blocking-work threads while the loop
    /// serves its other connections.
    func answer(_ request: HTTPRequest) -> HTTPAnswer
}

extension HTTPResponder {
    /// Answers every request at once, on the loop.
    public func answer(_ request: HTTPRequest) -> HTTPAnswer {
        .response(respond(to: request))
    }
}

/// How a responder answers a request.
public enum HTTPAnswer: Sendable {
    /// This response, made on the loop.
    case response(HTTPResponse)
    /// This response, encoded before (an answer a responder keeps for repeated requests), sent
    /// as its bytes.
    case rendered(RenderedHTTPResponse)
    /// The response `work` makes, on a blocking-work thread: for work that may wait (a file lock,
    /// `fsync`). The connection answers nothing else until it is done, so responses keep their
    /// order; the other connections are served meanwhile.
    case blocking(@Sendable () -> HTTPResponse)
}
