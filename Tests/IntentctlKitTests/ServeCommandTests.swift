import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@testable import IntentctlKit
@testable import IntentctlService

@Suite("intentctl serve", .serialized)
struct ServeCommandTests {
    @Test("suggest echoes q, carries an ETag and answers 304 to If-None-Match")
    func suggest() throws {
        let server = try RunningServer()
        let text = try server.get("/v1/suggest?q=lond&limit=3")
        #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        let body = try #require(text.split(separator: "\r\n\r\n", maxSplits: 1).last)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        #expect(json["q"] as? String == "lond")
        let codes = (json["suggestions"] as? [[String: Any]])?.compactMap { $0["code"] as? String }
        #expect(codes == ["LON", "LHR", "LGW"])
        // The same suggestions as suggest --json, member for member (the server writes cached
        // renderings of the places; twice, so that the second answer comes from the cache).
        for query in ["lond", "barcelna", "nyc", "köln", "new york", "lond"] {
            let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let answer = try server.get("/v1/suggest?q=\(encoded)&limit=7")
            let served = try #require(answer.split(separator: "\r\n\r\n", maxSplits: 1).last)
            let servedJSON = try JSONSerialization.jsonObject(with: Data(served.utf8)) as? NSDictionary
            let cli = try CLIRunner.run(["suggest", query, "--limit", "7", "--json"])
            let cliJSON = try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSArray
            #expect(servedJSON?["suggestions"] as? NSArray == cliJSON, "\(query)")
            #expect(servedJSON?["q"] as? String == query)
        }
        // locale= and all= reach the engine, and answer as the command line does.
        for (path, arguments) in [
            ("/v1/suggest?q=londra&locale=it&limit=3", ["londra", "--locale", "it", "--limit", "3"]),
            ("/v1/suggest?q=new%20york%20skyports&all=true&limit=2", ["new york skyports", "--all", "--limit", "2"]),
        ] {
            let answer = try server.get(path)
            let served = try #require(answer.split(separator: "\r\n\r\n", maxSplits: 1).last)
            let servedJSON = try JSONSerialization.jsonObject(with: Data(served.utf8)) as? NSDictionary
            let cli = try CLIRunner.run(["suggest"] + arguments + ["--json"])
            #expect(
                servedJSON?["suggestions"] as? NSArray
                    == (try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSArray), "\(path)")
        }
        let tag = try #require(text.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }?.dropFirst(6))
        #expect(text.contains("Cache-Control: public"))
        let cached = try server.get("/v1/suggest?q=lond&limit=3", headers: "If-None-Match: \(tag)\r\n")
        #expect(cached.hasPrefix("HTTP/1.1 304 Not Modified\r\n"))
        #expect(cached.hasSuffix("\r\n\r\n"), "no body")
        #expect(server.stop().status == 0)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var request: String
        var status: String
        var code: String
        var testDescription: String { request.prefix { $0 != "\r" }.description }
    }

    @Test(
        "bad requests get problems with stable codes",
        arguments: [
            Refusal(request: "GET /v1/suggest?q=a&limt=3 HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=a&q=b HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=%zz HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=%FF%FE HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(
                request: "GET /v1/suggest?q=\(String(repeating: "a", count: 201)) HTTP/1.1", status: "400",
                code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?limit=51 HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?near=91,0 HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=a&all=yes HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=a&locale=%20 HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/suggest?q=a&country=ZZ HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /v1/places/XQZ HTTP/1.1", status: "404", code: "http.not-found"),
            Refusal(request: "GET /v1/places/%C0 HTTP/1.1", status: "400", code: "http.malformed-request"),
            Refusal(request: "GET /v1/schemas/deals HTTP/1.1", status: "404", code: "http.not-found"),
            Refusal(request: "GET /v1/schemas?format=yaml HTTP/1.1", status: "400", code: "http.invalid-query"),
            Refusal(request: "GET /nowhere HTTP/1.1", status: "404", code: "http.not-found"),
            Refusal(request: "BREW /v1/suggest HTTP/1.1", status: "405", code: "http.method-not-allowed"),
            Refusal(
                request: "GET /v1/configurations/validate HTTP/1.1", status: "405", code: "http.method-not-allowed"),
            Refusal(
                request:
                    "POST /v1/configurations/validate HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}",
                status: "415", code: "http.unsupported-media-type"),
        ])
    func refusals(_ refusal: Refusal) throws {
        let server = try RunningServer()
        var request = refusal.request
        if let end = request.firstRange(of: "\r\n") {
            request.insert(contentsOf: "\r\nHost: 127.0.0.1\r\nConnection: close", at: end.lowerBound)
        } else {
            request += "\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        }
        let text = try server.exchange(request)
        #expect(text.hasPrefix("HTTP/1.1 \(refusal.status) "))
        #expect(text.contains("Content-Type: application/problem+json"))
        #expect(text.contains("\"code\":\"\(refusal.code)\""))
        if refusal.status == "405" { #expect(text.contains("\r\nAllow: ")) }
        #expect(server.stop().status == 0)
    }

    @Test("places, schemas, validation and health answer with JSON; each request is logged")
    func routes() throws {
        let server = try RunningServer()
        #expect(try server.get("/v1/places/lhr").contains("\"icao\":\"EGLL\""))
        #expect(try server.get("/v1/schemas").contains("\"id\":\"deals-widget\""))
        #expect(try server.get("/v1/schemas/deals-widget?format=json-schema").contains("\"$schema\""))
        let body =
            #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#
        let valid = try server.exchange(
            "POST /v1/configurations/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
        #expect(valid.contains("\"valid\":true"))
        let invalid = try server.exchange(
            "POST /v1/configurations/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{\"schema\":1"
        )
        #expect(invalid.hasPrefix("HTTP/1.1 200 OK") && invalid.contains("\"valid\":false"))
        #expect(try server.get("/healthz").hasSuffix("{\"status\":\"ok\"}\n"))
        #expect(try server.get("/readyz").contains("\"status\":\"ready\""))
        let head = try server.exchange("HEAD /v1/places/LHR HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(head.hasPrefix("HTTP/1.1 200 OK") && head.hasSuffix("\r\n\r\n"))
        let (status, log) = server.stop(SIGINT)
        #expect(status == 0)
        #expect(log.contains("GET /v1/places/lhr /v1/places/{code} 200 "))
        #expect(log.contains("POST /v1/configurations/validate /v1/configurations/validate 200 "))
    }

    @Test("a port in use exits 69; a malformed --listen is a usage error")
    func listenFailures() throws {
        let server = try RunningServer()
        let busy = try CLIRunner.run(["serve", "--listen", server.address], seconds: 20)
        #expect(busy.status == 69)
        #expect(busy.stderr.contains("cannot serve: bind to"))
        for bad in ["8080", "localhost:99999", "[::1:80", "a:b", "example.com:80", "[fe80::zz]:80"] {
            #expect(try CLIRunner.run(["serve", "--listen", bad], seconds: 20).status == 64)
        }
        #expect(server.stop().status == 0)
    }

    @Test("metrics count requests by route and status, in Prometheus text")
    func metrics() throws {
        let server = try RunningServer(["--log-format", "none", "--threads", "3"])
        _ = try server.get("/v1/suggest?q=par")
        _ = try server.get("/v1/places/XQZ")
        let text = try server.get("/metrics")
        #expect(text.contains("Content-Type: text/plain; version=0.0.4"))
        #expect(text.contains("intentctl_http_requests_total{route=\"/v1/suggest\",status=\"200\"} 1\n"))
        #expect(text.contains("intentctl_http_requests_total{route=\"/v1/places/{code}\",status=\"404\"} 1\n"))
        #expect(text.contains("intentctl_http_request_duration_seconds_count 2\n"))
        // This request's connection, and perhaps the last ones', still closing.
        let open = text.split(separator: "\n").first { $0.hasPrefix("intentctl_http_connections ") }
        #expect(
            open.flatMap { Int($0.dropFirst("intentctl_http_connections ".count)) }.map { (1...3).contains($0) } == true
        )
        #expect(text.contains("intentctl_index_info{checksum="))
        #expect(text.contains("\nintentctl_http_event_loops 3\n"))
        let (status, log) = server.stop()
        #expect(status == 0 && log.isEmpty, "--log-format none logs nothing")
    }

    @Test("CORS is off by default; --cors allows one origin, with a preflight")
    func cors() throws {
        let closed = try RunningServer()
        #expect(!(try closed.get("/healthz", headers: "Origin: https://a.example\r\n").contains("Access-Control")))
        #expect(
            try closed.exchange("OPTIONS /v1/suggest HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                .hasPrefix(
                    "HTTP/1.1 405"))
        #expect(closed.stop().status == 0)
        let open = try RunningServer(["--cors", "https://a.example"])
        let allowed = try open.get("/healthz", headers: "Origin: https://a.example\r\n")
        #expect(allowed.contains("Access-Control-Allow-Origin: https://a.example\r\n"))
        #expect(!(try open.get("/healthz", headers: "Origin: https://b.example\r\n").contains("Access-Control")))
        let preflight = try open.exchange(
            "OPTIONS /v1/configurations/home HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://a.example\r\nAccess-Control-Request-Method: PUT\r\nConnection: close\r\n\r\n"
        )
        #expect(preflight.hasPrefix("HTTP/1.1 204"))
        #expect(preflight.contains("Access-Control-Allow-Methods: GET, HEAD, PUT, DELETE\r\n"))
        #expect(open.stop().status == 0)
        #expect(try CLIRunner.run(["serve", "--cors", "a.example"], seconds: 20).status == 64)
    }

    @Test("curl, when installed, reads every kind of route")
    func curl() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/curl") else {
            print("skipped: curl is not installed")
            return
        }
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        let base = "http://\(server.address)"
        // A body over 1 KiB makes older curls send Expect: 100-continue.
        let padded =
            #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#
            + String(repeating: " ", count: 2000)
        let script = """
            set -e
            curl -sS -f "\(base)/v1/suggest?q=lon&limit=1" | grep -q '"code":"LON"'
            curl -sS -f -o /dev/null -w '%{http_code}\\n' -X PUT -H 'Content-Type: application/json' -H 'Expect: 100-continue' --data-binary @- "\(base)/v1/configurations/home" <<'EOF'
            \(padded)
            EOF
            curl -sS -f "\(base)/v1/configurations" | grep -q '"name":"home"'
            curl -sS -o /dev/null -w '%{http_code}\\n' "\(base)/v1/places/QQQ"
            curl -sS -f -I "\(base)/healthz" | head -1
            """
        let output = try CLIRunner.run(["-c", script], binary: URL(fileURLWithPath: "/bin/sh"), seconds: 60)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == "201\n404\nHTTP/1.1 200 OK\r\n")
        #expect(server.stop().status == 0)
    }
}
