import Foundation
import Testing

@testable import AppIntentsRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The runtime copied into every generated folder, tested as the package's own code: the client against a
/// transport that answers as the service would, fails, or is slow; its cache; the widget's timeline.
@Suite("The App Intents runtime: client, cache and timeline")
struct IntentctlClientTests {
    /// Canned answers by request path, and the requests seen.
    final class Service: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String: (Int, String)] = [:]
        private var seen: [String] = []
        /// Whether every request fails, as offline.
        var offline = false

        func answer(_ path: String, status: Int = 200, _ body: String) {
            lock.withLock { answers[path] = (status, body) }
        }

        var requests: [String] { lock.withLock { seen } }

        func send(_ request: URLRequest) throws -> (Data, URLResponse) {
            let url = try #require(request.url)
            let path = url.path
            let (status, body): (Int, String) = try lock.withLock {
                seen.append(path + (url.query.map { "?" + $0 } ?? ""))
                if offline { throw URLError(.notConnectedToInternet) }
                return answers[path] ?? (404, "{}")
            }
            let response = try #require(
                HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: [:]))
            return (Data(body.utf8), response)
        }
    }

    /// A client of the service, caching in a new folder.
    static func client(_ service: Service, cache: URL? = nil) throws -> IntentctlClient {
        var configuration = IntentctlClient.Configuration(
            baseURL: try #require(URL(string: "https://deals.example.com")),
            cacheFolder: cache ?? FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        configuration.languageTag = "en"
        configuration.transport = { try service.send($0) }
        return IntentctlClient(configuration: configuration)
    }

    static func place(_ code: String, _ name: String, kind: String = "airport") -> String {
        #"{"code": "\#(code)", "kind": "\#(kind)", "name": "\#(name)", "city": "London", "country": "United Kingdom"}"#
    }

    @Test("a search gives the service's order; an answer for another text falls back to the cache")
    func search() async throws {
        let service = Service()
        service.answer(
            "/v1/suggest",
            #"{"q": "lon", "suggestions": [\#(Self.place("LON", "London", kind: "city")), \#(Self.place("LHR", "Heathrow"))]}"#
        )
        let client = try Self.client(service)
        #expect(try await client.suggest("lon").map(\.code) == ["LON", "LHR"])
        #expect(service.requests.last?.contains("q=lon") == true)
        // An answer echoing another text is not this search's: the client answers from its cache instead.
        service.answer("/v1/places/LHR", Self.place("LHR", "Heathrow"))
        _ = await client.places(["LHR"])
        #expect(try await client.suggest("heath").map(\.code) == ["LHR"])
    }

    @Test(
        "a lookup leaves out codes the service no longer knows, never sends a code that is not one, and answers offline from the cache"
    )
    func lookup() async throws {
        let service = Service()
        service.answer("/v1/places/LHR", Self.place("LHR", "Heathrow"))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let client = try Self.client(service, cache: cache)
        #expect(await client.places(["LHR", "ZZZ", "../x", "lhr"]).map(\.code) == ["LHR"])
        #expect(service.requests.allSatisfy { $0.hasPrefix("/v1/places/LHR") || $0.hasPrefix("/v1/places/ZZZ") })
        service.offline = true
        // A new client reads the cache the first one wrote.
        let offline = try Self.client(service, cache: cache)
        #expect(await offline.places(["LHR"]).map(\.name) == ["Heathrow"])
    }

    @Test("the sections put this device's picks first, leave out places already shown, and survive going offline")
    func sections() async throws {
        let service = Service()
        service.answer("/v1/places/LHR", Self.place("LHR", "Heathrow"))
        service.answer(
            "/v1/suggest",
            #"{"sections": [{"id": "popular", "title": "Popular", "suggestions": [\#(Self.place("LHR", "Heathrow")), \#(Self.place("CDG", "Paris"))]}]}"#
        )
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let client = try Self.client(service, cache: cache)
        _ = await client.places(["LHR"])
        let online = await client.sections()
        #expect(online.map(\.id) == ["recent", "popular"])
        #expect(online.map { $0.suggestions.map(\.code) } == [["LHR"], ["CDG"]])
        service.offline = true
        let offline = await (try Self.client(service, cache: cache)).sections()
        #expect(offline.map { $0.suggestions.map(\.code) } == [["LHR"], ["CDG"]])
    }

    /// A place of a country, at a point.
    static func place(_ code: String, country: String, at point: (Double, Double)) -> String {
        #"{"code": "\#(code)", "kind": "airport", "name": "\#(code)", "city": "\#(code)", "country": "\#(country)", "countryCode": "\#(country)", "latitude": \#(point.0), "longitude": \#(point.1)}"#
    }

    @Test(
        "a scope reaches the service as country= and near= (the place's coordinates), and keeps recent picks, cached sections and offline answers within it"
    )
    func scope() async throws {
        let service = Service()
        service.answer("/v1/places/MAD", Self.place("MAD", country: "ES", at: (40.47, -3.56)))
        service.answer("/v1/places/LHR", Self.place("LHR", country: "GB", at: (51.47, -0.45)))
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let client = try Self.client(service, cache: cache)
        _ = await client.places(["LHR", "MAD"])
        service.answer(
            "/v1/suggest",
            #"{"q": "s", "suggestions": [\#(Self.place("SVQ", country: "ES", at: (37.42, -5.9)))]}"#)
        #expect(try await client.suggest("s", country: "ES", near: "MAD").map(\.code) == ["SVQ"])
        let asked = try #require(service.requests.last)
        #expect(asked.contains("country=ES") && asked.contains("near=40.47,-3.56"), "\(asked)")
        // A place the service does not know narrows nothing, and is not sent.
        _ = try await client.suggest("s", near: "ZZZ")
        #expect(service.requests.last?.contains("near=") == false)

        service.answer(
            "/v1/suggest",
            #"{"sections": [{"id": "popular", "title": "Popular", "suggestions": [\#(Self.place("BCN", country: "ES", at: (41.3, 2.08)))]}]}"#
        )
        let spain = await client.sections(country: "ES")
        #expect(spain.map { $0.suggestions.map(\.code) } == [["MAD"], ["BCN"]])
        #expect(service.requests.last?.contains("country=ES") == true)
        service.answer(
            "/v1/suggest",
            #"{"sections": [{"id": "popular", "title": "Popular", "suggestions": [\#(Self.place("CDG", country: "FR", at: (49.0, 2.55)))]}]}"#
        )
        #expect(await client.sections().map { $0.suggestions.map(\.code) } == [["LHR", "MAD"], ["CDG"]])

        // Offline: each scope gets its own last sections, and a search keeps to the country.
        service.offline = true
        let offline = try Self.client(service, cache: cache)
        #expect(await offline.sections(country: "ES").map { $0.suggestions.map(\.code) } == [["MAD"], ["BCN"]])
        #expect(await offline.sections().map { $0.suggestions.map(\.code) } == [["LHR", "MAD"], ["CDG"]])
        #expect(try await offline.suggest("", country: "GB").map(\.code) == ["LHR"])
    }

    @Test("countries: the service's order, lookups of known codes only, and offline answers from the cache")
    func countries() async throws {
        let service = Service()
        let spain = #"{"code": "ES", "name": "Spain", "localizedName": "Espagne", "places": 40}"#
        service.answer("/v1/countries", #"{"q": "spa", "countries": [\#(spain)]}"#)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let client = try Self.client(service, cache: cache)
        let found = await client.countries(matching: "spa")
        #expect(found.map(\.code) == ["ES"] && found.first?.displayName == "Espagne")
        // An answer for another text is not this search's.
        #expect(await client.countries(matching: "xyz").map(\.code) == [])
        service.answer("/v1/countries", #"{"q": "ES", "countries": [\#(spain)]}"#)
        let before = service.requests.count
        #expect(await client.countries(["ES", "ZZ", "es", "../x", "ESP"]).map(\.code) == ["ES"])
        // Only the two well-formed codes were asked about.
        #expect(service.requests.count - before == 2)
        service.offline = true
        let offline = try Self.client(service, cache: cache)
        #expect(await offline.countries(["ES"]).map(\.code) == ["ES"])
        #expect(await offline.countries(matching: "esp").map(\.code) == ["ES"])
        #expect(await offline.countries(matching: "fr").map(\.code) == [])
    }

    @Test(
        "the widget's timeline: configure me, the service's entries from now on, the cached one offline, or unavailable"
    )
    func widgetTimeline() async throws {
        let service = Service()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let stamp = { (offset: Double) in ISO8601DateFormatter().string(from: now.addingTimeInterval(offset)) }
        service.answer(
            "/v1/timeline",
            #"{"policy": "atEnd", "entries": [{"date": "\#(stamp(-7200))", "kind": "noDeals", "message": "old"}, {"date": "\#(stamp(-3600))", "kind": "noDeals", "message": "current"}, {"date": "\#(stamp(3600))", "kind": "placeholder"}]}"#
        )
        let document = ConfigurationDocument(schema: "w", version: 1, values: ["a": .string("LHR")])
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let client = try Self.client(service, cache: cache)
        #expect(await client.widgetTimeline(for: document, isComplete: false, at: now) == .configureMe(at: now))
        let online = await client.widgetTimeline(for: document, isComplete: true, at: now)
        #expect(online.moments.map(\.content) == [.message("current"), .configureMe])
        #expect(online.refresh == .atEnd)
        service.offline = true
        let cached = await (try Self.client(service, cache: cache)).widgetTimeline(
            for: document, isComplete: true, at: now)
        #expect(cached == online)
        let unavailable = await (try Self.client(service)).widgetTimeline(for: document, isComplete: true, at: now)
        #expect(unavailable.moments.map(\.content) == [.unavailable])
        #expect(unavailable.refreshDate == now.addingTimeInterval(IntentctlWidgetTimeline.retryInterval))
    }

    @Test("a cache file larger than the limit, or not JSON, is ignored rather than read")
    func hostileCache() async throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = cache.appendingPathComponent("intentctl-cache.json")
        for bytes in [Data(repeating: 0x20, count: IntentctlClient.maximumCacheSize + 1), Data("{not json".utf8)] {
            try bytes.write(to: file)
            let service = Service()
            service.offline = true
            #expect(await (try Self.client(service, cache: cache)).places(["LHR"]).isEmpty)
        }
    }

    @Test("a document encodes as the service reads it: each value as its JSON type")
    func document() throws {
        let document = ConfigurationDocument(
            schema: "w", version: 2, values: ["a": .string("x"), "b": .integer(3), "c": .boolean(true)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(document), as: UTF8.self)
        #expect(text == #"{"schema":"w","values":{"a":"x","b":3,"c":true},"version":2}"#)
    }
}
