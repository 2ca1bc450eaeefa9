import Testing

@testable import HTTPServer
@testable import TestSupport

/// Answers `/echo…` with the target, `/big` with 8 MB, `/kb` with 4 KiB, `/slow…` after 300 ms
/// of blocking work (off the loop), and anything else with 404.
final class EchoResponder: HTTPResponder {
    func respond(to request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/echo": return HTTPResponse(status: .ok, body: Array("\(request.method) \(request.target)".utf8))
        case "/body": return HTTPResponse(status: .ok, body: request.body)
        case "/big": return HTTPResponse(status: .ok, body: [UInt8](repeating: 65, count: 8 << 20))
        case "/kb": return HTTPResponse(status: .ok, body: [UInt8](repeating: 66, count: 4096))
        default: return HTTPResponse(status: .notFound, body: Array("no such route".utf8))
        }
    }

    func answer(_ request: HTTPRequest) -> HTTPAnswer {
        guard request.path == "/slow" else { return .response(respond(to: request)) }
        let target = request.target
        return .blocking {
            System.pause(microseconds: 300_000)
            return HTTPResponse(status: .ok, body: Array("slow \(target)".utf8))
        }
    }
}

/// A server on a free port for one test, stopped at the end.
func withServer(
    _ configure: (inout HTTPServerConfiguration) -> Void = { _ in },
    _ body: (HTTPServer) throws -> Void
) throws {
    var configuration = HTTPServerConfiguration(port: 0)
    configure(&configuration)
    let server = try HTTPServer(configuration: configuration) { EchoResponder() }
    try server.start()
    defer {
        server.shutdown()
        _ = server.waitUntilStopped(timeout: .seconds(5))
    }
    try body(server)
}

@Suite("HTTP server over real sockets", .serialized)
struct HTTPServerTests {
    @Test("pipelined requests are answered in order, and Connection: close ends the connection")
    func pipelining() throws {
        try withServer { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send(
                "GET /echo?a HTTP/1.1\r\nHost: x\r\n\r\nGET /echo?b HTTP/1.1\r\nHost: x\r\n\r\n"
                    + "HEAD /echo?c HTTP/1.1\r\nHost: x\r\n\r\nGET /echo?d HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            )
            let (text, closed) = client.readToEnd()
            #expect(closed)
            #expect(text.ranges(of: "HTTP/1.1 200 OK").count == 4)
            let a = try #require(text.firstRange(of: "GET /echo?a"))
            let b = try #require(text.firstRange(of: "GET /echo?b"))
            let d = try #require(text.firstRange(of: "GET /echo?d"))
            #expect(a.lowerBound < b.lowerBound && b.lowerBound < d.lowerBound)
            #expect(!text.contains("/echo?c"), "HEAD sends no body")
            #expect(text.contains("Content-Length: 11\r\n"))
            #expect(text.hasSuffix("Connection: close\r\n\r\nGET /echo?d"))
        }
    }

    @Test(
        "malformed requests get the error, plain by default, and the connection closes",
        arguments: [
            ("GET /\r\n\r\n", "400 Bad Request"), ("BREW / HTTP/3.0\r\nHost: x\r\n\r\n", "505 HTTP Version"),
            ("GET / HTTP/1.1\r\nHost: x\r\n" + String(repeating: "X-Pad: 0123456789abcdef\r\n", count: 4000), "431 "),
            ("\u{16}\u{3}\u{1}garbage\r\n\r\n", "400 Bad Request"),
            ("GET / HTTP/1.1\r\nHost: x\nY: z\r\n\r\n", "400 Bad Request"),
            ("POST /body HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", "411 Length Required"),
        ])
    func malformed(request: String, status: String) throws {
        try withServer { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send(request)
            let (text, closed) = client.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 \(status)"))
            #expect(text.contains("Content-Type: text/plain; charset=utf-8"))
            #expect(text.contains(" [http."))
        }
    }

    @Test("the application's errorResponse writes the errors the server answers by itself")
    func errorResponseHook() throws {
        try withServer({
            $0.errorResponse = { error in
                HTTPResponse(status: error.status, json: Array("{\"mine\":\"\(error.code)\"}".utf8))
            }
        }) { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("GET / HTTP/2.0\r\nHost: x\r\n\r\n")
            let (text, closed) = client.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 505 "))
            #expect(text.hasSuffix("{\"mine\":\"http.unsupported-version\"}"))
        }
    }

    @Test("a body longer than its Content-Length: the rest is read as the next request")
    func bodyLongerThanLength() throws {
        try withServer { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcdef\r\n\r\n")
            let (text, closed) = client.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 200 OK"))
            #expect(text.contains("\r\n\r\nabcHTTP/1.1 400 Bad Request"))
        }
    }

    @Test("Expect: 100-continue gets 100 Continue before the body is sent")
    func expectContinue() throws {
        try withServer { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("PUT /body HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n")
            #expect(client.read(until: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
            client.send("hello")
            #expect(client.read(until: "hello").hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test("a half-closed client still gets its answers; HTTP/1.0 without Host works")
    func halfClosed() throws {
        try withServer { server in
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("GET /echo?1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /echo?2 HTTP/1.1\r\nHost: x\r\n\r\n")
            client.shutdownWrite()
            let (text, closed) = client.readToEnd()
            #expect(closed)
            #expect(text.contains("Connection: keep-alive\r\n"))
            #expect(text.hasSuffix("GET /echo?2"))
        }
    }

    @Test("a slow client gets 408 after the request timeout; an idle one is closed")
    func timeouts() throws {
        try withServer({
            $0.requestTimeout = .milliseconds(300)
            $0.idleTimeout = .milliseconds(300)
        }) { server in
            let clock = ContinuousClock()
            let start = clock.now
            let slow = try #require(RawHTTPClient(address: server.address))
            slow.send("GET /echo HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            let idle = try #require(RawHTTPClient(address: server.address))
            let (text, closed) = slow.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout"))
            let (nothing, idleClosed) = idle.readToEnd()
            #expect(idleClosed && nothing.isEmpty)
            #expect(clock.now - start < .seconds(3))
        }
    }

    @Test("connections beyond the maximum get 503")
    func connectionLimit() throws {
        try withServer({ $0.maximumConnections = 2 }) { server in
            let first = try #require(RawHTTPClient(address: server.address))
            let second = try #require(RawHTTPClient(address: server.address))
            first.send("GET /echo HTTP/1.1\r\nHost: x\r\n\r\n")
            second.send("GET /echo HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(first.read(until: "GET /echo").hasPrefix("HTTP/1.1 200"))
            #expect(second.read(until: "GET /echo").hasPrefix("HTTP/1.1 200"))
            let third = try #require(RawHTTPClient(address: server.address))
            let (text, closed) = third.readToEnd()
            #expect(closed)
            #expect(text.hasPrefix("HTTP/1.1 503 Service Unavailable"))
        }
    }

    @Test("a client that vanishes mid-response does not stop the server")
    func vanishingClient() throws {
        try withServer { server in
            for _ in 0..<3 {
                let client = try #require(RawHTTPClient(address: server.address))
                client.send("GET /big HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = client.read(until: "AAAA")
                client.close()
            }
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("GET /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(client.readToEnd().text.hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    @Test("shutting down finishes the request in flight and closes idle connections")
    func gracefulShutdown() throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0)) { EchoResponder() }
        try server.start()
        let idle = try #require(RawHTTPClient(address: server.address))
        let busy = try #require(RawHTTPClient(address: server.address))
        busy.send("POST /body HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nab")
        System.pause(microseconds: 100_000)
        server.shutdown()
        System.pause(microseconds: 100_000)
        busy.send("cd")
        let (text, closed) = busy.readToEnd()
        #expect(closed)
        #expect(text.hasPrefix("HTTP/1.1 200 OK") && text.contains("Connection: close") && text.hasSuffix("abcd"))
        #expect(idle.readToEnd() == ("", true))
        #expect(server.waitUntilStopped(timeout: .seconds(5)))
        #expect(RawHTTPClient(address: server.address) == nil, "new connections are refused")
    }
}
