import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

@Suite("intentctl serve: the configuration store", .serialized)
struct ServeStoreTests {
    @Test("PUT validates and stores, GET shows it as config show does, If-Match guards writes, DELETE removes")
    func lifecycle() throws {
        let store = try CLIRunner.temporaryFolder().path
        let server = try RunningServer(["--store", store])
        let created = try ServeFixtures.put(server, "home", ServeFixtures.document)
        #expect(created.hasPrefix("HTTP/1.1 201 Created"))
        let tag = try #require(ServeFixtures.tag(created))
        let shown = try server.get("/v1/configurations/home")
        #expect(ServeFixtures.tag(shown) == tag)
        #expect(shown.contains("\r\nConfiguration-Status: valid\r\n"))
        let entry = try server.get("/v1/configurations/home?view=entry")
        #expect(ServeFixtures.tag(entry) == tag)
        #expect(entry.contains("\"status\":\"valid\""))
        #expect(try CLIRunner.run(["config", "show", "home", "--store", store]).status == 0)
        #expect(
            try server.get("/v1/configurations/home", headers: "If-None-Match: \(tag)\r\n").hasPrefix("HTTP/1.1 304"))
        let changed = ServeFixtures.document.replacing("\"two\"", with: "\"three\"")
        #expect(
            try ServeFixtures.put(server, "home", changed, headers: "If-Match: \"c0\"\r\n").hasPrefix("HTTP/1.1 412"))
        #expect(
            try ServeFixtures.put(server, "home", changed, headers: "If-None-Match: *\r\n").hasPrefix("HTTP/1.1 412"))
        let replaced = try ServeFixtures.put(server, "home", changed, headers: "If-Match: \(tag)\r\n")
        #expect(replaced.hasPrefix("HTTP/1.1 200 OK"))
        #expect(ServeFixtures.tag(replaced) != tag)
        let invalid = try ServeFixtures.put(
            server, "home", #"{"schema":"deals-widget","version":1,"values":{"travellers":"x"}}"#)
        #expect(invalid.hasPrefix("HTTP/1.1 422") && invalid.contains("\"code\":\"config.unknown-case\""))
        #expect(
            try server.get("/v1/configurations/home?view=entry").contains("\"travellers\":\"three\""),
            "nothing was stored")
        #expect(try server.get("/v1/configurations").contains("\"name\":\"home\""))
        // The list says each configuration in people's words: its summary and its values' titles.
        let listed = try #require(
            (try ServeFixtures.body(try server.get("/v1/configurations?locale=de")) as? [[String: Any]])?.first)
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
        #expect(try ServeFixtures.put(server, "home", ServeFixtures.document).hasPrefix("HTTP/1.1 201"))
        let fetched = try server.get("/v1/configurations/home")
        #expect(fetched.hasPrefix("HTTP/1.1 200"))
        #expect(fetched.contains("\r\nContent-Type: application/json"))
        let tag = try #require(ServeFixtures.tag(fetched))
        // The body is the stored document itself: the bytes its ETag hashes.
        let document = try #require(try ServeFixtures.body(fetched) as? [String: Any])
        #expect(document["schema"] as? String == "deals-widget")
        #expect(document["status"] == nil && document["diagnostics"] == nil)
        var values = try #require(document["values"] as? [String: String])
        values["travellers"] = "four"
        var edited = document
        edited["values"] = values
        let body = String(decoding: try JSONSerialization.data(withJSONObject: edited), as: UTF8.self)
        let replaced = try ServeFixtures.put(server, "home", body, headers: "If-Match: \(tag)\r\n")
        #expect(replaced.hasPrefix("HTTP/1.1 200 OK"), "\(replaced)")
        let again = try server.get("/v1/configurations/home")
        #expect(ServeFixtures.tag(again) == ServeFixtures.tag(replaced))
        #expect((try ServeFixtures.body(again) as? [String: Any])?["values"] as? [String: String] == values)
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

    @Test("timeline and link answer as the CLI does; the feed is read again when it changes")
    func timelineAndLink() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.path + "/store"
        let feed = folder.appendingPathComponent("deals.json")
        try Fixtures.dealsFeed.write(to: feed, atomically: true, encoding: .utf8)
        let server = try RunningServer(["--store", store, "--deals", feed.path])
        #expect(try ServeFixtures.put(server, "home", ServeFixtures.document).hasPrefix("HTTP/1.1 201"))
        let now = "2026-11-22T10:00:00Z"
        let timeline = try server.get("/v1/configurations/home/timeline?now=\(now)")
        #expect(timeline.hasPrefix("HTTP/1.1 200"))
        let cli = try CLIRunner.run(
            ["timeline", "home", "--deals", feed.path, "--now", now, "--store", store, "--json"])
        let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? NSObject)
        #expect(try ServeFixtures.body(timeline) == cliJSON)
        #expect(timeline.contains("\"kind\":\"deal\""))
        let link = try server.get("/v1/configurations/home/link?now=\(now)")
        let cliLink = try CLIRunner.run(["link", "home", "--now", now, "--store", store])
        #expect(
            try ServeFixtures.body(link) == ["url": cliLink.stdout.trimmingCharacters(in: .newlines)] as NSDictionary)
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
