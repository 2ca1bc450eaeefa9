/// Answers the requests of one event loop. The server makes one responder per loop thread and
/// calls it only from that thread, so a responder may keep per-thread state (a search buffer, for
/// example) without locks.
public protocol HTTPResponder: AnyObject {
    /// The response to a request. `HEAD` requests arrive as `GET`; the server drops the body.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
