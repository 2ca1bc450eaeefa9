import Foundation
import Suggester

/// The places of an airport index that ships in the app, answered on the device with no network: search,
/// lookup by code and the sections before typing, as `GET /v1/suggest` and `GET /v1/places/{code}` answer them
/// for the same text, language, scope and limit. The generated queries of parameters whose options come from the
/// device (`"source": "device"`) use it in place of ``IntentctlClient``.
///
/// - The index (`intentctl data build` makes one) is opened at the first question, not before: memory-mapped,
///   and checked as it opens. A file that is missing, damaged or not an index gives empty answers and one logged
///   reason (``problem``), never a crash.
/// - Recent is what the widget's configurations hold: the codes App Intents resolves with `places(_:)`, the
///   latest first, kept in `cacheFolder` and read again before each change, as the app may write it too.
actor IntentctlDeviceIndex {
    /// Where the index and the recent codes are, and how answers are shaped.
    struct Configuration: Sendable {
        /// The index file; nil when the bundle has none.
        var indexPath: String?
        /// The folder of the recent codes: the App Group container, to share them with the app. Nil keeps none.
        var cacheFolder: URL?
        /// The device's language, for the names of cities and countries; English names when it is not a language
        /// tag.
        var languageTag = Locale.preferredLanguages.first ?? "en"
        /// How many places a search or a section holds.
        var limit = 8
        /// Where the device is, when known, for the "Nearby" section when no place of the configuration gives
        /// one.
        var coordinate: @Sendable () async -> (latitude: Double, longitude: Double)? = { nil }
        /// Where the reasons the index cannot answer go: the system log by default.
        var log: @Sendable (String) -> Void = { Foundation.NSLog($0.replacingOccurrences(of: "%", with: "%%")) }

        /// The index in the extension's bundle, `airports.index` unless the extension's Info.plist names another
        /// resource with `IntentctlIndexName` (without `.index`), with the recent codes where ``IntentctlClient``
        /// keeps its cache.
        static var standard: Configuration {
            let name = Bundle.main.infoDictionary?["IntentctlIndexName"] as? String ?? "airports"
            return Configuration(
                indexPath: Bundle.main.path(forResource: name, ofType: "index"),
                cacheFolder: IntentctlClient.Configuration.standard.cacheFolder)
        }
    }

    /// The index the generated queries use.
    static let shared = IntentctlDeviceIndex(configuration: .standard)
    /// The most recent codes kept.
    static let recentLimit = 10
    /// The largest file of recent codes read.
    static let maximumRecentFileSize = 4_096
    /// The longest text searched, in Unicode scalars, as the service bounds `q`.
    static let maximumQueryLength = 200

    nonisolated let configuration: Configuration
    /// The index and its searcher once opened, or why it cannot be; nil until the first question.
    private var opened: Result<(index: Suggester.AirportIndex, searcher: Suggester.AirportSearcher), Unreadable>?
    /// The configuration's language, or nil (English names) when its tag is not one.
    private let language: String?

    /// Why an index cannot answer.
    private struct Unreadable: Error {
        var reason: String
    }

    /// An index at the configuration's path, opened at the first question.
    init(configuration: Configuration) {
        self.configuration = configuration
        language = Suggester.SuggestionQuery.language(ofLocale: configuration.languageTag)
    }

    /// Why the index cannot answer, or nil when it can; opens it if no question has yet.
    var problem: String? {
        if case .failure(let unreadable) = open() { return unreadable.reason }
        return nil
    }

    // MARK: - Queries

    /// The places for what the person types, best first, as `GET /v1/suggest` orders them: with `country` (an
    /// ISO 3166 code), only that country's; with `near` (a place's code), the nearest first among equals.
    /// Complexity: one search of the index, microseconds. Throws `CancellationError` when the task is cancelled.
    func suggest(_ text: String, country: String? = nil, near: String? = nil) async throws -> [IntentctlPlace] {
        try Task.checkCancellation()
        guard case .success(let opened) = open(), text.unicodeScalars.count <= Self.maximumQueryLength,
            let query = query(text, country: country, near: near, in: opened.index, orElse: nil)
        else { return [] }
        return opened.searcher.suggestions(for: query).map(Self.place)
    }

    /// The places with these codes, in order, leaving out codes the index does not hold. With `recordingPicks`,
    /// they become the recent ones.
    func places(_ codes: [String], recordingPicks: Bool = true) -> [IntentctlPlace] {
        guard case .success(let opened) = open() else { return [] }
        let found = codes.filter(Self.isCode).compactMap {
            opened.index.suggestion(forCode: $0, language: language).map(Self.place)
        }
        if recordingPicks, !found.isEmpty { record(found.map(\.code)) }
        return found
    }

    /// The suggestions before anything is typed: "Recent" (the places configurations hold), then "Nearby" (from
    /// the place `near` names, or else the device's location when known) and "Popular", without the places
    /// already shown; with `country`, each keeps to that country.
    func sections(country: String? = nil, near: String? = nil) async -> [IntentctlSection] {
        guard case .success(let opened) = open() else { return [] }
        let scoped = near.flatMap { opened.index.suggestion(forCode: $0) }
        let here = scoped == nil ? await configuration.coordinate() : nil
        guard let query = query("", country: country, near: near, in: opened.index, orElse: here) else { return [] }
        let sections = opened.index.suggestedSections(
            recent: Self.loadRecent(from: configuration.cacheFolder), for: query)
        return [
            ("recent", "Recent", sections.recent), ("nearby", "Nearby", sections.nearby),
            ("popular", "Popular", sections.popular),
        ]
        .filter { !$0.2.isEmpty }
        .map { IntentctlSection(id: $0.0, title: $0.1, suggestions: $0.2.map(Self.place)) }
    }

    // MARK: - The index

    /// The index, opened and checked at the first call; the reason it cannot be, logged once.
    private func open() -> Result<(index: Suggester.AirportIndex, searcher: Suggester.AirportSearcher), Unreadable> {
        if let opened { return opened }
        var result: Result<(index: Suggester.AirportIndex, searcher: Suggester.AirportSearcher), Unreadable>
        if let path = configuration.indexPath {
            do throws(Suggester.SuggesterError) {
                let index = try Suggester.AirportIndex(contentsOfFile: path)
                result = .success((index, index.makeSearcher()))
            } catch {
                result = .failure(Unreadable(reason: "the airport index \(path) cannot be read: \(error.description)"))
            }
        } else {
            result = .failure(
                Unreadable(
                    reason:
                        "the bundle holds no airport index: add the file `intentctl data build` writes to the widget extension"
                ))
        }
        if case .failure(let unreadable) = result { configuration.log(unreadable.reason) }
        if language == nil {
            configuration.log("the language tag \(configuration.languageTag) is not one: names are in English")
        }
        opened = result
        return result
    }

    /// The query the service builds for the same options: the configuration's limit and language; the country;
    /// the point of the place `near` names, or else `point`. Nil when the index does not know the country, as the
    /// service refuses it.
    private func query(
        _ text: String, country: String?, near: String?, in index: Suggester.AirportIndex,
        orElse point: (latitude: Double, longitude: Double)?
    ) -> Suggester.SuggestionQuery? {
        guard
            var query = try? Suggester.SuggestionQuery(
                text: text, limit: String(configuration.limit), country: country, kind: nil, near: nil,
                locale: language),
            (try? index.checkCountry(of: query)) != nil
        else { return nil }
        if let near, let place = index.suggestion(forCode: near) {
            query.near = (place.latitude, place.longitude)
        } else {
            query.near = point
        }
        return query
    }

    /// A suggestion as the service's JSON gives it to ``IntentctlClient``.
    private static func place(_ suggestion: Suggester.Suggestion) -> IntentctlPlace {
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

    /// Puts codes first among the recent ones, as the file holds them now; writes the file only when that
    /// changes them.
    private func record(_ codes: [String]) {
        let before = Self.loadRecent(from: configuration.cacheFolder)
        var seen: Set<String> = []
        let after = Array((codes + before).filter { seen.insert($0).inserted }.prefix(Self.recentLimit))
        guard after != before, let folder = configuration.cacheFolder, let data = try? JSONEncoder().encode(after)
        else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: Self.recentFile(in: folder), options: .atomic)
    }

    /// The file of the recent codes, a JSON array.
    private static func recentFile(in folder: URL) -> URL {
        folder.appendingPathComponent("intentctl-device-recent.json")
    }

    /// The recent codes the folder holds: none unless the file is a regular file of at most
    /// ``maximumRecentFileSize`` bytes holding an array of strings; codes only, each once, at most
    /// ``recentLimit``.
    private static func loadRecent(from folder: URL?) -> [String] {
        guard let folder else { return [] }
        let file = recentFile(in: folder).resolvingSymlinksInPath()
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size] as? Int, size <= maximumRecentFileSize,
            let handle = try? FileHandle(forReadingFrom: file)
        else { return [] }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumRecentFileSize + 1), data.count <= maximumRecentFileSize,
            let codes = try? JSONDecoder().decode([String].self, from: data)
        else { return [] }
        var seen: Set<String> = []
        return Array(codes.filter { isCode($0) && seen.insert($0).inserted }.prefix(recentLimit))
    }
}
