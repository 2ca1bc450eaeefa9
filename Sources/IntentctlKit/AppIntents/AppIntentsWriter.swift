import IntentSchema

/// Writes the files of an ``AppIntentsPlan``, collecting every string it refers to in the string
/// catalog as it goes, so that the code and the catalog cannot disagree on a key.
struct AppIntentsWriter {
    let plan: AppIntentsPlan
    let options: AppIntentsGenerator.Options
    /// The catalog, filled by ``resource(_:_:)``.
    var catalog: StringCatalog

    init(plan: AppIntentsPlan, options: AppIntentsGenerator.Options) {
        self.plan = plan
        self.options = options
        catalog = StringCatalog(sourceLanguage: plan.schema.defaultLocale, languages: plan.locales)
    }

    var schema: WidgetSchema { plan.schema }

    /// Every file: Swift sources, then the catalog (written last, once every key is known).
    mutating func files() -> [AppIntentsGenerator.File] {
        var files = [swiftFile(plan.intentName, imports: ["AppIntents", "Foundation"], body: intentBody())]
        for parameter in schema.parameters {
            guard let typeName = plan.typeNames[parameter.id] else { continue }
            switch parameter.kind {
            case .enumeration(let cases):
                files.append(swiftFile(typeName, imports: ["AppIntents"], body: enumBody(parameter, cases: cases)))
            case .dynamic(let dynamic):
                files.append(swiftFile(typeName, imports: ["AppIntents"], body: entityBody(parameter)))
                files.append(
                    swiftFile(
                        plan.queryName(parameter), imports: ["AppIntents"],
                        body: queryBody(parameter, options: dynamic)))
            default: break
            }
        }
        if plan.usesDateWindow {
            files.append(swiftFile("DateWindowRule", imports: ["Foundation"], body: AppIntentsRuntime.dateWindowRule))
        }
        files.append(
            swiftFile("ConfigurationDocument", imports: ["Foundation"], body: AppIntentsRuntime.configurationDocument))
        files.append(
            swiftFile("ConfigurationValue", imports: ["Foundation"], body: AppIntentsRuntime.configurationValue))
        files.append(swiftFile("IntentctlPlace", imports: ["Foundation"], body: AppIntentsRuntime.place))
        files.append(swiftFile("IntentctlSection", imports: ["AppIntents", "Foundation"], body: sectionBody()))
        files.append(swiftFile("IntentctlTimeline", imports: ["Foundation"], body: AppIntentsRuntime.timeline))
        files.append(
            swiftFile(
                "IntentctlClient", imports: ["Foundation"],
                body: AppIntentsRuntime.client(baseURL: options.baseURL, module: options.module),
                networking: true))
        files.append(swiftFile(plan.entryName, imports: ["AppIntents", "Foundation", "WidgetKit"], body: entryBody()))
        files.append(swiftFile(plan.providerName, imports: ["Foundation", "WidgetKit"], body: providerBody()))
        files.append(AppIntentsGenerator.File(name: "Localizable.xcstrings", bytes: catalog.json))
        return files
    }

    // MARK: - Files

    /// A Swift file: the header, the imports, the body.
    func swiftFile(_ type: String, imports: [String], body: [String], networking: Bool = false)
        -> AppIntentsGenerator.File
    {
        var lines = header
        lines.append("")
        lines += imports.sorted().map { "import \($0)" }
        if networking {
            lines += ["", "#if canImport(FoundationNetworking)", "    import FoundationNetworking", "#endif"]
        }
        lines.append("")
        lines += body
        return AppIntentsGenerator.File(
            name: type + ".swift", bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    /// The first lines of every Swift file: the generator, the schema, and how to regenerate.
    var header: [String] {
        [
            "\(AppIntentsGenerator.marker) \(options.toolVersion) from the schema \(schema.id), version \(schema.version),",
            "// for the module \(options.module). Do not edit: run `intentctl generate app-intents` again instead.",
        ]
    }

    // MARK: - Strings

    /// A `LocalizedStringResource` of a schema text under `key`, which the catalog then holds.
    mutating func resource(_ key: String, _ text: LocalizedText) -> SwiftExpression {
        catalog.add(key, text)
        return .call(
            "LocalizedStringResource",
            [
                .init(label: nil, value: .raw(SwiftExpression.literal(key))),
                .init(label: "defaultValue", value: .string(text.fallback)),
            ])
    }

    /// The catalog key of a parameter's text: `deals-widget.location.title`.
    func key(_ parameter: Parameter, _ part: String) -> String {
        "\(schema.id).\(parameter.id).\(part)"
    }

    /// A parameter's property: `location`.
    func property(_ parameter: Parameter) -> String {
        plan.propertyNames[parameter.id] ?? parameter.id
    }

    /// A property name as it reads in a key path or a catalog key, without backticks.
    func bare(_ name: String) -> String {
        name.filter { $0 != "`" }
    }

    /// The Swift type of a parameter's value, without the optional.
    func valueType(_ parameter: Parameter) -> String {
        switch parameter.kind {
        case .enumeration, .dynamic: plan.typeNames[parameter.id] ?? "String"
        case .integer: "Int"
        case .boolean: "Bool"
        case .string: "String"
        }
    }

    /// Whether the property is optional: a dynamic parameter always (its value comes from the
    /// service, and WidgetKit may hand a configuration to the timeline before the person chose
    /// one), any other when the schema gives no default.
    func isOptional(_ parameter: Parameter) -> Bool {
        if case .dynamic = parameter.kind { return true }
        return parameter.defaultValue == nil
    }

    /// A Swift literal of a parameter's value.
    func literal(_ value: ParameterValue, of parameter: Parameter) -> String {
        switch (parameter.kind, value) {
        case (.enumeration, .string(let id)):
            "\(valueType(parameter)).\(plan.caseNames[parameter.id]?[id] ?? id)"
        case (_, .string(let text)): SwiftExpression.literal(text)
        case (_, .integer(let number)): String(number)
        case (_, .boolean(let flag)): flag ? "true" : "false"
        }
    }

    /// The words of a text for wrapping: a code span in backticks stays one word.
    static func words(of text: Substring) -> [String] {
        var words: [String] = []
        var open = false
        for word in text.split(separator: " ") {
            if open, let last = words.popLast() {
                words.append(last + " " + word)
            } else {
                words.append(String(word))
            }
            if word.count(where: { $0 == "`" }) % 2 == 1 { open.toggle() }
        }
        return words
    }

    /// Doc comment lines of a text, each `/// `-prefixed, at an indentation, wrapped at the line
    /// length.
    func documentation(_ text: String, indent: Int) -> [String] {
        let padding = String(repeating: " ", count: indent) + "///"
        let width = SwiftExpression.lineLength - padding.count - 1
        var lines: [String] = []
        for paragraph in TextSanitizer.printable(text).split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in Self.words(of: paragraph) {
                if !current.isEmpty, current.count + 1 + word.count > width {
                    lines.append(padding + " " + current)
                    current = String(word)
                } else {
                    current += (current.isEmpty ? "" : " ") + word
                }
            }
            lines.append(current.isEmpty ? padding : padding + " " + current)
        }
        return lines
    }
}
