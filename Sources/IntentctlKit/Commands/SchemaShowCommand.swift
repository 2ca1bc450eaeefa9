import DocumentFormats
import IntentSchema

/// `intentctl schema show [ID]`
enum SchemaShowCommand: Command {
    static let spec = CommandSpec(
        path: ["schema", "show"],
        summary: "Show a schema's parameters, kinds, cases and defaults, and the configurations it recommends.",
        arguments: "[ID]", flags: [CommonOptions.json],
        options: [CommonOptions.schema, CommonOptions.locale],
        positionals: 0...1, completes: .schemaIDs)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let catalog = try context.catalog(arguments, withOptions: false)
        let schema = try context.schema(arguments.positionals.first, in: catalog)
        if arguments[CommonOptions.json] {
            context.console.out(JSONWriter.write(SchemaEncoder().encode(schema)))
            return .success
        }
        let locale = arguments[CommonOptions.locale]
        var lines = ["\(schema.id) (version \(schema.version)): \(schema.title.resolved(for: locale))"]
        if let description = schema.description { lines.append(description.resolved(for: locale)) }
        lines.append("")
        for parameter in schema.parameters {
            var facts = [parameter.kind.name.rawValue, parameter.isRequired ? "required" : "optional"]
            if let defaultValue = parameter.defaultValue { facts.append("default \(defaultValue)") }
            if let activation = parameter.activation {
                switch activation.predicate {
                case .hasAnyValue: facts.append("active when \(activation.parameter) has a value")
                case .equals(let value): facts.append("active when \(activation.parameter) = \(value)")
                }
            }
            lines.append("\(parameter.id): \(parameter.title.resolved(for: locale)) [\(facts.joined(separator: ", "))]")
            if let description = parameter.description { lines.append("    \(description.resolved(for: locale))") }
            switch parameter.kind {
            case .enumeration(let cases):
                let width = cases.map(\.id.count).max() ?? 0
                for enumCase in cases {
                    let mark = parameter.defaultValue == .string(enumCase.id) ? " (default)" : ""
                    lines.append(
                        "    \(enumCase.id.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(enumCase.title.resolved(for: locale))\(mark)"
                    )
                }
            case .dynamic(let options):
                lines.append(
                    "    options from provider '\(options.provider)'\(options.hasTextValues ? ", stored as their texts" : "")\(options.source == .device ? ", answered on the device" : "")\(options.isSearchable ? ", searchable from \(options.minimumQueryLength) character(s)" : ""), \(options.suggestedCount) suggested"
                )
            case .integer(let minimum, let maximum):
                lines.append("    from \(minimum.map(String.init) ?? "any") to \(maximum.map(String.init) ?? "any")")
            case .string(let constraints):
                if let pattern = constraints.pattern { lines.append("    pattern \(pattern)") }
            case .boolean:
                break
            }
        }
        if !schema.recommendations.isEmpty {
            lines.append("")
            lines.append("recommended:")
            for (index, recommendation) in schema.recommendations.enumerated() {
                let values = schema.parameters.compactMap { parameter in
                    recommendation.values[parameter.id].map { "\(parameter.id)=\($0)" }
                }
                lines.append(
                    "  \(index + 1). \(recommendation.title.resolved(for: locale)): \(values.joined(separator: " "))")
            }
        }
        context.console.out(lines.map(TextSanitizer.printable).joined(separator: "\n"))
        return .success
    }
}
