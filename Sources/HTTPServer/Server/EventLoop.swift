#if canImport(Glibc)
    import Glibc
#endif

/// One thread's share of the server: it accepts from the shared listening socket (handing each
/// connection to the loop with the fewest), and reads, answers and writes its own connections with
/// `poll`. It sleeps in `poll` with no timeout when it
/// has nothing to wait for, so an idle server uses no CPU.
///
/// No client can hold the loop: each turn reads at most one buffer from a connection and answers
/// at most ``turnRequests`` requests or ``turnOutput`` bytes of it before it moves on to the
/// others. Connections with something new (input, room to write) come first; the requests
/// connections still have buffered from earlier turns share ``backlogOutput`` bytes a turn, in
/// turn, so clients that pipeline without reading cannot keep a new client waiting. Work that may
/// block (the store's lock, `fsync`) runs on the blocking-work threads.
final class EventLoop {
    /// The loop's number among the server's loops.
    private let number: Int
    private let listener: Int32
    private let wake: WakeSignal
    private let mailbox: LoopMailbox
    /// Every loop's mailbox, this one's among them at ``number``.
    private let mailboxes: [LoopMailbox]
    private let pool: BlockingWorkPool
    private let state: ServerState
    private let configuration: HTTPServerConfiguration
    private let responder: any HTTPResponder
    private var connections: [Connection] = []
    private var nextConnectionID = 0
    /// Where the next turn starts serving the connections' backlog, so each gets its turn.
    private var backlogRotation = 0
    private let clock = ContinuousClock()
    private var date = HTTPDate()
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    private var stopping = false
    /// Until when the listener is not polled, after accepting ran out of descriptors.
    private var acceptPausedUntil: ContinuousClock.Instant?
    /// A descriptor held in reserve: when descriptors run out, it is closed so that one waiting
    /// client can be accepted and told 503, rather than left to hang.
    private var reserveDescriptor: Int32

    /// Pending output above which a connection's requests are not read nor answered
    /// (pipelining backpressure).
    static let outputHighWater = 256 << 10
    /// The most requests of one connection answered in one turn of the loop.
    static let turnRequests = 8
    /// The most output made for one connection in one turn of the loop.
    static let turnOutput = 64 << 10
    /// The most output made in one turn for all the requests connections had buffered from
    /// earlier turns.
    static let backlogOutput = 512 << 10
    /// The most connections accepted in one turn.
    static let acceptBatch = 64
    /// How long a closing connection drains what the client still sends.
    private static let lingerTime = Duration.seconds(2)

    init(
        number: Int, listener: Int32, mailboxes: [LoopMailbox], pool: BlockingWorkPool, state: ServerState,
        configuration: HTTPServerConfiguration, responder: any HTTPResponder
    ) {
        self.number = number
        self.listener = listener
        self.mailboxes = mailboxes
        mailbox = mailboxes[number]
        wake = mailbox.wake
        self.pool = pool
        self.state = state
        self.configuration = configuration
        self.responder = responder
        reserveDescriptor = System.reserveDescriptor()
    }

    deinit {
        readBuffer.deallocate()
        if reserveDescriptor >= 0 { System.close(reserveDescriptor) }
    }

    /// Serves until the server stops and every connection is closed.
    func run() {
        var descriptors: [pollfd] = []
        while true {
            if state.isForced {
                for connection in connections { close(connection) }
                return
            }
            if state.isStopping, !stopping {
                stopping = true
                // Idle connections end with a FIN, not a reset: their sending side is shut and
                // whatever the client still sends is read and dropped for a moment.
                for connection in connections where isIdle(connection) { beginClosing(connection, now: clock.now) }
            }
            if stopping, connections.isEmpty { return }
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0))
            if let until = acceptPausedUntil, until <= clock.now { acceptPausedUntil = nil }
            let accepts = !stopping && acceptPausedUntil == nil
            descriptors.append(pollfd(fd: accepts ? listener : -1, events: Int16(POLLIN), revents: 0))
            var hasMoreWork = false
            for connection in connections {
                var events: Int16 = 0
                if wantsToRead(connection) { events |= Int16(POLLIN) }
                if connection.pendingOutput > 0 { events |= Int16(POLLOUT) }
                descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
                hasMoreWork = hasMoreWork || connection.hasMoreWork
            }
            // The connections the descriptors stand for: connections adopted below wait for the
            // next turn.
            let polled = connections
            let timeout = hasMoreWork ? 0 : pollTimeout(now: clock.now)
            switch System.poll(&descriptors, timeout: timeout) {
            case .ready: break
            case .interrupted: continue
            case .failed:
                // Short of memory: try again after a pause, rather than let the loop and its
                // connections die.
                System.pause(microseconds: 10_000)
                continue
            }
            if descriptors[0].revents != 0 {
                wake.drain()
                adoptConnections()
                deliverBlockingAnswers()
            }
            var backlog: [Connection] = []
            for (index, connection) in polled.enumerated() {
                let events = descriptors[index + 2].revents
                if events != 0 {
                    handle(connection, events: events)
                } else if connection.hasMoreWork {
                    backlog.append(connection)
                }
            }
            serveBacklog(backlog)
            if descriptors[1].revents != 0 { acceptConnections() }
            expire(now: clock.now)
        }
    }

    /// Whether a connection is between requests, with nothing to send and nothing being made.
    private func isIdle(_ connection: Connection) -> Bool {
        connection.phase == .open && !connection.hasPartialRequest && connection.pendingOutput == 0
            && connection.pending == nil
    }

    private func wantsToRead(_ connection: Connection) -> Bool {
        if case .lingering = connection.phase { return true }
        return !connection.peerClosed && !connection.closesAfterWrite && connection.pending == nil
            && connection.pendingOutput < Self.outputHighWater
    }

    /// Milliseconds until the nearest deadline, or -1 (wait for ever) when there is none.
    private func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
        var nearest = acceptPausedUntil
        for connection in connections {
            guard let deadline = self.deadline(of: connection) else { continue }
            if nearest.map({ deadline < $0 }) ?? true { nearest = deadline }
        }
        guard let nearest else { return -1 }
        let remaining = now.duration(to: nearest)
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    /// When the connection times out, in its present state; nil while blocking work makes its
    /// answer (the work is bounded by its own timeouts, such as the store's lock).
    private func deadline(of connection: Connection) -> ContinuousClock.Instant? {
        if case .lingering(let until) = connection.phase { return until }
        if connection.pending != nil { return nil }
        if connection.pendingOutput > 0 { return connection.lastProgress + configuration.writeTimeout }
        if let start = connection.requestStart { return start + configuration.requestTimeout }
        if !connection.receivedAny {
            return connection.accepted + min(configuration.firstByteTimeout, configuration.idleTimeout)
        }
        return connection.lastProgress + configuration.idleTimeout
    }

    private func expire(now: ContinuousClock.Instant) {
        for connection in connections {
            guard let deadline = deadline(of: connection), deadline <= now else { continue }
            if case .open = connection.phase, connection.pendingOutput == 0, connection.requestStart != nil {
                // A request that did not arrive in time gets 408, then the connection closes.
                queue(
                    configuration.errorResponse(
                        HTTPRequestError(.requestTimeout, .timeout, "the request did not arrive in time")),
                    for: nil, on: connection, keepAlive: false)
                connection.closesAfterWrite = true
                flush(connection, now: now)
            } else {
                close(connection)
            }
        }
    }

    private func acceptConnections() {
        for _ in 0..<Self.acceptBatch {
            let descriptor: Int32
            switch System.accept(listener) {
            case .connection(let accepted): descriptor = accepted
            case .none: return
            case .exhausted:
                // Out of descriptors: the reserve one makes room to tell one client 503; the
                // listener, still readable, is then not polled for a while.
                refuseWithReserveDescriptor()
                acceptPausedUntil = clock.now + .milliseconds(100)
                return
            }
            // Whichever loop accepts, the connection goes to the loop with the fewest: one that
            // wakes first for a burst of connections must not take them all.
            guard let loop = state.openConnection(preferring: number) else {
                refuse(descriptor, "the server has too many connections")
                continue
            }
            if loop == number {
                adopt(descriptor)
            } else {
                mailboxes[loop].post(connection: descriptor)
            }
        }
    }

    /// Serves the connections other loops accepted for this one: as any connection accepted
    /// before the server began to stop, even when it has (its requests are answered, the last
    /// with `Connection: close`).
    private func adoptConnections() {
        for descriptor in mailbox.takeConnections() { adopt(descriptor) }
    }

    private func adopt(_ descriptor: Int32) {
        nextConnectionID += 1
        connections.append(
            Connection(id: nextConnectionID, descriptor: descriptor, limits: configuration.limits, now: clock.now))
    }

    /// A best-effort 503 on a connection that is not served, then close.
    private func refuse(_ descriptor: Int32, _ detail: String) {
        var output: [UInt8] = []
        serialize(
            configuration.errorResponse(HTTPRequestError(.serviceUnavailable, .unavailable, detail)), isHead: false,
            keepAlive: false,
            into: &output)
        _ = output.withUnsafeBytes { System.write(descriptor, $0) }
        System.shutdownWrite(descriptor)
        System.close(descriptor)
    }

    private func refuseWithReserveDescriptor() {
        guard reserveDescriptor >= 0 else { return }
        System.close(reserveDescriptor)
        if case .connection(let descriptor) = System.accept(listener) {
            refuse(descriptor, "the server is out of file descriptors")
        }
        reserveDescriptor = System.reserveDescriptor()
    }

    /// Serves the requests connections had buffered from earlier turns, in turn, until this
    /// turn's share of output is made; the rest wait for the next turn.
    private func serveBacklog(_ backlog: [Connection]) {
        guard !backlog.isEmpty else { return }
        let now = clock.now
        var budget = Self.backlogOutput
        let start = backlogRotation % backlog.count
        for offset in 0..<backlog.count {
            let connection = backlog[(start + offset) % backlog.count]
            guard budget > 0 else {
                backlogRotation = start + offset
                return
            }
            budget -= serve(connection, now: now)
        }
        backlogRotation = start + 1
    }

    private func handle(_ connection: Connection, events: Int16) {
        let now = clock.now
        if events & Int16(POLLNVAL) != 0 {
            close(connection)
            return
        }
        if events & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            guard read(connection, now: now) else { return }
        }
        if case .lingering = connection.phase { return }
        if events & Int16(POLLOUT) != 0 {
            guard flush(connection, now: now) else { return }
        }
        serve(connection, now: now)
    }

    /// Reads what arrived (at most the buffer's size, so one client cannot hold the loop). Returns
    /// false when the connection was closed.
    private func read(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        switch System.read(connection.descriptor, into: readBuffer) {
        case .bytes(let count):
            connection.lastProgress = now
            connection.receivedAny = true
            if case .lingering = connection.phase { return true }
            if connection.input.count == connection.inputStart, connection.requestStart == nil {
                connection.requestStart = now
            }
            connection.input.append(contentsOf: UnsafeRawBufferPointer(rebasing: readBuffer[..<count]))
            return true
        case .wouldBlock:
            return true
        case .closed:
            if case .lingering = connection.phase {
                close(connection)
                return false
            }
            connection.peerClosed = true
            if connection.pendingOutput == 0 && !connection.hasPartialRequest && connection.pending == nil {
                close(connection)
                return false
            }
            return true
        case .failed:
            close(connection)
            return false
        }
    }

    /// Answers this turn's share of the requests in the input, in order, then sends what it can.
    /// Requests left for later mark the connection for the next turn, which polls without
    /// waiting, so buffered pipelined requests go on being answered as the output drains, with
    /// no new input needed.
    /// Returns the bytes of output it made.
    @discardableResult
    private func serve(_ connection: Connection, now: ContinuousClock.Instant) -> Int {
        connection.hasMoreWork = false
        var answered = 0
        let outputBefore = connection.output.count
        while !connection.closesAfterWrite, connection.pending == nil, connection.hasPartialRequest {
            guard connection.pendingOutput < Self.outputHighWater else { break }
            guard answered < Self.turnRequests, connection.output.count - outputBefore < Self.turnOutput else {
                connection.hasMoreWork = true
                break
            }
            guard answerNext(connection, now: now) else { break }
            answered += 1
        }
        let made = connection.output.count - outputBefore
        connection.compactInput()
        if connection.peerClosed, !connection.hasPartialRequest, connection.pending == nil {
            connection.closesAfterWrite = true
        }
        guard flush(connection, now: now) else { return made }
        // The output drained after it had filled up: the requests it held back can go on.
        if connection.pendingOutput == 0, answered > 0, connection.hasPartialRequest, connection.pending == nil,
            !connection.closesAfterWrite
        {
            connection.hasMoreWork = true
        }
        return made
    }

    /// Parses and answers the next request in the input. Returns whether one was answered (or
    /// handed to blocking work), so that the next may follow.
    private func answerNext(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        let outcome = connection.input.withUnsafeBytes { bytes in
            connection.parser.parse(UnsafeRawBufferPointer(rebasing: bytes[connection.inputStart...]))
        }
        switch outcome {
        case .incomplete(let expectsContinue):
            if expectsContinue, !connection.sentContinue {
                connection.output.append(contentsOf: "HTTP/1.1 100 Continue\r\n\r\n".utf8)
                connection.sentContinue = true
            }
            if connection.peerClosed {
                // The client stopped sending in the middle of a request: nothing to answer.
                connection.input.removeAll()
                connection.inputStart = 0
                connection.closesAfterWrite = true
            }
            return false
        case .request(let request, let length):
            connection.inputStart += length
            connection.sentContinue = false
            connection.requestStart = connection.hasPartialRequest ? now : nil
            answer(request, on: connection, now: now)
            return true
        case .failure(let error):
            queue(configuration.errorResponse(error), for: nil, on: connection, keepAlive: false)
            connection.closesAfterWrite = true
            return false
        }
    }

    private func answer(_ request: HTTPRequest, on connection: Connection, now: ContinuousClock.Instant) {
        var asked = request
        let isHead = request.method == "HEAD"
        if isHead { asked.method = "GET" }
        let keepAlive = request.wantsKeepAlive && !stopping && !state.isStopping
        switch responder.answer(asked) {
        case .response(let response):
            finish(request, with: response, on: connection, isHead: isHead, keepAlive: keepAlive, started: now)
        case .blocking(let work):
            let id = connection.id
            let mailbox = self.mailbox
            connection.pending = Connection.Pending(
                request: request, isHead: isHead, keepAlive: keepAlive, started: now)
            guard pool.submit({ mailbox.post(work(), for: id) }) else {
                connection.pending = nil
                let busy = HTTPRequestError(.serviceUnavailable, .unavailable, "the server is busy; try again")
                var response = configuration.errorResponse(busy)
                response.headers.set("Retry-After", "1")
                finish(request, with: response, on: connection, isHead: isHead, keepAlive: keepAlive, started: now)
                return
            }
        }
    }

    /// Queues a request's response; a connection that is not kept alive closes after it.
    private func finish(
        _ request: HTTPRequest, with response: HTTPResponse, on connection: Connection, isHead: Bool, keepAlive: Bool,
        started: ContinuousClock.Instant
    ) {
        queue(response, for: request, on: connection, keepAlive: keepAlive, isHead: isHead, started: started)
        if !keepAlive { connection.closesAfterWrite = true }
    }

    /// Sends the responses blocking work made, each on its connection if it is still open, and
    /// lets the requests queued behind it go on.
    private func deliverBlockingAnswers() {
        for (id, response) in mailbox.take() {
            guard let connection = connections.first(where: { $0.id == id }), let pending = connection.pending else {
                continue
            }
            connection.pending = nil
            let keepAlive = pending.keepAlive && !stopping && !state.isStopping
            finish(
                pending.request, with: response, on: connection, isHead: pending.isHead, keepAlive: keepAlive,
                started: pending.started)
            connection.hasMoreWork = true
        }
    }

    /// Appends a response to the connection's output and reports the exchange.
    private func queue(
        _ response: HTTPResponse, for request: HTTPRequest?, on connection: Connection, keepAlive: Bool,
        isHead: Bool = false, started: ContinuousClock.Instant? = nil
    ) {
        let http10KeepAlive = keepAlive && request?.version == .http10
        serialize(
            response, isHead: isHead, keepAlive: keepAlive, http10KeepAlive: http10KeepAlive, into: &connection.output)
        guard let report = configuration.onExchange else { return }
        let elapsed = started.map { $0.duration(to: clock.now) } ?? .zero
        let (seconds, attoseconds) = elapsed.components
        report(
            HTTPExchange(
                method: request?.method ?? "-", target: request?.target ?? "-", route: response.route,
                status: response.status.code, bodyBytes: response.body.count,
                microseconds: Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000), note: response.note))
    }

    /// The response's bytes (see ``HTTPResponseEncoder``), with this second's date.
    private func serialize(
        _ response: HTTPResponse, isHead: Bool, keepAlive: Bool, http10KeepAlive: Bool = false,
        into output: inout [UInt8]
    ) {
        HTTPResponseEncoder.encode(
            response, date: date.now(), isHead: isHead,
            connection: !keepAlive ? .close : http10KeepAlive ? .keepAlive : .none, into: &output)
    }

    /// Sends what the socket takes; once all is sent, a closing connection starts lingering.
    /// Returns false when the connection was closed.
    @discardableResult
    private func flush(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        while connection.pendingOutput > 0 {
            let result = connection.output.withUnsafeBytes { bytes in
                System.write(connection.descriptor, UnsafeRawBufferPointer(rebasing: bytes[connection.outputSent...]))
            }
            switch result {
            case .sent(let count):
                connection.outputSent += count
                connection.lastProgress = now
            case .wouldBlock:
                return true
            case .failed:
                close(connection)
                return false
            }
        }
        connection.compactOutput()
        guard connection.pending == nil,
            connection.closesAfterWrite || (stopping && !connection.hasPartialRequest)
        else { return true }
        if connection.peerClosed {
            close(connection)
            return false
        }
        beginClosing(connection, now: now)
        return true
    }

    /// Shuts the connection's sending side and reads until the client closes or the linger ends.
    private func beginClosing(_ connection: Connection, now: ContinuousClock.Instant) {
        guard case .open = connection.phase else { return }
        System.shutdownWrite(connection.descriptor)
        connection.phase = .lingering(until: now + Self.lingerTime)
    }

    private func close(_ connection: Connection) {
        guard let index = connections.firstIndex(where: { $0 === connection }) else { return }
        connections.remove(at: index)
        System.close(connection.descriptor)
        state.closeConnection(loop: number)
    }
}
