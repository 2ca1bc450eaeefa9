import DocumentFormats
import IntentSchema

/// Turns a schema's plan into the tree of the generated Swift files: what varies by schema. The runtime, which
/// does not, is copied as it is (``runtimeFiles()``). Names come from the plan, texts go into literals and
/// comments of the tree; nothing here writes text of the output.
struct AppIntentsTranslator {
    /// The names.
    let plan: AppIntentsPlan
    /// The options.
    let options: AppIntentsGeneratorOptions

    /// The schema.
    var schema: WidgetSchema { plan.schema }

    /// The generated Swift files, by name.
    func files() -> [SwiftFile] {
        var files = [intentFile()]
        for (index, parameter) in schema.parameters.enumerated() {
            if let name = plan.optionsProviderNames[parameter.id], let provider = plan.appProvider(of: parameter) {
                files.append(
                    SwiftFile(
                        name.text, imports: [Names.appIntents, Names.foundation],
                        declarations: [optionsProvider(parameter, name: name, provider: provider)]))
            }
            guard let type = plan.typeNames[parameter.id] else { continue }
            switch parameter.kind {
            case .enumeration(let cases):
                files.append(
                    SwiftFile(
                        type.text, imports: [Names.appIntents, Names.foundation],
                        declarations: [enumeration(parameter, index, cases, type)]))
            case .dynamic(let dynamic):
                files.append(
                    SwiftFile(
                        type.text, imports: [Names.appIntents, Names.foundation],
                        declarations: [entity(parameter, index, type)]))
                if let query = plan.queryNames[parameter.id] {
                    files.append(
                        SwiftFile(
                            query.text, imports: [Names.appIntents, Names.foundation],
                            declarations: [self.query(parameter, index, dynamic, entity: type, name: query)]))
                }
            default: break
            }
        }
        for provider in plan.appProviders {
            files.append(
                SwiftFile(
                    provider.protocolName.text, imports: [Names.appIntents, Names.foundation],
                    declarations: [optionSource(provider)]))
        }
        if !plan.appProviders.isEmpty {
            files.append(
                SwiftFile(
                    "IntentctlOptionSection", imports: [Names.appIntents, Names.foundation],
                    declarations: [optionSection()]))
        }
        files.append(SwiftFile("IntentctlService", imports: [], declarations: [service()]))
        files.append(
            SwiftFile(
                "IntentctlSection+LocalizedTitle", imports: [Names.appIntents, Names.foundation],
                declarations: [sectionTitles()]))
        files.append(
            SwiftFile(
                plan.entryName.text, imports: [Names.appIntents, Names.foundation, Names.widgetKit],
                declarations: [entry()]))
        // Recommendations describe themselves with a `LocalizedStringResource`, which App Intents declares where
        // Foundation does not (Linux).
        let providerImports =
            schema.recommendations.isEmpty
            ? [Names.foundation, Names.widgetKit] : [Names.appIntents, Names.foundation, Names.widgetKit]
        files.append(
            SwiftFile(plan.providerName.text, imports: providerImports, declarations: [timelineProvider()]))
        if options.declaresAppIntentsPackage {
            files.append(SwiftFile(plan.packageName.text, imports: [Names.appIntents], declarations: [package()]))
        }
        return files
    }

    /// The runtime files the schema needs, each its name and its text: the client and what it reads and
    /// writes; the date rules when a case carries one; the option type when the app gives a provider's
    /// options; the index on the device when a parameter's places are answered there.
    func runtimeFiles() -> [(name: String, text: String)] {
        RuntimeSources.files.filter { file in
            switch file.name {
            case "DateWindowRule": plan.usesDateWindow
            case "IntentctlOption": !plan.appProviders.isEmpty
            case "IntentctlDeviceIndex": plan.usesDeviceIndex
            default: true
            }
        }
    }

    // MARK: - Shared pieces

    /// `$.parameters[index]`.
    func parameterPath(_ index: Int) -> JSONPath {
        JSONPath.root.appending("parameters").appending(index: index)
    }

    /// A parameter's property name.
    func property(_ parameter: Parameter) -> SwiftName {
        plan.propertyNames[parameter.id] ?? Names.unnamed
    }

    /// The type of a parameter's value, without the optional: an array of its entity when it takes several;
    /// text for the texts of options.
    func valueType(_ parameter: Parameter) -> SwiftType {
        if hasTextValues(parameter) {
            return parameter.multipleValues != nil ? .array(.fixed("String")) : .fixed("String")
        }
        if parameter.multipleValues != nil { return .array(.name(plan.typeNames[parameter.id] ?? Names.unnamed)) }
        return switch parameter.kind {
        case .enumeration, .dynamic: .name(plan.typeNames[parameter.id] ?? Names.unnamed)
        case .integer: .fixed("Int")
        case .boolean: .fixed("Bool")
        case .string: .fixed("String")
        }
    }

    /// Whether a dynamic parameter's values are its options' texts (``AppIntentsPlan/optionsProviderNames``).
    func hasTextValues(_ parameter: Parameter) -> Bool {
        plan.optionsProviderNames[parameter.id] != nil
    }

    /// Whether the property is optional: a dynamic parameter always (WidgetKit may ask for a timeline before
    /// the person chose one), any other when the schema gives no default.
    func isOptional(_ parameter: Parameter) -> Bool {
        if case .dynamic = parameter.kind { return true }
        return parameter.defaultValue == nil
    }

    /// A parameter's value as a Swift expression: `Dates.nextWeekend`, `3`, `true`, `"text"`.
    func value(_ value: ParameterValue, of parameter: Parameter) -> SwiftExpression {
        switch (parameter.kind, value) {
        case (.enumeration, .string(let id)):
            .member(
                .name(plan.typeNames[parameter.id] ?? Names.unnamed), plan.caseNames[parameter.id]?[id] ?? Names.unnamed
            )
        case (_, .string(let text)): .string(text)
        case (_, .integer(let number)): .integer(number)
        case (_, .boolean(let flag)): .boolean(flag)
        case (_, .list(let values)): .array(values.map { self.value($0, of: parameter) })
        }
    }

    /// A text of the catalog under a key of the schema: `deals-widget.location.title`.
    func localized(_ key: [String], _ text: LocalizedText, at path: JSONPath) -> SwiftExpression {
        .localized(SwiftLocalizedText(key: ([schema.id] + key).joined(separator: "."), text, source: path))
    }

    /// `\.$name`: a parameter as a summary or condition names it.
    func projected(_ parameter: Parameter) -> SwiftExpression {
        .keyPath(SwiftKeyPath([property(parameter)], projected: true))
    }
}

/// The names the generated code spells, each checked once.
enum Names {
    static let appIntents = SwiftName(fixed: "AppIntents")
    static let foundation = SwiftName(fixed: "Foundation")
    static let widgetKit = SwiftName(fixed: "WidgetKit")
    static let unnamed = SwiftName(fixed: "unnamed")
}
