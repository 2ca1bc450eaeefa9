/// When a dependent parameter is active: SiriKit's parent-parameter relationships.
public struct ActivationCondition: Sendable, Equatable {
    /// What the parent's value must satisfy.
    public enum Predicate: Sendable, Equatable {
        /// The parent has any value.
        case hasAnyValue
        /// The parent has exactly this value: an enum case id or a boolean.
        case equals(ParameterValue)
    }

    /// The id of the parent parameter, declared before the dependent one.
    public var parameter: String
    /// What the parent's value must satisfy.
    public var predicate: Predicate

    /// Creates a condition.
    public init(parameter: String, predicate: Predicate) {
        self.parameter = parameter
        self.predicate = predicate
    }

    /// Whether the condition holds for the parent's effective value (`nil` when it has none).
    public func holds(for parentValue: ParameterValue?) -> Bool {
        switch predicate {
        case .hasAnyValue: parentValue.map { $0 != .list([]) } ?? false
        case .equals(let expected): parentValue == expected
        }
    }
}
