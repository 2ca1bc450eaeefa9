import IntentSchema

/// What the generated code is for.
public struct AppIntentsGeneratorOptions: Sendable, Equatable {
    /// The paths of the intentctl service's routes the generated client uses, from its route table.
    public struct ServicePaths: Sendable, Equatable {
        /// Suggestions for a text, and the sections before anything is typed: `/v1/suggest`.
        public var suggest: String
        /// One place by its code, `{code}` standing for it: `/v1/places/{code}`.
        public var place: String
        /// The timeline of a configuration document: `/v1/timeline`.
        public var timeline: String
        /// The countries a text names, and the most useful before anything is typed: `/v1/countries`.
        public var countries: String

        /// The paths.
        public init(suggest: String, place: String, timeline: String, countries: String) {
            self.suggest = suggest
            self.place = place
            self.timeline = timeline
            self.countries = countries
        }
    }

    /// Texts of the intentctl service the generated code shows, in every language the service has them.
    public struct ServiceTexts: Sendable, Equatable {
        /// A section of suggestions before anything is typed.
        public struct Section: Sendable, Equatable {
            /// Its id: `recent`, `nearby`, `popular`.
            public var id: String
            /// Its title.
            public var title: LocalizedText

            /// A section.
            public init(id: String, title: LocalizedText) {
                self.id = id
                self.title = title
            }
        }

        /// A city group's subtitle, `%@` standing for the country: "All airports, %@".
        public var cityGroupSubtitle: LocalizedText
        /// The sections, in the order the service gives them.
        public var sections: [Section]

        /// The texts.
        public init(cityGroupSubtitle: LocalizedText, sections: [Section]) {
            self.cityGroupSubtitle = cityGroupSubtitle
            self.sections = sections
        }
    }

    /// The intentctl service the client calls, such as `https://deals.example.com`.
    public var baseURL: String
    /// The Swift module the files go into (the widget extension's): a Swift identifier.
    public var module: String
    /// The generator's version, named in the header.
    public var toolVersion: String
    /// The service's routes.
    public var paths: ServicePaths
    /// The providers the service serves, for which the ready client is generated (`airports`, `countries`); a dynamic
    /// parameter of any other provider gets a protocol the app implements.
    public var servedProviders: Set<String>
    /// The service's texts.
    public var texts: ServiceTexts
    /// Whether the files go into a Swift package's target, whose App Intents the app or extension finds only
    /// through an `AppIntentsPackage`: the files then declare one, public, for its package type to include.
    public var declaresAppIntentsPackage = false

    /// Options.
    public init(
        baseURL: String, module: String, toolVersion: String, paths: ServicePaths, servedProviders: Set<String>,
        texts: ServiceTexts
    ) {
        self.texts = texts
        self.baseURL = baseURL
        self.module = module
        self.toolVersion = toolVersion
        self.paths = paths
        self.servedProviders = servedProviders
    }
}
