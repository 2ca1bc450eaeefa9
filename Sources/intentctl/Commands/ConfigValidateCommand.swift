import IntentSchema

/// `intentctl config validate FILE... | -`
enum ConfigValidateCommand: Command {
    static let spec = CommandSpec(
        path: ["config", "validate"], summary: "Validate configuration documents.",
        usage: "config validate FILE... | - [--schema FILE] [--json]", flags: [CommonOptions.json],
        options: [CommonOptions.schema, CommonOptions.data], positionals: 1...Int.max,
        discussion: "Exits 0 when every document is valid, 1 when any is invalid, 66 when a file cannot be read.")

    struct Report: Encodable {
        var file: String
        var valid: Bool
        var diagnostics: [Diagnostic]
    }

    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode {
        let catalog = try context.catalog(arguments)
        var reports: [Report] = []
        var unreadable = false
        for file in arguments.positionals {
            let name = file == "-" ? "<stdin>" : file
            do throws(CommandFailure) {
                let bytes = try context.readInput(file, limit: ConfigurationValidator.maximumSize)
                let result = catalog.validate(bytes, file: name)
                reports.append(Report(file: name, valid: result.isValid, diagnostics: result.diagnostics))
            } catch {
                if error.exitCode == .noInput { unreadable = true }
                let code: DiagnosticCode = error.exitCode == .noInput ? .inputUnreadable : .inputTooLarge
                reports.append(
                    Report(file: name, valid: false, diagnostics: [Diagnostic(.error, code, error.message, file: name)])
                )
            }
        }
        if arguments.has("json") {
            Console.json(reports)
        } else {
            for report in reports {
                context.report(report.diagnostics)
                Console.out("\(TextSanitizer.printable(report.file)): \(report.valid ? "valid" : "invalid")")
            }
        }
        if unreadable { return .noInput }
        return reports.allSatisfy(\.valid) ? .success : .invalid
    }
}
