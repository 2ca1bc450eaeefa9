import CommandLineTestSupport
import DocumentFormats
import Foundation
import IntentctlServiceTesting
import Suggester
import Synchronization
import TestSupport
import Testing

@testable import AppIntentsRuntime
@testable import IntentctlService

/// An app's picker on the device: the Suggester library over an index file, as an app ships one, against the
/// service's `/v1/suggest` over the index compiled into it.
@Suite("The library over an index file, against the service")
struct DeviceIndexTests {
    static var keystrokes: [(text: String, locale: String?, near: String?)] { ReplayKeystrokes.all }

    /// The committed snapshot as an app's index file: what `data build` makes of the data compiled into the service.
    static let indexPath = Fixtures.url("Sources/AirportSnapshot/airports.index").path

    @Test(
        "every keystroke of the public replay answers as /v1/suggest does: the library, same language, point and limit; the generated picker's index on the device, place for place"
    )
    func sameAsService() async throws {
        #expect(Self.keystrokes.count > 3_000)
        let searcher = try AirportIndex(contentsOfFile: Self.indexPath).makeSearcher()
        let service = try ServiceClient()
        var devices: [String: IntentctlDeviceIndex] = [:]
        var differing: [String] = []
        var differingOnDevice: [String] = []
        var comparedOnDevice = 0
        for (text, locale, near) in Self.keystrokes {
            // A picker always has a language: the device's.
            let language = locale ?? "en"
            var target = "/v1/suggest?q=\(ReplayKeystrokes.encoded(text))&limit=10&locale=\(language)"
            if let near { target += "&near=\(ReplayKeystrokes.encoded(near))" }
            let answer = service.get(target)

            let query = try SuggestionQuery(
                text: text, limit: "10", country: nil, kind: nil, near: near, locale: language,
                maximumLimit: ServiceResponder.maximumLimit)
            var writer = JSONWriter(style: .compact)
            SuggestionPresenter.write(searcher.suggestions(for: query), to: &writer)
            let library = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSArray
            let served = (answer.object?["suggestions"] as? [Any]).map { $0 as NSArray }
            if library == nil || library != served { differing.append(text) }

            // The generated query has no point of its own to search near (a scope's place is a code).
            guard near == nil else { continue }
            let device =
                devices[language]
                ?? IntentctlDeviceIndex(
                    configuration: .init(indexPath: Self.indexPath, cacheFolder: nil, languageTag: language, limit: 10))
            devices[language] = device
            struct Answer: Decodable { var suggestions: [IntentctlPlace] }
            let places = try JSONDecoder().decode(Answer.self, from: Data(answer.body)).suggestions
            if try await device.suggest(text) != places { differingOnDevice.append(text) }
            comparedOnDevice += 1
        }
        #expect(differing.isEmpty, "\(differing.count) keystrokes differ: \(differing.prefix(10))")
        #expect(comparedOnDevice > 2_500)
        #expect(
            differingOnDevice.isEmpty,
            "\(differingOnDevice.count) keystrokes differ on the device: \(differingOnDevice.prefix(10))")
    }

    /// The service's `/v1/suggest` suggestions as the generated client decodes them.
    static func served(_ service: ServiceClient, _ target: String) throws -> [IntentctlPlace] {
        struct Answer: Decodable { var suggestions: [IntentctlPlace] }
        return try JSONDecoder().decode(Answer.self, from: Data(service.get(target).body)).suggestions
    }

    @Test("lookups, and the sections before typing: Recent from the codes configurations hold, kept across launches")
    func runtimeLookupsAndSections() async throws {
        let service = try ServiceClient()
        let cache = try TemporaryFolders.make()
        let configuration = IntentctlDeviceIndex.Configuration(
            indexPath: Self.indexPath, cacheFolder: cache, languageTag: "de")
        let device = IntentctlDeviceIndex(configuration: configuration)
        #expect(await device.problem == nil)
        // A city group before an airport of the same code; a code the index lacks, or no code, is left out.
        let found = await device.places(["MUC", "ZZZ", "LON", "../x", "lhr"])
        #expect(found.map(\.code) == ["MUC", "LON"])
        let place = try #require(found.first)
        let servedPlace = try JSONDecoder().decode(
            IntentctlPlace.self, from: Data(service.get("/v1/places/MUC?locale=de").body))
        #expect(place == servedPlace)

        // A new launch reads the recent codes back; the sections are the service's for the same recent codes.
        let relaunched = IntentctlDeviceIndex(configuration: configuration)
        let sections = await relaunched.sections()
        struct Answer: Decodable { var sections: [IntentctlSection] }
        let served = try JSONDecoder().decode(
            Answer.self,
            from: Data(service.get("/v1/suggest?q=&sections=1&limit=8&locale=de&recent=MUC,LON").body)
        ).sections
        #expect(sections.map(\.id) == ["recent", "popular"])
        #expect(sections.map { $0.suggestions.map(\.code) } == served.map { $0.suggestions.map(\.code) })
        #expect(sections.first?.suggestions == served.first?.suggestions)
        // Lookups for a default do not become recent; a country narrows every section.
        _ = await relaunched.places(["BER"], recordingPicks: false)
        let german = await relaunched.sections(country: "DE")
        #expect(german.first?.suggestions.map(\.code) == ["MUC"])
        #expect(german.allSatisfy { $0.suggestions.allSatisfy { $0.countryCode == "DE" } })
        // Near a place's code: nearest first among equals, as the service near its point.
        let nearMunich = try await relaunched.suggest("a", near: "MUC")
        let point = try #require(servedPlace.latitude.flatMap { lat in servedPlace.longitude.map { (lat, $0) } })
        #expect(
            nearMunich == (try Self.served(service, "/v1/suggest?q=a&limit=8&locale=de&near=\(point.0),\(point.1)")))

        // Within a country, and the sections near a place, as the service answers them.
        let spanish = try await relaunched.suggest("san", country: "ES")
        let servedSpanish = try Self.served(service, "/v1/suggest?q=san&limit=8&locale=de&country=ES")
        #expect(!spanish.isEmpty && spanish == servedSpanish)
        let nearby = await relaunched.sections(near: "MUC")
        let servedNearby = try JSONDecoder().decode(
            Answer.self,
            from: Data(
                service.get("/v1/suggest?q=&sections=1&limit=8&locale=de&recent=MUC,LON&near=\(point.0),\(point.1)")
                    .body)
        ).sections
        #expect(nearby.map(\.id) == ["recent", "nearby", "popular"])
        #expect(nearby.map(\.suggestions) == servedNearby.map(\.suggestions))
    }

    @Test("the recent codes: each once, the latest first, at most ten; a hostile or foreign file is read as none")
    func runtimeRecentFile() async throws {
        let cache = try TemporaryFolders.make()
        let file = cache.appendingPathComponent("intentctl-device-recent.json")
        let device = IntentctlDeviceIndex(
            configuration: .init(indexPath: Self.indexPath, cacheFolder: cache, languageTag: "en"))
        func recent() async -> [String] {
            await device.sections().first { $0.id == "recent" }?.suggestions.map(\.code) ?? []
        }
        _ = await device.places(["LHR", "LHR", "CDG"])
        #expect(await recent() == ["LHR", "CDG"])
        #expect(try Data(contentsOf: file) == Data(#"["LHR","CDG"]"#.utf8))
        // The app wrote the file meanwhile: its codes are kept, after the new pick.
        try Data(#"["JFK","lhr","LHR","ZZZZ",7]"#.utf8).write(to: file)
        #expect(await recent().isEmpty, "not an array of strings")
        try Data(#"["JFK","lhr","LHR","ZZZZ","JFK"]"#.utf8).write(to: file)
        #expect(await recent() == ["JFK", "LHR"])
        _ = await device.places(["MUC"])
        #expect(await recent() == ["MUC", "JFK", "LHR"])
        let many = (0..<26).map { "\"A\(String(UnicodeScalar(65 + $0)!))A\"" }.joined(separator: ",")
        try Data("[\(many)]".utf8).write(to: file)
        #expect(await recent().count <= 8)
        _ = await device.places(["MUC"])
        #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: file)).count == 10)
        // Too large, a folder, or a link to a large file: none.
        try Data(("[" + String(repeating: "\"LHR\",", count: 1_000) + "\"LHR\"]").utf8).write(to: file)
        #expect(await recent().isEmpty)
        let large = cache.appendingPathComponent("large.json")
        try Data(("[" + String(repeating: " ", count: 10_000) + "\"LHR\"]").utf8).write(to: large)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: large)
        #expect(await recent().isEmpty)
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(await recent().isEmpty)
        #expect(await device.places(["LHR"]).map(\.code) == ["LHR"], "a lookup still answers")
    }

    @Test("a language tag that is not one gives English names, and says so once")
    func runtimeForeignLanguageTag() async throws {
        let logged = Mutex<[String]>([])
        let device = IntentctlDeviceIndex(
            configuration: .init(
                indexPath: Self.indexPath, cacheFolder: nil, languageTag: "en-US-u-ca-gregorian-nu-latn",
                log: { message in logged.withLock { $0.append(message) } }))
        let service = try ServiceClient()
        #expect(try await device.suggest("muni") == (try Self.served(service, "/v1/suggest?q=muni&limit=8")))
        #expect(await device.sections().count == 1)
        #expect(logged.withLock { $0.count } == 1)
    }

    @Test(
        "a missing, damaged or foreign index file gives the picker empty answers and one logged reason, never a crash",
        arguments: ["missing", "truncated", "foreign", "empty"])
    func runtimeUnreadableIndex(_ kind: String) async throws {
        let folder = try TemporaryFolders.make()
        let file = folder.appendingPathComponent("airports.index")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.indexPath))
        switch kind {
        case "truncated": try bytes.prefix(bytes.count / 2).write(to: file)
        case "foreign": try Data(#"{"formatVersion": 1, "places": []}"#.utf8).write(to: file)
        case "empty": try Data().write(to: file)
        default: break
        }
        let logged = Mutex<[String]>([])
        let device = IntentctlDeviceIndex(
            configuration: .init(
                indexPath: kind == "missing" ? nil : file.path, cacheFolder: folder, languageTag: "en",
                log: { message in logged.withLock { $0.append(message) } }))
        #expect(try await device.suggest("lon").isEmpty)
        #expect(await device.places(["LHR"]).isEmpty)
        #expect(await device.sections().isEmpty)
        let messages = logged.withLock { $0 }
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.first == (await device.problem))
        #expect(messages.first?.contains(kind == "missing" ? "no airport index" : file.path) == true, "\(messages)")
    }
}
