// swift-tools-version: 6.0
// A widget package whose code comes from its schema at build time: Sources/DealsWidget holds
// intentctl-schema.json (a copy of the deals schema), and intentctl's build plugin generates the
// configuration intent, its entity and query, the client of the service and the timeline provider
// from it at every build where the schema changed. See docs/ios-widget.md, "Generate at build time".
// Sources/OfflineDealsWidget is the same widget with its departure picked on the device ("source": "device"):
// its query answers from the airport index in the extension's bundle through intentctl's Suggester library
// (docs/ios-widget.md, "Suggestions on the device").
import PackageDescription

let package = Package(
    name: "WidgetPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "DealsWidget", targets: ["DealsWidget"]),
        .library(name: "OfflineDealsWidget", targets: ["OfflineDealsWidget"]),
    ],
    dependencies: [
        // In your package: .package(url: "https://github.com/OWNER/intentctl", from: "0.18.0").
        .package(name: "intentctl", path: "../.."),
        // Apple's AppIntents and WidgetKit do not exist on Linux: there, the stand-in the tests compile
        // against provides them. On Apple's platforms the SDK's own are used.
        .package(path: "../../Tests/AppIntentsInterface"),
    ],
    targets: [
        .target(
            name: "DealsWidget",
            dependencies: [
                .product(name: "AppIntents", package: "AppIntentsInterface", condition: .when(platforms: [.linux])),
                .product(name: "WidgetKit", package: "AppIntentsInterface", condition: .when(platforms: [.linux])),
            ],
            plugins: [.plugin(name: "IntentctlAppIntents", package: "intentctl")]
        ),
        .target(
            name: "OfflineDealsWidget",
            dependencies: [
                .product(name: "Suggester", package: "intentctl"),
                .product(name: "AppIntents", package: "AppIntentsInterface", condition: .when(platforms: [.linux])),
                .product(name: "WidgetKit", package: "AppIntentsInterface", condition: .when(platforms: [.linux])),
            ],
            plugins: [.plugin(name: "IntentctlAppIntents", package: "intentctl")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
