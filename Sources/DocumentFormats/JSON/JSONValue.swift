/// A parsed JSON value. Objects keep their members in source order, duplicates included, so that
/// checks can report duplicate keys; numbers keep their source text so no precision is lost.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written in the source (`12`, `-0.5e3`).
    case number(String)
    /// A string, with escapes decoded.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object, members in source order.
    case object([JSONMember])

    /// The JSON type name used in messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number(let text): Int(text) == nil ? "number" : "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The integer value of a number written without fraction or exponent that fits in `Int`.
    public var integerValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }
}
