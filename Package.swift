// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "intentctl",
    // Synchronization's Mutex and Atomic, which the server and the service use, need macOS 15 and iOS 18.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DocumentFormats", targets: ["DocumentFormats"]),
        .library(name: "IntentSchema", targets: ["IntentSchema"]),
        .library(name: "FileAccess", targets: ["FileAccess"]),
        .library(name: "ConfigurationStore", targets: ["ConfigurationStore"]),
        .library(name: "DealsTimeline", targets: ["DealsTimeline"]),
        .library(name: "SiriKitInterop", targets: ["SiriKitInterop"]),
        .library(name: "Suggester", targets: ["Suggester"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "ServiceContract", targets: ["ServiceContract"]),
        .library(name: "AppIntentsGenerator", targets: ["AppIntentsGenerator"]),
        .library(name: "IntentctlService", targets: ["IntentctlService"]),
        .library(name: "IntentctlKit", targets: ["IntentctlKit"]),
        .executable(name: "intentctl", targets: ["intentctl"]),
        // A widget target holding intentctl-schema.json gets its App Intents code at build time.
        .plugin(name: "IntentctlAppIntents", targets: ["IntentctlAppIntentsPlugin"]),
        // swift package generate-app-intents: the same code written into the target's folder, to check in.
        .plugin(name: "GenerateAppIntents", targets: ["GenerateAppIntentsCommand"]),
    ],
    // The libraries in dependency order: each uses only those above it (CONTRIBUTING.md, "Libraries", has
    // the picture; DependencyRuleTests checks the rules).
    targets: [
        // Decimal numbers read exactly, for files, feeds and command lines.
        .target(name: "PlainNumbers", exclude: ["README.md"]),
        // Documents: the located JSON parser and writer, property lists and .strings, diagnostics and their
        // codes, did-you-mean, the report formats (SARIF, JUnit, GitHub annotations). No file access.
        .target(name: "DocumentFormats", dependencies: ["PlainNumbers"], exclude: ["README.md"]),
        // The schema core: model, parsing, validation, evolution and migrations, the interactive session,
        // the JSON Schema export. Reads the bytes it is given; no system call, no file access.
        .target(name: "IntentSchema", dependencies: ["DocumentFormats", "PlainNumbers"], exclude: ["README.md"]),
        // Files: bounded reads, atomic writes, locks, entity tags, and the system calls they need.
        .target(name: "FileAccess", dependencies: ["DocumentFormats"], exclude: ["README.md"]),
        // The configuration store: one file a configuration, written whole under a lock.
        .target(
            name: "ConfigurationStore", dependencies: ["FileAccess", "IntentSchema", "DocumentFormats"],
            exclude: ["README.md"]),
        // Deals feeds, date windows, the timeline and deep links.
        .target(
            name: "DealsTimeline", dependencies: ["IntentSchema", "DocumentFormats", "PlainNumbers"],
            exclude: ["README.md"]),
        // Xcode's .intentdefinition files: import to a schema and export from one.
        .target(name: "SiriKitInterop", dependencies: ["IntentSchema", "DocumentFormats"], exclude: ["README.md"]),
        // The airport and place search, over the compiled-in snapshot. Knows nothing of schemas.
        .target(name: "AirportSnapshot", exclude: ["airports.index", "airports.index.attribution.txt"]),
        // The suggester holds no data: an app opens an index file. The command line and the service link the
        // snapshot compiled into them through BundledIndex.
        .target(name: "Suggester", dependencies: ["PlainNumbers"], exclude: ["README.md"]),
        .target(name: "BundledIndex", dependencies: ["AirportSnapshot", "Suggester"], exclude: ["README.md"]),
        // HTTP/1.1 over sockets: parser, connection state machine, event loops. Depends on nothing of ours.
        .target(name: "HTTPServer", exclude: ["README.md"]),
        // What the service and the code generated for it share: route paths, served providers, section titles.
        .target(name: "ServiceContract", exclude: ["README.md"]),
        // The runtime the generated App Intents code carries (copied into each generated folder).
        .target(name: "AppIntentsRuntime", dependencies: ["Suggester"]),
        // The App Intents generator: a schema to a Swift tree, printed by one renderer. No store, no server.
        .target(
            name: "AppIntentsGenerator", dependencies: ["IntentSchema", "DocumentFormats"], exclude: ["README.md"]),
        // The generator's file front end, shared by the plugins' tool and the command line.
        .target(
            name: "AppIntentsBuild",
            dependencies: ["IntentSchema", "DocumentFormats", "FileAccess", "AppIntentsGenerator", "ServiceContract"],
            exclude: ["README.md"]),
        // The HTTP service: responder, routes, presentation shared with the command line, metrics.
        .target(
            name: "IntentctlService",
            dependencies: [
                "DocumentFormats", "IntentSchema", "FileAccess", "ConfigurationStore", "DealsTimeline",
                "ServiceContract", "Suggester", "BundledIndex", "HTTPServer", "PlainNumbers",
            ], exclude: ["README.md"]),
        // The service answered in-process, for tests, as HummingbirdTesting sits beside Hummingbird.
        .target(
            name: "IntentctlServiceTesting", dependencies: ["IntentctlService", "HTTPServer"], exclude: ["README.md"]),
        // The command line: commands, arguments, the console and the terminal. Only the executable and the
        // tests depend on it.
        .target(
            name: "IntentctlKit",
            dependencies: [
                "DocumentFormats", "IntentSchema", "FileAccess", "ConfigurationStore", "DealsTimeline",
                "SiriKitInterop", "AppIntentsGenerator", "AppIntentsBuild", "IntentctlService", "ServiceContract",
                "Suggester", "BundledIndex", "HTTPServer", "PlainNumbers",
            ], exclude: ["README.md"]),
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
            dependencies: ["Suggester", "BundledIndex"],
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
        // Test support: fixtures and temporary folders; the tiers' tags; the schemas the libraries' tests share;
        // the command line and the service run in-process or as processes.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "TestTiers", path: "Tests/TestTiers"),
        .target(
            name: "SchemaTestSupport", dependencies: ["DocumentFormats", "IntentSchema", "TestSupport"],
            path: "Tests/SchemaTestSupport"),
        .target(
            name: "CommandLineTestSupport",
            dependencies: [
                "IntentctlKit", "IntentctlService", "IntentctlServiceTesting", "intentctl", "TestSupport", "TestTiers",
            ],
            path: "Tests/CommandLineTestSupport"),
        // The default tier (`swift test`): each library's in-process tests, in a target of its own.
        .testTarget(name: "PlainNumbersTests", dependencies: ["PlainNumbers"]),
        .testTarget(name: "DocumentFormatsTests", dependencies: ["DocumentFormats", "TestSupport"]),
        .testTarget(
            name: "IntentSchemaTests",
            dependencies: ["DocumentFormats", "IntentSchema", "SchemaTestSupport", "TestSupport"]),
        .testTarget(
            name: "ConfigurationStoreTests",
            dependencies: [
                "ConfigurationStore", "FileAccess", "IntentSchema", "DocumentFormats", "SchemaTestSupport",
                "TestSupport",
            ]),
        .testTarget(
            name: "DealsTimelineTests",
            dependencies: ["DealsTimeline", "IntentSchema", "DocumentFormats", "SchemaTestSupport", "TestSupport"]),
        .testTarget(
            name: "SiriKitInteropTests",
            dependencies: ["SiriKitInterop", "IntentSchema", "DocumentFormats", "SchemaTestSupport", "TestSupport"]),
        .testTarget(name: "SuggesterTests", dependencies: ["Suggester", "BundledIndex", "TestSupport", "TestTiers"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport", "TestTiers"]),
        .testTarget(
            name: "AppIntentsGeneratorTests",
            dependencies: ["AppIntentsGenerator", "AppIntentsBuild", "DocumentFormats", "IntentSchema", "TestSupport"]),
        .testTarget(name: "AppIntentsRuntimeTests", dependencies: ["AppIntentsRuntime"]),
        .testTarget(
            name: "AppIntentsBuildTests",
            dependencies: ["AppIntentsBuild", "AppIntentsGenerator", "IntentSchema", "TestSupport"]),
        // The command line and the service as `serve` starts them, in-process; and the repository's own rules.
        .testTarget(
            name: "IntentctlKitTests",
            dependencies: [
                "IntentctlKit", "IntentctlService", "IntentctlServiceTesting", "CommandLineTestSupport",
                "AppIntentsRuntime", "BundledIndex",
                "DocumentFormats", "IntentSchema", "ConfigurationStore", "DealsTimeline", "FileAccess",
                "SiriKitInterop",
                "AppIntentsGenerator", "AppIntentsBuild", "ServiceContract", "Suggester", "HTTPServer", "TestSupport",
                "TestTiers",
            ]),
        // The compile tier (INTENTCTL_COMPILE_TESTS=1): every swiftc run, the stand-in's probes, the drivers and
        // the widget package built through the plugins.
        .testTarget(
            name: "CompileTests",
            dependencies: [
                "IntentctlKit", "CommandLineTestSupport", "AppIntentsGenerator", "AppIntentsBuild", "DealsTimeline",
                "IntentSchema", "IntentctlServiceTesting", "TestSupport", "TestTiers",
            ]),
        // The process tier (INTENTCTL_PROCESS_TESTS=1): signals, pseudo-terminals, exit statuses, shells, load.
        .testTarget(
            name: "ProcessTests",
            dependencies: [
                "IntentctlKit", "IntentctlService", "CommandLineTestSupport", "HTTPServer", "IntentSchema",
                "TestSupport", "TestTiers",
            ]),
        // The corpus tier (INTENTCTL_SNAPSHOTS=DIR): real widget code and intent definitions nobody here wrote.
        .testTarget(
            name: "RealWorldTests",
            dependencies: [
                "CommandLineTestSupport", "DocumentFormats", "IntentSchema", "SiriKitInterop", "TestSupport",
                "TestTiers",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

// CI checks the search engine at full size on a release build (`.ci/run`). With INTENTCTL_ENGINE_ONLY=1
// the package is the engine and its tests alone, so that release build compiles those six targets
// rather than every module and test target (which took CI over 9 minutes).
if Context.environment["INTENTCTL_ENGINE_ONLY"] == "1" {
    let engine: Set = [
        "PlainNumbers", "AirportSnapshot", "Suggester", "BundledIndex", "TestSupport", "TestTiers", "SuggesterTests",
    ]
    package.targets.removeAll { !engine.contains($0.name) }
    package.products.removeAll()
}
