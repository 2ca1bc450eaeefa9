import ConfigurationStore
import DocumentFormats
import IntentSchema

/// Shows configurations to people and as JSON.
struct ConfigurationPresenter {
    var catalog: SchemaCatalog

    /// One line a parameter: `travellers  two  2 travellers (default)`.
    func lines(for configuration: WidgetConfiguration, locale: String? = nil) -> [String] {
        guard let schema = catalog.schemas[configuration.schemaID] else { return [] }
        let width = schema.parameters.map(\.id.count).max() ?? 0
        return schema.parameters.compactMap { parameter in
            guard let value = configuration.values[parameter.id] else { return nil }
            var line = "  " + parameter.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value.description
            if let title = catalog.title(of: value, for: parameter, locale: locale) { line += "  " + title }
            if configuration.defaultedParameters.contains(parameter.id) { line += " (default)" }
            return TextSanitizer.printable(line)
        }
    }

    /// Reports the outcome of storing a configuration: the diagnostics on stderr, then the stored
    /// configuration on stdout (its document with `--json`), or why nothing was stored.
    func reportSave(_ result: ValidationResult, name: ConfigurationName, json: Bool, context: Context) -> ExitCode {
        context.report(result)
        guard let configuration = result.configuration, let schema = catalog.schemas[configuration.schemaID] else {
            context.console.error("intentctl: '\(name)' was not saved: the configuration is invalid")
            return .invalid
        }
        if json {
            context.console.out(String(decoding: configuration.encoded(orderedBy: schema), as: UTF8.self))
        } else {
            context.console.out((["saved \(name)"] + lines(for: configuration)).joined(separator: "\n"))
        }
        return .success
    }
}
