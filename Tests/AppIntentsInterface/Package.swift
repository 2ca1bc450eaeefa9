// swift-tools-version: 6.0
// The App Intents and WidgetKit stand-in as a package, for packages that build widget code on Linux
// (examples/WidgetPackage): the modules AppIntents and WidgetKit, as on Apple's platforms. On a Mac,
// depend on it only for Linux (`condition: .when(platforms: [.linux])`), so that Apple's own are used.
import PackageDescription

let package = Package(
    name: "AppIntentsInterface",
    products: [
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
    ],
    targets: [
        .target(name: "AppIntents", path: "AppIntents"),
        .target(name: "WidgetKit", dependencies: ["AppIntents"], path: "WidgetKit"),
    ],
    swiftLanguageModes: [.v6]
)
