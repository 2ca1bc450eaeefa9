/// One client connection as a state machine with no I/O: bytes in, responses and steps out. Its
/// loop reads and writes the socket and tells it what happened (``received(_:now:)``,
/// ``receivedEnd()``, ``sent(_:now:)``); it parses requests, answers them through its
/// environment, keeps their order while blocking work runs, and says when the loop must shut the
/// sending side or close (``Step``). Owned and touched by one loop only.
///
/// Complexity: each byte received is parsed once (see ``HTTPRequestParser``); each byte of output
/// is encoded once and sent from the buffer without copying.
final class Connection {
    /// What the connection is doing.
    enum Phase: Equatable {
        /// Reading requests and writing their responses.
        case open
        /// Its last response is written and its sending side shut: unread bytes are read and
        /// dropped until the client closes or the deadline passes, so that closing does not reset
        /// the connection before the client has read the response.
        case lingering(until: ContinuousClock.Instant)
    }

    /// What the loop must do after an event.
    enum Step: Equatable {
        /// Nothing more.
        case none
        /// Send the output (a 408 was queued).
        case flush
        /// Shut the socket's sending side: the connection lingers.
        case shutdownWrite
        /// Close the socket and forget the connection.
        case close
    }

    /// A request whose answer is being made on a blocking-work thread.
    struct Pending {
        var request: HTTPRequest
        var isHead: Bool
        var keepAlive: Bool
        var started: ContinuousClock.Instant
    }

    /// What one turn of serving did.
    struct Turn: Equatable {
        /// The requests answered (or handed to blocking work).
        var answered = 0
        /// The bytes of output made.
        var made = 0
    }

    /// The buffer capacity kept once a buffer is empty: more is given back, so that idle
    /// connections hold little memory however much they once sent or were sent.
    static let keptCapacity = 16 << 10
    /// Pending output above which requests are not read nor answered (pipelining backpressure).
    static let outputHighWater = 256 << 10
    /// The most requests answered in one turn of the loop.
    static let turnRequests = 8
    /// The most output made in one turn of the loop.
    static let turnOutput = 64 << 10
    /// How long a closing connection drains what the client still sends.
    static let lingerTime = Duration.seconds(2)

    /// The connection's number on its loop, for the answers of blocking work.
    let id: Int
    /// The socket, for the loop (the connection never uses it).
    let descriptor: Int32
    /// When it was accepted.
    let accepted: ContinuousClock.Instant
    private let environment: ConnectionEnvironment
    /// The bytes received and not yet taken by a request, from ``inputStart``.
    private(set) var input: [UInt8] = []
    /// Where the next request begins in ``input``.
    private(set) var inputStart = 0
    /// The responses not yet sent, from ``outputSent``.
    private(set) var output: [UInt8] = []
    /// How much of ``output`` was sent.
    private(set) var outputSent = 0
    /// Reads the requests from ``input``.
    private var parser: HTTPRequestParser
    /// Whether `100 Continue` was sent for the request being read.
    private var sentContinue = false
    /// Whether the connection closes once ``output`` is sent.
    private(set) var closesAfterWrite = false
    /// Whether the client closed its sending side.
    private(set) var peerClosed = false
    /// Whether any byte has arrived (until then, the first-byte timeout applies).
    private var receivedAny = false
    /// When the first byte of the request being read arrived; nil between requests.
    private var requestStart: ContinuousClock.Instant?
    /// When bytes last moved either way.
    private var lastProgress: ContinuousClock.Instant
    /// The request being answered by blocking work; nothing else is answered until it is.
    private(set) var pending: Pending?
    /// Whether requests may be waiting in ``input`` to be answered in a later turn of the loop
    /// (this turn's share ran out, or the output drained after filling up).
    private(set) var hasMoreWork = false
    /// The phase.
    private(set) var phase = Phase.open

    /// A new connection.
    init(id: Int, descriptor: Int32, environment: ConnectionEnvironment, now: ContinuousClock.Instant) {
        self.id = id
        self.descriptor = descriptor
        self.environment = environment
        parser = HTTPRequestParser(limits: environment.configuration.limits)
        accepted = now
        lastProgress = now
    }

    /// The bytes of ``output`` still to send.
    var pendingOutput: Int { output.count - outputSent }

    /// The bytes still to send, for the loop's write.
    var unsentOutput: ArraySlice<UInt8> { output[outputSent...] }

    /// Whether part of a request has arrived.
    var hasPartialRequest: Bool { inputStart < input.count }

    /// Whether the connection is between requests, with nothing to send and nothing being made.
    var isIdle: Bool {
        phase == .open && !hasPartialRequest && pendingOutput == 0 && pending == nil
    }

    /// Whether the loop should read the socket: not while output is backed up, a blocking answer
    /// is being made or the connection is about to close; always while lingering.
    var wantsToRead: Bool {
        if case .lingering = phase { return true }
        return !peerClosed && !closesAfterWrite && pending == nil && pendingOutput < Self.outputHighWater
    }

    // MARK: Events from the socket

    /// Bytes arrived (dropped while lingering).
    func received(_ bytes: UnsafeRawBufferPointer, now: ContinuousClock.Instant) {
        lastProgress = now
        receivedAny = true
        if case .lingering = phase { return }
        if input.count == inputStart, requestStart == nil { requestStart = now }
        input.append(contentsOf: bytes)
    }

    /// The client closed its sending side. Returns ``Step/close`` when nothing is left to do.
    func receivedEnd() -> Step {
        if case .lingering = phase { return .close }
        peerClosed = true
        return pendingOutput == 0 && !hasPartialRequest && pending == nil ? .close : .none
    }

    /// The socket took `count` bytes of the output.
    func sent(_ count: Int, now: ContinuousClock.Instant) {
        outputSent += count
        lastProgress = now
    }

    /// The output is all sent: what follows. A closing connection (or, while the server stops,
    /// one between requests) shuts its sending side and lingers, or closes when the client has
    /// closed already.
    func outputDrained(now: ContinuousClock.Instant, stopping: Bool) -> Step {
        compactOutput()
        guard pending == nil, closesAfterWrite || (stopping && !hasPartialRequest) else { return .none }
        if peerClosed { return .close }
        return beginClosing(now: now)
    }

    /// Starts closing: ``Step/shutdownWrite`` and lingering, unless it lingers already.
    func beginClosing(now: ContinuousClock.Instant) -> Step {
        guard case .open = phase else { return .none }
        phase = .lingering(until: now + Self.lingerTime)
        return .shutdownWrite
    }

    // MARK: Serving

    /// Answers this turn's share of the requests in the input, in order. Requests left for later
    /// set ``hasMoreWork``, so that buffered pipelined requests go on being answered as the output
    /// drains, with no new input needed.
    @discardableResult
    func serve(now: ContinuousClock.Instant, stopping: Bool) -> Turn {
        hasMoreWork = false
        var turn = Turn()
        let outputBefore = output.count
        while !closesAfterWrite, pending == nil, hasPartialRequest {
            guard pendingOutput < Self.outputHighWater else { break }
            guard turn.answered < Self.turnRequests, output.count - outputBefore < Self.turnOutput else {
                hasMoreWork = true
                break
            }
            guard answerNext(now: now, stopping: stopping) else { break }
            turn.answered += 1
        }
        turn.made = output.count - outputBefore
        compactInput()
        if peerClosed, !hasPartialRequest, pending == nil { closesAfterWrite = true }
        return turn
    }

    /// After a turn's output was flushed: when it drained after filling up, the requests it held
    /// back can go on in the next turn.
    func continueAfterFlush(_ turn: Turn) {
        if pendingOutput == 0, turn.answered > 0, hasPartialRequest, pending == nil, !closesAfterWrite {
            hasMoreWork = true
        }
    }

    /// The response blocking work made for the pending request; false when none is pending.
    func deliver(_ response: HTTPResponse, stopping: Bool) -> Bool {
        guard let pending else { return false }
        self.pending = nil
        finish(
            pending.request, with: response, isHead: pending.isHead, keepAlive: pending.keepAlive && !stopping,
            started: pending.started)
        hasMoreWork = true
        return true
    }

    /// Parses and answers the next request in the input. Returns whether one was answered (or
    /// handed to blocking work), so that the next may follow.
    private func answerNext(now: ContinuousClock.Instant, stopping: Bool) -> Bool {
        let outcome = input.withUnsafeBytes { bytes in
            parser.parse(UnsafeRawBufferPointer(rebasing: bytes[inputStart...]))
        }
        switch outcome {
        case .incomplete(let expectsContinue):
            if expectsContinue, !sentContinue {
                output.append(contentsOf: "HTTP/1.1 100 Continue\r\n\r\n".utf8)
                sentContinue = true
            }
            if peerClosed {
                // The client stopped sending in the middle of a request: nothing to answer.
                input.removeAll()
                inputStart = 0
                closesAfterWrite = true
            }
            return false
        case .request(let request, let length):
            inputStart += length
            sentContinue = false
            requestStart = hasPartialRequest ? now : nil
            answer(request, now: now, stopping: stopping)
            return true
        case .failure(let error):
            queue(environment.configuration.errorResponse(error), for: nil, keepAlive: false)
            closesAfterWrite = true
            return false
        }
    }

    private func answer(_ request: HTTPRequest, now: ContinuousClock.Instant, stopping: Bool) {
        var asked = request
        let isHead = request.method == "HEAD"
        if isHead { asked.method = "GET" }
        let keepAlive = request.wantsKeepAlive && !stopping
        switch environment.answer(asked) {
        case .response(let response):
            finish(request, with: response, isHead: isHead, keepAlive: keepAlive, started: now)
        case .rendered(let rendered):
            HTTPResponseEncoder.encode(
                rendered, date: environment.date(), isHead: isHead,
                connection: connectionField(for: request, keepAlive: keepAlive), into: &output)
            report(request, rendered.response, started: now)
            if !keepAlive { closesAfterWrite = true }
        case .blocking(let work):
            pending = Pending(request: request, isHead: isHead, keepAlive: keepAlive, started: now)
            guard environment.submit(work, id) else {
                pending = nil
                let busy = HTTPRequestError(.serviceUnavailable, .unavailable, "the server is busy; try again")
                var response = environment.configuration.errorResponse(busy)
                response.headers.set("Retry-After", "1")
                finish(request, with: response, isHead: isHead, keepAlive: keepAlive, started: now)
                return
            }
        }
    }

    /// Queues a request's response; a connection that is not kept alive closes after it.
    private func finish(
        _ request: HTTPRequest, with response: HTTPResponse, isHead: Bool, keepAlive: Bool,
        started: ContinuousClock.Instant
    ) {
        queue(response, for: request, keepAlive: keepAlive, isHead: isHead, started: started)
        if !keepAlive { closesAfterWrite = true }
    }

    /// Appends a response to the output and reports the exchange.
    private func queue(
        _ response: HTTPResponse, for request: HTTPRequest?, keepAlive: Bool, isHead: Bool = false,
        started: ContinuousClock.Instant? = nil
    ) {
        HTTPResponseEncoder.encode(
            response, date: environment.date(), isHead: isHead,
            connection: connectionField(for: request, keepAlive: keepAlive), into: &output)
        report(request, response, started: started)
    }

    /// What the `Connection` field says: `close` when the connection ends after this response,
    /// `keep-alive` for an HTTP/1.0 client that keeps it, nothing otherwise.
    private func connectionField(for request: HTTPRequest?, keepAlive: Bool) -> HTTPResponseEncoder.ConnectionField {
        !keepAlive ? .close : request?.version == .http10 ? .keepAlive : .none
    }

    /// Reports an exchange, when the server was asked to.
    private func report(_ request: HTTPRequest?, _ response: HTTPResponse, started: ContinuousClock.Instant?) {
        guard let report = environment.configuration.onExchange else { return }
        let elapsed = started.map { $0.duration(to: environment.now()) } ?? .zero
        let (seconds, attoseconds) = elapsed.components
        report(
            HTTPExchange(
                method: request?.method ?? "-", target: request?.target ?? "-", route: response.route,
                status: response.status.code, bodyBytes: response.body.count,
                microseconds: Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000), note: response.note,
                loop: environment.loop))
    }

    // MARK: Deadlines

    /// When the connection times out, in its present state; nil while blocking work makes its
    /// answer (the work is bounded by its own timeouts, such as the store's lock).
    var deadline: ContinuousClock.Instant? {
        let configuration = environment.configuration
        if case .lingering(let until) = phase { return until }
        if pending != nil { return nil }
        if pendingOutput > 0 { return lastProgress + configuration.writeTimeout }
        if let start = requestStart { return start + configuration.requestTimeout }
        if !receivedAny { return accepted + min(configuration.firstByteTimeout, configuration.idleTimeout) }
        return lastProgress + configuration.idleTimeout
    }

    /// The deadline passed: a request that did not arrive in time gets 408 (``Step/flush``), then
    /// the connection closes; otherwise it closes now.
    func expire() -> Step {
        guard case .open = phase, pendingOutput == 0, requestStart != nil else { return .close }
        queue(
            environment.configuration.errorResponse(
                HTTPRequestError(.requestTimeout, .timeout, "the request did not arrive in time")),
            for: nil, keepAlive: false)
        closesAfterWrite = true
        return .flush
    }

    // MARK: Buffers

    /// Drops the input the requests took, giving back a large buffer.
    private func compactInput() {
        if inputStart == input.count {
            input.removeAll(keepingCapacity: input.capacity <= Self.keptCapacity)
            inputStart = 0
        } else if inputStart >= 65_536 {
            input.removeFirst(inputStart)
            inputStart = 0
        }
    }

    /// Drops the output that was sent, giving back a large buffer.
    private func compactOutput() {
        if outputSent == output.count {
            output.removeAll(keepingCapacity: output.capacity <= Self.keptCapacity)
            outputSent = 0
        }
    }
}
