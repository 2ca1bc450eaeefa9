import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// What `serve` must hold in production, each found by an attack on the release build: who may
/// write, DNS rebinding, readiness while stopping, the store's bounds and errors, and the index
/// file changed under the server.
@Suite("intentctl serve in production", .serialized)
struct ServeProductionTests {
    static let document =
        #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#

    static func put(
        _ server: RunningServer, _ name: String, _ body: String = document, host: String = "127.0.0.1",
        headers: String = ""
    ) throws -> String {
        try server.exchange(
            "PUT /v1/configurations/\(name) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\n\(headers)Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    static func tokenFile(_ token: String, mode: Int) throws -> String {
        let file = try CLIRunner.temporaryFolder().appendingPathComponent("token")
        try (token + "\n").write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        return file.path
    }

    @Test("writes on an address that is not loopback need a token or --read-only, or the server does not start")
    func publicWritesRefused() throws {
        let refused = try CLIRunner.run(["serve", "--listen", "0.0.0.0:0", "--store", "/tmp/x"], seconds: 20)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--write-token-file FILE") && refused.stderr.contains("--read-only"))
        let readOnly = try RunningServer(["--read-only"], listen: "0.0.0.0:0")
        #expect(readOnly.stop().status == 0)
        let token = try Self.tokenFile("0123456789abcdef0123", mode: 0o600)
        let guarded = try RunningServer(["--write-token-file", token], listen: "0.0.0.0:0")
        #expect(guarded.stop().status == 0)
    }

    @Test(
        "a token file is refused unless only its owner may read it and it holds a usable token",
        arguments: [
            ("0123456789abcdef0123", 0o644, 1, "chmod 600"), ("0123456789abcdef0123", 0o640, 1, "chmod 600"),
            ("short", 0o600, 1, "at least 16"), ("has spaces in the token", 0o600, 1, "at least 16"),
        ])
    func tokenFiles(_ token: String, _ mode: Int, _ status: Int32, _ message: String) throws {
        let path = try Self.tokenFile(token, mode: mode)
        let output = try CLIRunner.run(["serve", "--listen", "127.0.0.1:0", "--write-token-file", path], seconds: 20)
        #expect(output.status == status)
        #expect(output.stderr.contains(message), "\(output.stderr)")
        let missing = try CLIRunner.run(["serve", "--write-token-file", "/nonexistent/token"], seconds: 20)
        #expect(missing.status == 66)
    }

    @Test("with a token, a write without it gets 401 and a challenge, a wrong one 401, the right one goes")
    func writeToken() throws {
        let store = try CLIRunner.temporaryFolder().path
        let token = "0123456789abcdef0123"
        let server = try RunningServer(["--store", store, "--write-token-file", try Self.tokenFile(token, mode: 0o600)])
        let missing = try Self.put(server, "home")
        #expect(missing.hasPrefix("HTTP/1.1 401") && missing.contains("WWW-Authenticate: Bearer realm=\"intentctl\""))
        let wrong = try Self.put(server, "home", headers: "Authorization: Bearer 0123456789abcdef0124\r\n")
        #expect(wrong.hasPrefix("HTTP/1.1 401") && wrong.contains("error=\"invalid_token\""))
        #expect(!FileManager.default.fileExists(atPath: store + "/home.json"))
        let right = try Self.put(server, "home", headers: "Authorization: Bearer \(token)\r\n")
        #expect(right.hasPrefix("HTTP/1.1 201"))
        #expect(try server.get("/v1/configurations/home").hasPrefix("HTTP/1.1 200"), "reading needs no token")
        #expect(server.stop().status == 0)
    }

    @Test("--read-only serves the reading routes only, and as fast")
    func readOnly() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--read-only", "--store", store])
        #expect(try server.get("/v1/suggest?q=lon&limit=1").hasPrefix("HTTP/1.1 200"))
        #expect(try server.get("/v1/schemas").hasPrefix("HTTP/1.1 200"))
        let list = try server.get("/v1/configurations")
        #expect(list.hasPrefix("HTTP/1.1 404") && list.contains("\"code\":\"http.read-only\""))
        #expect(try Self.put(server, "home").hasPrefix("HTTP/1.1 404"))
        #expect(!FileManager.default.fileExists(atPath: store + "/home.json"))
        #expect(server.stop().status == 0)
    }

    @Test("DNS rebinding: a loopback server refuses other names, even for a PUT with an absolute target")
    func rebinding() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store, "--allowed-host", "deals.example.com"])
        let evil = try Self.put(server, "y", host: "evil.example")
        #expect(evil.hasPrefix("HTTP/1.1 421") && evil.contains("\"code\":\"http.misdirected-request\""))
        #expect(try server.get("/v1/configurations/y", headers: "").hasPrefix("HTTP/1.1 404"))
        let absolute = try server.exchange(
            "PUT http://evil.example/v1/configurations/y HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(Self.document.utf8.count)\r\nConnection: close\r\n\r\n\(Self.document)"
        )
        #expect(absolute.hasPrefix("HTTP/1.1 421"))
        #expect(!FileManager.default.fileExists(atPath: store + "/y.json"))
        #expect(try Self.put(server, "y", host: "Deals.Example.COM.").hasPrefix("HTTP/1.1 201"))
        let duplicate = try server.exchange(
            "GET /v1/suggest?q=a HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
        #expect(duplicate.hasPrefix("HTTP/1.1 400"))
        let spaced = try server.exchange("GET / HTTP/1.1\r\nHost: a b/c@d\r\nConnection: close\r\n\r\n")
        #expect(spaced.hasPrefix("HTTP/1.1 400"))
        #expect(server.stop().status == 0)
    }

    @Test("a write from another site's page is refused; a text/plain one without Origin still gets 415")
    func origins() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        let port = server.address.split(separator: ":").last.map(String.init) ?? ""
        let foreign = try Self.put(server, "x", headers: "Origin: http://evil.example\r\n")
        #expect(foreign.hasPrefix("HTTP/1.1 403") && foreign.contains("http.forbidden-origin"))
        let own = try Self.put(server, "x", host: "127.0.0.1:\(port)", headers: "Origin: http://127.0.0.1:\(port)\r\n")
        #expect(own.hasPrefix("HTTP/1.1 201"))
        let text = try server.exchange(
            "POST /v1/configurations/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}"
        )
        #expect(text.hasPrefix("HTTP/1.1 415"))
        #expect(server.stop().status == 0)
    }

    @Test("every answer says nosniff; stored configurations are cached privately")
    func headers() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        #expect(try Self.put(server, "home").contains("\r\nX-Content-Type-Options: nosniff\r\n"))
        for target in ["/v1/suggest?q=a", "/v1/schemas", "/nowhere", "/v1/configurations/home"] {
            #expect(try server.get(target).contains("\r\nX-Content-Type-Options: nosniff\r\n"), "\(target)")
        }
        #expect(try server.get("/v1/configurations/home").contains("\r\nCache-Control: private, no-cache\r\n"))
        #expect(server.stop().status == 0)
    }

    @Test("If-None-Match: * fails on any stored file, even one too large to read; If-Match matches none")
    func ifNoneMatchOnUnreadable() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        let huge = "{\"x\": \"" + String(repeating: "a", count: 300_000) + "\"}"
        try huge.write(toFile: store + "/huge.json", atomically: true, encoding: .utf8)
        #expect(try server.get("/v1/configurations/huge").hasPrefix("HTTP/1.1 500"))
        #expect(try Self.put(server, "huge", headers: "If-None-Match: *\r\n").hasPrefix("HTTP/1.1 412"))
        #expect(try Self.put(server, "huge", headers: "If-Match: \"c0\"\r\n").hasPrefix("HTTP/1.1 412"))
        #expect(try String(contentsOfFile: store + "/huge.json", encoding: .utf8) == huge, "nothing replaced it")
        #expect(server.stop().status == 0)
    }

    @Test("a problem never shows the store's path; the log has it")
    func noPathInProblems() throws {
        let store = try CLIRunner.temporaryFolder().path
        try FileManager.default.createDirectory(atPath: store + "/.lock", withIntermediateDirectories: true)
        let server = try RunningServer(["--store", store])
        let failed = try Self.put(server, "home")
        #expect(failed.hasPrefix("HTTP/1.1 5"))
        #expect(!failed.contains(store), "\(failed)")
        let (_, log) = server.stop()
        #expect(log.contains(store))
    }

    @Test("the store holds at most --max-configurations; the list comes in pages, with a Link to the next")
    func boundsAndPages() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store, "--max-configurations", "3", "--log-format", "none"])
        for name in ["a", "b", "c"] { #expect(try Self.put(server, name).hasPrefix("HTTP/1.1 201")) }
        let full = try Self.put(server, "d")
        #expect(full.hasPrefix("HTTP/1.1 507") && full.contains("http.store-full"))
        #expect(try Self.put(server, "a").hasPrefix("HTTP/1.1 200"), "replacing one needs no room")
        let first = try server.get("/v1/configurations?limit=2")
        #expect(first.contains("\r\nLink: </v1/configurations?limit=2&after=b.json>; rel=\"next\"\r\n"))
        let names = { (text: String) -> [String] in
            let body = String(text.split(separator: "\r\n\r\n", maxSplits: 1).last ?? "")
            let rows = (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [[String: Any]] ?? []
            return rows.compactMap { $0["name"] as? String }
        }
        #expect(names(first) == ["a", "b"])
        let second = try server.get("/v1/configurations?limit=2&after=b.json")
        #expect(names(second) == ["c"] && !second.contains("\r\nLink:"))
        #expect(try server.get("/v1/configurations?limit=0").hasPrefix("HTTP/1.1 400"))
        let delete = "DELETE /v1/configurations/a HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        #expect(try server.exchange(delete).hasPrefix("HTTP/1.1 204"))
        #expect(try Self.put(server, "d").hasPrefix("HTTP/1.1 201"))
        #expect(server.stop().status == 0)
    }

    @Test("the q limit counts Unicode scalars, so combining marks cannot pass it")
    func queryScalars() throws {
        let server = try RunningServer()
        let marks = "a" + String(repeating: "%CC%81", count: 1340)
        #expect(try server.get("/v1/suggest?q=\(marks)").hasPrefix("HTTP/1.1 400"))
        #expect(server.stop().status == 0)
    }

    @Test("the --index file changed or cut short under the server does not crash it")
    func indexFileReplaced() throws {
        let folder = try CLIRunner.temporaryFolder()
        let live = folder.appendingPathComponent("live.index").path
        try FileManager.default.copyItem(
            atPath: Fixtures.url("Sources/AirportSnapshot/airports.index").path, toPath: live)
        let server = try RunningServer(["--index", live])
        #expect(try server.get("/v1/suggest?q=lon&limit=1").contains("\"LON\""))
        // Overwritten in place (the same inode), then cut short: a mapping would fault.
        let handle = try #require(FileHandle(forWritingAtPath: live))
        try handle.write(contentsOf: Data(repeating: 0xFF, count: 1 << 20))
        try handle.truncate(atOffset: 4096)
        try handle.close()
        for query in ["lon", "paris", "new y", "tokyo", "barcelna"] {
            let encoded = query.replacingOccurrences(of: " ", with: "%20")
            #expect(try server.get("/v1/suggest?q=\(encoded)&limit=3").hasPrefix("HTTP/1.1 200"), "\(query)")
        }
        #expect(server.stop().status == 0, "it did not crash")
    }

    @Test("a write reads no folder listing, however many configurations the store holds")
    func writesDoNotScan() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else {
            try Test.cancel("skipped: strace is not installed (apt-get install strace)")
        }
        let store = try CLIRunner.temporaryFolder().path
        #expect(try CLIRunner.run(["config", "set", "a", "location=LON", "--store", store]).status == 0)
        let trace = store + "/../trace.txt"
        let traced = try CLIRunner.run(
            [
                "-f", "-e", "trace=getdents64", "-o", trace, CLIRunner.binary.path, "config", "set", "home",
                "location=LON",
                "--store", store,
            ], binary: URL(fileURLWithPath: "/usr/bin/strace"))
        #expect(traced.status == 0, "\(traced.stderr)")
        let calls = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("getdents64(")
        }
        #expect(calls.isEmpty, "\(calls)")
    }

}
