// Intents, their parameters, and what a query may read of them. See Strings.swift and README.md.

/// https://developer.apple.com/documentation/appintents/anyintentvalue
/// `protocol AnyIntentValue` — a parameter, as a parameter summary's condition reads it.
public protocol AnyIntentValue {
    /// https://developer.apple.com/documentation/appintents/anyintentvalue/value
    associatedtype Value
}

/// https://developer.apple.com/documentation/appintents/inputconnectionbehavior
public struct InputConnectionBehavior: Sendable {
    /// https://developer.apple.com/documentation/appintents/inputconnectionbehavior/default
    public static let `default` = InputConnectionBehavior()
}

/// https://developer.apple.com/documentation/appintents/intentwidgetfamily
/// `enum IntentWidgetFamily` — the widget families an array parameter's size is given for.
public enum IntentWidgetFamily: Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

/// https://developer.apple.com/documentation/appintents/intentcollectionsize
/// `struct IntentCollectionSize` — conforms to ExpressibleByIntegerLiteral and Equatable.
public struct IntentCollectionSize: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// Stand-in only: the fewest and most values.
    public var _bounds: ClosedRange<Int>
    /// https://developer.apple.com/documentation/appintents/intentcollectionsize/init(exactly:)
    /// `init(exactly: Int)`
    public init(exactly count: Int) { _bounds = count...count }
    /// https://developer.apple.com/documentation/appintents/intentcollectionsize/init(min:max:)
    /// `init(min: Int, max: Int)`
    public init(min: Int, max: Int) { _bounds = min...Swift.max(min, max) }
    public init(integerLiteral value: Int) { _bounds = 0...value }
}

/// https://developer.apple.com/documentation/appintents/intentparameter
/// `@propertyWrapper final class IntentParameter<Value> where Value : _IntentValue` (code writes it
/// as `@Parameter`, App Intents' typealias). A class: its wrapped value is set through a `let`.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: AnyIntentValue, @unchecked Sendable {
    /// Stand-in only: the title.
    public let _title: LocalizedStringResource
    /// Stand-in only: the description.
    public let _description: LocalizedStringResource?
    /// Stand-in only: the dialog that asks for a value.
    public let _requestValueDialog: IntentDialog?
    /// Stand-in only: an integer's range.
    public let _inclusiveRange: (lowerBound: Int, upperBound: Int)?
    /// Stand-in only: an array's size by widget family.
    public let _size: [IntentWidgetFamily: IntentCollectionSize]
    private var value: Value?

    private init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value.UnwrappedType?,
        requestValueDialog: IntentDialog? = nil, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize] = [:]
    ) {
        _title = title
        _description = description
        _requestValueDialog = requestValueDialog
        _inclusiveRange = inclusiveRange
        _size = size
        value = defaultValue.map(Value._wrap)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)-673mj
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default)`
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:controlstyle:inclusiverange:requestvaluedialog:inputconnectionbehavior:)-2wjbq
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntentParameter<Value>.IntControlStyle = .stepper, inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default) where Value.ValueType == Int`
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, controlStyle: IntControlStyle = .stepper,
        inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Int {
        self.init(
            title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog,
            inclusiveRange: inclusiveRange)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:optionsprovider:)-6fabk
    /// `convenience init<OptionsProvider>(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider) where OptionsProvider : DynamicOptionsProvider, Value.ValueType == OptionsProvider.DefaultValue.ValueType`
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) where Value.ValueType == OptionsProvider.DefaultValue.ValueType {
        self.init(
            title: title, description: description, defaultValue: defaultValue, requestValueDialog: requestValueDialog)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/intcontrolstyle
    public enum IntControlStyle: Sendable {
        case field, slider, stepper
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/wrappedvalue
    /// `final var wrappedValue: Value { get set }` — reading a non-optional parameter without a value
    /// traps, as on iOS.
    public var wrappedValue: Value {
        get {
            if let value { return value }
            guard let absent = Value._noValue else { fatalError("IntentParameter \(_title.key) has no value") }
            return absent
        }
        set { value = newValue }
    }

    /// Stand-in only: whether the parameter holds a value (an optional one holds none while it is nil).
    public var _hasValue: Bool {
        guard let value else { return false }
        let mirror = Mirror(reflecting: value)
        return !(mirror.displayStyle == .optional && mirror.children.isEmpty)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/projectedvalue
    /// `var projectedValue: IntentParameter<Value>` — what `\.$name` key paths reach.
    public var projectedValue: IntentParameter<Value> { self }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: AppEntity {
    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:size:inputconnectionbehavior:)-7cox5
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily : IntentCollectionSize], inputConnectionBehavior: InputConnectionBehavior = .default)`
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, size: size)
    }

    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:size:inputconnectionbehavior:)-8bfkz
    /// `convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize, inputConnectionBehavior: InputConnectionBehavior = .default)`
    /// — one size for every widget family (`size: 2`, through `ExpressibleByIntegerLiteral`). iOS 18 replaced it
    /// with an overload of the same signature (`-7i2i4`), declared once here: two would be ambiguous.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        let families: [IntentWidgetFamily] = [
            .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait,
            .accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner,
        ]
        self.init(
            title: title, description: description, defaultValue: defaultValue,
            size: Dictionary(uniqueKeysWithValues: families.map { ($0, size) }))
    }
}

/// https://developer.apple.com/documentation/appintents/intentprojection
/// `@dynamicMemberLookup final class IntentProjection<Intent> where Intent : AppIntent`
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    private let intent: Intent

    /// Stand-in only: the projection of a configured intent.
    public init(_intent intent: Intent) { self.intent = intent }

    /// https://developer.apple.com/documentation/appintents/intentprojection/subscript(dynamicmember:)
    /// `final subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType where Value : _IntentValue { get }`
    public subscript<Value: _IntentValue>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType {
        let value = intent[keyPath: keyPath]
        if let unwrapped = value as? Value.UnwrappedType { return unwrapped }
        fatalError("the parameter the dependency names has no value")
    }
}

/// Stand-in only: the intent being configured, which App Intents gives the queries and options providers it
/// asks while it is. A driver runs a query inside `_ConfiguringIntent.$current.withValue(intent) { … }`.
public enum _ConfiguringIntent {
    /// Stand-in only: the intent being configured, if any.
    @TaskLocal public static var current: (any AppIntent)?
}

/// https://developer.apple.com/documentation/appintents/intentparameterdependency
/// `@propertyWrapper final class IntentParameterDependency<Intent> where Intent : AppIntent`
///
/// Its value is nil outside the intent's configuration, as Apple's example (`guard let orderSoup else`)
/// expects, and, here, while a parameter it names has no value, which is what Home Assistant's widget code
/// expects of it ("when no server is selected … falls back"); that second rule is not on Apple's page and
/// was not checked on a device.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable {
    /// Stand-in only: whether the parameters it names hold values.
    private let holdValues: (Intent) -> Bool

    /// https://developer.apple.com/documentation/appintents/intentparameterdependency/init(_:)
    /// `convenience init<V0, P0>(_ k0: KeyPath<Intent, P0>) where V0 : _IntentValue, V0 : Sendable, P0 : IntentParameter<V0>`
    public init<V0: _IntentValue & Sendable>(_ k0: KeyPath<Intent, IntentParameter<V0>>) {
        holdValues = { $0[keyPath: k0]._hasValue }
    }

    /// https://developer.apple.com/documentation/appintents/intentparameterdependency/init(_:_:)
    /// `convenience init<V0, P0, V1, P1>(_ k0: KeyPath<Intent, P0>, _ k1: KeyPath<Intent, P1>) where V0 : _IntentValue, V0 : Sendable, P0 : IntentParameter<V0>, V1 : _IntentValue, V1 : Sendable, P1 : IntentParameter<V1>`
    public init<V0: _IntentValue & Sendable, V1: _IntentValue & Sendable>(
        _ k0: KeyPath<Intent, IntentParameter<V0>>, _ k1: KeyPath<Intent, IntentParameter<V1>>
    ) {
        holdValues = { $0[keyPath: k0]._hasValue && $0[keyPath: k1]._hasValue }
    }

    /// https://developer.apple.com/documentation/appintents/intentparameterdependency/wrappedvalue
    /// `final var wrappedValue: IntentProjection<Intent>? { get }`
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = _ConfiguringIntent.current as? Intent, holdValues(intent) else { return nil }
        return IntentProjection(_intent: intent)
    }
}

/// https://developer.apple.com/documentation/appintents/appintent
/// `protocol AppIntent : PersistentlyIdentifiable, Sendable` — with `title`, `description`,
/// `init()` and `perform()`, which has a default for an intent that only configures a widget.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    /// https://developer.apple.com/documentation/appintents/appintent/title
    /// `static var title: LocalizedStringResource { get }`
    static var title: LocalizedStringResource { get }
    /// https://developer.apple.com/documentation/appintents/appintent/description
    /// `static var description: IntentDescription? { get }`
    static var description: IntentDescription? { get }
    /// https://developer.apple.com/documentation/appintents/appintent/init()
    init()
    /// https://developer.apple.com/documentation/appintents/appintent/performresult
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never, Never, Never, Never>
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    /// `func perform() async throws -> Self.PerformResult`
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// https://developer.apple.com/documentation/appintents/appintent/description — none by default.
    public static var description: IntentDescription? { nil }
    /// https://developer.apple.com/documentation/appintents/appintent/perform() — a widget's intent
    /// needs none.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
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
