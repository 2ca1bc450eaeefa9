/// A declaration of the generated code, with its doc comment and attributes.
public struct SwiftDeclaration: Equatable, Sendable {
    /// What is declared.
    public indirect enum Kind: Equatable, Sendable {
        /// `struct Name: Conformances { members }`.
        case `struct`(SwiftName, conformances: [SwiftType], members: [SwiftDeclaration])
        /// `enum Name: Conformances { members }`.
        case `enum`(SwiftName, conformances: [SwiftType], members: [SwiftDeclaration])
        /// `protocol Name: Conformances { requirements }`.
        case `protocol`(SwiftName, conformances: [SwiftType], members: [SwiftDeclaration])
        /// `extension Type: Conformances { members }`.
        case `extension`(SwiftType, conformances: [SwiftType], members: [SwiftDeclaration])
        /// A stored or computed property, or a protocol's property requirement.
        case property(SwiftProperty)
        /// A function, or a protocol's requirement when it has no body.
        case function(SwiftFunction)
        /// `init(parameters) { body }`, or a protocol's requirement when it has no body.
        case initializer([SwiftParameter], body: [SwiftStatement]?)
        /// `case name = rawValue`.
        case enumCase(SwiftName, rawValue: SwiftExpression?)
        /// `typealias Name = Type`.
        case typeAlias(SwiftName, SwiftType)
    }

    /// The doc comment: paragraphs, each written as `///` lines, wrapped and sanitised by the renderer.
    public var documentation: [String]
    /// Attributes before it: `@Parameter(…)`.
    public var attributes: [SwiftAttribute]
    /// `static`.
    public var isStatic: Bool
    /// `public`: seen outside the module (everything else the files declare is the module's own).
    public var isPublic: Bool
    /// What is declared.
    public var kind: Kind

    /// A declaration.
    public init(
        documentation: [String] = [], attributes: [SwiftAttribute] = [], isStatic: Bool = false,
        isPublic: Bool = false, _ kind: Kind
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.isStatic = isStatic
        self.isPublic = isPublic
        self.kind = kind
    }
}

/// A property: `let`/`var`, its type, and an initial value or a getter.
public struct SwiftProperty: Equatable, Sendable {
    /// `var` rather than `let`.
    public var isVariable: Bool
    /// The name.
    public var name: SwiftName
    /// The type, when written.
    public var type: SwiftType?
    /// The initial value.
    public var value: SwiftExpression?
    /// The getter's statements, for a computed property.
    public var getter: [SwiftStatement]?
    /// For a protocol's requirement: `{ get }`.
    public var isRequirement: Bool

    /// A property.
    public init(
        variable: Bool = false, _ name: SwiftName, type: SwiftType? = nil, value: SwiftExpression? = nil,
        getter: [SwiftStatement]? = nil, requirement: Bool = false
    ) {
        isVariable = variable || getter != nil || requirement
        self.name = name
        self.type = type
        self.value = value
        self.getter = getter
        isRequirement = requirement
    }
}

/// A function.
public struct SwiftFunction: Equatable, Sendable {
    /// The name.
    public var name: SwiftName
    /// The parameters.
    public var parameters: [SwiftParameter]
    /// `async`.
    public var isAsync: Bool
    /// `throws`.
    public var isThrowing: Bool
    /// The result type; nil for none.
    public var result: SwiftType?
    /// The statements; nil for a protocol's requirement.
    public var body: [SwiftStatement]?

    /// A function.
    public init(
        _ name: SwiftName, _ parameters: [SwiftParameter] = [], async: Bool = false, throws: Bool = false,
        result: SwiftType? = nil, body: [SwiftStatement]?
    ) {
        self.name = name
        self.parameters = parameters
        isAsync = async
        isThrowing = `throws`
        self.result = result
        self.body = body
    }
}

/// A parameter of a function or initializer: `label name: Type = default`.
public struct SwiftParameter: Equatable, Sendable {
    /// The argument label; nil writes `_`, equal to the name writes the name once.
    public var label: SwiftName?
    /// The parameter's name.
    public var name: SwiftName
    /// Its type.
    public var type: SwiftType
    /// Its default value.
    public var defaultValue: SwiftExpression?

    /// A parameter.
    public init(label: SwiftName?, _ name: SwiftName, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// A parameter whose label is its name.
    public init(_ name: SwiftName, _ type: SwiftType, default defaultValue: SwiftExpression? = nil) {
        self.init(label: name, name, type, default: defaultValue)
    }
}

/// An attribute: `@Parameter(title: …)`, `@IntentParameterDependency<Intent>(\.$country)`.
public struct SwiftAttribute: Equatable, Sendable {
    /// The name, without `@`.
    public var name: SwiftName
    /// The generic arguments; none writes no angle brackets.
    public var genericArguments: [SwiftType]
    /// The arguments; nil writes none and no parentheses.
    public var arguments: [SwiftArgument]?

    /// An attribute.
    public init(_ name: SwiftName, generic genericArguments: [SwiftType] = [], _ arguments: [SwiftArgument]? = nil) {
        self.name = name
        self.genericArguments = genericArguments
        self.arguments = arguments
    }

    /// The attribute's name and generic arguments, as an expression.
    var callee: SwiftExpression {
        genericArguments.isEmpty ? .name(name) : .type(.generic(name, genericArguments))
    }
}
