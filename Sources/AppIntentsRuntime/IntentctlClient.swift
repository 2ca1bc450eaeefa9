import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client of the intentctl service for the widget's entity queries and timeline provider.
///
/// - Each request has a timeout and sends `Accept-Language` with the device's language.
/// - A search answer whose echoed `q` is not the text asked for is dropped, and so is the answer to a search
///   that a newer search replaced while it was under way (it throws `CancellationError`).
/// - The last good answers (the suggestions before typing, the places resolved, the timelines) and the places
///   this device picked are kept in `cacheFolder`. A request that fails falls back to them, so that the picker
///   is never blank offline; with nothing to fall back to, the answer is empty rather than an error.
actor IntentctlClient {
    /// Where the service is, and how requests reach it.
    struct Configuration: Sendable {
        /// The service, such as `https://deals.example.com`.
        var baseURL: URL
        /// The folder of the cache: the App Group container, to share it with the app. Nil keeps nothing.
        var cacheFolder: URL?
        /// How long a request may take, in seconds.
        var timeout: TimeInterval = 5
        /// The device's language, sent as `Accept-Language` and `locale=`.
        var languageTag = Locale.preferredLanguages.first ?? "en"
        /// How many places a search or a section holds.
        var limit = 8
        /// Where the device is, when known, for the "Nearby" section.
        var coordinate: @Sendable () async -> (latitude: Double, longitude: Double)? = { nil }
        /// Sends a request: `URLSession` by default.
        var transport: @Sendable (URLRequest) async throws -> (Data, URLResponse) = IntentctlClient.send

        /// The service at `IntentctlServiceURL` in the extension's Info.plist, or else the one the code was
        /// generated for, with the cache in the App Group `IntentctlAppGroup` names, or else in the caches
        /// folder.
        static var standard: Configuration {
            let info = Bundle.main.infoDictionary ?? [:]
            let service = info["IntentctlServiceURL"] as? String ?? IntentctlService.baseURL
            var folder = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?
                .appendingPathComponent(IntentctlService.module, isDirectory: true)
            #if canImport(Darwin)
                if let group = info["IntentctlAppGroup"] as? String,
                    let container = FileManager.default.containerURL(
                        forSecurityApplicationGroupIdentifier: group)
                {
                    folder = container.appendingPathComponent("Library/Caches/intentctl", isDirectory: true)
                }
            #endif
            return Configuration(baseURL: URL(string: service) ?? URL(fileURLWithPath: "/"), cacheFolder: folder)
        }
    }

    /// What the cache folder holds, in one file.
    struct CacheContents: Codable, Sendable {
        /// Places resolved by code, the most recently used first.
        var places: [IntentctlPlace] = []
        /// The codes this device picked, the latest first.
        var recent: [String] = []
        /// The last suggestions before typing, by language and scope.
        var sections: [String: [IntentctlSection]] = [:]
        /// The last timeline of each configuration, by its document.
        var timelines: [String: IntentctlTimeline] = [:]
        /// Countries the service gave, the most recently given first; nil in a cache of an older version.
        var countries: [IntentctlCountry]?
    }

    /// The client the generated queries and timeline provider use.
    static let shared = IntentctlClient(configuration: .standard)
    /// The most places, recent picks, scopes' sections, timelines and countries the cache keeps.
    static let cacheLimits = (places: 200, recent: 10, sections: 8, timelines: 8, countries: 250)
    /// The largest cache file read.
    static let maximumCacheSize = 4 << 20

    let configuration: Configuration
    private var latestSearch = 0
    var cache: CacheContents

    /// A client, with the cache its folder holds.
    init(configuration: Configuration) {
        self.configuration = configuration
        cache = Self.loadCache(from: configuration.cacheFolder)
    }

    // MARK: - Queries

    /// The places for what the person types, best first, as `GET /v1/suggest` orders them: with `country` (an
    /// ISO 3166 code), only that country's; with `near` (a place's code), the nearest first among equals.
    /// Offline, the cached places of the country whose code, name or city starts or holds the text.
    func suggest(_ text: String, country: String? = nil, near: String? = nil) async throws -> [IntentctlPlace] {
        latestSearch += 1
        let search = latestSearch
        let scope = await scopeQuery(country: country, near: near)
        let answer: SuggestAnswer? = await fetch(
            IntentctlService.suggestPath,
            query: [("q", text), ("limit", String(configuration.limit)), ("locale", configuration.languageTag)]
                + scope)
        guard search == latestSearch else { throw CancellationError() }
        guard let answer, answer.q == text else { return cachedPlaces(matching: text, country: country) }
        return answer.suggestions
    }

    /// The places with these codes, in order, leaving out codes the service no longer knows. A code it cannot
    /// be asked about is answered from the cache. With `recordingPicks`, they become the recent picks.
    func places(_ codes: [String], recordingPicks: Bool = true) async -> [IntentctlPlace] {
        var found: [IntentctlPlace] = []
        for code in codes {
            guard code.utf8.count == 3, code.utf8.allSatisfy({ (65...90).contains($0) }) else { continue }
            var request = request(
                IntentctlService.placePath.replacingOccurrences(of: "{code}", with: code),
                query: [("locale", configuration.languageTag)])
            request.httpMethod = "GET"
            switch await send(request, as: IntentctlPlace.self) {
            case .answer(let place): found.append(place)
            case .notFound: cache.places.removeAll { $0.code == code }
            case .failed: if let place = cache.places.first(where: { $0.code == code }) { found.append(place) }
            }
        }
        let codesFound = Set(found.map(\.code))
        let otherPlaces = cache.places.filter { !codesFound.contains($0.code) }
        cache.places = Array((found + otherPlaces).prefix(Self.cacheLimits.places))
        if recordingPicks {
            let otherPicks = cache.recent.filter { !codesFound.contains($0) }
            cache.recent = Array((found.map(\.code) + otherPicks).prefix(Self.cacheLimits.recent))
        }
        saveCache()
        return found
    }

    /// The suggestions before anything is typed: "Recent" (this device's picks), then the service's "Nearby"
    /// (from the place `near` names, or else the device's location when known) and "Popular", without the
    /// places already shown; with `country`, each keeps to that country. Offline, the last sections the service
    /// gave for the same scope.
    func sections(country: String? = nil, near: String? = nil) async -> [IntentctlSection] {
        let scope = await scopeQuery(country: country, near: near)
        var query =
            [
                ("q", ""), ("sections", "1"), ("limit", String(configuration.limit)),
                ("locale", configuration.languageTag),
            ] + scope
        if !scope.contains(where: { $0.0 == "near" }), let here = await configuration.coordinate() {
            query.append(("near", "\(here.latitude),\(here.longitude)"))
        }
        // The unscoped sections keep the key of earlier versions: the language alone.
        let key = ([configuration.languageTag] + scope.map { "\($0.0)=\($0.1)" }).joined(separator: "&")
        let answer: SectionsAnswer? = await fetch(IntentctlService.suggestPath, query: query)
        if let answer {
            if cache.sections[key] == nil, cache.sections.count >= Self.cacheLimits.sections {
                cache.sections.removeAll()
            }
            cache.sections[key] = answer.sections
            saveCache()
        }
        let recent = cache.recent.compactMap { code in cache.places.first { $0.code == code } }
            .filter { country == nil || $0.countryCode == country }
        var shown = Set(recent.map(\.code))
        var result: [IntentctlSection] = []
        if !recent.isEmpty { result.append(IntentctlSection(id: "recent", title: "Recent", suggestions: recent)) }
        for section in answer?.sections ?? cache.sections[key] ?? [] where section.id != "recent" {
            let places = section.suggestions.filter { shown.insert($0.code).inserted }
            if !places.isEmpty {
                result.append(IntentctlSection(id: section.id, title: section.title, suggestions: places))
            }
        }
        return result
    }

    /// The service's timeline of a configuration, or the last one it gave for it when it cannot be asked;
    /// nil when it never could.
    func timeline(for document: ConfigurationDocument) async -> IntentctlTimeline? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let body = try? encoder.encode(document) else { return nil }
        let key = String(decoding: body, as: UTF8.self)
        var request = request(IntentctlService.timelinePath, query: [("locale", configuration.languageTag)])
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        guard case .answer(let timeline) = await send(request, as: IntentctlTimeline.self) else {
            return cache.timelines[key]
        }
        if cache.timelines[key] == nil, cache.timelines.count >= Self.cacheLimits.timelines {
            cache.timelines.removeAll()
        }
        cache.timelines[key] = timeline
        saveCache()
        return timeline
    }

    // MARK: - Requests

    /// `GET /v1/suggest`'s answer.
    private struct SuggestAnswer: Decodable {
        var q: String
        var suggestions: [IntentctlPlace]
    }

    /// `GET /v1/suggest?sections=1`'s answer.
    private struct SectionsAnswer: Decodable {
        var sections: [IntentctlSection]
    }

    /// How a request ended.
    private enum Outcome<Answer> {
        case answer(Answer)
        case notFound
        case failed
    }

    /// Sends a request with `URLSession`.
    static func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try await URLSession.shared.data(for: request)
    }

    /// The query items of a scope: `country=`, and `near=` with the coordinates of the place `near` names, from
    /// the cache or else asked for (a place the service does not know narrows nothing).
    private func scopeQuery(country: String?, near: String?) async -> [(String, String)] {
        var items: [(String, String)] = []
        if let country { items.append(("country", country)) }
        if let near {
            var place = cache.places.first { $0.code == near }
            if place?.latitude == nil { place = await places([near], recordingPicks: false).first }
            if let latitude = place?.latitude, let longitude = place?.longitude {
                items.append(("near", "\(latitude),\(longitude)"))
            }
        }
        return items
    }

    private func request(_ path: String, query: [(String, String)]) -> URLRequest {
        var components = URLComponents(
            url: configuration.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        var request = URLRequest(
            url: components?.url ?? configuration.baseURL, timeoutInterval: configuration.timeout)
        request.setValue(configuration.languageTag, forHTTPHeaderField: "Accept-Language")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    func fetch<Answer: Decodable>(_ path: String, query: [(String, String)]) async -> Answer? {
        if case .answer(let answer) = await send(request(path, query: query), as: Answer.self) { return answer }
        return nil
    }

    private func send<Answer: Decodable>(_ request: URLRequest, as type: Answer.Type) async -> Outcome<Answer> {
        guard let (data, response) = try? await configuration.transport(request),
            let status = (response as? HTTPURLResponse)?.statusCode
        else { return .failed }
        if status == 404 { return .notFound }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard status == 200, let answer = try? decoder.decode(type, from: data) else { return .failed }
        return .answer(answer)
    }

    // MARK: - Cache

    /// The cached places whose code starts with the text, or whose name or city holds it, recent picks first;
    /// with `country`, only that country's.
    private func cachedPlaces(matching text: String, country: String?) -> [IntentctlPlace] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let recent = cache.recent.compactMap { code in cache.places.first { $0.code == code } }
        let known = recent + cache.places + cache.sections.values.joined().flatMap(\.suggestions)
        var seen: Set<String> = []
        return known.filter { place in
            guard seen.insert(place.code).inserted, country == nil || place.countryCode == country else {
                return false
            }
            if folded.isEmpty { return true }
            let names = [place.name, place.city, place.cityName].map {
                $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            }
            return place.code.lowercased().hasPrefix(folded) || names.contains { $0.contains(folded) }
        }
        .prefix(configuration.limit).map { $0 }
    }

    private static func loadCache(from folder: URL?) -> CacheContents {
        guard let file = folder?.appendingPathComponent("intentctl-cache.json"),
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int,
            size <= maximumCacheSize,
            let data = try? Data(contentsOf: file)
        else { return CacheContents() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return (try? decoder.decode(CacheContents.self, from: data)) ?? CacheContents()
    }

    /// Writes the cache whole, atomically: a reader sees the old file or the new one.
    func saveCache() {
        guard let folder = configuration.cacheFolder else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(cache) else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: folder.appendingPathComponent("intentctl-cache.json"), options: .atomic)
    }
}
