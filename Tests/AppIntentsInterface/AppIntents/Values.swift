// Parameter values: Apple's underscored `_IntentValue`, and the protocols every app value
// conforms to. See Strings.swift and README.md.

/// Apple's underscored `_IntentValue`, which every parameter value conforms to; simplified to what
/// the code needs: the value without its optional (`UnwrappedType`), the value a query or an
/// options provider deals in (`ValueType`: an array's element), and a way to build one.
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

extension Double: _IntentValue {
    public typealias UnwrappedType = Double
    public typealias ValueType = Double
}

extension Bool: _IntentValue {
    public typealias UnwrappedType = Bool
    public typealias ValueType = Bool
}

extension String: _IntentValue {
    public typealias UnwrappedType = String
    public typealias ValueType = String
}

extension Date: _IntentValue {
    public typealias UnwrappedType = Date
    public typealias ValueType = Date
}

extension URL: _IntentValue {
    public typealias UnwrappedType = URL
    public typealias ValueType = URL
}

extension Optional: _IntentValue where Wrapped: _IntentValue, Wrapped.UnwrappedType == Wrapped {
    public typealias UnwrappedType = Wrapped
    public typealias ValueType = Wrapped.ValueType
    public static func _wrap(_ value: Wrapped) -> Self { .some(value) }
    public static var _noValue: Self? { .some(nil) }
}

extension Array: _IntentValue where Element: _IntentValue {
    public typealias UnwrappedType = [Element]
    public typealias ValueType = Element.ValueType
}

/// https://developer.apple.com/documentation/appintents/persistentlyidentifiable
/// `protocol PersistentlyIdentifiable` — a stable identifier for the type, with a default.
public protocol PersistentlyIdentifiable {
    /// https://developer.apple.com/documentation/appintents/persistentlyidentifiable/persistentidentifier
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// https://developer.apple.com/documentation/appintents/persistentlyidentifiable/persistentidentifier
    public static var persistentIdentifier: String { String(describing: Self.self) }
}

/// https://developer.apple.com/documentation/appintents/entityidentifierconvertible
/// `protocol EntityIdentifierConvertible` — what an entity's id may be: String, Int, UUID.
public protocol EntityIdentifierConvertible {
    /// https://developer.apple.com/documentation/appintents/entityidentifierconvertible/entityidentifierstring
    var entityIdentifierString: String { get }
    /// https://developer.apple.com/documentation/appintents/entityidentifierconvertible/entityidentifier(for:)
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
        UUID(uuidString: entityIdentifierString)
    }
}

/// https://developer.apple.com/documentation/appintents/appvalue
/// `protocol AppValue : PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable`
public protocol AppValue: PersistentlyIdentifiable, TypeDisplayRepresentable, _IntentValue, Sendable {}
