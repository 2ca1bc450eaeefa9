// The generator writes this file from its options: `--base-url`, `--module`, and the service's paths from its
// route table. This copy, for the package's own build and tests, is what it writes for the deals schema with the
// default options (a test checks that); it is not copied into a generated folder.

/// The intentctl service the generated code calls, as it was generated: `--base-url`, the widget extension's
/// module (the name of the cache's folder), and the paths of the routes the client uses.
enum IntentctlService {
    /// The service's address, unless the extension's Info.plist names another with `IntentctlServiceURL`.
    static let baseURL = "http://localhost:8080"
    /// The widget extension's module.
    static let module = "DealsWidgetExtension"
    /// Suggestions for what the person types, and the sections before anything is typed.
    static let suggestPath = "/v1/suggest"
    /// One place by its code, `{code}` standing for it.
    static let placePath = "/v1/places/{code}"
    /// The timeline of a configuration document.
    static let timelinePath = "/v1/timeline"
    /// The countries a text names, and those with the most places before anything is typed.
    static let countriesPath = "/v1/countries"
}
