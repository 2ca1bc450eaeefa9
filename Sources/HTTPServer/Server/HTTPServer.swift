/// An HTTP/1.1 server over POSIX sockets: a fixed pool of event-loop threads share one listening
/// socket, each serving its own connections with `poll` (see ``EventLoop``); whichever loop
/// accepts a connection, it goes to the loop serving the fewest. Work that may block runs on a
/// few blocking-work threads (see ``HTTPAnswer``). Requests on a
/// connection are answered in order, pipelined or not; limits, timeouts and a connection cap
/// bound what any client can take. The server never prints or exits: it reports each exchange
/// through ``HTTPServerConfiguration/onExchange``.
public final class HTTPServer: Sendable {
    /// The address the server listens on, `HOST:PORT`, with the port it got.
    public let address: String
    private let listener: Int32
    private let state: ServerState
    private let configuration: HTTPServerConfiguration
    private let wakes: [WakeSignal]
    private let mailboxes: [LoopMailbox]
    private let pool: BlockingWorkPool
    private let makeResponder: @Sendable () -> any HTTPResponder
    /// The most connections served at once: the configured most, or fewer when the process may
    /// not open that many descriptors (`RLIMIT_NOFILE`, less a reserve for its files).
    public let maximumConnections: Int

    /// Binds the listening socket (so the address is known), without serving yet.
    /// `makeResponder` is called once on each loop's thread.
    public init(
        configuration: HTTPServerConfiguration, makeResponder: @escaping @Sendable () -> any HTTPResponder
    ) throws(HTTPServerError) {
        maximumConnections = min(
            configuration.maximumConnections, System.raiseDescriptorLimit() - Self.reservedDescriptors)
        guard maximumConnections >= 1 else {
            throw .systemCall(
                "getrlimit", errorNumber: System.tooManyDescriptors,
                reason: "RLIMIT_NOFILE leaves no descriptor for connections; raise it (ulimit -n)")
        }
        let (descriptor, address) = try System.openListener(host: configuration.host, port: configuration.port)
        listener = descriptor
        self.address = address
        self.configuration = configuration
        self.makeResponder = makeResponder
        state = ServerState(maximumConnections: maximumConnections, loops: max(1, configuration.threads))
        var wakes: [WakeSignal] = []
        do {
            for _ in 0..<max(1, configuration.threads) { wakes.append(try WakeSignal()) }
            pool = try BlockingWorkPool(
                threads: configuration.blockingThreads, capacity: configuration.blockingQueueCapacity)
        } catch {
            System.closeDescriptor(descriptor)
            throw error
        }
        self.wakes = wakes
        mailboxes = wakes.map(LoopMailbox.init(wake:))
    }

    /// The descriptors kept for what is not a connection: the listener, the loops' wake pipes and
    /// reserves, the store's files and lock, the index and the feed, with room to spare.
    static let reservedDescriptors = 64

    deinit {
        System.closeDescriptor(listener)
    }

    /// The event loops (threads) the server runs.
    public var eventLoopCount: Int { wakes.count }

    /// The connections open now.
    public var openConnections: Int { state.openConnections }

    /// The connections each event loop serves now: how evenly accepting spreads them.
    public var openConnectionsByLoop: [Int] { state.openConnectionsByLoop }

    /// Starts the event-loop threads.
    public func start() throws(HTTPServerError) {
        for number in wakes.indices {
            let listener = self.listener
            let state = self.state
            let configuration = self.configuration
            let makeResponder = self.makeResponder
            let pool = self.pool
            let mailboxes = self.mailboxes
            state.loopStarted()
            do throws(HTTPServerError) {
                try System.startThread {
                    let loop = EventLoop(
                        number: number, listener: listener, mailboxes: mailboxes, pool: pool, state: state,
                        configuration: configuration, responder: makeResponder())
                    loop.run()
                    state.loopEnded()
                }
            } catch {
                state.loopEnded()
                shutdown()
                throw error
            }
        }
    }

    /// Starts a graceful stop: no new connections; each open one closes after answering the
    /// requests it has begun.
    public func shutdown() {
        state.stop()
        // Refuses new connections at once (Linux ends listening on a shut listener); the loops no
        // longer poll it once woken, and it is closed with the server.
        System.shutdownBoth(listener)
        for wake in wakes { wake.signal() }
    }

    /// Waits until every loop has stopped; past `timeout`, closes the remaining connections.
    /// Returns whether everything finished in time.
    public func waitUntilStopped(timeout: Duration) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while state.runningLoops > 0, clock.now < deadline { System.pause(microseconds: 5_000) }
        let inTime = state.runningLoops == 0
        if !inTime {
            state.force()
            for wake in wakes { wake.signal() }
            while state.runningLoops > 0 { System.pause(microseconds: 1_000) }
        }
        pool.stop()
        return inTime
    }
}
