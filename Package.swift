// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "intentctl",
    products: [
        .library(name: "IntentSchema", targets: ["IntentSchema"]),
        .library(name: "Suggester", targets: ["Suggester"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .executable(name: "intentctl", targets: ["intentctl"]),
    ],
    targets: [
        .target(name: "IntentSchema"),
        .target(name: "AirportSnapshot", exclude: ["airports.index"]),
        .target(name: "Suggester", dependencies: ["AirportSnapshot"]),
        .target(name: "HTTPServer", dependencies: ["IntentSchema"]),
        .executableTarget(
            name: "intentctl",
            dependencies: ["IntentSchema", "Suggester", "HTTPServer"]
        ),
        .executableTarget(
            name: "suggester-benchmark",
            dependencies: ["Suggester"],
            path: "Benchmarks/SuggesterBenchmark"
        ),
        .executableTarget(
            name: "intentctl-fuzz",
            dependencies: ["IntentSchema", "Suggester", "HTTPServer", "TestSupport"],
            path: "Tests/Fuzz"
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "IntentSchemaTests", dependencies: ["IntentSchema", "TestSupport"]),
        .testTarget(name: "SuggesterTests", dependencies: ["Suggester", "TestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "IntentSchema", "TestSupport"]),
        .testTarget(
            name: "IntentctlTests",
            dependencies: ["intentctl", "IntentSchema", "Suggester", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
