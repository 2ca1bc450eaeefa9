// App Intents defined outside the app's bundle: a framework's or a Swift package's package type. See README.md.

/// https://developer.apple.com/documentation/appintents/appintentspackage
/// `protocol AppIntentsPackage` — "A type that describes app intent definitions that aren't part of an app bundle
/// and their dependencies." A framework declares `struct MyFrameworkPackage: AppIntentsPackage { }`; the app's own
/// package lists it in `includedPackages`.
public protocol AppIntentsPackage {
    /// https://developer.apple.com/documentation/appintents/appintentspackage/includedpackages
    /// `static var includedPackages: [any AppIntentsPackage.Type] { get }`
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// Stand-in only: none. Apple's page declares the requirement without a default, but its own example,
    /// `struct MyFrameworkPackage: AppIntentsPackage { }`, builds, so one exists.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
