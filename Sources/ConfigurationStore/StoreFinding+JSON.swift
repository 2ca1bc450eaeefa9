import DocumentFormats

extension StoreFinding: JSONWritable {
    /// Writes the finding: `{"kind", "file", "parameter"?, "value"?, "message", "replacements",
    /// "steps"}`, each replacement `{"id", "title", "subtitle"?}` and each step a sentence.
    public func write(to writer: inout JSONWriter) {
        writer.writeObject { writer in
            writer.write("kind", kind.rawValue)
            writer.write("file", fileName)
            writer.writeIfPresent("parameter", parameter)
            writer.writeIfPresent("value", value)
            writer.write("message", message)
            writer.writeKey("replacements")
            writer.writeArray { writer in
                for option in replacements {
                    writer.writeObject { writer in
                        writer.write("id", option.id)
                        writer.write("title", option.title)
                        writer.writeIfPresent("subtitle", option.subtitle)
                    }
                }
            }
            writer.write("steps", steps.map(\.summary))
        }
    }
}
