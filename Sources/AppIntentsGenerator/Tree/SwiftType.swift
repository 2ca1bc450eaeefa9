/// A type as the generated code spells it.
public indirect enum SwiftType: Equatable, Sendable {
    /// `Location`.
    case name(SwiftName)
    /// `Location.ID`.
    case member(SwiftType, SwiftName)
    /// `IntentItemCollection<Location>`.
    case generic(SwiftName, [SwiftType])
    /// `Location?`.
    case optional(SwiftType)
    /// `[Location]`.
    case array(SwiftType)
    /// `[Key: Value]`.
    case dictionary(SwiftType, SwiftType)
    /// `some ParameterSummary`.
    case opaque(SwiftType)
    /// `any Encoder`.
    case existential(SwiftType)

    /// A type by a name the generator's source spells.
    public static func fixed(_ name: StaticString) -> SwiftType { .name(SwiftName(fixed: name)) }
}
