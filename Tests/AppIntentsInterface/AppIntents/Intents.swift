// Intents, parameters and their values. See Strings.swift and README.md.

/// Apple's underscored `_IntentValue`, which every parameter value conforms to; simplified to what
/// the generated code needs: the value without its optional, and a way to build one from it.
public protocol _IntentValue {
    associatedtype UnwrappedType
    associatedtype ValueType
    static func _wrap(_ value: UnwrappedType) -> Self
    static var _noValue: Self? { get }
}

extension _IntentValue where UnwrappedType == Self {
    public static func _wrap(_ value: Self) -> Self { value }
    public static var _noValue: Self? { nil }
}

extension Int: _IntentValue {
    public typealias UnwrappedType = Int
    public typealias ValueType = Int
}

extension Bool: _IntentValue {
    public typealias UnwrappedType = Bool
    public typealias ValueType = Bool
}

extension String: _IntentValue {
    public typealias UnwrappedType = String
    public typealias ValueType = String
}

extension Optional: _IntentValue where Wrapped: _IntentValue, Wrapped.UnwrappedType == Wrapped {
    public typealias UnwrappedType = Wrapped
    public typealias ValueType = Wrapped.ValueType
    public static func _wrap(_ value: Wrapped) -> Self { .some(value) }
    public static var _noValue: Self? { .some(nil) }
}

/// https://developer.apple.com/documentation/appintents/anyintentvalue
/// `protocol AnyIntentValue` — a parameter, as a parameter summary's condition reads it.
public protocol AnyIntentValue {
    associatedtype Value
}

/// https://developer.apple.com/documentation/appintents/inputconnectionbehavior
public struct InputConnectionBehavior: Sendable, Equatable {
    public static let `default` = InputConnectionBehavior()
}

/// https://developer.apple.com/documentation/appintents/intentparameter
/// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue` (the generated
/// code writes it as `@Parameter`, App Intents' typealias).
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: AnyIntentValue, @unchecked Sendable {
    public let title: LocalizedStringResource
    public let parameterDescription: LocalizedStringResource?
    public let requestValueDialog: IntentDialog?
    public let inclusiveRange: (lowerBound: Int, upperBound: Int)?
    private var value: Value?

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)-673mj
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)`
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        parameterDescription = description
        self.requestValueDialog = requestValueDialog
        inclusiveRange = nil
        value = defaultValue.map(Value._wrap)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:)-2wjbq
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntentParameter<Value>.IntControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) where Value.ValueType == Int`
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Int {
        self.title = title
        parameterDescription = description
        self.requestValueDialog = requestValueDialog
        self.inclusiveRange = inclusiveRange
        value = defaultValue.map(Value._wrap)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/intcontrolstyle
    public enum IntControlStyle: Sendable {
        case field, slider, stepper
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue
    /// `var wrappedValue: Value` — reading a non-optional parameter without a value traps, as on iOS.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            guard let absent = Value._noValue else { fatalError("IntentParameter \(title.key) has no value") }
            return absent
        }
        set { value = newValue }
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/projectedvalue
    /// `var projectedValue: IntentParameter<Value>` — what `\.$name` key paths reach.
    public var projectedValue: IntentParameter<Value> { self }
}

/// https://developer.apple.com/documentation/appintents/appintent
/// `protocol AppIntent : PersistentlyIdentifiable, Sendable` — with `title`, `description` and
/// `init()`; `parameterSummary` and `perform()` have defaults the generated code does not need.
public protocol AppIntent: Sendable {
    /// https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }
    /// https://developer.apple.com/documentation/appintents/appintent/description
    static var description: IntentDescription? { get }
    /// https://developer.apple.com/documentation/appintents/appintent/init()
    init()
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    /// https://developer.apple.com/documentation/appintents/appintent/parameter
    /// `typealias Parameter = IntentParameter` — what `@Parameter` names.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
    /// https://developer.apple.com/documentation/appintents/appintent/summary
    /// `typealias Summary = IntentParameterSummary<Self>`
    public typealias Summary = IntentParameterSummary<Self>
    /// https://developer.apple.com/documentation/appintents/parametersummarywhencondition
    public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
        ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>
}

/// https://developer.apple.com/documentation/appintents/widgetconfigurationintent
/// `protocol WidgetConfigurationIntent : AppIntent`
public protocol WidgetConfigurationIntent: AppIntent {}

/// https://developer.apple.com/documentation/appintents/customintentmigratedappintent
/// `protocol CustomIntentMigratedAppIntent : AppIntent`
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// https://developer.apple.com/documentation/appintents/customintentmigratedappintent/intentclassname
    /// `static var intentClassName: String { get }`
    static var intentClassName: String { get }
}
