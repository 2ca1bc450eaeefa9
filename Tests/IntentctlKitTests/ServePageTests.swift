import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@Suite("intentctl serve: the configurator page and the preview route", .serialized)
struct ServePageTests {
    static let page = Fixtures.text("web/configurator.html")

    /// The value of a response's header field.
    static func header(_ name: String, in response: String) -> String? {
        let prefix = name.lowercased() + ": "
        return response.split(separator: "\r\n").first { $0.lowercased().hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
    }

    /// SHA-256 of `text` in base64, as a Content-Security-Policy hash source has it.
    static func cspHash(_ text: String) throws -> String {
        let script =
            "import base64, hashlib, sys; print(base64.b64encode(hashlib.sha256(sys.stdin.buffer.read()).digest()).decode())"
        let result = try CLIRunner.run(
            ["python3", "-c", script], stdin: Array(text.utf8), binary: URL(fileURLWithPath: "/usr/bin/env"))
        return "'sha256-\(result.stdout.trimmingCharacters(in: .newlines))'"
    }

    @Test("GET / is the embedded page, at most 60 KB, with a CSP that allows only its own script and style")
    func page() throws {
        let server = try RunningServer()
        let response = try server.get("/?locale=de&now=2026-11-22T10:00:00Z")
        #expect(response.hasPrefix("HTTP/1.1 200 OK"))
        let body = String(response.split(separator: "\r\n\r\n", maxSplits: 1).last ?? "")
        #expect(
            !Self.page.isEmpty && body == Self.page, "the page served is web/configurator.html (run scripts/embed.py)")
        #expect(body.utf8.count <= 60 * 1024)
        #expect(Self.header("Content-Type", in: response) == "text/html; charset=utf-8")
        #expect(Self.header("X-Content-Type-Options", in: response) == "nosniff")
        let policy = try #require(Self.header("Content-Security-Policy", in: response))
        let script = try #require(
            body.firstRange(of: "<script>").flatMap { start in
                body.firstRange(of: "</script>").map { String(body[start.upperBound..<$0.lowerBound]) }
            })
        let style = try #require(
            body.firstRange(of: "<style>").flatMap { start in
                body.firstRange(of: "</style>").map { String(body[start.upperBound..<$0.lowerBound]) }
            })
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("script-src \(try Self.cspHash(script));"), "\(policy)")
        #expect(policy.contains("style-src \(try Self.cspHash(style));"), "\(policy)")
        #expect(policy.contains("connect-src 'self'") && !policy.contains("unsafe"))
        let tag = try #require(Self.header("ETag", in: response))
        #expect(try server.get("/", headers: "If-None-Match: \(tag)\r\n").hasPrefix("HTTP/1.1 304"))
        let head = try server.exchange("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200") && head.hasSuffix("\r\n\r\n"))
        let post = try server.exchange(
            "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        #expect(post.hasPrefix("HTTP/1.1 405") && Self.header("Allow", in: post) == "GET, HEAD")
        let unknown = try server.get("/?lang=de")
        #expect(unknown.hasPrefix("HTTP/1.1 400") && unknown.contains("\"code\":\"http.invalid-query\""))
        #expect(server.stop().status == 0)
    }

    static let trip =
        #"{"schema":"deals-widget","version":1,"values":{"location":"LHR","travellers":"three","dates":"nextMonth"}}"#

    static func post(_ server: RunningServer, _ target: String, _ body: String, type: String = "application/json")
        throws -> String
    {
        try server.exchange(
            "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    @Test("POST /v1/timeline previews a document as the stored configuration's timeline shows it")
    func preview() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store, "--deals", Fixtures.url("examples/deals.json").path])
        let now = "2026-11-22T10:00:00Z"
        let preview = try Self.post(server, "/v1/timeline?now=\(now)", Self.trip)
        #expect(preview.hasPrefix("HTTP/1.1 200"))
        let entries = try #require(
            (try ServeFixtures.body(preview) as? [String: Any])?["entries"] as? [[String: Any]])
        let cities = entries.compactMap { ($0["deal"] as? [String: Any])?["destinationCity"] as? String }
        #expect(cities == ["Athens", "New York"], "cheapest first, only LHR's deals in December")
        #expect(try ServeFixtures.put(server, "trip", Self.trip).hasPrefix("HTTP/1.1 201"))
        let stored = try server.get("/v1/configurations/trip/timeline?now=\(now)")
        #expect(try ServeFixtures.body(stored) == ServeFixtures.body(preview))
        let invalid = try Self.post(
            server, "/v1/timeline?now=\(now)", #"{"schema":"deals-widget","version":1,"values":{}}"#)
        #expect(invalid.hasPrefix("HTTP/1.1 200") && invalid.contains("\"kind\":\"placeholder\""))
        #expect(invalid.contains("the configuration is not valid"))
        // Before anything is chosen, the widget shows its schema's "configure me" placeholder, in
        // the locale asked, and the reason apart from it.
        let empty = try Self.post(
            server, "/v1/timeline?now=\(now)&locale=de", #"{"schema":"deals-widget","version":1,"values":{}}"#)
        let placeholder = try #require(
            ((try ServeFixtures.body(empty) as? [String: Any])?["entries"] as? [[String: Any]])?.first)
        #expect(placeholder["message"] as? String == "Wählen Sie Ihren Abflugort, um Angebote zu sehen")
        #expect(placeholder["reason"] as? String == "the configuration is not valid")
        let english = try server.get("/v1/configurations/nobody/timeline?now=\(now)")
        #expect(english.contains(#""message":"Choose where you fly from to see deals""#))
        #expect(try Self.post(server, "/v1/timeline?now=soon", Self.trip).hasPrefix("HTTP/1.1 400"))
        #expect(try Self.post(server, "/v1/timeline", Self.trip, type: "text/plain").hasPrefix("HTTP/1.1 415"))
        #expect(try server.get("/v1/timeline").hasPrefix("HTTP/1.1 405"))
        #expect(server.stop().status == 0)
        let without = try RunningServer()
        #expect(try Self.post(without, "/v1/timeline", Self.trip).contains("\"code\":\"http.no-deals-feed\""))
        #expect(without.stop().status == 0)
    }
}
