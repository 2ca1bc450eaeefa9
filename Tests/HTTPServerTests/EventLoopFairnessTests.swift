import Testing

@testable import HTTPServer
@testable import TestSupport

/// What an attack on the server found, one test each: no client or blocking work stalls the loop,
/// pipelined requests resume as the output drains, idle connections give their memory back, and
/// slots and descriptors cannot be hoarded.
@Suite("HTTP server: fairness, backpressure and slots", .serialized)
struct EventLoopFairnessTests {
    static func requests(_ count: Int, _ path: String) -> String {
        String(repeating: "GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n", count: count)
    }

    @Test("pipelined requests past the backpressure limit are all answered, with no new input to wake them")
    func pipeliningPastBackpressure() throws {
        try withServer { server in
            // 320 answers of 4 KiB are 1.3 MB: more than the output the server buffers.
            let client = try #require(RawHTTPClient(address: server.address, timeout: 5))
            client.send(Self.requests(320, "/kb"))
            let text = client.read(until: "HTTP/1.1 200 OK", count: 320)
            #expect(text.ranges(of: "HTTP/1.1 200 OK").count == 320)
            #expect(!text.contains("408"))
            // A big answer, then a small one, pipelined: the second follows once the first drains.
            let second = try #require(RawHTTPClient(address: server.address, timeout: 5))
            second.send(Self.requests(1, "/big") + Self.requests(1, "/echo?after"))
            let both = second.read(until: "GET /echo?after")
            #expect(both.hasSuffix("GET /echo?after"))
        }
    }

    @Test("blocking work runs off the loop: other connections are answered meanwhile, and order holds")
    func blockingWork() throws {
        try withServer { server in
            let slow = try #require(RawHTTPClient(address: server.address))
            slow.send(Self.requests(1, "/slow?1") + Self.requests(1, "/echo?2"))
            let clock = ContinuousClock()
            let start = clock.now
            let fast = try #require(RawHTTPClient(address: server.address))
            fast.send("GET /echo?fast HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let (answer, _) = fast.readToEnd()
            #expect(answer.hasSuffix("GET /echo?fast"))
            #expect(clock.now - start < .milliseconds(200), "the fast answer did not wait for the slow one")
            let text = slow.read(until: "GET /echo?2")
            let first = try #require(text.firstRange(of: "slow /slow?1"))
            let second = try #require(text.firstRange(of: "GET /echo?2"))
            #expect(first.lowerBound < second.lowerBound, "answers keep the order of the requests")
        }
    }

    @Test("past the blocking queue's capacity, requests get 503 with Retry-After at once")
    func blockingQueueFull() throws {
        try withServer({
            $0.blockingThreads = 1
            $0.blockingQueueCapacity = 1
        }) { server in
            let clients = (0..<4).compactMap { _ in RawHTTPClient(address: server.address) }
            for (index, client) in clients.enumerated() {
                client.send("GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                // The first has time to leave the queue for the thread; the others then queue.
                if index == 0 { System.pause(microseconds: 100_000) }
            }
            let answers = clients.map { $0.readToEnd().text }
            #expect(answers.filter { $0.hasPrefix("HTTP/1.1 200") }.count == 2, "one running, one waiting")
            let busy = answers.filter { $0.hasPrefix("HTTP/1.1 503") }
            #expect(busy.count == 2)
            #expect(busy.allSatisfy { $0.contains("Retry-After: 1\r\n") })
        }
    }

    @Test("clients that pipeline and never read do not keep a new client waiting")
    func fairness() throws {
        try withServer { server in
            var hogs: [RawHTTPClient] = []
            for _ in 0..<500 {
                let hog = try #require(RawHTTPClient(address: server.address))
                hog.send(Self.requests(200, "/kb"))
                hogs.append(hog)
            }
            System.pause(microseconds: 100_000)
            let clock = ContinuousClock()
            let start = clock.now
            let client = try #require(RawHTTPClient(address: server.address))
            client.send("GET /echo?new HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let (text, _) = client.readToEnd()
            #expect(text.hasSuffix("GET /echo?new"))
            #expect(clock.now - start < .milliseconds(500), "the new client waited \(clock.now - start)")
            withExtendedLifetime(hogs) {}
        }
    }

    @Test("a connection that sends nothing is closed after the first-byte timeout, not the idle one")
    func firstByteTimeout() throws {
        try withServer({
            $0.firstByteTimeout = .milliseconds(200)
            $0.idleTimeout = .seconds(30)
        }) { server in
            let clock = ContinuousClock()
            let start = clock.now
            let silent = try #require(RawHTTPClient(address: server.address))
            let (text, closed) = silent.readToEnd()
            #expect(closed && text.isEmpty)
            #expect(clock.now - start < .seconds(2))
            // One that has spoken waits the idle timeout between requests.
            let talker = try #require(RawHTTPClient(address: server.address, timeout: 1))
            talker.send(Self.requests(1, "/echo"))
            _ = talker.read(until: "GET /echo")
            let (_, talkerClosed) = talker.readToEnd()
            #expect(!talkerClosed, "a kept-alive connection is not cut at the first-byte timeout")
        }
    }

    @Test("stopping ends idle kept-alive connections with a FIN, not a reset")
    func stoppingClosesCleanly() throws {
        var configuration = HTTPServerConfiguration(port: 0)
        configuration.idleTimeout = .seconds(30)
        let server = try HTTPServer(configuration: configuration) { EchoResponder() }
        try server.start()
        let clients = (0..<8).compactMap { _ in RawHTTPClient(address: server.address) }
        for client in clients {
            client.send(Self.requests(1, "/echo"))
            _ = client.read(until: "GET /echo")
        }
        // Half of them send their next request as the server starts stopping: it may be in the
        // socket, unread, when the connection ends, and a close would then reset it.
        for client in clients.prefix(4) { client.send(Self.requests(1, "/echo?next")) }
        server.shutdown()
        for client in clients {
            _ = client.readToEnd()
            #expect(client.ending == .closed)
        }
        #expect(server.waitUntilStopped(timeout: .seconds(5)))
    }

    @Test("a burst of connections is spread evenly over the loops, whichever accepts them")
    func spread() throws {
        for _ in 0..<5 {
            try withServer { server in
                let clients = (0..<64).compactMap { _ in RawHTTPClient(address: server.address) }
                let clock = ContinuousClock()
                let deadline = clock.now + .seconds(2)
                while server.openConnections < 64, clock.now < deadline { System.pause(microseconds: 10_000) }
                let byLoop = server.openConnectionsByLoop
                #expect(byLoop.reduce(0, +) == 64)
                #expect(byLoop.allSatisfy { $0 >= 31 && $0 <= 33 }, "\(byLoop)")
                withExtendedLifetime(clients) {}
            }
        }
    }

    @Test("the connection limit leaves room for the process's own files under RLIMIT_NOFILE")
    func descriptorLimit() throws {
        let server = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, maximumConnections: 10_000_000)) {
            EchoResponder()
        }
        // The server raised the soft limit as far as it goes; asking again finds it there.
        #expect(server.maximumConnections == System.raiseDescriptorLimit() - HTTPServer.reservedDescriptors)
        let small = try HTTPServer(configuration: HTTPServerConfiguration(port: 0, maximumConnections: 10)) {
            EchoResponder()
        }
        #expect(small.maximumConnections == 10)
    }
}
