import DocumentFormats

extension MigrationReport: JSONWritable {
    /// Writes the report: file, name, outcome, schema, versions, the values before (as stored) and
    /// after (in parameter order), the steps that changed them, and the diagnostics.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("file", fileName)
            writer.writeIfPresent("name", name?.rawValue)
            writer.write("outcome", outcome.rawValue)
            writer.writeIfPresent("schema", schemaID)
            writer.writeIfPresent("fromVersion", fromVersion)
            writer.writeIfPresent("toVersion", toVersion)
            writer.write("before", JSONValue.object(before))
            if let after { writer.write("after", JSONValue.object(after)) }
            writer.write("steps", steps.map(\.summary))
            writer.write("diagnostics", diagnostics)
        }
    }
}
