import AppIntentsGenerator
import IntentSchema
import ServiceContract

/// The generator's options for code that calls the intentctl service: the paths of the routes the generated
/// client calls, the providers it serves and the texts it shows (a city group's subtitle, the sections' titles)
/// in every language the service has them, all from ``ServiceContract``, which the service's route table reads
/// too. This module is what the plugins' tool needs of intentctl, and no more: it depends on neither the store,
/// the search index nor the server, so a widget package builds the tool in seconds.
public enum IntentctlServiceDescription {
    /// The paths, as the generator takes them.
    public static var paths: AppIntentsGeneratorOptions.ServicePaths {
        .init(
            suggest: ServiceContract.suggestPath, place: ServiceContract.placePath,
            timeline: ServiceContract.timelinePath, countries: ServiceContract.countriesPath)
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
    public static func generatorOptions(baseURL: String = ServiceContract.defaultBaseURL, module: String)
        -> AppIntentsGeneratorOptions
    {
        AppIntentsGeneratorOptions(
            baseURL: baseURL, module: module, toolVersion: ToolVersion.intentctl, paths: paths,
            servedProviders: Set(ServiceContract.servedProviders), texts: texts)
    }
}
