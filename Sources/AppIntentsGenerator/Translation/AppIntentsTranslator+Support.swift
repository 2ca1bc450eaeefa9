import IntentSchema

extension AppIntentsTranslator {
    /// The protocol the app implements once for a provider it gives itself, with a doc comment saying exactly
    /// what to write.
    func optionSource(_ provider: AppIntentsPlan.AppProvider) -> SwiftDeclaration {
        let options = SwiftType.array(.fixed("IntentctlOption"))
        let requirement = {
            (
                name: StaticString, label: StaticString?, parameter: StaticString?, type: SwiftType?,
                result: SwiftType, documentation: String
            ) -> SwiftDeclaration in
            var parameters: [SwiftParameter] = []
            if let parameter, let type {
                parameters.append(
                    SwiftParameter(label: label.map { SwiftName(fixed: $0) }, SwiftName(fixed: parameter), type))
            }
            return SwiftDeclaration(
                documentation: [documentation],
                .function(
                    SwiftFunction(
                        SwiftName(fixed: name), parameters, async: true, throws: true, result: result, body: nil)))
        }
        let users = schema.parameters.filter { plan.appProvider(of: $0) == provider }.map { "`\($0.id)`" }
        let usedBy = users.count == 1 ? "the parameter \(users[0])" : "the parameters \(users.joined(separator: ", "))"
        // A parameter of options' texts stores the id as its text: the id must be the text SiriKit stored.
        let storesTexts = schema.parameters.contains { plan.appProvider(of: $0) == provider && hasTextValues($0) }
        return SwiftDeclaration(
            documentation: [
                (storesTexts
                    ? "The options of the provider `\(provider.provider)`, which the app gives itself, for \(usedBy). The generated queries and options providers ask it for what the picker shows; configurations store an option's id, which for options' texts is the text a placed widget stored: give each option that text as its id."
                    : "The options of the provider `\(provider.provider)`, which the app gives itself, for \(usedBy). The generated queries ask it for what the picker shows; configurations store an option's id."),
                "Write one type named `\(provider.implementationName)` in the widget extension that conforms to it, for example:",
                """
                ```swift
                struct \(provider.implementationName): \(provider.protocolName) {
                    func options(matching text: String) async throws -> [IntentctlOption] {
                        // The options whose names match the text, best first.
                    }

                    func options(for ids: [String]) async throws -> [IntentctlOption] {
                        // The options with these ids, leaving out ids that no longer exist.
                    }

                    func suggestedSections() async throws -> [IntentctlOptionSection] {
                        // What shows before anything is typed, such as recent and favourite options.
                    }
                }
                ```
                """,
                "The queries make it with `\(provider.implementationName)()`, once for each picker, and throw what it throws.",
            ],
            .protocol(
                provider.protocolName, conformances: [.fixed("Sendable")],
                members: [
                    requirement(
                        "options", "matching", "text", .fixed("String"), options,
                        "The options for what the person types, best first."),
                    requirement(
                        "options", "for", "ids", .array(.fixed("String")), options,
                        "The options with these ids, in order; ids that no longer resolve are left out."),
                    requirement(
                        "suggestedSections", nil, nil, nil, .array(.fixed("IntentctlOptionSection")),
                        "What shows before anything is typed: titled sections of options, the most useful first."),
                ]))
    }

    /// `IntentctlOptionSection`: a section of an app's options, titled from its string catalog.
    func optionSection() -> SwiftDeclaration {
        let title = SwiftName(fixed: "title")
        let options = SwiftName(fixed: "options")
        return SwiftDeclaration(
            documentation: ["A section of options before anything is typed, as an app's option source gives it."],
            .struct(
                SwiftName(fixed: "IntentctlOptionSection"), conformances: [.fixed("Sendable")],
                members: [
                    SwiftDeclaration(
                        documentation: ["The title, from the app's string catalog."],
                        .property(SwiftProperty(variable: true, title, type: .fixed("LocalizedStringResource")))),
                    SwiftDeclaration(
                        documentation: ["The options, best first."],
                        .property(SwiftProperty(variable: true, options, type: .array(.fixed("IntentctlOption"))))),
                    SwiftDeclaration(
                        documentation: ["A section."],
                        .initializer(
                            [
                                SwiftParameter(title, .fixed("LocalizedStringResource")),
                                SwiftParameter(options, .array(.fixed("IntentctlOption"))),
                            ],
                            body: [
                                .assignment(.member(.selfValue, title), .name(title)),
                                .assignment(.member(.selfValue, options), .name(options)),
                            ])),
                ]))
    }

    /// `IntentctlService`: where the service is and the paths of its routes, as the code was generated.
    func service() -> SwiftDeclaration {
        let constant = { (name: StaticString, value: String, documentation: String) in
            SwiftDeclaration(
                documentation: [documentation], isStatic: true,
                .property(SwiftProperty(SwiftName(fixed: name), value: .string(value))))
        }
        return SwiftDeclaration(
            documentation: [
                "The intentctl service the generated code calls, as it was generated: `--base-url`, the widget extension's module (the name of the cache's folder), and the paths of the routes the client uses."
            ],
            .enum(
                SwiftName(fixed: "IntentctlService"), conformances: [],
                members: [
                    constant(
                        "baseURL", options.baseURL,
                        "The service's address, unless the extension's Info.plist names another with `IntentctlServiceURL`."
                    ),
                    constant("module", plan.module.text, "The widget extension's module."),
                    constant(
                        "suggestPath", options.paths.suggest,
                        "Suggestions for what the person types, and the sections before anything is typed."),
                    constant("placePath", options.paths.place, "One place by its code, `{code}` standing for it."),
                    constant("timelinePath", options.paths.timeline, "The timeline of a configuration document."),
                    constant(
                        "countriesPath", options.paths.countries,
                        "The countries a text names, and those with the most places before anything is typed."),
                ]))
    }

    /// `IntentctlSection.localizedTitle`: the section's title from the catalog, in the device's language.
    func sectionTitles() -> SwiftDeclaration {
        var cases = options.texts.sections.map { section in
            SwiftSwitchCase(
                [.string(section.id)],
                [
                    .expression(
                        .localized(
                            SwiftLocalizedText(key: "intentctl.section.\(section.id)", section.title, source: .root)))
                ])
        }
        cases.append(
            SwiftSwitchCase([], [.expression(.interpolation([.expression(.fixed("title"))]))]))
        return SwiftDeclaration(
            .extension(
                .fixed("IntentctlSection"), conformances: [],
                members: [
                    SwiftDeclaration(
                        documentation: ["The title from the string catalog, in the device's language."],
                        .property(
                            SwiftProperty(
                                variable: true, SwiftName(fixed: "localizedTitle"),
                                type: .fixed("LocalizedStringResource"), getter: [.switch(.fixed("id"), cases)])))
                ]))
    }
}
