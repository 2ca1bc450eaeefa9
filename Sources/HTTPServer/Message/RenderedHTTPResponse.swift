/// A response whose status line and header fields are encoded once, for an answer sent many
/// times (from a responder's cache): sending it copies its bytes and builds nothing. The server
/// still adds `Date`, `Server` and `Connection` when it sends it, as for any ``HTTPResponse``.
public struct RenderedHTTPResponse: Sendable, Equatable {
    /// The response it was rendered from.
    public let response: HTTPResponse
    /// The status line and the responder's fields, with `Content-Length` when the status has a
    /// body, each line ending in CRLF.
    let head: [UInt8]

    /// The response, encoded. Complexity: O(h) for h bytes of header fields; the body is shared,
    /// not copied.
    public init(_ response: HTTPResponse) {
        var head: [UInt8] = []
        HTTPResponseEncoder.appendHead(response, to: &head)
        self.head = head
        self.response = response
    }

    /// The bytes it holds: its head and its body.
    public var byteCount: Int { head.count + response.body.count }
}
