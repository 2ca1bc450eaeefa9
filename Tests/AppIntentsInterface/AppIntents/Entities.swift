// Enums, entities, their queries and options providers. See Strings.swift and README.md.

/// https://developer.apple.com/documentation/appintents/appenum
/// `protocol AppEnum : AppValue, StaticDisplayRepresentable, RawRepresentable where Self.RawValue : LosslessStringConvertible`
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible, UnwrappedType == Self, ValueType == Self {}

/// https://developer.apple.com/documentation/appintents/appentity
/// `protocol AppEntity : AppValue, DisplayRepresentable, Identifiable where Self == Self.ValueType, Self.ID : EntityIdentifierConvertible, Self.ID : Sendable`
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable
where Self == ValueType, UnwrappedType == Self, ID: EntityIdentifierConvertible, ID: Sendable {
    /// https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.associatedtype
    /// `associatedtype DefaultQuery : EntityQuery where Self.ValueType == Self.DefaultQuery.Entity`
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// https://developer.apple.com/documentation/appintents/appentity/defaultquery-4khg7
    /// `static var defaultQuery: Self.DefaultQuery { get }`
    static var defaultQuery: DefaultQuery { get }
}

/// https://developer.apple.com/documentation/appintents/resultscollection
/// `protocol ResultsCollection<Result>`
public protocol ResultsCollection<Result> {
    /// https://developer.apple.com/documentation/appintents/resultscollection/result
    /// `associatedtype Result : _IntentValue`
    associatedtype Result: _IntentValue
    /// https://developer.apple.com/documentation/appintents/resultscollection/items
    /// `var items: [Self.Result.ValueType] { get }`
    var items: [Result.ValueType] { get }
    /// https://developer.apple.com/documentation/appintents/resultscollection/empty
    /// `static var empty: Self { get }`
    static var empty: Self { get }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public typealias Result = Element
    public var items: [Element.ValueType] { compactMap { $0 as? Element.ValueType } }
    public static var empty: [Element] { [] }
}

/// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider
/// `protocol DynamicOptionsProvider : _SupportsAppDependencies`
public protocol DynamicOptionsProvider {
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/result
    /// `associatedtype Result : ResultsCollection`
    associatedtype Result: ResultsCollection
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/defaultvalue
    /// `associatedtype DefaultValue : _IntentValue = Self.Result.Result where Self.DefaultValue.ValueType == Self.Result.Result.ValueType`
    associatedtype DefaultValue: _IntentValue = Result.Result
    where DefaultValue.ValueType == Result.Result.ValueType
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/results()
    /// `func results() async throws -> Self.Result`
    func results() async throws -> Result
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/defaultresult()
    /// `func defaultResult() async -> Self.DefaultValue?`
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/defaultresult() — nil unless a provider says.
    public func defaultResult() async -> DefaultValue? { nil }
}

/// https://developer.apple.com/documentation/appintents/entityquery
/// `protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`
public protocol EntityQuery: DynamicOptionsProvider, PersistentlyIdentifiable, Sendable {
    /// https://developer.apple.com/documentation/appintents/entityquery/entity
    /// `associatedtype Entity : AppEntity = Self.Result.Result.ValueType where Self.Entity == Self.Result.Result`
    associatedtype Entity: AppEntity where Entity == Result.Result
    /// https://developer.apple.com/documentation/appintents/entityquery/result
    /// `associatedtype Result = [Self.Entity]`
    associatedtype Result = [Entity]
    /// https://developer.apple.com/documentation/appintents/entityquery/init()
    /// `init()` — the system makes a query when it needs one.
    init()
    /// https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    /// `func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]`
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// https://developer.apple.com/documentation/appintents/entityquery/suggestedentities()
    /// `func suggestedEntities() async throws -> Self.Result`
    func suggestedEntities() async throws -> Result
}

extension EntityQuery {
    /// https://developer.apple.com/documentation/appintents/entityquery/suggestedentities() — none by default.
    public func suggestedEntities() async throws -> Result { .empty }
    /// https://developer.apple.com/documentation/appintents/dynamicoptionsprovider/results() — the suggested entities.
    public func results() async throws -> Result { try await suggestedEntities() }
}

/// https://developer.apple.com/documentation/appintents/entitystringquery
/// `protocol EntityStringQuery : EntityQuery`
public protocol EntityStringQuery: EntityQuery {
    /// https://developer.apple.com/documentation/appintents/entitystringquery/entities(matching:)
    /// `func entities(matching string: String) async throws -> Self.Result`
    func entities(matching string: String) async throws -> Result
}

/// https://developer.apple.com/documentation/appintents/intentitem
/// `struct IntentItem<Value> where Value : _IntentValue`
public struct IntentItem<Value: _IntentValue> {
    /// https://developer.apple.com/documentation/appintents/intentitem/value
    public var value: Value
    /// https://developer.apple.com/documentation/appintents/intentitem/description
    public var description: DisplayRepresentation?

    /// https://developer.apple.com/documentation/appintents/intentitem/init(_:)
    /// `init(_ value: Value)` — its display representation is the value's.
    public init(_ value: Value) {
        self.value = value
        description = (value as? any InstanceDisplayRepresentable)?.displayRepresentation
    }

    /// https://developer.apple.com/documentation/appintents/intentitem/init(_:title:subtitle:image:)
    /// `init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil)`
    public init(
        _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }
}

/// https://developer.apple.com/documentation/appintents/intentitemsection
/// `struct IntentItemSection<Result> where Result : _IntentValue`
public struct IntentItemSection<Result: _IntentValue> {
    /// https://developer.apple.com/documentation/appintents/intentitemsection/title
    public var title: LocalizedStringResource?
    /// https://developer.apple.com/documentation/appintents/intentitemsection/items
    /// `var items: [IntentItem<Result>]`
    public var items: [IntentItem<Result>]

    /// https://developer.apple.com/documentation/appintents/intentitemsection/init(_:items:)-2frw8
    /// `init(_ title: LocalizedStringResource, items: [Result])`
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.title = title
        self.items = items.map { IntentItem($0) }
    }

    /// https://developer.apple.com/documentation/appintents/intentitemsection/init(_:items:)-8p4y0
    /// `init(_ title: LocalizedStringResource, items: [IntentItem<Result>])`
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    /// https://developer.apple.com/documentation/appintents/intentitemsection/init(items:)
    /// `init(items: [IntentItem<Result>])`
    public init(items: [IntentItem<Result>]) {
        title = nil
        self.items = items
    }
}

/// https://developer.apple.com/documentation/appintents/intentitemcollection
/// `struct IntentItemCollection<Result> where Result : _IntentValue`
public struct IntentItemCollection<Result: _IntentValue>: ResultsCollection {
    /// https://developer.apple.com/documentation/appintents/intentitemcollection/sections
    /// `var sections: [IntentItemSection<Result>]`
    public var sections: [IntentItemSection<Result>]
    /// https://developer.apple.com/documentation/appintents/resultscollection/promptlabel
    public var promptLabel: LocalizedStringResource?
    /// https://developer.apple.com/documentation/appintents/resultscollection/usesindexedcollation
    public var usesIndexedCollation: Bool

    /// https://developer.apple.com/documentation/appintents/resultscollection/items
    public var items: [Result.ValueType] {
        sections.flatMap(\.items).compactMap { $0.value as? Result.ValueType }
    }

    /// https://developer.apple.com/documentation/appintents/resultscollection/empty
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }

    /// https://developer.apple.com/documentation/appintents/intentitemcollection/init(promptlabel:usesindexedcollation:items:)
    /// `init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) where Result : DisplayRepresentable`
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result])
    where Result: DisplayRepresentable {
        sections = [IntentItemSection(items: items.map { IntentItem($0) })]
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    /// https://developer.apple.com/documentation/appintents/intentitemcollection/init(promptlabel:usesindexedcollation:sections:)
    /// `init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>])`
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }
}

/// https://developer.apple.com/documentation/appintents/entityproperty
/// `@propertyWrapper final class EntityProperty<Value> where Value : _IntentValue, Value : Sendable`
/// (code writes it as `@Property`, `AppEntity`'s typealias). A class, as `IntentParameter` is.
@propertyWrapper
public final class EntityProperty<Value: _IntentValue & Sendable>: @unchecked Sendable {
    /// Stand-in only: the title.
    public let _title: LocalizedStringResource?
    private var value: Value?

    /// https://developer.apple.com/documentation/appintents/entityproperty/init(title:)-7txcv
    /// `convenience init(title: LocalizedStringResource)` — Apple declares it once per kind of
    /// value; one generic initializer stands for them here.
    public init(title: LocalizedStringResource) { _title = title }

    /// https://developer.apple.com/documentation/appintents/entityproperty/init()-5zbw9
    /// `convenience init()`
    public init() { _title = nil }

    /// https://developer.apple.com/documentation/appintents/entityproperty/wrappedvalue
    /// `final var wrappedValue: Value { get set }`
    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("the entity property was read before it was set") }
            return value
        }
        set { value = newValue }
    }
}

extension AppEntity {
    /// https://developer.apple.com/documentation/appintents/appentity/property
    /// `typealias Property<Value> = EntityProperty<Value> where Value : _IntentValue, Value : Sendable`
    public typealias Property<Value: _IntentValue & Sendable> = EntityProperty<Value>
}
