import DocumentFormats

extension StoreEntry: JSONWritable {
    /// Writes the entry: file, name, status, schema and version as stored, the effective values
    /// (typed, in parameter order) when valid, and the diagnostics.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writeMembers(to: &$0) }
    }

    /// Writes the entry's members into an object the caller has opened, so that a presentation
    /// can add its own.
    public func writeMembers(to writer: inout JSONWriter) {
        writer.write("file", fileName)
        writer.writeIfPresent("name", name?.rawValue)
        writer.write("status", status.rawValue)
        writer.writeIfPresent("schema", schemaID)
        writer.writeIfPresent("version", schemaVersion)
        if let configuration, let schema {
            writer.write("values", configuration.document(orderedBy: schema).value.member("values"))
        }
        writer.write("diagnostics", diagnostics)
    }
}
