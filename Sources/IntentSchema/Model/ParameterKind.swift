/// The kinds of parameter a schema can declare.
public enum ParameterKind: Sendable, Equatable {
    /// A fixed list of cases.
    case enumeration([EnumCase])
    /// Options that come from a named provider at run time.
    case dynamic(DynamicOptions)
    /// A whole number, optionally bounded.
    case integer(minimum: Int?, maximum: Int?)
    /// `true` or `false`.
    case boolean
    /// Text, optionally constrained.
    case string(StringConstraints)

    /// The name used for the kind in schema files: `enum`, `dynamic`, `integer`, `boolean`, `string`.
    public var name: String {
        switch self {
        case .enumeration: "enum"
        case .dynamic: "dynamic"
        case .integer: "integer"
        case .boolean: "boolean"
        case .string: "string"
        }
    }

    /// Every kind name a schema file may use.
    public static let names = ["enum", "dynamic", "integer", "boolean", "string"]

    /// The enum's cases, for an enumeration.
    public var cases: [EnumCase]? {
        if case .enumeration(let cases) = self { return cases }
        return nil
    }
}
