import DocumentFormats
import IntentSchema
import IntentctlService

/// `intentctl schema validate [FILE...]`
enum SchemaValidateCommand: Command {
    static let spec = CommandSpec(
        path: ["schema", "validate"], summary: "Check schema files, or the bundled schemas.",
        arguments: "[FILE...]", flags: [CommonOptions.json],
        options: [CommonOptions.format], positionals: 0...Int.max,
        discussion: """
            Every problem is reported as FILE:LINE:COLUMN with its JSON path, and every file is reported, readable or
            not. Exits 0 when every schema is valid, 1 when any is invalid, 66 when a file cannot be read.
            """, completes: .files)

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        var files = arguments.positionals
        var read: (String) -> Diagnosed<[UInt8]> = { context.diagnosedInput($0, limit: SchemaLoader.maximumSize) }
        if files.isEmpty {
            let bundled = BundledSchemas.sources.map { (file: "<bundled>/\($0.file)", bytes: Array($0.text.utf8)) }
            files = bundled.map(\.file)
            read = { file in Diagnosed(value: bundled.first { $0.file == file }?.bytes) }
        }
        return FileReport.stream(files, format: try context.reportFormat(arguments), command: spec, context: context) {
            file in
            let outcome = read(file).flatMap { SchemaLoader().load($0, file: file) }
            return FileReport(file: file, outcome: outcome, id: outcome.schema?.id)
        }.exitCode
    }
}
