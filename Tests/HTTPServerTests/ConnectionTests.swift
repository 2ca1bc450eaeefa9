import Testing

@testable import HTTPServer

/// A connection driven without a socket: bytes in, output and steps out.
final class ConnectionDriver {
    let clock = ContinuousClock()
    var configuration = HTTPServerConfiguration(port: 0)
    /// Blocking work handed to the pool, in order.
    var submitted: [@Sendable () -> HTTPResponse] = []
    var poolAccepts = true
    lazy var connection = Connection(
        id: 1, descriptor: -1,
        environment: ConnectionEnvironment(
            configuration: configuration,
            answer: { request in
                if request.path == "/slow" {
                    return .blocking { HTTPResponse(status: .ok, body: Array("slow".utf8)) }
                }
                return .response(HTTPResponse(status: .ok, body: Array("\(request.method) \(request.target)".utf8)))
            },
            submit: { [unowned self] work, _ in
                guard poolAccepts else { return false }
                submitted.append(work)
                return true
            },
            now: { [clock] in clock.now }, date: { "D" }),
        now: clock.now)

    init(_ configure: (inout HTTPServerConfiguration) -> Void = { _ in }) {
        configure(&configuration)
    }

    /// Feeds bytes and serves a turn; returns the turn.
    @discardableResult
    func send(_ text: String, stopping: Bool = false) -> Connection.Turn {
        Array(text.utf8).withUnsafeBytes { connection.received($0, now: clock.now) }
        return connection.serve(now: clock.now, stopping: stopping)
    }

    /// Takes all the output as the socket would, and returns it with the step that follows.
    func drain(stopping: Bool = false) -> (String, Connection.Step) {
        let text = String(decoding: connection.unsentOutput, as: UTF8.self)
        connection.sent(connection.pendingOutput, now: clock.now)
        return (text, connection.outputDrained(now: clock.now, stopping: stopping))
    }
}

@Suite("HTTP connection state machine, without sockets")
struct ConnectionTests {
    static func get(_ target: String, _ extra: String = "") -> String {
        "GET \(target) HTTP/1.1\r\nHost: x\r\n\(extra)\r\n"
    }

    @Test("a request split anywhere is answered once it is whole, and the connection stays open")
    func splitRequest() {
        let driver = ConnectionDriver()
        let request = Self.get("/a")
        for cut in [1, 10, request.utf8.count - 1] {
            let bytes = Array(request.utf8)
            #expect(driver.send(String(decoding: bytes[..<cut], as: UTF8.self)).answered == 0)
            #expect(driver.send(String(decoding: bytes[cut...], as: UTF8.self)).answered == 1)
            let (text, step) = driver.drain()
            #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n") && text.hasSuffix("GET /a"))
            #expect(step == .none)
        }
        #expect(driver.connection.isIdle)
    }

    @Test("pipelined requests are answered in order, at most a turn's share at a time")
    func pipelining() {
        let driver = ConnectionDriver()
        let turn = driver.send((1...10).map { Self.get("/\($0)") }.joined())
        #expect(turn.answered == Connection.turnRequests)
        #expect(driver.connection.hasMoreWork)
        #expect(driver.connection.serve(now: driver.clock.now, stopping: false).answered == 2)
        let (text, _) = driver.drain()
        let order = (1...10).compactMap { text.firstRange(of: "GET /\($0)")?.lowerBound }
        #expect(order.count == 10 && order == order.sorted())
    }

    @Test("a malformed request gets the error and the connection closes after it: shut, then linger")
    func malformed() {
        let driver = ConnectionDriver()
        driver.send("GET / HTTP/1.1\r\nHost: x\nY: z\r\n\r\n" + Self.get("/after"))
        let (text, step) = driver.drain()
        #expect(text.hasPrefix("HTTP/1.1 400 Bad Request") && text.contains("Connection: close"))
        #expect(!text.contains("/after"))
        #expect(step == .shutdownWrite)
        guard case .lingering = driver.connection.phase else {
            Issue.record("not lingering")
            return
        }
        #expect(driver.connection.wantsToRead)
        #expect(driver.connection.receivedEnd() == .close)
    }

    @Test("Expect: 100-continue is answered once, before the body")
    func expectContinue() {
        let driver = ConnectionDriver()
        driver.send("POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\n")
        driver.send("")
        #expect(driver.drain().0 == "HTTP/1.1 100 Continue\r\n\r\n")
        driver.send("abc")
        #expect(driver.drain().0.hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test("blocking work holds the requests behind it, which follow its answer in order")
    func blockingKeepsOrder() throws {
        let driver = ConnectionDriver()
        driver.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n" + Self.get("/next"))
        #expect(driver.connection.pending != nil && !driver.connection.wantsToRead)
        #expect(driver.connection.deadline == nil)
        #expect(driver.drain().0.isEmpty)
        let work = try #require(driver.submitted.first)
        #expect(driver.connection.deliver(work(), stopping: false))
        driver.connection.serve(now: driver.clock.now, stopping: false)
        let (text, _) = driver.drain()
        let slow = try #require(text.firstRange(of: "slow"))
        let next = try #require(text.firstRange(of: "GET /next"))
        #expect(slow.lowerBound < next.lowerBound)
    }

    @Test("a full pool answers 503 with Retry-After at once")
    func poolFull() {
        let driver = ConnectionDriver()
        driver.poolAccepts = false
        driver.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
        let (text, _) = driver.drain()
        #expect(text.hasPrefix("HTTP/1.1 503 ") && text.contains("Retry-After: 1\r\n"))
    }

    @Test("a request that does not arrive in time gets 408 and closes; an idle connection just closes")
    func timeouts() throws {
        let driver = ConnectionDriver()
        driver.send("GET / HT")
        let deadline = try #require(driver.connection.deadline)
        #expect(deadline > driver.clock.now && deadline <= driver.clock.now + driver.configuration.requestTimeout)
        #expect(driver.connection.expire() == .flush)
        let (text, step) = driver.drain()
        #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout"))
        #expect(step == .shutdownWrite)
        #expect(ConnectionDriver().connection.expire() == .close)
    }

    @Test("the client closing mid-request ends the connection with nothing to answer")
    func peerClosesMidRequest() {
        let driver = ConnectionDriver()
        driver.send("GET / HT")
        #expect(driver.connection.receivedEnd() == .none)
        driver.connection.serve(now: driver.clock.now, stopping: false)
        let (text, step) = driver.drain()
        #expect(text.isEmpty)
        #expect(step == .close)
    }

    @Test("while the server stops, a request is answered with Connection: close, then the connection shuts")
    func stopping() {
        let driver = ConnectionDriver()
        driver.send(Self.get("/last"), stopping: true)
        let (text, step) = driver.drain(stopping: true)
        #expect(text.contains("Connection: close\r\n") && text.hasSuffix("GET /last"))
        #expect(step == .shutdownWrite)
    }

    @Test("output past the high-water mark stops reading and answering until it drains")
    func backpressure() {
        let driver = ConnectionDriver()
        let big = Self.get("/" + String(repeating: "x", count: 4000))
        for _ in 0..<80 { driver.send(big) }
        #expect(driver.connection.pendingOutput >= Connection.outputHighWater)
        #expect(!driver.connection.wantsToRead)
        let turn = driver.connection.serve(now: driver.clock.now, stopping: false)
        #expect(turn.answered == 0)
        _ = driver.drain()
        #expect(driver.connection.wantsToRead)
    }

    @Test("a drained connection gives its large buffers back")
    func buffersShrink() {
        let driver = ConnectionDriver()
        let big = Self.get("/" + String(repeating: "x", count: 7000))
        for _ in 0..<40 { driver.send(big) }
        while driver.connection.hasPartialRequest || driver.connection.pendingOutput > 0 {
            driver.connection.serve(now: driver.clock.now, stopping: false)
            _ = driver.drain()
        }
        #expect(driver.connection.output.capacity <= Connection.keptCapacity)
        #expect(driver.connection.input.capacity <= Connection.keptCapacity)
    }
}
