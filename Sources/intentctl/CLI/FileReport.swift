import IntentSchema

/// One input file's outcome, as `config validate --json` and `schema validate --json` print it:
/// `{"file", "valid", "diagnostics"}`, with `"id"` for a schema.
struct FileReport<Value>: JSONWritable {
    var file: String
    var outcome: Diagnosed<Value>
    var id: String? = nil

    func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("file", file)
            writer.writeIfPresent("id", id)
            writer.write("valid", outcome.value != nil)
            outcome.writeDiagnostics(to: &writer)
        }
    }
}
