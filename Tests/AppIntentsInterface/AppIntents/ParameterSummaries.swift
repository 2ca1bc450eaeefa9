// Parameter summaries. See Strings.swift and README.md.

/// https://developer.apple.com/documentation/appintents/parametersummary
/// `protocol ParameterSummary`
public protocol ParameterSummary {
    /// Stand-in only: what shows for a configured intent, the branch App Intents would pick: the
    /// text's catalog key and the parameters listed after it.
    func _shown(for intent: Any) -> (key: String?, parameters: [AnyKeyPath])
}

/// https://developer.apple.com/documentation/appintents/parametersummarybuilder
/// `@resultBuilder struct ParameterSummaryBuilder<Intent> where Intent : AppIntent`
@resultBuilder
public struct ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary { summary }
}

/// https://developer.apple.com/documentation/appintents/parametersummarystring
/// `struct ParameterSummaryString<Intent> where Intent : AppIntent` — a summary's text, with
/// `\(\.$parameter)` interpolations. `key` is the text as the string catalog has it: each
/// parameter as `${name}`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    /// Stand-in only: the text as the string catalog keys it.
    public var _key: String

    public init(stringLiteral value: String) { _key = value }
    public init(stringInterpolation: StringInterpolation) { _key = stringInterpolation.key }

    /// https://developer.apple.com/documentation/appintents/parametersummarystring/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { key += literal }
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            key += "${\(Intent.parameterName(keyPath))}"
        }
    }
}

extension AppIntent {
    /// A parameter's property name, from a key path to its projected value: what the stand-in
    /// writes for `${name}` (App Intents reads it from the compiled metadata).
    static func parameterName<Value>(_ keyPath: KeyPath<Self, IntentParameter<Value>>) -> String {
        let intent = Self()
        let parameter = intent[keyPath: keyPath]
        for child in Mirror(reflecting: intent).children {
            if let wrapper = child.value as? IntentParameter<Value>, wrapper === parameter {
                return String((child.label ?? "").drop { $0 == "_" })
            }
        }
        return "?"
    }
}

/// https://developer.apple.com/documentation/appintents/intentparametersummary
/// `struct IntentParameterSummary<Intent> where Intent : AppIntent`
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    /// Stand-in only: the text's catalog key, nil for a summary that only lists parameters.
    public var _key: String?
    /// Stand-in only: the parameters listed after the text.
    public var _additionalParameters: [PartialKeyPath<Intent>]

    public func _shown(for intent: Any) -> (key: String?, parameters: [AnyKeyPath]) { (_key, _additionalParameters) }

    /// https://developer.apple.com/documentation/appintents/intentparametersummary/init(_:table:)
    /// `init(_ string: ParameterSummaryString<Intent>, table: String? = nil)`
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        _key = string._key
        _additionalParameters = []
    }

    /// https://developer.apple.com/documentation/appintents/intentparametersummary/init(_:table:_:)
    /// `init(_ string: ParameterSummaryString<Intent>, table: String? = nil, @IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>])`
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        _key = string._key
        _additionalParameters = additionalParameterKeyPaths()
    }

    /// https://developer.apple.com/documentation/appintents/intentparametersummary/init()
    /// `init()` — the parameters in the order the intent declares them.
    public init() {
        _key = nil
        _additionalParameters = []
    }

    /// https://developer.apple.com/documentation/appintents/intentparametersummary/init(_:)
    /// `init(@IntentParameterSummary<Intent>.ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>])`
    public init(@ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
        _key = nil
        _additionalParameters = additionalParameterKeyPaths()
    }

    /// https://developer.apple.com/documentation/appintents/intentparametersummary/parameterkeypathsbuilder
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
            -> PartialKeyPath<Intent>
        { keyPath }
        public static func buildBlock(_ keyPaths: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] { keyPaths }
    }
}

/// https://developer.apple.com/documentation/appintents/equatablecomparisonoperator
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// https://developer.apple.com/documentation/appintents/hasvaluecomparisonoperator
public enum HasValueComparisonOperator: Sendable {
    case hasAnyValue, hasNoValue
}

/// https://developer.apple.com/documentation/appintents/parametersummarywhencondition
/// `struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise> where Intent : AppIntent, WhenCondition : ParameterSummary, Otherwise : ParameterSummary`
/// — `holds` decides, for a configured intent, which branch shows (App Intents decides it itself).
public struct ParameterSummaryWhenCondition<
    Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>:
    ParameterSummary
{
    /// Stand-in only: whether the condition holds for a configured intent.
    public let _holds: (Intent) -> Bool
    /// Stand-in only: the summary while it holds.
    public let _whenCondition: WhenCondition
    /// Stand-in only: the summary otherwise.
    public let _otherwise: Otherwise

    public func _shown(for intent: Any) -> (key: String?, parameters: [AnyKeyPath]) {
        guard let intent = intent as? Intent else { return (nil, []) }
        return _holds(intent) ? _whenCondition._shown(for: intent) : _otherwise._shown(for: intent)
    }

    /// https://developer.apple.com/documentation/appintents/parametersummarywhencondition/init(_:_:_:_:otherwise:)-1u184
    /// `init<ValueType, Parameter>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) where ValueType : Equatable, ValueType == Parameter.Value, Parameter : AnyIntentValue`
    public init<ValueType: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<ValueType>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        _holds = { intent in (intent[keyPath: keyPath].wrappedValue == value) == (comparisonOperator == .equalTo) }
        _whenCondition = when()
        _otherwise = otherwise()
    }

    /// https://developer.apple.com/documentation/appintents/parametersummarywhencondition/init(_:_:_:_:otherwise:)-6edqt
    /// `init<ValueType, Parameter>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator, _ value: ValueType.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) where ValueType : ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter : AnyIntentValue, ValueType.ValueType : Equatable`
    public init<Wrapped: Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>,
        _ comparisonOperator: EquatableComparisonOperator, _ value: Wrapped,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        _holds = { intent in (intent[keyPath: keyPath].wrappedValue == value) == (comparisonOperator == .equalTo) }
        _whenCondition = when()
        _otherwise = otherwise()
    }

    /// https://developer.apple.com/documentation/appintents/parametersummarywhencondition/init(_:_:_:otherwise:)
    /// `init<Parameter>(_ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise) where Parameter : AnyIntentValue`
    public init<Wrapped>(
        _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>,
        _ comparisonOperator: HasValueComparisonOperator, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        _holds = { intent in (intent[keyPath: keyPath].wrappedValue != nil) == (comparisonOperator == .hasAnyValue) }
        _whenCondition = when()
        _otherwise = otherwise()
    }
}
