import CommandLineTestSupport
import Foundation
import TestSupport
import TestTiers
import Testing

/// The hardening checks that feed the binary tens of megabytes of hostile input, each under a
/// memory limit (see ``HardeningTests``).
@Suite(
    "Hardening, slow tier: large hostile inputs in bounded memory", .tags(.slow),
    .enabled(if: Tier.slow, Tier.slowSkipped))
struct HardeningSlowTests {
    @Test(
        "airport data loads in bounded memory: long words, many bad rows, huge headers, endless lines", .tags(.process))
    func boundedDataLoading() throws {
        let folder = try CLIRunner.temporaryFolder()
        let tsvHeader = """
            #intentctl-airports\t1
            kind\tcode\ticao\tname\tcity\tregion\tcountry\tlatitude\tlongitude\ttimeZone\ttype\tscheduled\tpassengers\tgroup\taliases

            """
        let cases: [(name: String, text: String, query: String)] = [
            (
                "long-word.tsv",
                tsvHeader + "airport\tAAA\t\t" + String(repeating: "a", count: 20_000_000)
                    + "\tCity\t\tXX\t1\t2\tUTC\tsmall_airport\t0\t\t\t\n", "aaaaaaaz"
            ),
            ("bad-rows.csv", Fixtures.ourAirportsHeader + String(repeating: "x\n", count: 5_000_000), "lon"),
            ("commas.csv", "\"iata_code\"" + String(repeating: ",", count: 30_000_000) + "\n", "lon"),
            ("tabs.tsv", tsvHeader + String(repeating: "\t", count: 30_000_000) + "\n", "lon"),
        ]
        for (name, text, query) in cases {
            let path = try HardeningFixtures.file(name, in: folder, text)
            let output = try CLIRunner.run(
                ["suggest", query, "--data", path], seconds: HardeningFixtures.seconds, memory: HardeningFixtures.memory
            )
            HardeningFixtures.expectBounded(output, Comment(rawValue: name))
            #expect(
                HardeningFixtures.lines(output.stderr) <= 22,
                "\(name): \(HardeningFixtures.lines(output.stderr)) lines on stderr")
            try FileManager.default.removeItem(atPath: path)
        }
    }

    @Test(
        "feeds are read in bounded memory and report at most 100 problems", .tags(.process))
    func boundedFeeds() throws {
        let folder = try CLIRunner.temporaryFolder()
        let store = folder.appendingPathComponent("store").path
        let numbers = try HardeningFixtures.file(
            "numbers.json", in: folder, "[" + String(repeating: "1,", count: 3_999_999) + "1]")
        let deal = #""id":"a","#
        let duplicates = try HardeningFixtures.file(
            "duplicates.json", in: folder,
            "[{" + String(repeating: deal, count: (8 << 20) / deal.utf8.count - 10) + #""id":"a"}]"#)
        for feed in [numbers, duplicates] {
            let output = try CLIRunner.run(
                ["timeline", "x", "--deals", feed, "--store", store], seconds: HardeningFixtures.seconds,
                memory: HardeningFixtures.memory)
            HardeningFixtures.expectBounded(output)
            #expect(output.status == 1)
            #expect(
                HardeningFixtures.lines(output.stderr) <= 101,
                "\(HardeningFixtures.lines(output.stderr)) lines on stderr")
            #expect(output.stderr.contains("more problems not shown"))
        }
    }

    @Test(
        "config validate streams many broken files, each with its problems capped", .tags(.process))
    func streamedValidation() throws {
        let folder = try CLIRunner.temporaryFolder()
        let document =
            #"{"schema": "deals-widget", "version": 1, "values": {"location": "LON""#
            + String(repeating: #","dates": 1"#, count: 14_000) + "}}"
        var files: [String] = []
        for index in 0..<200 { files.append(try HardeningFixtures.file("d\(index).json", in: folder, document)) }
        let output = try CLIRunner.run(
            ["config", "validate", "--json"] + files, seconds: HardeningFixtures.seconds * 2,
            memory: HardeningFixtures.memory
        )
        HardeningFixtures.expectBounded(output)
        #expect(output.status == 1)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(reports.count == 200)
        for report in reports {
            #expect((report["diagnostics"] as? [Any])?.count == 100)
            #expect((report["omittedDiagnostics"] as? Int ?? 0) > 13_000)
        }
    }
}
