import Foundation
import Suggester

/// The places of an airport index that ships in the app, answered on the device with no network: search,
/// lookup by code and the sections before typing, as `GET /v1/suggest` and `GET /v1/places/{code}` answer them
/// for the same text, language, scope and limit. The generated queries of parameters whose options come from the
/// device (`"source": "device"`) use it in place of ``IntentctlClient``.
///
/// - The index (`intentctl data build` makes one) is opened once, memory-mapped, and checked as it opens. A file
///   that is missing, damaged or not an index gives empty answers and one logged reason (``problem``), never a
///   crash.
/// - Recent is what the widget's configurations hold: the codes App Intents resolves with `places(_:)`, the
///   latest first, kept in `cacheFolder`.
actor IntentctlDeviceIndex {
    /// Where the index and the recent codes are, and how answers are shaped.
    struct Configuration: Sendable {
        /// The index file; nil when the bundle has none.
        var indexPath: String?
        /// The folder of the recent codes: the App Group container, to share them with the app. Nil keeps none.
        var cacheFolder: URL?
        /// The device's language, for the names of cities and countries.
        var languageTag = Locale.preferredLanguages.first ?? "en"
        /// How many places a search or a section holds.
        var limit = 8
        /// Where the device is, when known, for the "Nearby" section.
        var coordinate: @Sendable () async -> (latitude: Double, longitude: Double)? = { nil }
        /// Where the reason an index cannot be read goes: the system log by default.
        var log: @Sendable (String) -> Void = { NSLog($0.replacingOccurrences(of: "%", with: "%%")) }

        /// `airports.index` in the extension's bundle, with the recent codes where ``IntentctlClient`` keeps its
        /// cache.
        static var standard: Configuration {
            Configuration(
                indexPath: Bundle.main.path(forResource: "airports", ofType: "index"),
                cacheFolder: IntentctlClient.Configuration.standard.cacheFolder)
        }
    }

    /// The index the generated queries use.
    static let shared = IntentctlDeviceIndex(configuration: .standard)
    /// The most recent codes kept.
    static let recentLimit = 10
    /// The longest text searched, in Unicode scalars, as the service bounds `q`.
    static let maximumQueryLength = 200

    nonisolated let configuration: Configuration
    /// Why the index cannot answer, or nil when it can.
    nonisolated let problem: String?
    private let index: AirportIndex?
    private var searcher: AirportSearcher?
    private var recent: [String]

    /// The index at the configuration's path, checked; with the recent codes its folder holds.
    init(configuration: Configuration) {
        self.configuration = configuration
        var opened: AirportIndex?
        var problem: String?
        if let path = configuration.indexPath {
            do throws(SuggesterError) {
                opened = try AirportIndex(contentsOfFile: path)
            } catch {
                problem = "the airport index \(path) cannot be read: \(error.description)"
            }
        } else {
            problem =
                "the bundle holds no airports.index: add the file `intentctl data build` writes to the widget extension"
        }
        if let problem { configuration.log(problem) }
        self.problem = problem
        index = opened
        searcher = opened?.makeSearcher()
        recent = Self.loadRecent(from: configuration.cacheFolder)
    }

    // MARK: - Queries

    /// The places for what the person types, best first, as `GET /v1/suggest` orders them: with `country` (an
    /// ISO 3166 code), only that country's; with `near` (a place's code), the nearest first among equals.
    /// Complexity: one search of the index, microseconds. Throws `CancellationError` when the task is cancelled.
    func suggest(_ text: String, country: String? = nil, near: String? = nil) throws -> [IntentctlPlace] {
        try Task.checkCancellation()
        guard let searcher, text.unicodeScalars.count <= Self.maximumQueryLength,
            let query = query(text, country: country, near: nil, nearPlace: near)
        else { return [] }
        return searcher.suggestions(for: query).map(Self.place)
    }

    /// The places with these codes, in order, leaving out codes the index does not hold. With `recordingPicks`,
    /// they become the recent ones.
    func places(_ codes: [String], recordingPicks: Bool = true) -> [IntentctlPlace] {
        guard let index else { return [] }
        let language = SuggestionQuery.language(ofLocale: configuration.languageTag)
        let found = codes.filter(Self.isCode).compactMap {
            index.suggestion(forCode: $0, language: language).map(Self.place)
        }
        if recordingPicks, !found.isEmpty {
            let codesFound = Set(found.map(\.code))
            recent = Array((found.map(\.code) + recent.filter { !codesFound.contains($0) }).prefix(Self.recentLimit))
            saveRecent()
        }
        return found
    }

    /// The suggestions before anything is typed: "Recent" (the places configurations hold), then "Nearby" (from
    /// the place `near` names, or else the device's location when known) and "Popular", without the places
    /// already shown; with `country`, each keeps to that country.
    func sections(country: String? = nil, near: String? = nil) async -> [IntentctlSection] {
        guard let index else { return [] }
        let here = near == nil ? await configuration.coordinate() : nil
        guard let query = query("", country: country, near: here, nearPlace: near) else { return [] }
        let sections = index.suggestedSections(recent: recent, for: query)
        return [
            ("recent", "Recent", sections.recent), ("nearby", "Nearby", sections.nearby),
            ("popular", "Popular", sections.popular),
        ]
        .filter { !$0.2.isEmpty }
        .map { IntentctlSection(id: $0.0, title: $0.1, suggestions: $0.2.map(Self.place)) }
    }

    // MARK: - Shapes

    /// The query the service builds for the same options: the configuration's limit and language; the country
    /// when the index knows it; the point of the place `nearPlace` names, or else `near`. Nil when the country
    /// is not one the index knows, as the service refuses it.
    private func query(
        _ text: String, country: String?, near: (latitude: Double, longitude: Double)?, nearPlace: String?
    ) -> SuggestionQuery? {
        guard let index,
            var query = try? SuggestionQuery(
                text: text, limit: String(configuration.limit), country: country, kind: nil, near: nil,
                locale: configuration.languageTag)
        else { return nil }
        guard (try? index.checkCountry(of: query)) != nil else { return nil }
        if let nearPlace, let place = index.suggestion(forCode: nearPlace) {
            query.near = (place.latitude, place.longitude)
        } else {
            query.near = near
        }
        return query
    }

    /// A suggestion as the service's JSON gives it to ``IntentctlClient``.
    private static func place(_ suggestion: Suggestion) -> IntentctlPlace {
        IntentctlPlace(
            code: suggestion.code, kind: suggestion.kind.rawValue, name: suggestion.name, city: suggestion.city,
            country: suggestion.country, countryCode: suggestion.countryCode, latitude: suggestion.latitude,
            longitude: suggestion.longitude, localizedCity: suggestion.localizedCity,
            localizedCountry: suggestion.localizedCountry,
            airports: suggestion.airports?.map { IntentctlPlace.Airport(code: $0.code, name: $0.name) })
    }

    /// Whether a text is an IATA code: three capital letters, as the client asks the service for.
    private static func isCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.utf8.allSatisfy { (65...90).contains($0) }
    }

    // MARK: - Recent codes

    /// The file of the recent codes, a JSON array.
    private static func recentFile(in folder: URL?) -> URL? {
        folder?.appendingPathComponent("intentctl-device-recent.json")
    }

    private static func loadRecent(from folder: URL?) -> [String] {
        guard let file = recentFile(in: folder),
            let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int,
            size <= 4_096, let data = try? Data(contentsOf: file),
            let codes = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        return Array(codes.filter(isCode).prefix(recentLimit))
    }

    /// Writes the recent codes whole, atomically.
    private func saveRecent() {
        guard let folder = configuration.cacheFolder, let file = Self.recentFile(in: folder),
            let data = try? JSONEncoder().encode(recent)
        else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }
}
