#if canImport(Glibc)
    import Glibc
#endif

/// One thread's share of the server: it accepts from the shared listening socket, and reads,
/// answers and writes its own connections with `poll`. It sleeps in `poll` with no timeout when it
/// has nothing to wait for, so an idle server uses no CPU.
final class EventLoop {
    private let listener: Int32
    private let wake: WakeSignal
    private let state: ServerState
    private let configuration: HTTPServerConfiguration
    private let responder: any HTTPResponder
    private var connections: [Connection] = []
    private let clock = ContinuousClock()
    private var date = HTTPDate()
    private let readBuffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    private var stopping = false
    /// Until when the listener is not polled, after accepting ran out of descriptors.
    private var acceptPausedUntil: ContinuousClock.Instant?

    /// Pending output above which a connection's requests are not read (pipelining backpressure).
    private static let outputHighWater = 1 << 20
    /// How long a closing connection drains what the client still sends.
    private static let lingerTime = Duration.seconds(2)

    init(
        listener: Int32, wake: WakeSignal, state: ServerState, configuration: HTTPServerConfiguration,
        responder: any HTTPResponder
    ) {
        self.listener = listener
        self.wake = wake
        self.state = state
        self.configuration = configuration
        self.responder = responder
    }

    deinit {
        readBuffer.deallocate()
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
                for connection in connections where !connection.hasPartialRequest && connection.pendingOutput == 0 {
                    close(connection)
                }
            }
            if stopping, connections.isEmpty { return }
            descriptors.removeAll(keepingCapacity: true)
            descriptors.append(pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0))
            if let until = acceptPausedUntil, until <= clock.now { acceptPausedUntil = nil }
            let accepts = !stopping && acceptPausedUntil == nil
            descriptors.append(pollfd(fd: accepts ? listener : -1, events: Int16(POLLIN), revents: 0))
            for connection in connections {
                var events: Int16 = 0
                if wantsToRead(connection) { events |= Int16(POLLIN) }
                if connection.pendingOutput > 0 { events |= Int16(POLLOUT) }
                descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
            }
            let timeout = pollTimeout(now: clock.now)
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            if ready < 0 {
                // Interrupted, or short of memory: try again (after a pause, unless interrupted),
                // rather than let the loop and its connections die.
                if errno != EINTR { usleep(10_000) }
                continue
            }
            if descriptors[0].revents != 0 { wake.drain() }
            // Connections are handled before accepting, so that the indexes still match.
            let polled = connections
            for (index, connection) in polled.enumerated() where descriptors[index + 2].revents != 0 {
                handle(connection, events: descriptors[index + 2].revents)
            }
            if descriptors[1].revents != 0 { acceptConnections() }
            expire(now: clock.now)
        }
    }

    private func wantsToRead(_ connection: Connection) -> Bool {
        if case .lingering = connection.phase { return true }
        return !connection.peerClosed && !connection.closesAfterWrite
            && connection.pendingOutput < Self.outputHighWater
    }

    /// Milliseconds until the nearest deadline, or -1 (wait for ever) when there is none.
    private func pollTimeout(now: ContinuousClock.Instant) -> Int32 {
        var nearest = acceptPausedUntil
        for connection in connections {
            let deadline = self.deadline(of: connection)
            if nearest.map({ deadline < $0 }) ?? true { nearest = deadline }
        }
        guard let nearest else { return -1 }
        let remaining = now.duration(to: nearest)
        if remaining <= .zero { return 0 }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }

    /// When the connection times out, in its present state.
    private func deadline(of connection: Connection) -> ContinuousClock.Instant {
        if case .lingering(let until) = connection.phase { return until }
        if connection.pendingOutput > 0 { return connection.lastProgress + configuration.writeTimeout }
        if let start = connection.requestStart { return start + configuration.requestTimeout }
        return connection.lastProgress + configuration.idleTimeout
    }

    private func expire(now: ContinuousClock.Instant) {
        for connection in connections where deadline(of: connection) <= now {
            if case .open = connection.phase, connection.pendingOutput == 0, connection.requestStart != nil {
                // A request that did not arrive in time gets 408, then the connection closes.
                queue(
                    HTTPRequestError(.requestTimeout, .httpTimeout, "the request did not arrive in time").response,
                    for: nil, on: connection, keepAlive: false)
                connection.closesAfterWrite = true
                flush(connection, now: now)
            } else {
                close(connection)
            }
        }
    }

    private func acceptConnections() {
        for _ in 0..<64 {
            let descriptor: Int32
            switch Socket.accept(listener) {
            case .connection(let accepted): descriptor = accepted
            case .none: return
            case .exhausted:
                // Out of descriptors: the listener stays readable, so it is not polled for a while.
                acceptPausedUntil = clock.now + .milliseconds(100)
                return
            }
            guard state.openConnection() else {
                // Over the limit: a best-effort 503, then close.
                var output: [UInt8] = []
                serialize(
                    HTTPRequestError(.serviceUnavailable, .httpUnavailable, "the server has too many connections")
                        .response, isHead: false, keepAlive: false, into: &output)
                _ = output.withUnsafeBytes { Socket.write(descriptor, $0) }
                Glibc.shutdown(descriptor, Int32(SHUT_WR))
                Socket.close(descriptor)
                continue
            }
            connections.append(Connection(descriptor: descriptor, limits: configuration.limits, now: clock.now))
        }
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
        process(connection, now: now)
        flush(connection, now: now)
    }

    /// Reads what arrived (at most the buffer's size, so one client cannot hold the loop). Returns
    /// false when the connection was closed.
    private func read(_ connection: Connection, now: ContinuousClock.Instant) -> Bool {
        switch Socket.read(connection.descriptor, into: readBuffer) {
        case .bytes(let count):
            connection.lastProgress = now
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
            if connection.pendingOutput == 0 && !connection.hasPartialRequest {
                close(connection)
                return false
            }
            return true
        case .failed:
            close(connection)
            return false
        }
    }

    /// Answers the whole requests in the input, in order, until the output is full.
    private func process(_ connection: Connection, now: ContinuousClock.Instant) {
        while !connection.closesAfterWrite, connection.pendingOutput < Self.outputHighWater,
            connection.hasPartialRequest
        {
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
                connection.compactInput()
                return
            case .request(let request, let length):
                connection.inputStart += length
                connection.sentContinue = false
                connection.requestStart = connection.hasPartialRequest ? now : nil
                answer(request, on: connection, now: now)
            case .failure(let error):
                queue(error.response, for: nil, on: connection, keepAlive: false)
                connection.closesAfterWrite = true
            }
        }
        connection.compactInput()
        if connection.peerClosed, !connection.hasPartialRequest { connection.closesAfterWrite = true }
    }

    private func answer(_ request: HTTPRequest, on connection: Connection, now: ContinuousClock.Instant) {
        var asked = request
        let isHead = request.method == "HEAD"
        if isHead { asked.method = "GET" }
        let response = responder.respond(to: asked)
        let keepAlive = request.wantsKeepAlive && !stopping && !state.isStopping
        queue(response, for: request, on: connection, keepAlive: keepAlive, isHead: isHead, started: now)
        if !keepAlive { connection.closesAfterWrite = true }
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
                microseconds: Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)))
    }

    /// The response's bytes: status line, the handler's fields (with any CR or LF dropped), then
    /// `Content-Length`, `Date`, `Server` and `Connection`, and the body unless it has none.
    private func serialize(
        _ response: HTTPResponse, isHead: Bool, keepAlive: Bool, http10KeepAlive: Bool = false,
        into output: inout [UInt8]
    ) {
        let status = response.status
        output.append(contentsOf: "HTTP/1.1 \(status.code) \(status.reason)\r\n".utf8)
        for field in response.headers {
            appendFieldPart(field.name, dropping: [13, 10, 58], to: &output)
            output.append(contentsOf: ": ".utf8)
            appendFieldPart(field.value, dropping: [13, 10], to: &output)
            output.append(contentsOf: "\r\n".utf8)
        }
        let hasBody = status.code != 204 && status.code != 304 && status.code >= 200
        if hasBody { output.append(contentsOf: "Content-Length: \(response.body.count)\r\n".utf8) }
        output.append(contentsOf: "Date: \(date.now())\r\nServer: intentctl\r\n".utf8)
        if !keepAlive {
            output.append(contentsOf: "Connection: close\r\n".utf8)
        } else if http10KeepAlive {
            output.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        }
        output.append(contentsOf: "\r\n".utf8)
        if hasBody, !isHead { output.append(contentsOf: response.body) }
    }

    /// Appends a field's name or value without the bytes that would end or split it.
    private func appendFieldPart(_ text: String, dropping unsafe: [UInt8], to output: inout [UInt8]) {
        if text.utf8.contains(where: unsafe.contains) {
            output.append(contentsOf: text.utf8.filter { !unsafe.contains($0) })
        } else {
            output.append(contentsOf: text.utf8)
        }
    }

    /// Sends what the socket takes; once all is sent, a closing connection starts lingering.
    private func flush(_ connection: Connection, now: ContinuousClock.Instant) {
        while connection.pendingOutput > 0 {
            let result = connection.output.withUnsafeBytes { bytes in
                Socket.write(connection.descriptor, UnsafeRawBufferPointer(rebasing: bytes[connection.outputSent...]))
            }
            switch result {
            case .sent(let count):
                connection.outputSent += count
                connection.lastProgress = now
            case .wouldBlock:
                return
            case .failed:
                close(connection)
                return
            }
        }
        connection.compactOutput()
        guard connection.closesAfterWrite || (stopping && !connection.hasPartialRequest) else { return }
        if connection.peerClosed {
            close(connection)
        } else if case .open = connection.phase {
            Glibc.shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.phase = .lingering(until: now + Self.lingerTime)
        }
    }

    private func close(_ connection: Connection) {
        guard let index = connections.firstIndex(where: { $0 === connection }) else { return }
        connections.remove(at: index)
        Socket.close(connection.descriptor)
        state.closeConnection()
    }
}
