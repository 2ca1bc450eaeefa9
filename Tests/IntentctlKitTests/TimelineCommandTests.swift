import CommandLineTestSupport
import Foundation
import TestSupport
import Testing

@Suite("intentctl timeline and link")
struct TimelineCommandTests {

    static func setUp() throws -> (store: String, feed: String) {
        let folder = try CLIRunner.temporaryFolder()
        let feed = Fixtures.url("Tests/Fixtures/deals.json")
        let store = folder.appendingPathComponent("store").path
        for (name, values) in [
            ("london", ["location=LON", "dates=nextWeekend"]), ("tokyo", ["location=HND", "dates=nextWeekend"]),
        ] {
            #expect(try CLIRunner.run(["config", "set", name] + values + ["--store", store]).status == 0)
        }
        return (store, feed.path)
    }

    @Test("a timeline of matching deals, with JSON for programs")
    func timeline() throws {
        let (store, feed) = try Self.setUp()
        let now = "2026-11-22T10:00:00Z"
        let text = try CLIRunner.run(["timeline", "london", "--deals", feed, "--now", now, "--store", store])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout == """
                2026-11-22T10:00:00Z  STN → DUB Dublin  2026-11-28 – 2026-11-29  39.00 GBP total for 2  deals://search?from=LON&to=DUB&travellers=2&depart=2026-11-27&return=2026-11-29
                2026-11-22T11:00:00Z  LHR → BCN Barcelona  2026-11-27 – 2026-11-29  99.98 GBP total for 2  deals://search?from=LON&to=BCN&travellers=2&depart=2026-11-27&return=2026-11-29

                """)
        let json = try CLIRunner.run([
            "timeline", "tokyo", "--deals", feed, "--now", "2026-11-26T20:00:00Z", "--store", store, "--json",
        ])
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(timeline["policy"] as? String == "atEnd")
        let entries = try #require(timeline["entries"] as? [[String: Any]])
        #expect(entries.map { ($0["deal"] as? [String: Any])?["id"] as? String } == ["e"])
        #expect(entries.first?["date"] as? String == "2026-11-26T20:00:00Z")
        #expect(entries.first?["travellers"] as? Int == 2)
    }

    @Test("prices say how many travellers a total is for, with the currency's own decimals")
    func prices() throws {
        let store = try CLIRunner.temporaryFolder().path
        let feed = Fixtures.url("examples/deals.json").path
        let now = "2026-11-22T10:00:00Z"
        for (name, values) in [
            ("solo", ["location=HND", "travellers=one"]), ("trio", ["location=HND", "travellers=three"]),
        ] {
            #expect(try CLIRunner.run(["config", "set", name] + values + ["--store", store]).status == 0)
        }
        let solo = try CLIRunner.run(["timeline", "solo", "--deals", feed, "--now", now, "--store", store])
        let trio = try CLIRunner.run(["timeline", "trio", "--deals", feed, "--now", now, "--store", store])
        let soloFirst = try #require(solo.stdout.split(separator: "\n").first)
        let trioFirst = try #require(trio.stdout.split(separator: "\n").first)
        // The yen has no minor unit: no decimals. One traveller's price needs no "total for".
        #expect(soloFirst.contains("  15400 JPY  deals://"), "\(soloFirst)")
        #expect(trioFirst.contains("  46200 JPY total for 3  deals://"), "\(trioFirst)")
    }

    @Test("placeholder, no-deals and a bad feed")
    func edgeCases() throws {
        let (store, feed) = try Self.setUp()
        let missing = try CLIRunner.run([
            "timeline", "nobody", "--deals", feed, "--now", "2026-11-22T10:00:00Z", "--store", store,
        ])
        #expect(missing.status == 0)
        #expect(
            missing.stdout.hasPrefix(
                "2026-11-22T10:00:00Z  Choose where you fly from to see deals (no configuration named nobody)\n"))
        let later = try CLIRunner.run([
            "timeline", "london", "--deals", feed, "--now", "2027-03-01T10:00:00Z", "--store", store,
        ])
        #expect(later.stdout.hasPrefix("2027-03-01T10:00:00Z  No deals from LON between 2027-03-05 and 2027-03-07."))
        let bad = try CLIRunner.run(
            ["timeline", "london", "--deals", "-", "--store", store], stdin: Array("{\"deals\": []}".utf8))
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("<stdin>:1:1: error:"))
        let binary = try CLIRunner.run(["timeline", "london", "--deals", "-", "--store", store], stdin: [0xFF, 0x00])
        #expect(binary.status == 1)
        #expect(
            try CLIRunner.run(["timeline", "london", "--deals", feed, "--now", "tomorrow", "--store", store]).status
                == 64)
        #expect(try CLIRunner.run(["timeline", "london", "--store", store]).status == 64)
    }

    @Test("link prints the deep link and reads it back")
    func links() throws {
        let (store, _) = try Self.setUp()
        let now = "2026-11-22T10:00:00Z"
        let link = try CLIRunner.run(["link", "london", "--now", now, "--store", store])
        #expect(link.stdout == "deals://search?from=LON&travellers=2&depart=2026-11-27&return=2026-11-29\n")
        let parsed = try CLIRunner.run(["link", "--parse", String(link.stdout.dropLast()), "--now", now])
        #expect(parsed.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(parsed.stdout.utf8)) as? [String: Any])
        #expect(
            document["values"] as? [String: String] == ["location": "LON", "travellers": "two", "dates": "nextWeekend"])
        let bad = try CLIRunner.run([
            "link", "--parse", "deals://search?from=ZZZ&travellers=2&depart=2026-11-27&return=2026-11-29&x=1", "--now",
            now,
        ])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("[link.unknown-parameter]"))
        #expect(try CLIRunner.run(["link", "nobody", "--store", store]).status == 66)
    }
}
