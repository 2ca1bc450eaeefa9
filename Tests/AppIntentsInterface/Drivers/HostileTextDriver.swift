// Reads back every text of the code generated for the hostile schema of AppIntentsHostileTests, from
// the compiled and running code, and prints them as one JSON object: if any text had become code, it
// would print something else (or fail to compile). Not a package target: the test compiles it with the
// generated files.

import AppIntents
import Foundation

let intent = HostileConfigurationIntent()
var texts: [String: String] = [:]
texts["title"] = HostileConfigurationIntent.title.defaultValue
texts["description"] = HostileConfigurationIntent.description?.descriptionText.defaultValue
texts["placeholder"] = HostileEntry.configureMeMessage.defaultValue
texts["mode.title"] = intent.$mode._title.defaultValue
texts["mode.description"] = intent.$mode._description?.defaultValue
texts["mode.prompt"] = intent.$mode._requestValueDialog?._full.defaultValue
texts["mode.type"] = Mode.typeDisplayRepresentation.name.defaultValue
for mode in Mode.allCases {
    texts["mode.cases.\(mode.rawValue)"] = Mode.caseDisplayRepresentations[mode]?.title.defaultValue
}
texts["place.title"] = intent.$place._title.defaultValue
texts["place.description"] = intent.$place._description?.defaultValue
texts["flag.title"] = intent.$flag._title.defaultValue
for mode in Mode.allCases {
    intent.mode = mode
    texts["summary.\(mode.rawValue)"] = HostileConfigurationIntent.parameterSummary._shown(for: intent).key
}
for (index, recommendation) in HostileTimelineProvider().recommendations().enumerated() {
    texts["recommendation.\(index).title"] = recommendation._description.defaultValue
    texts["recommendation.\(index).place"] = recommendation._intent.place?.id
}
let data = try JSONSerialization.data(withJSONObject: texts, options: [.sortedKeys])
print(String(decoding: data, as: UTF8.self))
