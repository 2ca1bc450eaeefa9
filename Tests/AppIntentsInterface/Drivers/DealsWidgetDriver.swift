// Runs the App Intents code generated for schemas/deals-widget.json on Linux, against the stand-in
// modules and a running `intentctl serve`, and prints what it got as one JSON object per line for
// AppIntentsBehaviourTests to check. Not a package target: the test compiles it with the
// generated files.
//
// Usage: driver online|offline|slow BASE_URL CACHE_FOLDER

import AppIntents
import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let arguments = CommandLine.arguments
guard arguments.count == 4, let baseURL = URL(string: arguments[2]) else {
    FileHandle.standardError.write(Data("usage: driver online|offline|slow BASE_URL CACHE_FOLDER\n".utf8))
    exit(64)
}
let cacheFolder = URL(fileURLWithPath: arguments[3], isDirectory: true)

/// Prints one result line.
func report(_ step: String, _ fields: [String: Any]) {
    var object = fields
    object["step"] = step
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    print(String(decoding: data, as: UTF8.self))
}

func sections(_ collection: IntentItemCollection<Location>) -> [[String: Any]] {
    collection.sections.map { section in
        ["key": section.title?.key ?? "", "ids": section.items.map(\.value.id)]
    }
}

let configuration = IntentctlClient.Configuration(baseURL: baseURL, cacheFolder: cacheFolder, languageTag: "en")
let client = IntentctlClient(configuration: configuration)
let query = LocationQuery(client: client)

switch arguments[1] {
case "online", "offline":
    let matching = try await query.entities(matching: "lond")
    report("matching", ["ids": matching.sections.flatMap(\.items).map(\.value.id)])
    let resolved = try await query.entities(for: ["LHR", "ZZZ"])
    report(
        "resolved",
        [
            "ids": resolved.map(\.id),
            "titles": resolved.map { $0.displayRepresentation.title.defaultValue },
            "subtitles": resolved.map { $0.displayRepresentation.subtitle?.defaultValue ?? "" },
        ])
    let suggested = try await query.suggestedEntities()
    report("suggested", ["sections": sections(suggested)])

    let intent = DealsWidgetConfigurationIntent()
    report(
        "configureMe",
        ["kinds": await describe(DealsWidgetTimelineProvider(client: client).timeline(for: intent, at: Date()))])
    intent.location = resolved.first
    intent.travellers = .two
    intent.dates = .nextWeekend
    let timeline = await DealsWidgetTimelineProvider(client: client).timeline(for: intent, at: Date())
    report("timeline", ["kinds": describe(timeline), "policy": timeline.policy._kind, "deals": dealIDs(timeline)])

    var summaries: [String: Any] = [:]
    for dates in Dates.allCases {
        intent.dates = dates
        let shown = DealsWidgetConfigurationIntent.parameterSummary._shown(for: intent)
        summaries[dates.rawValue] = ["key": shown.key ?? "", "listed": shown.parameters.count]
    }
    report("summaries", summaries)

    var windows: [String] = []
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let start = Date(timeIntervalSince1970: 1_795_132_800)  // 2026-11-20, a Friday
    for day in 0..<14 {
        let date = start.addingTimeInterval(Double(day) * 86_400)
        for rule in [DateWindowRule.nextWeekend, .nextMonth, .anytime] {
            let window = rule.window(on: date, in: calendar)
            windows.append(
                "\(rule.rawValue) \(stamp(date, calendar)) \(window.map { stamp($0.start, calendar) + " " + stamp($0.end, calendar) } ?? "-")"
            )
        }
    }
    report("windows", ["lines": windows])
case "slow":
    // An answer to "lo" that arrives after "lond" was asked must be dropped.
    var slow = configuration
    let transport = configuration.transport
    slow.transport = { request in
        if request.url?.query?.contains("q=lo&") == true { try await Task.sleep(nanoseconds: 600_000_000) }
        return try await transport(request)
    }
    let slowClient = IntentctlClient(configuration: slow)
    let older = Task { try await slowClient.suggest("lo").map(\.code) }
    try await Task.sleep(nanoseconds: 100_000_000)
    let newer = try await slowClient.suggest("lond").map(\.code)
    var olderOutcome = "answered"
    do { _ = try await older.value } catch is CancellationError { olderOutcome = "dropped" }
    report("slow", ["older": olderOutcome, "newer": newer])
default:
    exit(64)
}

func describe(_ timeline: Timeline<DealsWidgetEntry>) -> [String] {
    timeline.entries.map { entry in
        switch entry.content {
        case .configureMe: "configureMe"
        case .deal: "deal"
        case .message: "message"
        case .unavailable: "unavailable"
        }
    }
}

func dealIDs(_ timeline: Timeline<DealsWidgetEntry>) -> [String] {
    timeline.entries.compactMap { entry in
        if case .deal(let deal) = entry.content { return deal.deal?.id }
        return nil
    }
}

func stamp(_ date: Date, _ calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
}
