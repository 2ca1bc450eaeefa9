// Localized strings and display representations. A stand-in for the parts of App Intents (and of
// Foundation's LocalizedStringResource, which Linux's Foundation lacks) that widget configuration
// code uses, so that it can be type-checked and run on Linux. Each declaration carries the
// signature of the Apple documentation page it cites, with Apple's underscored protocols
// simplified; the bodies only record what they are given. Conformances are Apple's: none of these
// types is Equatable there, so none is here. See README.md.

extension String {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue
    /// `struct LocalizationValue` — a string to localize, built from a literal or an interpolation.
    public struct LocalizationValue: Sendable, ExpressibleByStringInterpolation {
        /// Stand-in only: the text with its interpolations filled in (a stand-in has no format string).
        public var _text: String
        public init(stringLiteral value: String) { _text = value }
        public init(stringInterpolation: DefaultStringInterpolation) {
            _text = String(stringInterpolation: stringInterpolation)
        }
    }
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// `struct LocalizedStringResource` — Foundation on Apple's platforms, declared here because Linux's
/// Foundation lacks it. Conforms to ExpressibleByStringInterpolation and Sendable.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/key
    public var key: String
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/defaultvalue
    /// `var defaultValue: String.LocalizationValue` — here its text.
    public var defaultValue: String
    /// https://developer.apple.com/documentation/foundation/localizedstringresource/table
    public var table: String?

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)
    /// `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.defaultValue = defaultValue._text
        self.table = table
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)
    /// `init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue._text
        defaultValue = keyAndValue._text
        self.table = table
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        let text = String.LocalizationValue(stringInterpolation: stringInterpolation)._text
        key = text
        defaultValue = text
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
    public enum BundleDescription: Sendable {
        case main
    }
}

/// https://developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible
/// `protocol CustomLocalizedStringResourceConvertible`
public protocol CustomLocalizedStringResourceConvertible {
    /// https://developer.apple.com/documentation/foundation/customlocalizedstringresourceconvertible/localizedstringresource
    var localizedStringResource: LocalizedStringResource { get }
}

/// https://developer.apple.com/documentation/appintents/intentdialog
/// `struct IntentDialog` — ExpressibleByStringInterpolation, as `.result(dialog: "…\(x)")` needs.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// Stand-in only: what the dialog says.
    public var _full: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/intentdialog/init(_:)
    /// `init(_ fullDialog: LocalizedStringResource)`
    public init(_ fullDialog: LocalizedStringResource) { _full = fullDialog }
    public init(stringLiteral value: String) { _full = LocalizedStringResource(stringLiteral: value) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        _full = LocalizedStringResource(stringInterpolation: stringInterpolation)
    }
}

/// https://developer.apple.com/documentation/appintents/intentdescription
/// `struct IntentDescription` — ExpressibleByStringLiteral, as Xcode's widget template writes
/// `static var description: IntentDescription { "This is an example widget." }`.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/appintents/intentdescription/descriptiontext
    public var descriptionText: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/intentdescription/categoryname
    public var categoryName: LocalizedStringResource?

    /// https://developer.apple.com/documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:resultvaluename:)
    /// `init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil)`
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
    }

    public init(stringLiteral value: String) { self.init(LocalizedStringResource(stringLiteral: value)) }
}

/// https://developer.apple.com/documentation/appintents/displayrepresentation
/// `struct DisplayRepresentation` — ExpressibleByStringInterpolation: `caseDisplayRepresentations`
/// are written `[.a: "A"]`, and `DisplayRepresentation(stringLiteral: name)`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/title
    public var title: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/subtitle
    public var subtitle: LocalizedStringResource?
    /// https://developer.apple.com/documentation/appintents/displayrepresentation/image-swift.property
    public var image: Image?

    /// https://developer.apple.com/documentation/appintents/displayrepresentation/image-swift.struct
    public struct Image: Sendable {
        /// https://developer.apple.com/documentation/appintents/displayrepresentation/image-swift.struct/init(systemname:tintcolor:symbolconfiguration:)
        /// `init(systemName: String, …)` — the stand-in keeps the name.
        public init(systemName: String) {}
        /// https://developer.apple.com/documentation/appintents/displayrepresentation/image-swift.struct/init(named:istemplate:)
        /// `init(named name: String, isTemplate: Bool = false)`
        public init(named name: String, isTemplate: Bool = false) {}
    }

    /// https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:)
    /// `init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil)`
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// https://developer.apple.com/documentation/appintents/typedisplayrepresentation
/// `struct TypeDisplayRepresentation` — conforms to ExpressibleByStringLiteral and Sendable.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/name
    public var name: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/numericformat
    public var numericFormat: LocalizedStringResource?

    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:)
    /// `init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil)`
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
}
