import IntentSchema
import IntentctlService

/// `intentctl config validate FILE... | -`
enum ConfigValidateCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "validate"], summary: "Validate configuration documents.",
        arguments: "(FILE... | -)", flags: [CommonOptions.json],
        options: [CommonOptions.format, CommonOptions.schema, CommonOptions.data, CommonOptions.index],
        positionals: 1...Int.max,
        discussion: """
            Every file is reported as soon as it is checked. Exits 0 when every document is valid, 1 when any is
            invalid, 66 when a file cannot be read.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let catalog = try context.catalog(arguments)
        return FileReport.stream(
            arguments.positionals, format: try context.reportFormat(arguments), command: spec, context: context
        ) { path in
            let file = path == "-" ? "<stdin>" : path
            let outcome = context.diagnosedInput(path, limit: ConfigurationValidator.maximumSize).flatMap {
                catalog.validate($0, file: file)
            }
            return FileReport(file: file, outcome: outcome)
        }.exitCode
    }
}
