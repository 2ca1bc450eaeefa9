/// What the intentctl service and the App Intents code generated for it agree on: the paths of the routes the
/// generated client calls, the providers the service serves, and the default address. The service's route table
/// (`ServiceRoutes`) declares its routes with these paths, and the generator's options are made from them
/// (`IntentctlServiceDescription` in AppIntentsBuild), so the two cannot drift; neither links the other.
public enum ServiceContract {
    /// Suggestions for a text, and the sections before anything is typed.
    public static let suggestPath = "/v1/suggest"
    /// One place by its code, `{code}` standing for it.
    public static let placePath = "/v1/places/{code}"
    /// The timeline of a configuration document.
    public static let timelinePath = "/v1/timeline"
    /// The countries a text names, and those with the most places before anything is typed.
    public static let countriesPath = "/v1/countries"
    /// The address a generated client calls unless told otherwise (the extension's Info.plist may name
    /// another with `IntentctlServiceURL`).
    public static let defaultBaseURL = "http://localhost:8080"
    /// The providers whose suggestions the service serves to the generated client (`airports`, `countries`); a
    /// dynamic parameter of any other provider gets a protocol the app implements.
    public static let servedProviders: [String] = ["airports", "countries"]
}
