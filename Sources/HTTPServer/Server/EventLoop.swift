/// One thread's share of the server: it accepts from the shared listening socket (handing each
/// connection to the loop with the fewest), waits with `poll` for its connections' sockets to be
/// ready and their deadlines to pass, and moves bytes between the sockets and each ``Connection``,
/// which decides what they mean. It sleeps in `poll` with no timeout when it has nothing to wait
/// for, so an idle server uses no CPU.
///
/// No client can hold the loop: each turn reads at most one buffer from a connection and answers
/// at most ``Connection/turnRequests`` requests or ``Connection/turnOutput`` bytes of it before it
/// moves on to the others. Connections with something new (input, room to write) come first; the requests
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
    /// What each connection is given: the responder, the pool, the clock and the date.
    private lazy var environment = ConnectionEnvironment(
        configuration: configuration, answer: { [responder] in responder.answer($0) },
        submit: { [pool, mailbox] work, id in pool.submit { mailbox.post(work(), for: id) } },
        now: { [clock] in clock.now }, date: { [unowned self] in date.now() }, loop: number)
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

    /// The most output made in one turn for all the requests connections had buffered from
    /// earlier turns.
    static let backlogOutput = 512 << 10
    /// The most connections accepted in one turn.
    static let acceptBatch = 64

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
        if reserveDescriptor >= 0 { System.closeDescriptor(reserveDescriptor) }
    }

    /// Serves until the server stops and every connection is closed.
    func run() {
        var descriptors: [System.PollDescriptor] = []
        while true {
            if state.isForced {
                for connection in connections { close(connection) }
                return
            }
            if state.isStopping, !stopping {
                stopping = true
                // Idle connections end with a FIN, not a reset: their sending side is shut and
                // whatever the client still sends is read and dropped for a moment.
                for connection in connections where connection.isIdle { beginClosing(connection, now: clock.now) }
            }
            if stopping, connections.isEmpty { return }
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(
                System.PollDescriptor(fd: wake.readDescriptor, events: System.PollEvent.readable, revents: 0))
            if let until = acceptPausedUntil, until <= clock.now { acceptPausedUntil = nil }
            let accepts = !stopping && acceptPausedUntil == nil
            descriptors.append(
                System.PollDescriptor(fd: accepts ? listener : -1, events: System.PollEvent.readable, revents: 0))
            var hasMoreWork = false
            for connection in connections {
                var events: Int16 = 0
                if connection.wantsToRead { events |= System.PollEvent.readable }
                if connection.pendingOutput > 0 { events |= System.PollEvent.writable }
                descriptors.append(System.PollDescriptor(fd: connection.descriptor, events: events, revents: 0))
                hasMoreWork = hasMoreWork || connection.hasMoreWork
            }
            // The connections the descriptors stand for: connections adopted below wait for the
            // next turn.
            let polled = connections
            let timeout = hasMoreWork ? 0 : pollTimeout(now: clock.now)
            switch System.waitForEvents(&descriptors, timeout: timeout) {
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

    /// Milliseconds until the nearest deadline, or -1 (wait for ever) when there is none.
    private func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
        var nearest = acceptPausedUntil
        for connection in connections {
            guard let deadline = connection.deadline else { continue }
            if nearest.map({ deadline < $0 }) ?? true { nearest = deadline }
        }
        guard let nearest else { return -1 }
        let remaining = now.duration(to: nearest)
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    private func expire(now: ContinuousClock.Instant) {
        for connection in connections {
            guard let deadline = connection.deadline, deadline <= now else { continue }
            perform(connection.expire(), on: connection, now: now)
        }
    }

    private func acceptConnections() {
        for _ in 0..<Self.acceptBatch {
            let descriptor: Int32
            switch System.acceptConnection(listener) {
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
            Connection(id: nextConnectionID, descriptor: descriptor, environment: environment, now: clock.now))
    }

    /// A best-effort 503 on a connection that is not served, then close.
    private func refuse(_ descriptor: Int32, _ detail: String) {
        var output: [UInt8] = []
        HTTPResponseEncoder.encode(
            configuration.errorResponse(HTTPRequestError(.serviceUnavailable, .unavailable, detail)),
            date: date.now(), isHead: false, connection: .close, into: &output)
        _ = output.withUnsafeBytes { System.sendBytes(descriptor, $0) }
        System.shutdownWrite(descriptor)
        System.closeDescriptor(descriptor)
    }

    private func refuseWithReserveDescriptor() {
        guard reserveDescriptor >= 0 else { return }
        System.closeDescriptor(reserveDescriptor)
        if case .connection(let descriptor) = System.acceptConnection(listener) {
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
        if events & System.PollEvent.invalid != 0 {
            close(connection)
            return
        }
        if events & (System.PollEvent.readable | System.PollEvent.hungUpOrFailed) != 0 {
            guard read(connection, now: now) else { return }
        }
        if case .lingering = connection.phase { return }
        if events & System.PollEvent.writable != 0 {
            guard flush(connection, now: now) else { return }
        }
        serve(connection, now: now)
    }

    /// Reads what arrived (at most the buffer's size, so one client cannot hold the loop). Returns
    /// false when the connection was closed.
    private func read(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        switch System.receive(connection.descriptor, into: readBuffer) {
        case .bytes(let count):
            connection.received(UnsafeRawBufferPointer(rebasing: readBuffer[..<count]), now: now)
            return true
        case .wouldBlock:
            return true
        case .closed:
            return perform(connection.receivedEnd(), on: connection, now: now)
        case .failed:
            close(connection)
            return false
        }
    }

    /// Whether the server has begun to stop: requests answered now are the connection's last.
    private var isStopping: Bool { stopping || state.isStopping }

    /// Serves the connection's share of requests this turn, then sends what it can. Returns the
    /// bytes of output it made.
    @discardableResult
    private func serve(_ connection: Connection, now: ContinuousClock.Instant) -> Int {
        let turn = connection.serve(now: now, stopping: isStopping)
        guard flush(connection, now: now) else { return turn.made }
        connection.continueAfterFlush(turn)
        return turn.made
    }

    /// Sends the responses blocking work made, each on its connection if it is still open, and
    /// lets the requests queued behind it go on.
    private func deliverBlockingAnswers() {
        for (id, response) in mailbox.take() {
            guard let connection = connections.first(where: { $0.id == id }) else { continue }
            _ = connection.deliver(response, stopping: isStopping)
        }
    }

    /// Sends what the socket takes; once all is sent, does what the connection says next.
    /// Returns false when the connection was closed.
    @discardableResult
    private func flush(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        while connection.pendingOutput > 0 {
            let result = connection.unsentOutput.withUnsafeBytes { System.sendBytes(connection.descriptor, $0) }
            switch result {
            case .sent(let count):
                connection.sent(count, now: now)
            case .wouldBlock:
                return true
            case .failed:
                close(connection)
                return false
            }
        }
        return perform(connection.outputDrained(now: now, stopping: isStopping), on: connection, now: now)
    }

    /// Shuts the connection's sending side and reads until the client closes or the linger ends.
    private func beginClosing(_ connection: Connection, now: ContinuousClock.Instant) {
        perform(connection.beginClosing(now: now), on: connection, now: now)
    }

    /// Does the step a connection asked for. Returns false when the connection was closed.
    @discardableResult
    private func perform(_ step: Connection.Step, on connection: Connection, now: ContinuousClock.Instant) -> Bool {
        switch step {
        case .none: return true
        case .flush: return flush(connection, now: now)
        case .shutdownWrite:
            System.shutdownWrite(connection.descriptor)
            return true
        case .close:
            close(connection)
            return false
        }
    }

    private func close(_ connection: Connection) {
        guard let index = connections.firstIndex(where: { $0 === connection }) else { return }
        connections.remove(at: index)
        System.closeDescriptor(connection.descriptor)
        state.closeConnection(loop: number)
    }
}
