import IntentSchema

/// `intentctl schema validate [FILE...]`
enum SchemaValidateCommand: Command {
    static let spec = CommandSpec(
        path: ["schema", "validate"], summary: "Check schema files, or the bundled schemas.",
        usage: "schema validate [FILE...] [--json]", flags: [CommonOptions.json], positionals: 0...Int.max,
        discussion:
            "Every problem is reported as FILE:LINE:COLUMN with its JSON path. Exits 1 if any schema is invalid.")

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        var sources: [(file: String, bytes: [UInt8])] = []
        if arguments.positionals.isEmpty {
            sources = BundledSchemas.sources.map { ("<bundled>/\($0.file)", Array($0.text.utf8)) }
        } else {
            for file in arguments.positionals {
                sources.append((file, try context.readInput(file, limit: SchemaLoader.maximumSize)))
            }
        }
        let reports = sources.map { source in
            let result = SchemaLoader().load(source.bytes, file: source.file)
            return FileReport(file: source.file, outcome: result, id: result.schema?.id)
        }
        if arguments[CommonOptions.json] {
            Console.json(reports)
        } else {
            for report in reports {
                context.report(report.outcome)
                Console.out(
                    "\(TextSanitizer.printable(report.file)): \(report.outcome.schema != nil ? "valid" : "invalid")")
            }
        }
        return reports.allSatisfy { $0.outcome.schema != nil } ? .success : .invalid
    }
}
