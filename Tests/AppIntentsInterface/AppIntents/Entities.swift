// Enums, entities and their queries. See Strings.swift and README.md.

/// https://developer.apple.com/documentation/appintents/displayrepresentable
/// `protocol DisplayRepresentable`
public protocol DisplayRepresentable {}

/// https://developer.apple.com/documentation/appintents/instancedisplayrepresentable
/// `protocol InstanceDisplayRepresentable : DisplayRepresentable`
public protocol InstanceDisplayRepresentable: DisplayRepresentable {
    /// https://developer.apple.com/documentation/appintents/instancedisplayrepresentable/displayrepresentation
    var displayRepresentation: DisplayRepresentation { get }
}

/// https://developer.apple.com/documentation/appintents/appenum
/// `protocol AppEnum : AppValue, StaticDisplayRepresentable, RawRepresentable where Self.RawValue : LosslessStringConvertible`
/// (with CaseIterable, Hashable and Sendable, as its documented conformances say).
public protocol AppEnum: _IntentValue, RawRepresentable, CaseIterable, Hashable, Sendable, DisplayRepresentable
where RawValue: LosslessStringConvertible, UnwrappedType == Self, ValueType == Self {
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// https://developer.apple.com/documentation/appintents/casedisplayrepresentable/casedisplayrepresentations
    /// `static var caseDisplayRepresentations: [Self : DisplayRepresentation] { get }`
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// https://developer.apple.com/documentation/appintents/appentity
/// `protocol AppEntity : InstanceDisplayRepresentable, Identifiable, PersistentlyIdentifiable, Sendable, …`
public protocol AppEntity: _IntentValue, InstanceDisplayRepresentable, Identifiable, Sendable
where UnwrappedType == Self, ValueType == Self {
    /// https://developer.apple.com/documentation/appintents/appentity/defaultquery-swift.associatedtype
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// https://developer.apple.com/documentation/appintents/appentity/defaultquery-4khg7
    /// `static var defaultQuery: Self.DefaultQuery { get }`
    static var defaultQuery: DefaultQuery { get }
}

/// https://developer.apple.com/documentation/appintents/entityquery
/// `protocol EntityQuery : DynamicOptionsProvider, PersistentlyIdentifiable, Sendable`
public protocol EntityQuery: Sendable {
    /// https://developer.apple.com/documentation/appintents/entityquery/entity
    associatedtype Entity: AppEntity
    /// https://developer.apple.com/documentation/appintents/entityquery/result
    /// `associatedtype Result = [Self.Entity]`
    associatedtype Result = [Entity]
    /// https://developer.apple.com/documentation/appintents/entityquery — its options provider is made with `init()`.
    init()
    /// https://developer.apple.com/documentation/appintents/entityquery/entities(for:)
    /// `func entities(for identifiers: [Self.Entity.ID]) async throws -> [Self.Entity]`
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// https://developer.apple.com/documentation/appintents/entityquery/suggestedentities()
    /// `func suggestedEntities() async throws -> Self.Result`
    func suggestedEntities() async throws -> Result
    /// https://developer.apple.com/documentation/appintents/entityquery/defaultresult()
    /// `func defaultResult() async -> Self.Entity?`
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// https://developer.apple.com/documentation/appintents/entityquery/defaultresult() — nil unless a query says.
    public func defaultResult() async -> Entity? { nil }
}

/// https://developer.apple.com/documentation/appintents/entitystringquery
/// `protocol EntityStringQuery : EntityQuery`
public protocol EntityStringQuery: EntityQuery {
    /// https://developer.apple.com/documentation/appintents/entitystringquery/entities(matching:)
    /// `func entities(matching string: String) async throws -> Self.Result`
    func entities(matching string: String) async throws -> Result
}

/// https://developer.apple.com/documentation/appintents/intentitemsection
/// `struct IntentItemSection<Result> where Result : _IntentValue`
public struct IntentItemSection<Result> {
    public var title: LocalizedStringResource?
    public var items: [Result]

    /// https://developer.apple.com/documentation/appintents/intentitemsection/init(_:items:)
    /// `init(_ title: LocalizedStringResource, items: [Result])`
    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.title = title
        self.items = items
    }
}

/// https://developer.apple.com/documentation/appintents/intentitemcollection
/// `struct IntentItemCollection<Result> where Result : _IntentValue`
public struct IntentItemCollection<Result> {
    public var sections: [IntentItemSection<Result>]

    /// https://developer.apple.com/documentation/appintents/intentitemcollection/init(promptlabel:usesindexedcollation:items:)
    /// `init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) where Result : DisplayRepresentable`
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result])
    where Result: DisplayRepresentable {
        sections = [IntentItemSection(title: nil, items: items)]
    }

    /// https://developer.apple.com/documentation/appintents/intentitemcollection/init(promptlabel:usesindexedcollation:sections:)
    /// `init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>])`
    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
    }
}

extension IntentItemSection {
    /// An untitled section, as `IntentItemCollection(items:)` makes one.
    /// Stand-in only: the untitled section `IntentItemCollection(items:)` makes.
    init(title: LocalizedStringResource?, items: [Result]) {
        self.title = title
        self.items = items
    }
}
