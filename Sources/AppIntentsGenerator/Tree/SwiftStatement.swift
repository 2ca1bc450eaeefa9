/// A statement of the generated code.
public indirect enum SwiftStatement: Equatable, Sendable {
    /// An expression on its own, or a result builder's component.
    case expression(SwiftExpression)
    /// `let name: Type = value` or `var …`.
    case binding(SwiftBinding)
    /// `target = value`.
    case assignment(SwiftExpression, SwiftExpression)
    /// `return value`.
    case `return`(SwiftExpression?)
    /// `if conditions { … } else { … }`.
    case `if`([SwiftCondition], then: [SwiftStatement], else: [SwiftStatement]?)
    /// `guard conditions else { … }`.
    case `guard`([SwiftCondition], else: [SwiftStatement])
    /// `switch value { case …: … }`.
    case `switch`(SwiftExpression, [SwiftSwitchCase])
    /// `// text`: a line comment, sanitised by the renderer.
    case comment(String)
}

/// `let name: Type = value`.
public struct SwiftBinding: Equatable, Sendable {
    /// `var` rather than `let`.
    public var isVariable: Bool
    /// The name.
    public var name: SwiftName
    /// The type, when written.
    public var type: SwiftType?
    /// The value.
    public var value: SwiftExpression?

    /// A binding.
    public init(variable: Bool = false, _ name: SwiftName, type: SwiftType? = nil, value: SwiftExpression?) {
        isVariable = variable
        self.name = name
        self.type = type
        self.value = value
    }
}

/// A condition of `if` or `guard`.
public enum SwiftCondition: Equatable, Sendable {
    /// A Boolean expression.
    case expression(SwiftExpression)
    /// `let name = optional`.
    case letBinding(SwiftName, SwiftExpression)
}

/// One case of a `switch`: its patterns (none for `default`) and its statements.
public struct SwiftSwitchCase: Equatable, Sendable {
    /// The values it matches; empty for `default`.
    public var patterns: [SwiftExpression]
    /// The statements.
    public var body: [SwiftStatement]

    /// A case.
    public init(_ patterns: [SwiftExpression], _ body: [SwiftStatement]) {
        self.patterns = patterns
        self.body = body
    }
}
