import AppIntentsBuild
import DocumentFormats
import IntentSchema
import IntentctlService
import ServiceContract

extension FileReport.Summary {
    /// The status: 66 when an input could not be read, 1 when one is invalid, else 0.
    var exitCode: ExitCode { anyUnreadable ? .noInput : allValid ? .success : .invalid }
}

extension FileReport {
    /// Makes and writes each file's report as soon as it is made, so that memory holds one file at
    /// a time however many there are; SARIF and JUnit, whose documents enclose every file, keep
    /// each file's diagnostics (at most 100) and are written at the end.
    static func stream(
        _ files: [String], format: ReportFormat, command: CommandSpec, context: Context,
        report: (String) -> FileReport
    ) -> Summary {
        var summary = Summary()
        func check(_ file: String) -> FileReport {
            let made = report(file)
            summary.allValid = summary.allValid && made.isValid
            summary.anyUnreadable =
                summary.anyUnreadable || made.outcome.diagnostics.contains { $0.code == .inputUnreadable }
            return made
        }
        var writer = JSONWriter()
        switch format {
        case .text:
            for file in files where context.console.isOutputOpen {
                let made = check(file)
                context.report(made.outcome)
                context.console.out("\(TextSanitizer.printable(made.file)): \(made.isValid ? "valid" : "invalid")")
            }
        case .json:
            writer.writeArray { writer in
                for file in files where context.console.isOutputOpen {
                    writer.write(check(file))
                    context.console.writeOutput(writer.drain())
                }
            }
            context.console.out(writer.drain())
        case .github:
            for file in files where context.console.isOutputOpen {
                for line in GitHubAnnotations.lines(for: check(file).fileDiagnostics) { context.console.out(line) }
            }
        case .sarif, .junit:
            let collected = files.map { check($0).fileDiagnostics }
            if format == .sarif {
                writer.write(SARIFLog(toolName: "intentctl", toolVersion: ToolVersion.intentctl, files: collected))
                context.console.out(writer.drain())
            } else {
                let name = "intentctl " + command.path.joined(separator: " ")
                context.console.writeOutput(bytes: Array(JUnitReport(suiteName: name, files: collected).xml.utf8))
            }
        }
        return summary
    }
}
