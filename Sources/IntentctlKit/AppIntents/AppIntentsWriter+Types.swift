import IntentSchema

extension AppIntentsWriter {
    /// An enum parameter's `AppEnum`: its cases with their titles, and its payloads as properties.
    mutating func enumBody(_ parameter: Parameter, cases: [EnumCase]) -> [String] {
        let type = valueType(parameter)
        let names = plan.caseNames[parameter.id] ?? [:]
        var lines = documentation("\(parameter.title.fallback): the cases of the parameter \(parameter.id).", indent: 0)
        lines.append("enum \(type): String, AppEnum {")
        for enumCase in cases {
            let name = names[enumCase.id] ?? enumCase.id
            lines.append(
                "    case \(name)" + (bare(name) == enumCase.id ? "" : " = \(SwiftExpression.literal(enumCase.id))"))
        }
        lines.append("")
        lines += typeDisplayRepresentation(parameter)
        lines.append("    static let caseDisplayRepresentations: [\(type): DisplayRepresentation] = [")
        for enumCase in cases {
            let representation = SwiftExpression.call(
                "DisplayRepresentation",
                [.init(label: "title", value: resource(key(parameter, "cases.\(enumCase.id)"), enumCase.title))])
            lines += representation.lines(indent: 8, prefix: ".\(names[enumCase.id] ?? enumCase.id): ", suffix: ",")
        }
        lines.append("    ]")
        let counts = cases.compactMap { enumCase -> (String, String)? in
            guard case .travellerCount(let count) = enumCase.payload else { return nil }
            return (names[enumCase.id] ?? enumCase.id, String(count))
        }
        if !counts.isEmpty {
            lines +=
                [""]
                + payloadProperty(
                    "travellerCount", type: "Int", doc: "The number of travellers the case stands for.", values: counts,
                    total: cases.count)
        }
        let windows = cases.compactMap { enumCase -> (String, String)? in
            guard case .dateWindow(let rule) = enumCase.payload else { return nil }
            return (names[enumCase.id] ?? enumCase.id, "." + rule.rawValue)
        }
        if !windows.isEmpty {
            lines +=
                [""]
                + payloadProperty(
                    "dateWindow", type: "DateWindowRule", doc: "When a trip may be: the rule the timeline applies.",
                    values: windows, total: cases.count)
        }
        lines.append("}")
        return lines
    }

    /// `static let typeDisplayRepresentation`: the type named by the parameter's title.
    mutating func typeDisplayRepresentation(_ parameter: Parameter) -> [String] {
        let name = SwiftExpression.call(
            "TypeDisplayRepresentation",
            [.init(label: "name", value: resource(key(parameter, "title"), parameter.title))])
        return name.lines(indent: 4, prefix: "static let typeDisplayRepresentation = ")
    }

    /// A payload as a property: a `switch` over the cases that have it (optional when some lack it).
    func payloadProperty(_ name: String, type: String, doc: String, values: [(String, String)], total: Int) -> [String]
    {
        let complete = values.count == total
        var lines = ["    /// \(doc)", "    var \(name): \(type)\(complete ? "" : "?") {", "        switch self {"]
        lines += values.map { "        case .\($0.0): \($0.1)" }
        if !complete { lines.append("        default: nil") }
        lines += ["        }", "    }"]
        return lines
    }

    /// A dynamic parameter's `AppEntity`: its id is the option's value; it shows as the service names the place.
    mutating func entityBody(_ parameter: Parameter) -> [String] {
        let type = valueType(parameter)
        var lines = documentation(
            "\(parameter.title.fallback): an airport, or a city with all of its airports, as the intentctl service knows it.",
            indent: 0)
        lines.append("struct \(type): AppEntity {")
        lines += typeDisplayRepresentation(parameter)
        lines.append("    static let defaultQuery = \(plan.queryName(parameter))()")
        lines += [
            "",
            "    /// The option's value, as configurations store it: the IATA code.",
            "    let id: String",
            "    /// The place, as the service describes it.",
            "    let place: IntentctlPlace",
            "",
            "    init(_ place: IntentctlPlace) {",
            "        id = place.code",
            "        self.place = place",
            "    }",
            "",
            "    /// An airport as its name over its city and country; a city group as the city over \"All airports\" and its",
            "    /// country.",
            "    var displayRepresentation: DisplayRepresentation {",
            "        if place.isCityGroup {",
            "            return DisplayRepresentation(",
            "                title: \"\\(place.cityName)\",",
        ]
        catalog.add(
            "intentctl.cityGroup.subtitle",
            LocalizedText(
                "All airports, %@",
                translations: Dictionary(
                    uniqueKeysWithValues: AllAirportsPhrase.languages.map {
                        ($0, Self.capitalized(AllAirportsPhrase.text(in: $0)) + ", %@")
                    })))
        lines += [
            "                subtitle: LocalizedStringResource(",
            "                    \"intentctl.cityGroup.subtitle\", defaultValue: \"All airports, \\(place.countryName)\"))",
            "        }",
            "        return DisplayRepresentation(title: \"\\(place.name)\", subtitle: \"\\(place.cityName), \\(place.countryName)\")",
            "    }",
            "}",
        ]
        return lines
    }

    /// A text with its first letter in capitals ("alle Flughäfen" → "Alle Flughäfen").
    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// A dynamic parameter's query: search, lookup by id, and the sections before typing, through the client.
    mutating func queryBody(_ parameter: Parameter, options: DynamicOptions) -> [String] {
        let type = valueType(parameter)
        var lines = documentation(
            "Finds \(parameter.title.fallback) options through the intentctl service: `GET /v1/suggest` as the person types, `GET /v1/places/{code}` for the values configurations hold, and the sections of `GET /v1/suggest?sections=1` before anything is typed.",
            indent: 0)
        lines += [
            "struct \(plan.queryName(parameter)): \(options.isSearchable ? "EntityStringQuery" : "EntityQuery") {",
            "    var client = IntentctlClient.shared",
            "",
            "    /// The places with these codes; codes that no longer resolve are left out.",
            "    func entities(for identifiers: [\(type).ID]) async throws -> [\(type)] {",
            "        await client.places(identifiers).map(\(type).init)",
            "    }",
        ]
        if options.isSearchable {
            lines += [
                "",
                "    /// The places for what the person types, in the service's order; the suggestions until \(options.minimumQueryLength) character\(options.minimumQueryLength == 1 ? " is" : "s are") typed.",
                "    func entities(matching string: String) async throws -> IntentItemCollection<\(type)> {",
                "        guard string.count >= \(options.minimumQueryLength) else { return try await suggestedEntities() }",
                "        return IntentItemCollection(items: try await client.suggest(string).map(\(type).init))",
                "    }",
            ]
        }
        lines += [
            "",
            "    /// Before anything is typed: Recent, Nearby and Popular, at most \(options.suggestedCount) places each.",
            "    func suggestedEntities() async throws -> IntentItemCollection<\(type)> {",
            "        let sections = await client.sections().map { section in",
            "            IntentItemSection(section.localizedTitle, items: section.suggestions.prefix(\(options.suggestedCount)).map(\(type).init))",
            "        }",
            "        return IntentItemCollection(sections: sections)",
            "    }",
        ]
        if case .string(let code) = parameter.defaultValue {
            lines += [
                "",
                "    /// The schema gives \(code) as this parameter's default. App Intents asks for it once, when the widget is",
                "    /// added, and the widget keeps that value from then on: a later change of the default reaches no placed",
                "    /// widget. That is why it is written only when the schema asks for it.",
                "    func defaultResult() async -> \(type)? {",
                "        await client.places([\(SwiftExpression.literal(code))], recordingPicks: false).first.map(\(type).init)",
                "    }",
            ]
        }
        lines.append("}")
        return lines
    }

    /// `IntentctlSection`: a section of the service's suggestions, with its title from the catalog.
    mutating func sectionBody() -> [String] {
        var lines = [
            "/// A section of suggestions before anything is typed, as `GET /v1/suggest?sections=1` gives it: Recent, Nearby",
            "/// or Popular.",
            "struct IntentctlSection: Codable, Sendable, Equatable {",
            "    /// `recent`, `nearby` or `popular`.",
            "    var id: String",
            "    /// The title, in the language the service was asked for.",
            "    var title: String",
            "    /// The places, best first.",
            "    var suggestions: [IntentctlPlace]",
            "",
            "    /// The title from the string catalog, in the device's language.",
            "    var localizedTitle: LocalizedStringResource {",
            "        switch id {",
        ]
        for section in SuggestionSection.allCases {
            let title = resource(
                "intentctl.section.\(section.rawValue)",
                LocalizedText(section.englishTitle, translations: section.titles))
            lines += title.lines(indent: 8, prefix: "case \(SwiftExpression.literal(section.rawValue)): ")
        }
        lines += ["        default: \"\\(title)\"", "        }", "    }", "}"]
        return lines
    }

    /// The timeline entry: a deal, a message from the service, or "configure me".
    mutating func entryBody() -> [String] {
        let message = resource(
            "\(schema.id).placeholder", schema.placeholder ?? LocalizedText(Timeline.defaultPlaceholder))
        var lines = [
            "/// One moment of the widget: a deal, the service's message (no deals, or a configuration it cannot use), or a",
            "/// request to configure the widget.",
            "struct \(plan.entryName): TimelineEntry {",
            "    /// What the entry shows.",
            "    enum Content: Sendable, Equatable {",
            "        /// The widget needs a value the person has not chosen yet.",
            "        case configureMe",
            "        /// A deal, as the service's timeline gives it.",
            "        case deal(IntentctlTimeline.Entry)",
            "        /// The service's message: no deals, or a configuration it cannot use.",
            "        case message(String)",
            "        /// The service could not be asked, and nothing is cached.",
            "        case unavailable",
            "    }",
            "",
            "    /// What the widget says before it is configured.",
        ]
        lines += message.lines(indent: 4, prefix: "static let configureMeMessage = ")
        lines += [
            "",
            "    /// When the entry shows.",
            "    let date: Date",
            "    /// What it shows.",
            "    let content: Content",
            "}",
        ]
        return lines
    }

    /// The timeline provider: "configure me" while a required value is missing, else the service's timeline.
    func providerBody() -> [String] {
        let missing = schema.parameters.filter {
            $0.isRequired && $0.activation == nil && isOptional($0)
        }.map { "configuration.\(property($0)) != nil" }
        var lines = [
            "/// The widget's timeline. While a value the schema requires is missing it shows \"configure me\"; otherwise",
            "/// the entries are the intentctl service's timeline of the configuration (`POST /v1/timeline`), made from its",
            "/// deals feed by the rules of `intentctl timeline`: one entry an hour, asking again after the last (`.atEnd`).",
            "/// Offline, the last timeline the service gave for the configuration.",
            "struct \(plan.providerName): AppIntentTimelineProvider {",
            "    typealias Entry = \(plan.entryName)",
            "    typealias Intent = \(plan.intentName)",
            "",
            "    var client = IntentctlClient.shared",
            "",
            "    func placeholder(in context: Context) -> Entry {",
            "        Entry(date: Date(), content: .configureMe)",
            "    }",
            "",
            "    /// In the widget gallery (`isPreview`), at once; otherwise the timeline's first entry.",
            "    func snapshot(for configuration: Intent, in context: Context) async -> Entry {",
            "        if context.isPreview { return placeholder(in: context) }",
            "        return await timeline(for: configuration, at: Date()).entries.first ?? placeholder(in: context)",
            "    }",
            "",
            "    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {",
            "        await timeline(for: configuration, at: Date())",
            "    }",
            "",
            "    /// The timeline of a configuration at a moment.",
            "    func timeline(for configuration: Intent, at now: Date) async -> Timeline<Entry> {",
        ]
        if !missing.isEmpty {
            lines += [
                "        guard \(missing.joined(separator: ", ")) else {",
                "            return Timeline(entries: [Entry(date: now, content: .configureMe)], policy: .never)",
                "        }",
            ]
        }
        lines += [
            "        guard let timeline = await client.timeline(for: configuration.configurationDocument) else {",
            "            let retry = now.addingTimeInterval(15 * 60)",
            "            return Timeline(entries: [Entry(date: now, content: .unavailable)], policy: .after(retry))",
            "        }",
            "        let entries = timeline.entries.map { entry in",
            "            switch entry.kind {",
            "            case \"deal\": Entry(date: entry.date, content: .deal(entry))",
            "            case \"placeholder\": Entry(date: entry.date, content: .configureMe)",
            "            default: Entry(date: entry.date, content: .message(entry.message ?? \"\"))",
            "            }",
            "        }",
            "        // A cached timeline may be hours old: of the entries already past, only the current one stays.",
            "        let current = entries.last { $0.date <= now }",
            "        let upcoming = entries.filter { $0.date > now }",
            "        return Timeline(entries: (current.map { [$0] } ?? []) + upcoming, policy: .atEnd)",
            "    }",
            "}",
        ]
        return lines
    }
}
