import AppIntentsGenerator
import IntentSchema

/// What the intentctl service offers the App Intents code generated for it: the paths of the routes the
/// generated client calls, the providers it serves, and the texts it shows (a city group's subtitle, the
/// sections' titles) in every language the service has them.
///
/// The service's route table (`ServiceRoutes` in IntentctlKit) declares its routes with these paths, and
/// `generate app-intents` and the package plugins generate with these options, so the two cannot drift. This
/// module is what the plugins' tool needs of intentctl, and no more: it depends on neither the store, the
/// search index nor the server, so a widget package builds the tool in seconds.
public enum IntentctlServiceDescription {
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

    /// The paths, as the generator takes them.
    public static var paths: AppIntentsGeneratorOptions.ServicePaths {
        .init(suggest: suggestPath, place: placePath, timeline: timelinePath, countries: countriesPath)
    }

    /// The service's texts the generated code shows: a city group's subtitle and the sections' titles.
    public static var texts: AppIntentsGeneratorOptions.ServiceTexts {
        let subtitle = { (language: String) in
            let phrase = AllAirportsPhrase.text(in: language)
            return phrase.prefix(1).uppercased() + phrase.dropFirst() + ", %@"
        }
        return AppIntentsGeneratorOptions.ServiceTexts(
            cityGroupSubtitle: LocalizedText(
                subtitle("en"),
                translations: Dictionary(uniqueKeysWithValues: AllAirportsPhrase.languages.map { ($0, subtitle($0)) })),
            sections: SuggestionSection.allCases.map {
                .init(id: $0.rawValue, title: LocalizedText($0.englishTitle, translations: $0.titles))
            })
    }

    /// The generator's options for code that calls the service at `baseURL` from the module `module`.
    public static func generatorOptions(baseURL: String = defaultBaseURL, module: String) -> AppIntentsGeneratorOptions
    {
        AppIntentsGeneratorOptions(
            baseURL: baseURL, module: module, toolVersion: ToolVersion.intentctl, paths: paths,
            servedProviders: Set(servedProviders), texts: texts)
    }
}
