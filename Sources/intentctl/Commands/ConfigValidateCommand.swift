import IntentSchema

/// `intentctl config validate FILE... | -`
enum ConfigValidateCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "validate"], summary: "Validate configuration documents.",
        usage: "config validate FILE... | - [--schema FILE] [--json]", flags: [CommonOptions.json],
        options: [CommonOptions.schema, CommonOptions.data], positionals: 1...Int.max,
        discussion: "Exits 0 when every document is valid, 1 when any is invalid, 66 when a file cannot be read.")

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let catalog = try context.catalog(arguments)
        let results = arguments.positionals.map { path in
            let input = FileSystem.readInput(path, limit: ConfigurationValidator.maximumSize)
            let file = path == "-" ? "<stdin>" : path
            return (file: file, result: input.flatMap { catalog.validate($0, file: file) })
        }
        if arguments[CommonOptions.json] {
            Console.json(results.map { FileReport(file: $0.file, outcome: $0.result) })
        } else {
            for (file, result) in results {
                context.report(result)
                Console.out("\(TextSanitizer.printable(file)): \(result.isValid ? "valid" : "invalid")")
            }
        }
        let problems = results.flatMap(\.result.diagnostics)
        if problems.contains(where: { $0.code == .inputUnreadable }) { return .noInput }
        return results.allSatisfy(\.result.isValid) ? .success : .invalid
    }
}
