import DocumentFormats

extension SchemaChange: JSONWritable {
    /// Writes the change: `{"kind", "breaking", "parameter"?, "case"?, "message", "coveredBy"?}`,
    /// `coveredBy` describing the migration step in a sentence.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("kind", kind.rawValue)
            writer.write("breaking", isBreaking)
            writer.writeIfPresent("parameter", parameter)
            writer.writeIfPresent("case", caseID)
            writer.write("message", message)
            writer.writeIfPresent("coveredBy", coveredBy?.summary)
        }
    }
}
