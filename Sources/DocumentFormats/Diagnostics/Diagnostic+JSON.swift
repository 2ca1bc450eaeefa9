extension Diagnostic: JSONWritable {
    /// Writes the diagnostic flat: `line` and `column` rather than a nested location, and the path
    /// as text.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("severity", severity.rawValue)
            writer.write("code", code.rawValue)
            writer.write("message", message)
            writer.writeIfPresent("file", file)
            writer.writeIfPresent("line", location?.line)
            writer.writeIfPresent("column", location?.column)
            writer.write("path", path.description)
            writer.writeIfPresent("value", value)
            writer.writeIfPresent("hint", hint)
        }
    }
}

extension Diagnosed {
    /// Writes the diagnostics as `"diagnostics": [...]` and, when some were left out,
    /// `"omittedDiagnostics": N`, into the object being written.
    public func writeDiagnostics(to writer: inout JSONWriter) {
        writer.write("diagnostics", diagnostics)
        if omitted > 0 { writer.write("omittedDiagnostics", omitted) }
    }
}
