import DocumentFormats
import IntentSchema
import ServiceContract

/// One input file's outcome, as `config validate` and `schema validate` report it: diagnostics on
/// stderr and `FILE: valid` or `FILE: invalid` on stdout, or with `--json` one element of an array,
/// `{"file", "id"?, "valid", "diagnostics", "omittedDiagnostics"?}`.
package struct FileReport<Value>: JSONWritable {
    package var file: String
    package var outcome: Diagnosed<Value>
    package var id: String? = nil

    /// Makes one from each of its properties.
    package init(file: String, outcome: Diagnosed<Value>, id: String? = nil) {
        self.file = file
        self.outcome = outcome
        self.id = id
    }

    package var isValid: Bool { outcome.value != nil }

    package func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("file", file)
            writer.writeIfPresent("id", id)
            writer.write("valid", isValid)
            outcome.writeDiagnostics(to: &writer)
        }
    }

    /// What a stream of reports found.
    package struct Summary {
        package var allValid = true
        package var anyUnreadable = false

        /// A summary of nothing yet: every file valid, every file read.
        package init() {}
    }

    /// The report in the form the report formats write.
    package var fileDiagnostics: FileDiagnostics {
        FileDiagnostics(file: file, isValid: isValid, diagnostics: outcome.diagnostics, omitted: outcome.omitted)
    }
}
