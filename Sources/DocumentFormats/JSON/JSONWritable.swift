/// A value that writes itself as JSON with the project's one ``JSONWriter``.
public protocol JSONWritable {
    /// Writes the value: exactly one JSON value.
    func write(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    /// Writes a string literal.
    public func write(to writer: inout JSONWriter) { writer.write(self) }
}

extension Int: JSONWritable {
    /// Writes an integer.
    public func write(to writer: inout JSONWriter) { writer.write(self) }
}

extension Bool: JSONWritable {
    /// Writes `true` or `false`.
    public func write(to writer: inout JSONWriter) { writer.write(self) }
}

extension Double: JSONWritable {
    /// Writes a number, or `null` when it is not finite.
    public func write(to writer: inout JSONWriter) { writer.write(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    /// Writes an array.
    public func write(to writer: inout JSONWriter) { writer.writeArray(self) }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
    /// Writes the value, or `null`.
    public func write(to writer: inout JSONWriter) {
        if let value = self { value.write(to: &writer) } else { writer.writeNull() }
    }
}

extension JSONNode: JSONWritable {
    /// Writes the node's value; object members keep their order.
    public func write(to writer: inout JSONWriter) { value.write(to: &writer) }
}

extension JSONValue: JSONWritable {
    /// Writes the value; object members keep their order and numbers their source text.
    public func write(to writer: inout JSONWriter) {
        switch self {
        case .null: writer.writeNull()
        case .bool(let flag): writer.write(flag)
        case .number(let text): writer.write(numberText: text)
        case .string(let text): writer.write(text)
        case .array(let elements): writer.writeArray(elements)
        case .object(let members):
            writer.writeObject { writer in
                for member in members where !writer.isFull { writer.write(member.key, member.value) }
            }
        }
    }
}
