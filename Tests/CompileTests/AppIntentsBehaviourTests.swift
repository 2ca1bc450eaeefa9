import CommandLineTestSupport
import DealsTimeline
import Foundation
import IntentSchema
import IntentctlServiceTesting
import TestSupport
import TestTiers
import Testing

@testable import IntentctlKit

/// The client, entity query and timeline provider generated for the deals schema, run for real on
/// Linux (FoundationNetworking) by `Tests/AppIntentsInterface/Drivers/DealsWidgetDriver.swift`, against `intentctl serve`
/// on a free port; then again after the server stopped, from the cache.
@Suite(
    "generated App Intents code against intentctl serve", .tags(.compile),
    .enabled(if: Tier.compile, Tier.compileSkipped))
struct AppIntentsBehaviourTests {
    /// One line of the driver's output, by step.
    typealias Steps = [String: [String: Any]]

    /// Builds the driver with the generated deals files, in Swift 6 mode with warnings as errors.
    static func buildDriver() throws -> URL {
        let (output, folder) = try GenerateCommand.generate(["deals-widget"])
        #expect(output.status == 0, "\(output.stderr)")
        return try StandInCompiler.build(
            driver: "DealsWidgetDriver.swift", with: folder, module: "DealsWidgetExtension")
    }

    /// Runs the driver; its steps by name.
    static func run(_ driver: URL, _ mode: String, _ baseURL: String, cache: URL) throws -> Steps {
        let output = try CLIRunner.runProcess([mode, baseURL, cache.path], binary: driver, seconds: 120)
        #expect(output.status == 0, "\(output.stderr)")
        var steps: Steps = [:]
        for line in output.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let step = object["step"] as? String
            else { continue }
            steps[step] = object
        }
        return steps
    }

    @Test("search, lookup, sections, the timeline and the date rules, online and then offline from the cache")
    func againstTheService() throws {
        let driver = try Self.buildDriver()
        let server = try RunningServer(["--deals", Fixtures.url("examples/deals.json").path])
        let client = try ServiceClient(["--deals", Fixtures.url("examples/deals.json").path])
        let cache = try TemporaryFolders.make()
        let online = try Self.run(driver, "online", "http://\(server.address)", cache: cache)

        // entities(matching:) gives what /v1/suggest gives, in its order: LON first, then its airports.
        let suggested = client.get("/v1/suggest?q=lond&limit=8&locale=en").object?["suggestions"] as? [[String: Any]]
        let expected = (suggested ?? []).compactMap { $0["code"] as? String }
        #expect(online["matching"]?["ids"] as? [String] == expected)
        #expect(expected.first == "LON" && expected.dropFirst().first == "LHR")
        // entities(for:) leaves out a code that does not resolve.
        #expect(online["resolved"]?["ids"] as? [String] == ["LHR"])
        #expect(online["resolved"]?["titles"] as? [String] == ["London Heathrow Airport"])
        #expect(online["resolved"]?["subtitles"] as? [String] == ["London, United Kingdom"])
        // suggestedEntities(): Recent (the pick just resolved), then Popular as the service orders it.
        let sections = online["suggested"]?["sections"] as? [[String: Any]] ?? []
        #expect(sections.map { $0["key"] as? String } == ["intentctl.section.recent", "intentctl.section.popular"])
        #expect(sections.first?["ids"] as? [String] == ["LHR"])
        let popular =
            client.get("/v1/suggest?q=&sections=1&limit=8&locale=en&recent=LHR").object?["sections"]
            as? [[String: Any]]
        let popularCodes = (popular?.last?["suggestions"] as? [[String: Any]] ?? []).compactMap {
            $0["code"] as? String
        }
        #expect(sections.last?["ids"] as? [String] == popularCodes)
        #expect(popularCodes.count == 8)
        // The timeline: "configure me" without a place; else the service's deals, by intentctl timeline's rules.
        #expect(online["configureMe"]?["kinds"] as? [String] == ["configureMe"])
        let document =
            #"{"schema": "deals-widget", "version": 1, "values": {"location": "LHR", "travellers": "two", "dates": "nextWeekend"}}"#
        let timeline =
            client.send("POST", "/v1/timeline", headers: [("Content-Type", "application/json")], body: document)
            .object?["entries"] as? [[String: Any]]
        let dealIDs = (timeline ?? []).compactMap { ($0["deal"] as? [String: Any])?["id"] as? String }
        #expect(online["timeline"]?["deals"] as? [String] == dealIDs)
        #expect(online["timeline"]?["policy"] as? String == "atEnd")
        // The summary shown for each dates case is the schema's template for it, as the catalog keys it.
        let summaries = online["summaries"] ?? [:]
        #expect(
            (summaries["nextWeekend"] as? [String: Any])?["key"] as? String
                == "Deals from ${location} for ${travellers} next weekend")
        #expect(
            (summaries["anytime"] as? [String: Any])?["key"] as? String
                == "Deals from ${location} for ${travellers}, any time")
        #expect((summaries["nextMonth"] as? [String: Any])?["listed"] as? Int == 1)
        // DateWindowRule gives the windows intentctl's timeline uses, day after day.
        let windows = online["windows"]?["lines"] as? [String] ?? []
        #expect(windows.count == 42)
        for line in windows {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count == 4, let rule = DateWindowRule(rawValue: parts[0]), let day = LocalDate(iso: parts[1])
            else {
                Issue.record("unexpected line \(line)")
                continue
            }
            let window = rule.window(on: day)
            #expect([window.start.description, window.end.description] == [parts[2], parts[3]], "\(line)")
        }
        // An answer to an older query that arrives after a newer one was asked is dropped.
        let slow = try Self.run(driver, "slow", "http://\(server.address)", cache: cache)
        #expect(slow["slow"]?["older"] as? String == "dropped")
        #expect(slow["slow"]?["newer"] as? [String] == expected)

        // The server stops: the picker and the widget answer from the cache.
        server.stop()
        let offline = try Self.run(driver, "offline", "http://\(server.address)", cache: cache)
        #expect((offline["matching"]?["ids"] as? [String])?.contains("LHR") == true)
        #expect(offline["resolved"]?["ids"] as? [String] == ["LHR"])
        let offlineSections = offline["suggested"]?["sections"] as? [[String: Any]] ?? []
        #expect(offlineSections.map { $0["ids"] as? [String] ?? [] } == sections.map { $0["ids"] as? [String] ?? [] })
        #expect(offline["timeline"]?["deals"] as? [String] == dealIDs)
    }

    @Test("a provider the app gives: the app writes one type, and the generated query and intent work through it")
    func appProvider() throws {
        let (output, folder) = try GenerateCommand.generate([
            "--schema", Fixtures.url("examples/departures-widget.json").path,
        ])
        #expect(output.status == 0, "\(output.stderr)")
        let run = try StandInCompiler.run(
            driver: "DeparturesWidgetDriver.swift", with: folder, module: "DeparturesWidgetExtension")
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        #expect(report["matching"] as? [String] == ["8503000"])
        // Below the schema's minimum of 2 characters, the suggestions show instead.
        #expect(report["short"] as? [[String]] == [["8503000", "8507000", "8500010"]])
        #expect(report["found"] as? [String] == ["8507000", "8503000"])
        #expect(report["titles"] as? [String] == ["Bern", "Zürich HB"])
        #expect(report["subtitles"] as? [String] == ["-", "Zürich"])
        // At most the schema's 5 options a section.
        #expect(report["suggested"] as? [String] == ["Favourites:3"])
        #expect(report["unconfigured"] as? [String] == ["configureMe"])
        #expect(report["unconfiguredPolicy"] as? String == "never")
        #expect(
            report["document"] as? String
                == #"{"schema":"departures-widget","values":{"count":5,"station":"8507000"},"version":1}"#)
    }

    @Test(
        "a country, then airports in it: the country picker, and the airport picker narrowed by the intent's country through @IntentParameterDependency, online and offline"
    )
    func countryScope() throws {
        let (generated, folder) = try GenerateCommand.generate([
            "--schema", Fixtures.url("examples/multi-origin.json").path,
        ])
        #expect(generated.status == 0, "\(generated.stderr)")
        let driver = try StandInCompiler.build(
            driver: "MultiOriginDriver.swift", with: folder, module: "MultiOriginExtension")
        let server = try RunningServer([])
        let client = try ServiceClient([])
        let cache = try TemporaryFolders.make()
        let online = try Self.run(driver, "online", "http://\(server.address)", cache: cache)
        let codes = { (path: String, key: String) in
            (client.get(path).object?[key] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }

        // The country picker gives /v1/countries' answers in its order; a lookup keeps only known codes.
        #expect(
            online["countryMatching"]?["ids"] as? [[String]] == [
                codes("/v1/countries?q=spain&limit=8&locale=en", "countries")
            ])
        #expect((online["countryMatching"]?["ids"] as? [[String]])?.first?.first == "ES")
        #expect((online["countryAlias"]?["ids"] as? [[String]])?.first?.first == "GB")
        #expect(online["countryResolved"]?["ids"] as? [String] == ["ES"])
        #expect(online["countryResolved"]?["titles"] as? [String] == ["Spain"])
        #expect(online["countryResolved"]?["subtitles"] as? [String] == ["ES"])
        let mostPlaces = codes("/v1/countries?q=&limit=8&locale=en", "countries")
        #expect(online["countrySuggested"]?["ids"] as? [[String]] == [mostPlaces])
        #expect(mostPlaces.count == 8)

        // Outside a configuration, and in one without a country, the search is the service's unscoped one.
        let unscoped = codes("/v1/suggest?q=san&limit=8&locale=en", "suggestions")
        #expect(online["unscoped"]?["ids"] as? [[String]] == [unscoped])
        #expect(online["noCountry"]?["ids"] as? [[String]] == [unscoped])
        // With Spain chosen: only Spain's places, in the service's order for country=ES.
        let spanish = codes("/v1/suggest?q=san&limit=8&locale=en&country=ES", "suggestions")
        #expect(online["scoped"]?["ids"] as? [[String]] == [spanish])
        #expect(!spanish.isEmpty && spanish != unscoped)
        let countryOf = { (code: String) in client.get("/v1/places/\(code)").object?["countryCode"] as? String }
        #expect(spanish.allSatisfy { countryOf($0) == "ES" }, "\(spanish)")
        #expect(unscoped.contains { countryOf($0) != "ES" }, "\(unscoped)")
        let suggested = (online["scoped"]?["suggested"] as? [[String]] ?? []).joined()
        #expect(!suggested.isEmpty && suggested.allSatisfy { countryOf($0) == "ES" }, "\(suggested)")
        #expect(
            online["document"]?["json"] as? String
                == #"{"schema":"multi-origin","values":{"country":"ES","dates":"anytime","origins":["MAD","BCN"],"travellers":"two"},"version":1}"#
        )

        // The server stops: the pickers answer from the cache, still within the country.
        server.stop()
        let offline = try Self.run(driver, "offline", "http://\(server.address)", cache: cache)
        #expect(offline["countryResolved"]?["ids"] as? [String] == ["ES"])
        #expect((offline["countryMatching"]?["ids"] as? [[String]])?.first?.first == "ES")
        let offlineSearch = (offline["scoped"]?["ids"] as? [[String]] ?? []).joined()
        #expect(offlineSearch.allSatisfy { countryOf($0) == "ES" }, "\(offlineSearch)")
        // Recent (the two picked online) first, then the sections the service gave for Spain.
        let offlineSuggested = offline["scoped"]?["suggested"] as? [[String]] ?? []
        #expect(offlineSuggested.first == ["MAD", "BCN"])
        #expect(offlineSuggested.joined().allSatisfy { countryOf($0) == "ES" }, "\(offlineSuggested)")
        #expect(Set(offlineSuggested.dropFirst().joined()) == Set(suggested).subtracting(["MAD", "BCN"]))
    }

    @Test(
        "places answered on the device: the generated query over an index file gives /v1/suggest's places for every keystroke of the replay, resolves codes, shows Recent after a relaunch, and a broken index answers nothing, with a logged reason"
    )
    func onTheDevice() throws {
        let schema = Fixtures.url("examples/WidgetPackage/Sources/OfflineDealsWidget/intentctl-schema.json")
        let (generated, folder) = try GenerateCommand.generate(["--schema", schema.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let driver = try StandInCompiler.build(
            driver: "OfflineDealsDriver.swift", with: folder, module: "OfflineDealsExtension",
            linking: try StandInCompiler.suggester.get().linking)
        let index = Fixtures.url("Sources/AirportSnapshot/airports.index").path
        let client = try ServiceClient([])
        let codes = { (path: String) in
            (client.get(path).object?["suggestions"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }

        // Every keystroke without a point of its own (the query has none to give), in its language, at the
        // client's limit of 8.
        let keystrokes = ReplayKeystrokes.all.filter { $0.near == nil && !$0.text.contains("\t") }
            .map { (language: $0.locale ?? "en", text: $0.text) }
        let input = keystrokes.map { "\($0.language)\t\($0.text)" }.joined(separator: "\n") + "\n"
        let search = try CLIRunner.runProcess(
            ["search", index, try TemporaryFolders.make().path], stdin: Array(input.utf8), binary: driver,
            seconds: 300)
        #expect(search.status == 0, "\(search.stderr)")
        let lines = search.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(lines.count == keystrokes.count && keystrokes.count > 2_500)
        var differing: [String] = []
        for (keystroke, line) in zip(keystrokes, lines) {
            let served = codes(
                "/v1/suggest?q=\(ReplayKeystrokes.encoded(keystroke.text))&limit=8&locale=\(keystroke.language)")
            if line["text"] as? String != keystroke.text || line["ids"] as? [String] != served {
                differing.append(keystroke.text)
            }
        }
        #expect(differing.isEmpty, "\(differing.count) keystrokes differ: \(differing.prefix(10))")

        // Lookups, then another launch: Recent holds what the configurations held, then the service's Popular.
        let cache = try TemporaryFolders.make()
        let picker = try Self.run(driver, "picker", index, cache: cache)
        #expect(picker["resolved"]?["ids"] as? [String] == ["MUC", "LON"])
        #expect(picker["resolved"]?["titles"] as? [String] == ["Munich Airport", "London"])
        let sections = picker["suggested"]?["sections"] as? [[String: Any]] ?? []
        #expect(
            sections.map { $0["key"] as? String ?? "" } == ["intentctl.section.recent", "intentctl.section.popular"])
        let served =
            (client.get("/v1/suggest?q=&sections=1&limit=8&locale=de&recent=MUC,LON").object?["sections"]
            as? [[String: Any]] ?? [])
            .map { ($0["suggestions"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String } }
        #expect(sections.map { $0["ids"] as? [String] ?? [] } == served)
        #expect(picker["empty"]?["ids"] as? [String] == served.flatMap { $0 })

        // A damaged index, a file of another kind, and none: empty answers and the reason logged, no crash.
        let broken = try TemporaryFolders.make()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        try bytes.prefix(4_096).write(to: broken.appendingPathComponent("damaged.index"))
        try Data(#"{"places": []}"#.utf8).write(to: broken.appendingPathComponent("foreign.index"))
        for file in ["damaged.index", "foreign.index", "-"] {
            let path = file == "-" ? "-" : broken.appendingPathComponent(file).path
            let output = try CLIRunner.runProcess(["broken", path, broken.path], binary: driver, seconds: 60)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(
                output.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                    == #"{"matching":[],"resolved":[],"step":"broken","suggested":[]}"#, "\(output.stdout)")
            #expect(output.stderr.components(separatedBy: "logged: ").count == 2, "\(output.stderr)")
            #expect(output.stderr.contains(file == "-" ? "no airport index" : path), "\(output.stderr)")
        }
    }
}
