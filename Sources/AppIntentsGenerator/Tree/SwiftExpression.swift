/// An expression of the generated code. There is no case for text written as it is: a schema's text reaches
/// the output only as a string literal (``string(_:)``, ``interpolation(_:)``, ``localized(_:)``), which the
/// renderer escapes, and names only as ``SwiftName``s.
public indirect enum SwiftExpression: Equatable, Sendable {
    /// `location`, `Date`.
    case name(SwiftName)
    /// `self`.
    case selfValue
    /// `client.places`.
    case member(SwiftExpression, SwiftName)
    /// `.string`, `.atEnd`.
    case implicitMember(SwiftName)
    /// A string literal of a text.
    case string(String)
    /// A string literal with interpolations: `"\(place.name)"`.
    case interpolation([SwiftInterpolationPart])
    /// A text of the string catalog.
    case localized(SwiftLocalizedText)
    /// `8`, `-3`.
    case integer(Int)
    /// `true`, `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `callee(label: value, …) { … } label: { … }`.
    case call(SwiftExpression, [SwiftArgument], trailing: [SwiftTrailingClosure])
    /// `{ section in … }`.
    case closure(SwiftClosure)
    /// `\.$location`, `\.code`.
    case keyPath(SwiftKeyPath)
    /// `$0`.
    case shorthandArgument(Int)
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `[key: value, …]`; `[:]` when empty.
    case dictionary([SwiftDictionaryElement])
    /// `(label: value, …)`.
    case tuple([SwiftArgument])
    /// `left op right`.
    case binary(SwiftExpression, SwiftOperator, SwiftExpression)
    /// `!value`.
    case not(SwiftExpression)
    /// `await value`.
    case await(SwiftExpression)
    /// `try value`.
    case `try`(SwiftExpression)
    /// `try? value`.
    case tryOptional(SwiftExpression)
    /// `Type.init`, a type's initializer as a function.
    case initializer(SwiftName)
    /// `value?`, before a member: `value?.map`.
    case optionalChain(SwiftExpression)
    /// `value[index]`.
    case subscripted(SwiftExpression, SwiftExpression)
    /// A type as a value: `IntentParameterDependency<Intent>` before its arguments.
    case type(SwiftType)

    /// An expression by a name the generator's source spells.
    public static func fixed(_ name: StaticString) -> SwiftExpression { .name(SwiftName(fixed: name)) }

    /// `self.member`.
    public func member(_ name: StaticString) -> SwiftExpression { .member(self, SwiftName(fixed: name)) }

    /// `self(arguments…)`.
    public func call(_ arguments: SwiftArgument..., trailing: [SwiftTrailingClosure] = []) -> SwiftExpression {
        .call(self, arguments, trailing: trailing)
    }
}

/// One argument of a call or element of a tuple.
public struct SwiftArgument: Equatable, Sendable {
    /// The label, if any.
    public var label: SwiftName?
    /// The value.
    public var value: SwiftExpression

    /// An argument.
    public init(_ label: SwiftName?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    /// An argument with a label the generator's source spells.
    public static func labeled(_ label: StaticString, _ value: SwiftExpression) -> SwiftArgument {
        SwiftArgument(SwiftName(fixed: label), value)
    }

    /// An argument without a label.
    public static func unlabeled(_ value: SwiftExpression) -> SwiftArgument {
        SwiftArgument(nil, value)
    }
}

/// A trailing closure: the first has no label, the next ones do (`otherwise:`).
public struct SwiftTrailingClosure: Equatable, Sendable {
    /// The label, nil for the first.
    public var label: SwiftName?
    /// The closure.
    public var closure: SwiftClosure

    /// The first trailing closure, without a label.
    public init(_ closure: SwiftClosure) {
        label = nil
        self.closure = closure
    }

    /// A further trailing closure, with its label.
    public init(_ label: SwiftName, _ closure: SwiftClosure) {
        self.label = label
        self.closure = closure
    }
}

/// A closure: its parameters (none for `$0` or a result builder's block) and its statements.
public struct SwiftClosure: Equatable, Sendable {
    /// The parameters' names, written `a, b in`.
    public var parameters: [SwiftName]
    /// The statements.
    public var body: [SwiftStatement]

    /// A closure.
    public init(parameters: [SwiftName] = [], _ body: [SwiftStatement]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A key path: `\.$location` (an intent parameter's projected value) or `\.code`, from the root's type.
public struct SwiftKeyPath: Equatable, Sendable {
    /// The components, each a name.
    public var components: [SwiftName]
    /// Whether the first component is a projected value: `$location`.
    public var projected: Bool

    /// A key path.
    public init(_ components: [SwiftName], projected: Bool = false) {
        self.components = components
        self.projected = projected
    }
}

/// One part of an interpolated string literal.
public enum SwiftInterpolationPart: Equatable, Sendable {
    /// Text, escaped by the renderer.
    case text(String)
    /// `\(expression)`.
    case expression(SwiftExpression)
}

/// One element of a dictionary literal.
public struct SwiftDictionaryElement: Equatable, Sendable {
    /// The key.
    public var key: SwiftExpression
    /// The value.
    public var value: SwiftExpression

    /// An element.
    public init(_ key: SwiftExpression, _ value: SwiftExpression) {
        self.key = key
        self.value = value
    }
}

/// The binary operators the generated code uses.
public enum SwiftOperator: String, Equatable, Sendable {
    case equal = "=="
    case notEqual = "!="
    case and = "&&"
    case greaterOrEqual = ">="
    case nilCoalescing = "??"
}
