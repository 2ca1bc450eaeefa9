import DocumentFormats
import IntentSchema

/// A text of the string catalog, where the code refers to it: the key, the default value the code spells, and
/// the catalog's text in every language. The catalog is collected from these nodes of the tree, so the code and
/// the catalog cannot disagree.
public struct SwiftLocalizedText: Equatable, Sendable {
    /// How the code refers to it.
    public enum Form: Equatable, Sendable {
        /// `LocalizedStringResource("key", defaultValue: "text")`.
        case resource
        /// The string literal alone, whose text is the key, as Xcode extracts a parameter summary's.
        case literal
    }

    /// The key in the catalog.
    public var key: String
    /// The text in the source language, as the code spells it: text, and interpolations where the catalog has
    /// `%@` or `${name}`.
    public var defaultValue: [SwiftInterpolationPart]
    /// Each language's text, as the catalog holds it.
    public var catalogText: LocalizedText
    /// How the code refers to it.
    public var form: Form
    /// Where the text comes from in the schema, for a located error.
    public var source: JSONPath

    /// A text of the catalog.
    public init(
        key: String, defaultValue: [SwiftInterpolationPart], catalogText: LocalizedText, form: Form = .resource,
        source: JSONPath
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.catalogText = catalogText
        self.form = form
        self.source = source
    }

    /// A plain text under a key: its default value is its source-language text.
    public init(key: String, _ text: LocalizedText, source: JSONPath) {
        self.init(key: key, defaultValue: [.text(text.fallback)], catalogText: text, source: source)
    }
}
