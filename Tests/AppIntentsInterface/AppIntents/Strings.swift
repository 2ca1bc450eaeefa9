// A stand-in for the parts of App Intents (and Foundation's LocalizedStringResource) that the
// generated code uses, so that it can be compiled and run on Linux. Each declaration carries the
// signature of Apple's documentation page it cites, with Apple's underscored protocols simplified;
// the bodies only record what they are given. See README.md.

import Foundation

extension String {
    /// https://developer.apple.com/documentation/swift/string/localizationvalue
    /// `struct LocalizationValue` — a string to localize, built from a literal or an interpolation.
    public struct LocalizationValue: Sendable, Equatable, ExpressibleByStringInterpolation {
        /// The text with its interpolations filled in (a stand-in has no format string).
        public var text: String
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: DefaultStringInterpolation) {
            text = String(stringInterpolation: stringInterpolation)
        }
    }
}

/// https://developer.apple.com/documentation/foundation/localizedstringresource
/// `struct LocalizedStringResource` (Foundation on Apple's platforms; declared here because
/// Linux's Foundation lacks it).
public struct LocalizedStringResource: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The key in the string table (for a literal, the literal itself).
    public var key: String
    /// The text in the development language.
    public var defaultValue: String
    /// The table, nil for `Localizable`.
    public var table: String?

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)
    /// `init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil)`
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.defaultValue = defaultValue.text
        self.table = table
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
    public init(stringLiteral value: String) {
        key = value
        defaultValue = value
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringinterpolation:)
    public init(stringInterpolation: DefaultStringInterpolation) {
        let text = String(stringInterpolation: stringInterpolation)
        key = text
        defaultValue = text
    }

    /// https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
    public enum BundleDescription: Sendable, Equatable {
        case main
    }
}

/// https://developer.apple.com/documentation/appintents/intentdialog
/// `struct IntentDialog`
public struct IntentDialog: Sendable, Equatable {
    public var full: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/intentdialog/init(_:)
    /// `init(_ fullDialog: LocalizedStringResource)`
    public init(_ fullDialog: LocalizedStringResource) { full = fullDialog }
}

/// https://developer.apple.com/documentation/appintents/intentdescription
/// `struct IntentDescription`
public struct IntentDescription: Sendable, Equatable {
    public var text: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:resultvaluename:)
    /// `init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil)`
    public init(
        _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
    ) { text = descriptionText }
}

/// https://developer.apple.com/documentation/appintents/displayrepresentation
/// `struct DisplayRepresentation`
public struct DisplayRepresentation: Sendable, Equatable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?

    /// https://developer.apple.com/documentation/appintents/displayrepresentation/image
    public struct Image: Sendable, Equatable {}

    /// https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:)
    /// `init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil)`
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// https://developer.apple.com/documentation/appintents/typedisplayrepresentation
/// `struct TypeDisplayRepresentation`
public struct TypeDisplayRepresentation: Sendable, Equatable {
    public var name: LocalizedStringResource
    /// https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:)
    /// `init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil)`
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
}
