// The display-representable protocols, as Apple declares them: an entity is DisplayRepresentable
// (an instance and a type); an enum only StaticDisplayRepresentable (its cases and its type). So an
// API that takes DisplayRepresentable values, such as `IntentItemCollection(items:)`, takes
// entities and not enum cases, here as in Xcode. See Strings.swift and README.md.

/// https://developer.apple.com/documentation/appintents/typedisplayrepresentable
/// `protocol TypeDisplayRepresentable`
public protocol TypeDisplayRepresentable {
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation
    /// `static var typeDisplayRepresentation: TypeDisplayRepresentation { get }`
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// https://developer.apple.com/documentation/appintents/instancedisplayrepresentable
/// `protocol InstanceDisplayRepresentable : CustomLocalizedStringResourceConvertible`
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    /// https://developer.apple.com/documentation/appintents/instancedisplayrepresentable/displayrepresentation
    /// `var displayRepresentation: DisplayRepresentation { get }`
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// https://developer.apple.com/documentation/appintents/instancedisplayrepresentable/localizedstringresource
    /// `var localizedStringResource: LocalizedStringResource { get }` — the title by default.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// https://developer.apple.com/documentation/appintents/displayrepresentable
/// `protocol DisplayRepresentable : InstanceDisplayRepresentable, TypeDisplayRepresentable`
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// https://developer.apple.com/documentation/appintents/casedisplayrepresentable
/// `protocol CaseDisplayRepresentable : CaseIterable, CustomLocalizedStringResourceConvertible, Hashable`
public protocol CaseDisplayRepresentable: CaseIterable, CustomLocalizedStringResourceConvertible, Hashable {
    /// https://developer.apple.com/documentation/appintents/casedisplayrepresentable/casedisplayrepresentations
    /// `static var caseDisplayRepresentations: [Self : DisplayRepresentation] { get }`
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    /// https://developer.apple.com/documentation/appintents/casedisplayrepresentable/localizedstringresource
    /// The case's title by default.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(self)")
    }
}

/// https://developer.apple.com/documentation/appintents/staticdisplayrepresentable
/// `protocol StaticDisplayRepresentable : CaseDisplayRepresentable, TypeDisplayRepresentable`
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
