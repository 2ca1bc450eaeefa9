import DocumentFormats

/// A parameter's value in a configuration. Enum case ids and dynamic option ids are strings.
public enum ParameterValue: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// Text: a string parameter's value, an enum case id or a dynamic option id.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A flag.
    case boolean(Bool)
    /// The values of a parameter that takes several (``Parameter/multipleValues``), in the order chosen.
    case list([ParameterValue])

    /// The value as it is written on a command line: `LON`, `2`, `true`, `LHR,MUC`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let values): values.map(\.description).joined(separator: ",")
        }
    }

    /// The value as a JSON node.
    public var jsonNode: JSONNode {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .boolean(let flag): .bool(flag)
        case .list(let values): .array(values.map(\.jsonNode))
        }
    }

    /// The values: a list's elements, or the value alone.
    public var elements: [ParameterValue] {
        if case .list(let values) = self { return values }
        return [self]
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
