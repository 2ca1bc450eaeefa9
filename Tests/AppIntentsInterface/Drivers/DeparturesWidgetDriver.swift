// Runs the App Intents code generated for examples/departures-widget.json, whose stations the app
// gives itself: this file is the app's side, written as docs/ios-widget.md tells an app to write it
// (one type, StationsOptions, conforming to the generated StationsOptionSource). It prints what the
// generated query and timeline provider give, as one JSON object, for AppIntentsBehaviourTests. Not a
// package target: the test compiles it with the generated files.

import AppIntents
import Foundation
import WidgetKit

/// The app's stations.
struct StationsOptions: StationsOptionSource {
    static let all = [
        IntentctlOption(id: "8503000", title: "Zürich HB", subtitle: "Zürich"),
        IntentctlOption(id: "8507000", title: "Bern", subtitle: nil),
        IntentctlOption(id: "8500010", title: "Basel SBB", subtitle: "Basel"),
    ]

    func options(matching text: String) async throws -> [IntentctlOption] {
        Self.all.filter { $0.title.lowercased().contains(text.lowercased()) }
    }

    func options(for ids: [String]) async throws -> [IntentctlOption] {
        ids.compactMap { id in Self.all.first { $0.id == id } }
    }

    func suggestedSections() async throws -> [IntentctlOptionSection] {
        [IntentctlOptionSection(title: "Favourites", options: Self.all)]
    }
}

let query = StationQuery()
var report: [String: Any] = [:]
report["matching"] = try await query.entities(matching: "zür").items.map(\.id)
report["short"] = try await query.entities(matching: "z").sections.map { $0.items.map(\.value.id) }
let found = try await query.entities(for: ["8507000", "0000000", "8503000"])
report["found"] = found.map(\.id)
report["titles"] = found.map { $0.displayRepresentation.title.defaultValue }
report["subtitles"] = found.map { $0.displayRepresentation.subtitle?.defaultValue ?? "-" }
let suggested = try await query.suggestedEntities()
report["suggested"] = suggested.sections.map { ($0.title?.defaultValue ?? "") + ":" + String($0.items.count) }
let intent = DeparturesWidgetConfigurationIntent()
let empty = await DeparturesWidgetTimelineProvider().timeline(for: intent, at: Date())
report["unconfigured"] = empty.entries.map { $0.content == .configureMe ? "configureMe" : "other" }
report["unconfiguredPolicy"] = empty.policy._kind
intent.station = found.first
intent.count = 5
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
report["document"] = String(decoding: try encoder.encode(intent.configurationDocument), as: UTF8.self)
print(String(decoding: try JSONSerialization.data(withJSONObject: report, options: [.sortedKeys]), as: UTF8.self))
