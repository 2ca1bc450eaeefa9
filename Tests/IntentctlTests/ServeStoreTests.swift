import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl serve: the configuration store", .serialized)
struct ServeStoreTests {
    static let document =
        #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#

    static func put(_ server: RunningServer, _ name: String, _ body: String, headers: String = "") throws -> String {
        try server.exchange(
            "PUT /v1/configurations/\(name) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\(headers)Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    static func tag(_ response: String) -> String? {
        response.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }.map { String($0.dropFirst(6)) }
    }

    @Test("PUT validates and stores, GET shows it as config show does, If-Match guards writes, DELETE removes")
    func lifecycle() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        let created = try Self.put(server, "home", Self.document)
        #expect(created.hasPrefix("HTTP/1.1 201 Created"))
        let tag = try #require(Self.tag(created))
        let shown = try server.get("/v1/configurations/home")
        #expect(Self.tag(shown) == tag)
        #expect(shown.contains("\r\nConfiguration-Status: valid\r\n"))
        let entry = try server.get("/v1/configurations/home?view=entry")
        #expect(Self.tag(entry) == tag)
        #expect(entry.contains("\"status\":\"valid\""))
        #expect(try CLIRunner.run(["config", "show", "home", "--store", store]).status == 0)
        #expect(
            try server.get("/v1/configurations/home", headers: "If-None-Match: \(tag)\r\n").hasPrefix("HTTP/1.1 304"))
        let changed = Self.document.replacing("\"two\"", with: "\"three\"")
        #expect(try Self.put(server, "home", changed, headers: "If-Match: \"c0\"\r\n").hasPrefix("HTTP/1.1 412"))
        #expect(try Self.put(server, "home", changed, headers: "If-None-Match: *\r\n").hasPrefix("HTTP/1.1 412"))
        let replaced = try Self.put(server, "home", changed, headers: "If-Match: \(tag)\r\n")
        #expect(replaced.hasPrefix("HTTP/1.1 200 OK"))
        #expect(Self.tag(replaced) != tag)
        let invalid = try Self.put(
            server, "home", #"{"schema":"deals-widget","version":1,"values":{"travellers":"x"}}"#)
        #expect(invalid.hasPrefix("HTTP/1.1 422") && invalid.contains("\"code\":\"config.unknown-case\""))
        #expect(
            try server.get("/v1/configurations/home?view=entry").contains("\"travellers\":\"three\""),
            "nothing was stored")
        #expect(try server.get("/v1/configurations").contains("\"name\":\"home\""))
        // The list says each configuration in people's words: its summary and its values' titles.
        let listed = try #require(
            (try Self.body(try server.get("/v1/configurations?locale=de")) as? [[String: Any]])?.first)
        #expect(listed["summary"] as? String == "Angebote ab London (all airports) für 3 Reisende, jederzeit")
        #expect(
            listed["titles"] as? [String: String]
                == ["location": "London (all airports)", "travellers": "3 Reisende", "dates": "Jederzeit"])
        #expect(try server.get("/v1/configurations?locale=de&x=1").hasPrefix("HTTP/1.1 400"))
        #expect(try server.get("/v1/configurations/..%2Fetc").hasPrefix("HTTP/1.1 400"))
        let deleteStale =
            "DELETE /v1/configurations/home HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-Match: \(tag)\r\nConnection: close\r\n\r\n"
        #expect(try server.exchange(deleteStale).hasPrefix("HTTP/1.1 412"))
        let delete = "DELETE /v1/configurations/home HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        #expect(try server.exchange(delete).hasPrefix("HTTP/1.1 204"))
        #expect(try server.get("/v1/configurations/home").hasPrefix("HTTP/1.1 404"))
        #expect(server.stop().status == 0)
    }

    @Test("a GET can be PUT straight back: GET, edit, PUT with If-Match")
    func roundTrip() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        #expect(try Self.put(server, "home", Self.document).hasPrefix("HTTP/1.1 201"))
        let fetched = try server.get("/v1/configurations/home")
        #expect(fetched.hasPrefix("HTTP/1.1 200"))
        #expect(fetched.contains("\r\nContent-Type: application/json"))
        let tag = try #require(Self.tag(fetched))
        // The body is the stored document itself: the bytes its ETag hashes.
        let document = try #require(try Self.body(fetched) as? [String: Any])
        #expect(document["schema"] as? String == "deals-widget")
        #expect(document["status"] == nil && document["diagnostics"] == nil)
        var values = try #require(document["values"] as? [String: String])
        values["travellers"] = "four"
        var edited = document
        edited["values"] = values
        let body = String(decoding: try JSONSerialization.data(withJSONObject: edited), as: UTF8.self)
        let replaced = try Self.put(server, "home", body, headers: "If-Match: \(tag)\r\n")
        #expect(replaced.hasPrefix("HTTP/1.1 200 OK"), "\(replaced)")
        let again = try server.get("/v1/configurations/home")
        #expect(Self.tag(again) == Self.tag(replaced))
        #expect((try Self.body(again) as? [String: Any])?["values"] as? [String: String] == values)
        // An unknown view is refused; a file that is not a configuration has no document to give.
        #expect(try server.get("/v1/configurations/home?view=wrapper").hasPrefix("HTTP/1.1 400"))
        try "{".write(toFile: store + "/broken.json", atomically: true, encoding: .utf8)
        let broken = try server.get("/v1/configurations/broken")
        #expect(broken.hasPrefix("HTTP/1.1 409") && broken.contains("view=entry"), "\(broken)")
        #expect(try server.get("/v1/configurations/broken?view=entry").contains("\"status\":\"corrupt\""))
        #expect(server.stop().status == 0)
    }

    @Test("without a store folder, the store routes answer 503")
    func noStore() throws {
        let server = try RunningServer(environment: ["HOME": ""])
        #expect(try server.get("/v1/configurations").hasPrefix("HTTP/1.1 503"))
        #expect(server.stop().status == 0)
    }

    @Test("server PUTs with If-Match and CLI config set on one name at once lose nothing", .tags(.process))
    func concurrentWriters() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        #expect(try Self.put(server, "shared", Self.document).hasPrefix("HTTP/1.1 201"))
        let port = server.address.split(separator: ":").last.map(String.init) ?? ""
        // The server side changes only travellers, reading first and retrying on 412; the CLI side
        // changes only dates. Both final values must survive.
        let script = """
            import http.client, json, subprocess, threading
            cli = subprocess.Popen(["sh", "-c", 'for d in nextMonth nextWeekend anytime nextMonth nextWeekend; do "$0" config set shared dates=$d --store "$1" >/dev/null || exit 1; done', "\(CLIRunner.binary.path)", "\(store)"])
            retries = 0
            for travellers in ["one", "three", "four", "one", "two", "three", "four", "one", "two", "four"]:
                while True:
                    c = http.client.HTTPConnection("127.0.0.1", \(port), timeout=30)
                    c.request("GET", "/v1/configurations/shared")
                    r = c.getresponse(); doc = json.loads(r.read()); tag = r.getheader("ETag")
                    doc["values"]["travellers"] = travellers
                    c.request("PUT", "/v1/configurations/shared", json.dumps(doc), {"If-Match": tag, "Content-Type": "application/json"})
                    r = c.getresponse(); r.read()
                    if r.status in (200, 201): break
                    assert r.status == 412, r.status
                    retries += 1
            assert cli.wait() == 0
            c = http.client.HTTPConnection("127.0.0.1", \(port), timeout=30)
            c.request("GET", "/v1/configurations/shared")
            print(json.dumps(json.loads(c.getresponse().read())["values"], sort_keys=True))
            """
        guard let output = try CLIRunner.python(script, seconds: 120) else { return }
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == #"{"dates": "nextWeekend", "location": "LON", "travellers": "four"}"# + "\n")
        #expect(server.stop().status == 0)
    }

    static func body(_ response: String) throws -> NSObject {
        let text = try #require(response.split(separator: "\r\n\r\n", maxSplits: 1).last)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject)
    }

    @Test("timeline and link answer as the CLI does; the feed is read again when it changes")
    func timelineAndLink() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.path + "/store"
        let feed = folder.appendingPathComponent("deals.json")
        try Fixtures.dealsFeed.write(to: feed, atomically: true, encoding: .utf8)
        let server = try RunningServer(["--store", store, "--deals", feed.path])
        #expect(try Self.put(server, "home", Self.document).hasPrefix("HTTP/1.1 201"))
        let now = "2026-11-22T10:00:00Z"
        let timeline = try server.get("/v1/configurations/home/timeline?now=\(now)")
        #expect(timeline.hasPrefix("HTTP/1.1 200"))
        let cli = try CLIRunner.run(
            ["timeline", "home", "--deals", feed.path, "--now", now, "--store", store, "--json"])
        let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSObject)
        #expect(try Self.body(timeline) == cliJSON)
        #expect(timeline.contains("\"kind\":\"deal\""))
        let link = try server.get("/v1/configurations/home/link?now=\(now)")
        let cliLink = try CLIRunner.run(["link", "home", "--now", now, "--store", store])
        #expect(try Self.body(link) == ["url": cliLink.stdout.trimmingCharacters(in: .newlines)] as NSDictionary)
        #expect(try server.get("/v1/configurations/nobody/link").hasPrefix("HTTP/1.1 404"))
        #expect(try server.get("/v1/configurations/home/timeline?now=yesterday").hasPrefix("HTTP/1.1 400"))
        let placeholder = try server.get("/v1/configurations/nobody/timeline?now=\(now)")
        #expect(placeholder.contains("\"kind\":\"placeholder\""))
        // A feed that changes is read again; one that breaks keeps the last good one.
        try "[]".write(to: feed, atomically: true, encoding: .utf8)
        #expect(try server.get("/v1/configurations/home/timeline?now=\(now)").contains("\"kind\":\"no-deals\""))
        try "[{".write(to: feed, atomically: true, encoding: .utf8)
        #expect(try server.get("/v1/configurations/home/timeline?now=\(now)").contains("\"kind\":\"no-deals\""))
        let (status, log) = server.stop()
        #expect(status == 0)
        #expect(log.contains("changed and is unusable"))
        let without = try RunningServer(["--store", store])
        #expect(try without.get("/v1/configurations/home/timeline").contains("\"code\":\"http.no-deals-feed\""))
        #expect(without.stop().status == 0)
    }
}
