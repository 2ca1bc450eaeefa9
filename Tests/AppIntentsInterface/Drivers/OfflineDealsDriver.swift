// Runs the App Intents code generated for a schema whose places come from the device ("source": "device",
// examples/WidgetPackage/Sources/OfflineDealsWidget) on Linux, against the stand-in modules and an index file,
// with no service, and prints what the generated query answered as one JSON object per line for
// AppIntentsBehaviourTests to check. Not a package target: the test compiles it with the generated files and the
// package's Suggester library.
//
// Usage: driver search INDEX CACHE_FOLDER < keystrokes   (one "LANGUAGE<TAB>TEXT" a line)
//        driver picker INDEX CACHE_FOLDER
//        driver broken INDEX|- CACHE_FOLDER

import AppIntents
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: driver search|picker|broken INDEX CACHE_FOLDER\n".utf8))
    exit(64)
}
let indexPath = arguments[2] == "-" ? nil : arguments[2]
let cacheFolder = URL(fileURLWithPath: arguments[3], isDirectory: true)

/// Prints one result line.
func report(_ step: String, _ fields: [String: Any]) {
    var object = fields
    object["step"] = step
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    print(String(decoding: data, as: UTF8.self))
}

/// The generated query over the index, in a language, its reasons logged to standard error.
func query(language: String) -> LocationQuery {
    let configuration = IntentctlDeviceIndex.Configuration(
        indexPath: indexPath, cacheFolder: cacheFolder, languageTag: language,
        log: { FileHandle.standardError.write(Data("logged: \($0)\n".utf8)) })
    return LocationQuery(index: IntentctlDeviceIndex(configuration: configuration))
}

func ids(_ collection: IntentItemCollection<Location>) -> [String] {
    collection.sections.flatMap(\.items).map(\.value.id)
}

switch arguments[1] {
case "search":
    var queries: [String: LocationQuery] = [:]
    while let line = readLine(strippingNewline: true) {
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { continue }
        let language = String(parts[0])
        let picker = queries[language] ?? query(language: language)
        queries[language] = picker
        let found = try await picker.entities(matching: String(parts[1]))
        report("search", ["language": language, "text": String(parts[1]), "ids": ids(found)])
    }
case "picker":
    let picker = query(language: "de")
    let resolved = try await picker.entities(for: ["MUC", "ZZZ", "LON"])
    report(
        "resolved",
        [
            "ids": resolved.map(\.id),
            "titles": resolved.map { $0.displayRepresentation.title.defaultValue },
            "subtitles": resolved.map { $0.displayRepresentation.subtitle?.defaultValue ?? "" },
        ])
    // Another launch of the extension: Recent is what the configurations held.
    let relaunched = query(language: "de")
    let suggested = try await relaunched.suggestedEntities()
    report(
        "suggested",
        [
            "sections": suggested.sections.map { section in
                ["key": section.title?.key ?? "", "ids": section.items.map(\.value.id)]
            }
        ])
    let empty = try await relaunched.entities(matching: "")
    report("empty", ["ids": ids(empty)])
case "broken":
    let picker = query(language: "en")
    report(
        "broken",
        [
            "matching": ids(try await picker.entities(matching: "lon")),
            "resolved": try await picker.entities(for: ["LHR"]).map(\.id),
            "suggested": ids(try await picker.suggestedEntities()),
        ])
default:
    FileHandle.standardError.write(Data("unknown mode \(arguments[1])\n".utf8))
    exit(64)
}
