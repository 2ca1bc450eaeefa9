/// A parameter's value in a configuration. Enum case ids and dynamic option ids are strings.
public enum ParameterValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Text: a string parameter's value, an enum case id or a dynamic option id.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A flag.
    case boolean(Bool)

    /// The value as it is written on a command line: `LON`, `2`, `true`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// The value as a JSON node.
    public var jsonNode: JSONNode {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .boolean(let flag): .bool(flag)
        }
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
