import DocumentFormats
import IntentSchema

/// Makes a widget schema of one intent of a SiriKit intent definition (`.intentdefinition`, an
/// XML property list), so that a widget first shipped with SiriKit can move to a schema without
/// losing the widgets already placed.
///
/// - The intent is the one ``intentName`` names, or the only one eligible for widgets.
/// - Enum parameters become enum parameters; the implicit `unknown` value (index 0) is dropped,
///   and the default comes from the parameter's metadata.
/// - Object parameters with dynamic options become dynamic parameters, their provider given by
///   ``providers`` (type name → provider), else the type's name with a warning.
/// - Booleans, integers (with their range), strings and decimals (as text of a decimal number) map
///   to intentctl's kinds; relationships become `activeWhen` (parents are moved before their
///   dependents; a cycle is an error).
/// - Display names, descriptions and prompts are localized from ``translations`` (the `.strings`
///   files beside the definition, by locale, each `…ID` key to its text).
/// - What a schema cannot hold (a response, multiple values, a predicate or type intentctl lacks,
///   parameter combinations) is a located warning with its key path and line, never dropped
///   silently.
/// - The schema records where it came from (``SiriKitOrigin``: namespace, class name, parameter
///   names, tags and custom types).
///
/// - The base text is in ``baseLocale`` (English unless told otherwise); a text that display text may
///   not hold (a control character, a bidirectional override) is an error at the key, or at the
///   `.strings` entry it came from.
/// - What is imported is then checked as `schema validate` checks a schema, each problem reported
///   at the key of the definition it came from.
///
/// Complexity: O(n + p log p) for n nodes of the definition and p parameters.
public struct IntentDefinitionImporter: Sendable {
    /// The file name used in diagnostics.
    public var file: String?
    /// The intent to import (`INIntentName`, or its class name with `Intent`); nil for the only
    /// widget-eligible one.
    public var intentName: String?
    /// The option provider of each custom type (`Location` → `airports`).
    public var providers: [String: String]
    /// The providers that exist, to warn about a type mapped to nothing.
    public var knownProviders: Set<String>
    /// The schema id; nil makes one of the intent's name (`InspirationalConfiguration` →
    /// `inspirational-configuration`).
    public var schemaID: String?
    /// Translations by locale, each the `.strings` file's keys (display name ids) to texts.
    public var translations: [String: [String: String]]
    /// Where each locale's translations came from, for diagnostics located in the `.strings` files.
    public var translationSources: [String: TranslationSource]
    /// The language of the definition's own texts (its `Base.lproj`): the schema's `defaultLocale`. That
    /// language's `.strings` file, when there is one, wins over the base texts.
    public var baseLocale: String

    /// Where a locale's translations came from.
    public struct TranslationSource: Sendable, Equatable {
        /// The `.strings` file, as diagnostics name it.
        public var file: String
        /// Where each key's value starts.
        public var locations: [String: SourceLocation]

        /// A source.
        public init(file: String, locations: [String: SourceLocation]) {
            self.file = file
            self.locations = locations
        }
    }

    /// Creates an importer.
    public init(
        file: String? = nil, intentName: String? = nil, providers: [String: String] = [:],
        knownProviders: Set<String> = [], schemaID: String? = nil, translations: [String: [String: String]] = [:],
        translationSources: [String: TranslationSource] = [:], baseLocale: String = "en"
    ) {
        self.file = file
        self.intentName = intentName
        self.providers = providers
        self.knownProviders = knownProviders
        self.schemaID = schemaID
        self.translations = translations
        self.translationSources = translationSources
        self.baseLocale = baseLocale
    }

    /// The schema of the chosen intent, and every warning and error on the way. The schema is
    /// present only when nothing was an error.
    public func importDefinition(_ root: PropertyListNode) -> Diagnosed<WidgetSchema> {
        importAccountingForKeys(root).schema
    }

    /// An import, and what became of each key it met.
    public struct Outcome: Sendable {
        /// The schema of the chosen intent, present only when nothing was an error, and every warning and error.
        public var schema: Diagnosed<WidgetSchema>
        /// Each key of what was imported (the definition's own keys, the chosen intent, and the enums and types
        /// its parameters use), in file order, with its fate (``IntentDefinitionKeys``).
        public var keys: [KeyAccount]
        /// The `INIntentName` of the intent chosen, nil when none could be.
        public var intentName: String?
    }

    /// The import, with what became of every key it met: each is carried into the schema, implied, or
    /// reported with a warning at its path and line.
    public func importAccountingForKeys(_ root: PropertyListNode) -> Outcome {
        var run = Run(importer: self, collector: DiagnosticCollector(file: file))
        var schema = run.schema(root)
        let keys = run.accountForKeys(root)
        if let built = schema, !run.collector.hasErrors { schema = run.validate(built) }
        let chosen = run.intentPath.flatMap { path -> String? in
            guard case .array(let intents)? = root["INIntents"]?.value.value,
                case .index(let index)? = path.components.last, intents.indices.contains(index),
                case .string(let name)? = intents[index]["INIntentName"]?.value.value
            else { return nil }
            return name
        }
        // In the order of the files, the definition's first: the key accounting reports last what it finds.
        var diagnosed = run.collector.finishValidated(schema)
        let definitionFile = file
        diagnosed.diagnostics = diagnosed.diagnostics.enumerated().sorted { first, second in
            let a = (
                first.element.file == definitionFile ? 0 : 1, first.element.file ?? "",
                first.element.location?.offset ?? .max
            )
            let b = (
                second.element.file == definitionFile ? 0 : 1, second.element.file ?? "",
                second.element.location?.offset ?? .max
            )
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
        return Outcome(schema: diagnosed, keys: keys, intentName: chosen)
    }

    /// The intents of a definition that are eligible for widgets, by `INIntentName`.
    public static func widgetIntents(of root: PropertyListNode) -> [String] {
        guard case .array(let intents)? = root["INIntents"]?.value.value else { return [] }
        return intents.compactMap { intent in
            guard case .boolean(true)? = intent["INIntentEligibleForWidgets"]?.value.value,
                case .string(let name)? = intent["INIntentName"]?.value.value
            else { return nil }
            return name
        }
    }

    /// A schema id made of an intent's name: words split at capitals, lower case, joined by `-`.
    public static func schemaID(forIntentNamed name: String) -> String {
        var id = ""
        for character in name where character.isLetter || character.isNumber {
            if character.isUppercase, !id.isEmpty, id.last != "-" { id.append("-") }
            id += character.lowercased()
        }
        return String(id.prefix(64))
    }

    /// What a decimal parameter becomes: text that must be a decimal number (an export writes it back as a decimal).
    static let decimalConstraints = StringConstraints(pattern: "-?[0-9]+([.][0-9]+)?")

    /// The provider of a text parameter whose options the app gives: named after the parameter, so that an
    /// export, which names none, and an import again give the same one; with `Options` after a name intentctl's
    /// places or countries have, which are stored by code.
    public static func textOptionsProvider(forParameter id: String) -> String {
        let served = OptionScopeDeclaration.placeProviders.union([OptionScopeDeclaration.countryProvider])
        return served.contains(id) ? id + "Options" : id
    }

    /// A parameter id made of a SiriKit parameter name: without a trailing `Parameter`.
    public static func parameterID(forName name: String) -> String {
        name.hasSuffix("Parameter") && name.count > "Parameter".count ? String(name.dropLast(9)) : name
    }
}
