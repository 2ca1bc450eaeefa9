extension AppIntentsTranslator {
    /// The App Intents package of files that go into a Swift package's target: the app or extension finds App
    /// Intents types outside its own target only through the `AppIntentsPackage` its own package type includes
    /// (Apple's "AppIntentsPackage" page).
    func package() -> SwiftDeclaration {
        SwiftDeclaration(
            documentation: [
                "The App Intents of this package target. The system finds the configuration intent, its entities and queries only through a package type of the widget extension (or the app) whose includedPackages lists this one (docs/ios-widget.md, \"App Intents in a Swift package\")."
            ],
            isPublic: true,
            .struct(plan.packageName, conformances: [.fixed("AppIntentsPackage")], members: []))
    }
}
