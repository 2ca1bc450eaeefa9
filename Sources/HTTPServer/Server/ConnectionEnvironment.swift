/// What a ``Connection`` needs from its loop, injected so that a connection is driven without
/// sockets in tests: the configuration, the responder, the blocking-work pool, the clock and the
/// date.
struct ConnectionEnvironment {
    /// The server's configuration: limits, timeouts, the error writer and the exchange report.
    var configuration: HTTPServerConfiguration
    /// How a request is answered (the loop's responder).
    var answer: (HTTPRequest) -> HTTPAnswer
    /// Hands blocking work to the pool, which delivers its response to the connection with this
    /// number later; false when the pool is full.
    var submit: (_ work: @escaping @Sendable () -> HTTPResponse, _ connection: Int) -> Bool
    /// The time now, for the exchanges' durations.
    var now: () -> ContinuousClock.Instant
    /// The `Date` field's value now.
    var date: () -> String
    /// The number of the loop that serves the connection, for the exchange reports.
    var loop = 0
}
