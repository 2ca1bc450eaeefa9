/// The HTTP versions the server speaks: HTTP/1.0 and HTTP/1.1.
public enum HTTPVersion: String, Sendable, Equatable {
    /// HTTP/1.0: connections close after each response unless the client asks for keep-alive.
    case http10 = "HTTP/1.0"
    /// HTTP/1.1: connections persist unless either side says `Connection: close`.
    case http11 = "HTTP/1.1"
}
