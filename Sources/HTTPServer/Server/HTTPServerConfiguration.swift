/// How a server listens, how much it takes and how long it waits.
public struct HTTPServerConfiguration: Sendable {
    /// The host to listen on: a name or an IPv4 or IPv6 address.
    public var host: String
    /// The port to listen on; 0 picks a free one.
    public var port: Int
    /// The number of event-loop threads, each serving its own connections.
    public var threads: Int
    /// The most open connections; a connection beyond gets `503` and is closed.
    public var maximumConnections: Int
    /// The request limits.
    public var limits: HTTPRequestParser.Limits
    /// How long a request may take to arrive, from its first byte (stops slow clients).
    public var requestTimeout: Duration
    /// How long a kept-alive connection may wait for its next request.
    public var idleTimeout: Duration
    /// How long a new connection may wait before its first byte: connections that never send
    /// anything do not hold a slot for the whole idle timeout.
    public var firstByteTimeout: Duration = .seconds(5)
    /// The threads for work that may block (see ``HTTPAnswer/blocking(_:)``).
    public var blockingThreads = 2
    /// The most blocking jobs waiting for a thread; past it, requests get 503 at once.
    public var blockingQueueCapacity = 256
    /// How long a response may wait for the client to read some of it.
    public var writeTimeout: Duration
    /// Called on the loop's thread after each response is queued.
    public var onExchange: (@Sendable (HTTPExchange) -> Void)?
    /// How the server writes the errors it answers by itself (a request it cannot read, a timeout,
    /// 503 when busy): by default, ``HTTPRequestError/plainResponse``. An application sets it to
    /// answer in its own error format.
    public var errorResponse: @Sendable (HTTPRequestError) -> HTTPResponse = { $0.plainResponse }

    /// The CPUs this process may keep busy, at least 1: its control group's CPU quota (a container's
    /// CPU limit), else the CPUs it may run on (`taskset`, a cpuset), else those online; one event
    /// loop for each is what a server that has the machine to itself wants. Read when asked (see
    /// ``AvailableProcessors``).
    public static var availableProcessors: Int { AvailableProcessors.current() }

    /// A configuration from its parts: by default, `127.0.0.1:8080`, two threads, 1,024
    /// connections, the parser's default limits, 10 s for a request, 60 s idle and 30 s to write
    /// (and 5 s to the first byte, with two blocking-work threads for at most 256 waiting jobs).
    public init(
        host: String = "127.0.0.1", port: Int = 8080, threads: Int = 2, maximumConnections: Int = 1024,
        limits: HTTPRequestParser.Limits = HTTPRequestParser.Limits(), requestTimeout: Duration = .seconds(10),
        idleTimeout: Duration = .seconds(60), writeTimeout: Duration = .seconds(30),
        onExchange: (@Sendable (HTTPExchange) -> Void)? = nil
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.maximumConnections = maximumConnections
        self.limits = limits
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.onExchange = onExchange
    }

    /// Reads `HOST:PORT`, `[IPv6]:PORT` or `:PORT` (all interfaces) into the host and port. The
    /// host is numeric, or `localhost` (see ``HTTPServerError/nonNumericHost(_:)``).
    public mutating func setListenAddress(_ text: String) throws(HTTPServerError) {
        var hostPart: Substring
        let portPart: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                throw .invalidAddress(text)
            }
            hostPart = text[text.index(after: text.startIndex)..<close]
            portPart = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":"), !text[..<colon].contains(":") else {
                throw .invalidAddress(text)
            }
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
        }
        if hostPart.isEmpty { hostPart = "0.0.0.0" }
        guard !portPart.isEmpty, portPart.utf8.count <= 5, portPart.allSatisfy(\.isASCII),
            let port = Int(portPart), (0...65535).contains(port), hostPart.utf8.count <= 255
        else { throw .invalidAddress(text) }
        guard SocketAddress(host: String(hostPart), port: port) != nil else { throw .nonNumericHost(String(hostPart)) }
        host = String(hostPart)
        self.port = port
    }
}
