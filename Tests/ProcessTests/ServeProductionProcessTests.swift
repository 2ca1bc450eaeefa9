import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// intentctl serve in production, as a process.
@Suite("intentctl serve in production, as a process", .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
struct ServeProductionProcessTests {
    static let document =
        #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#

    @Test(
        "SIGTERM turns /readyz to 503 at once; the server keeps serving for --drain-delay, then exits 0",
        .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
    func draining() throws {
        let server = try RunningServer(["--drain-delay", "1.5"], process: true)
        #expect(try server.get("/readyz").hasPrefix("HTTP/1.1 200"))
        kill(server.pid, SIGTERM)
        usleep(200_000)
        let ready = try server.get("/readyz")
        #expect(ready.hasPrefix("HTTP/1.1 503") && ready.contains("draining"))
        #expect(try server.get("/v1/suggest?q=lon&limit=1").hasPrefix("HTTP/1.1 200"), "still serving")
        #expect(try server.get("/healthz").hasPrefix("HTTP/1.1 200"), "alive")
        let clock = ContinuousClock()
        let start = clock.now
        let process = try #require(server.process)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(clock.now - start > .milliseconds(900), "it served through the delay")
    }

    @Test(
        "while another process holds the store's lock and writes wait, suggestions are answered at once",
        .tags(.process), .enabled(if: Tier.process, Tier.processSkipped))
    func writesDoNotStallReads() throws {
        let store = try CLIRunner.temporaryFolder().path
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
        let server = try RunningServer(["--store", store, "--log-format", "none"])
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        holder.arguments = [
            "python3", "-c",
            "import fcntl,sys,time; f=open(sys.argv[1],'a'); fcntl.flock(f, fcntl.LOCK_EX); print('held', flush=True); time.sleep(3)",
            store + "/.lock",
        ]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        _ = CLIRunner.readLine(from: output.fileHandleForReading, within: 10)
        // Eight writes wait on the lock: before, they held both event loops.
        var writers: [RawHTTPClient] = []
        for index in 0..<8 {
            let client = try #require(RawHTTPClient(address: server.address, timeout: 10))
            let body = Self.document
            client.send(
                "PUT /v1/configurations/w\(index) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
            )
            writers.append(client)
        }
        usleep(100_000)
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try server.get("/v1/suggest?q=lon&limit=1").hasPrefix("HTTP/1.1 200"))
        #expect(clock.now - start < .milliseconds(250), "the suggestion waited \(clock.now - start)")
        // Each write is answered: 503 when the lock stayed busy past its timeout, 201 once it was free.
        for writer in writers {
            let answer = writer.readToEnd().text
            #expect(answer.hasPrefix("HTTP/1.1 503") || answer.hasPrefix("HTTP/1.1 201"), "\(answer.prefix(40))")
        }
        holder.waitUntilExit()
        #expect(server.stop().status == 0)
    }

    // Linux only: it reads /proc/PID/fd and sets the server's limit with prlimit.
    #if os(Linux)
        @Test(
            "a store read that fails for want of descriptors is a 503, never a configuration's state", .tags(.process),
            .enabled(if: Tier.process, Tier.processSkipped))
        func ioErrorIsNotValidation() throws {
            let store = try CLIRunner.temporaryFolder().path
            #expect(try CLIRunner.run(["config", "set", "home", "location=LON", "--store", store]).status == 0)
            let server = try RunningServer(
                ["--store", store, "--deals", Fixtures.url("examples/deals.json").path], process: true)
            let pid = server.pid
            let script = """
                import http.client, os, resource, sys
                pid, port = int(sys.argv[1]), int(sys.argv[2])
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                def ask():
                    c.request("GET", "/v1/configurations/home/timeline?now=2026-11-22T10:00:00Z")
                    r = c.getresponse(); body = r.read().decode()
                    return r.status, body
                print("before:", *ask())
                # The server may open no new descriptor: its limit is its lowest free descriptor number.
                limits = resource.prlimit(pid, resource.RLIMIT_NOFILE)
                used = {int(name) for name in os.listdir(f"/proc/{pid}/fd")}
                free = next(number for number in range(len(used) + 1) if number not in used)
                resource.prlimit(pid, resource.RLIMIT_NOFILE, (free, limits[1]))
                print("starved:", *ask())
                resource.prlimit(pid, resource.RLIMIT_NOFILE, limits)
                print("after:", *ask())
                """
            let port = server.address.split(separator: ":").last.map(String.init) ?? ""
            guard let output = try CLIRunner.python(script, arguments: ["\(pid)", port], seconds: 30) else { return }
            let lines = output.stdout.split(separator: "\n")
            #expect(
                lines.first { $0.hasPrefix("before: 200") }?.contains("\"kind\":\"deal\"") == true, "\(output.stdout)")
            let starved = lines.first { $0.hasPrefix("starved:") } ?? ""
            #expect(starved.hasPrefix("starved: 503") && starved.contains("http.store-unavailable"), "\(starved)")
            #expect(!starved.contains("needs reconfiguration"))
            #expect(lines.first { $0.hasPrefix("after: 200") }?.contains("\"kind\":\"deal\"") == true)
            #expect(server.stop().status == 0)
        }
    #endif

    @Test(
        "more connections than RLIMIT_NOFILE allows get 503 rather than hang, and writes still work", .tags(.process),
        .enabled(if: Tier.process, Tier.processSkipped))
    func descriptorLimit() throws {
        let store = try CLIRunner.temporaryFolder().path
        let script = """
            import os, socket, subprocess, sys, time
            p = subprocess.Popen(["sh", "-c", 'ulimit -n 100 && exec "$0" serve --listen 127.0.0.1:0 --max-connections 1024 --store "$1" --log-format none', sys.argv[1], sys.argv[2]], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            line = p.stdout.readline().strip()
            host, port = line.removeprefix("listening on http://").rsplit(":", 1)
            idle = [socket.create_connection((host, int(port))) for _ in range(36)]
            time.sleep(0.2)
            extra = socket.create_connection((host, int(port)))
            extra.settimeout(5)
            print("extra:", extra.recv(100).split(b"\\r\\n")[0].decode())
            for s in idle[:5]: s.close()
            time.sleep(0.2)
            body = b'{"schema":"deals-widget","version":1,"values":{"location":"LON"}}'
            c = socket.create_connection((host, int(port))); c.settimeout(5)
            c.sendall(b"PUT /v1/configurations/home HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nContent-Type: application/json\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % len(body) + body)
            print("put:", c.recv(100).split(b"\\r\\n")[0].decode())
            c = socket.create_connection((host, int(port))); c.settimeout(5)
            c.sendall(b"GET /v1/configurations/home HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: close\\r\\n\\r\\n")
            print("get:", c.recv(200).split(b"\\r\\n")[0].decode())
            p.terminate()
            print("stderr:", p.communicate()[1].strip())
            """
        guard let output = try CLIRunner.python(script, arguments: [CLIRunner.binary.path, store], seconds: 60) else {
            return
        }
        #expect(output.stdout.contains("extra: HTTP/1.1 503"), "\(output.stdout) \(output.stderr)")
        #expect(output.stdout.contains("put: HTTP/1.1 201"))
        #expect(output.stdout.contains("get: HTTP/1.1 200"))
        #expect(output.stdout.contains("serving at most 36 connections"))
    }
}
