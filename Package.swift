// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "intentctl",
    // Synchronization's Mutex and Atomic, which the server and the service use, need macOS 15 and iOS 18.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "IntentSchema", targets: ["IntentSchema"]),
        .library(name: "Suggester", targets: ["Suggester"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "AppIntentsGenerator", targets: ["AppIntentsGenerator"]),
        .library(name: "IntentctlKit", targets: ["IntentctlKit"]),
        .executable(name: "intentctl", targets: ["intentctl"]),
        // A widget target holding intentctl-schema.json gets its App Intents code at build time.
        .plugin(name: "IntentctlAppIntents", targets: ["IntentctlAppIntentsPlugin"]),
        // swift package generate-app-intents: the same code written into the target's folder, to check in.
        .plugin(name: "GenerateAppIntents", targets: ["GenerateAppIntentsCommand"]),
    ],
    targets: [
        .target(name: "PlainNumbers"),
        .target(name: "DocumentFormats", dependencies: ["PlainNumbers"]),
        .target(name: "IntentSchema", dependencies: ["DocumentFormats", "PlainNumbers"]),
        .target(name: "FileAccess", dependencies: ["IntentSchema", "DocumentFormats"]),
        .target(name: "ConfigurationStore", dependencies: ["FileAccess", "IntentSchema", "DocumentFormats"]),
        .target(name: "DealsTimeline", dependencies: ["IntentSchema", "DocumentFormats", "PlainNumbers"]),
        .target(name: "SiriKitInterop", dependencies: ["IntentSchema", "DocumentFormats"]),
        .target(name: "AirportSnapshot", exclude: ["airports.index"]),
        .target(name: "Suggester", dependencies: ["AirportSnapshot", "PlainNumbers"]),
        .target(name: "HTTPServer"),
        .target(name: "AppIntentsRuntime"),
        .target(name: "AppIntentsGenerator", dependencies: ["IntentSchema", "DocumentFormats"]),
        .target(
            name: "AppIntentsBuild",
            dependencies: ["IntentSchema", "DocumentFormats", "FileAccess", "AppIntentsGenerator"]),
        .target(
            name: "IntentctlKit",
            dependencies: [
                "DocumentFormats", "IntentSchema", "FileAccess", "ConfigurationStore", "DealsTimeline",
                "SiriKitInterop",
                "AppIntentsGenerator", "AppIntentsBuild", "Suggester", "HTTPServer", "PlainNumbers",
            ]),
        .executableTarget(name: "intentctl", dependencies: ["IntentctlKit"]),
        .executableTarget(name: "intentctl-app-intents", dependencies: ["AppIntentsBuild"]),
        .plugin(name: "IntentctlAppIntentsPlugin", capability: .buildTool(), dependencies: ["intentctl-app-intents"]),
        .plugin(
            name: "GenerateAppIntentsCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-app-intents",
                    description: "Write a target's App Intents code and string catalog from its intentctl-schema.json"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated App Intents code into GeneratedAppIntents/ in the target's folder"
                    )
                ]),
            dependencies: ["intentctl-app-intents"]),
        .executableTarget(
            name: "suggester-benchmark",
            dependencies: ["Suggester"],
            path: "Benchmarks/SuggesterBenchmark"
        ),
        .executableTarget(name: "load-generator", path: "Benchmarks/LoadGenerator"),
        .executableTarget(
            name: "intentctl-fuzz",
            dependencies: [
                "DocumentFormats", "IntentSchema", "DealsTimeline", "AppIntentsGenerator", "Suggester", "HTTPServer",
                "TestSupport",
            ],
            path: "Tests/Fuzz"
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "TestTiers", path: "Tests/TestTiers"),
        .testTarget(name: "PlainNumbersTests", dependencies: ["PlainNumbers"]),
        .testTarget(
            name: "IntentSchemaTests",
            dependencies: [
                "DocumentFormats", "IntentSchema", "FileAccess", "ConfigurationStore", "DealsTimeline",
                "SiriKitInterop",
                "TestSupport", "TestTiers",
            ]),
        .testTarget(name: "SuggesterTests", dependencies: ["Suggester", "TestSupport", "TestTiers"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport", "TestTiers"]),
        .testTarget(
            name: "AppIntentsGeneratorTests",
            dependencies: ["AppIntentsGenerator", "DocumentFormats", "IntentSchema", "TestSupport"]),
        .testTarget(name: "AppIntentsRuntimeTests", dependencies: ["AppIntentsRuntime"]),
        .testTarget(
            name: "AppIntentsBuildTests",
            dependencies: ["AppIntentsBuild", "AppIntentsGenerator", "IntentSchema", "TestSupport"]),
        .testTarget(
            name: "IntentctlTests",
            dependencies: [
                "IntentctlKit", "intentctl", "DocumentFormats", "IntentSchema", "DealsTimeline", "SiriKitInterop",
                "AppIntentsGenerator", "AppIntentsBuild", "Suggester", "HTTPServer", "TestSupport", "TestTiers",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// CI checks the search engine at full size on a release build (`.ci/run`). With INTENTCTL_ENGINE_ONLY=1
// the package is the engine and its tests alone, so that release build compiles those six targets
// rather than every module and test target (which took CI over 9 minutes).
if Context.environment["INTENTCTL_ENGINE_ONLY"] == "1" {
    let engine: Set = ["PlainNumbers", "AirportSnapshot", "Suggester", "TestSupport", "TestTiers", "SuggesterTests"]
    package.targets.removeAll { !engine.contains($0.name) }
    package.products.removeAll()
}
