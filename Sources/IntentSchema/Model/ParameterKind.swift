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

    /// The name of a kind as schema files write it. This is the one list of kind names.
    public enum Name: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
        /// `enum`
        case enumeration = "enum"
        /// `dynamic`
        case dynamic
        /// `integer`
        case integer
        /// `boolean`
        case boolean
        /// `string`
        case string

        /// The name as schema files write it.
        public var description: String { rawValue }
    }

    /// This kind's name.
    public var name: Name {
        switch self {
        case .enumeration: .enumeration
        case .dynamic: .dynamic
        case .integer: .integer
        case .boolean: .boolean
        case .string: .string
        }
    }

    /// The enum's cases, for an enumeration.
    public var cases: [EnumCase]? {
        if case .enumeration(let cases) = self { return cases }
        return nil
    }
}
