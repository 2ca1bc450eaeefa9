// Runs the App Intents code generated for examples/multi-origin.json on Linux, against the stand-in
// modules and a running `intentctl serve`: the country picker, and the airport picker narrowed by the
// country the intent being configured holds. Prints one JSON object per line for AppIntentsBehaviourTests.
// Not a package target: the test compiles it with the generated files.
//
// Usage: driver online|offline BASE_URL CACHE_FOLDER

import AppIntents
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

let arguments = CommandLine.arguments
guard arguments.count == 4, let baseURL = URL(string: arguments[2]), ["online", "offline"].contains(arguments[1])
else {
    FileHandle.standardError.write(Data("usage: driver online|offline BASE_URL CACHE_FOLDER\n".utf8))
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

/// The ids a collection holds, section by section.
func ids<Entity: AppEntity>(_ collection: IntentItemCollection<Entity>) -> [[String]] {
    collection.sections.map { section in section.items.map { "\($0.value.id)" } }
}

let configuration = IntentctlClient.Configuration(baseURL: baseURL, cacheFolder: cacheFolder, languageTag: "en")
let client = IntentctlClient(configuration: configuration)
let countries = CountryQuery(client: client)
let origins = OriginsQuery(client: client)

// The country picker: a name, a code that is another's (UK is GB), lookups, and the suggestions.
report("countryMatching", ["ids": ids(try await countries.entities(matching: "spain"))])
report("countryAlias", ["ids": ids(try await countries.entities(matching: "UK"))])
let found = try await countries.entities(for: ["ES", "ZZ", "es", "../x"])
report(
    "countryResolved",
    [
        "ids": found.map(\.id), "titles": found.map { $0.displayRepresentation.title.defaultValue },
        "subtitles": found.map { $0.displayRepresentation.subtitle?.defaultValue ?? "" },
    ])
report("countrySuggested", ["ids": ids(try await countries.suggestedEntities())])

// The airport picker outside a configuration, and in one that has no country yet: not narrowed.
report("unscoped", ["ids": ids(try await origins.entities(matching: "san"))])
let intent = MultiOriginConfigurationIntent()
report(
    "noCountry",
    [
        "ids": ids(
            try await _ConfiguringIntent.$current.withValue(intent) { try await origins.entities(matching: "san") })
    ]
)

// Once the intent holds Spain: the search and the sections keep to it.
intent.country = found.first
let scoped = try await _ConfiguringIntent.$current.withValue(intent) {
    (
        matching: try await origins.entities(matching: "san"),
        suggested: try await origins.suggestedEntities()
    )
}
report("scoped", ["ids": ids(scoped.matching), "suggested": ids(scoped.suggested)])

// Several values reach the configuration document as a list.
intent.origins = try await origins.entities(for: ["MAD", "BCN"])
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
report(
    "document",
    ["json": String(decoding: try encoder.encode(intent.configurationDocument), as: UTF8.self)])
