import IntentSchema

/// One input file's outcome, as `config validate` and `schema validate` report it: diagnostics on
/// stderr and `FILE: valid` or `FILE: invalid` on stdout, or with `--json` one element of an array,
/// `{"file", "id"?, "valid", "diagnostics", "omittedDiagnostics"?}`.
struct FileReport<Value>: JSONWritable {
    var file: String
    var outcome: Diagnosed<Value>
    var id: String? = nil

    var isValid: Bool { outcome.value != nil }

    func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("file", file)
            writer.writeIfPresent("id", id)
            writer.write("valid", isValid)
            outcome.writeDiagnostics(to: &writer)
        }
    }

    /// What a stream of reports found.
    struct Summary {
        var allValid = true
        var anyUnreadable = false

        /// The status: 66 when an input could not be read, 1 when one is invalid, else 0.
        var exitCode: ExitCode { anyUnreadable ? .noInput : allValid ? .success : .invalid }
    }

    /// Makes and writes each file's report as soon as it is made, so that memory holds one file at
    /// a time however many there are.
    static func stream(_ files: [String], json: Bool, context: Context, report: (String) -> FileReport) -> Summary {
        var summary = Summary()
        var writer = JSONWriter()
        func add(_ report: FileReport) {
            summary.allValid = summary.allValid && report.isValid
            summary.anyUnreadable =
                summary.anyUnreadable || report.outcome.diagnostics.contains { $0.code == .inputUnreadable }
        }
        guard json else {
            for file in files where Console.isOutputOpen {
                let made = report(file)
                add(made)
                context.report(made.outcome)
                Console.out("\(TextSanitizer.printable(made.file)): \(made.isValid ? "valid" : "invalid")")
            }
            return summary
        }
        writer.writeArray { writer in
            for file in files where Console.isOutputOpen {
                let made = report(file)
                add(made)
                writer.write(made)
                Console.writeOutput(writer.drain())
            }
        }
        Console.out(writer.drain())
        return summary
    }
}
