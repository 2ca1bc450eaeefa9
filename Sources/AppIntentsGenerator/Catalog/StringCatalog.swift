import DocumentFormats
import IntentSchema

/// A string catalog, `Localizable.xcstrings`: Xcode's JSON format for the strings of a target in
/// every language (`sourceLanguage`, `strings`, each key's `localizations` with a `stringUnit` of
/// `state` and `value`, and the format `version`). The generated App Intents code refers to its
/// keys.
///
/// Written deterministically: keys and languages sorted, so that the same schema gives the same
/// bytes.
public struct StringCatalog: Sendable, Equatable {
    /// One key's text in one language, and whether it was translated or stands in for a
    /// translation the schema lacks (Xcode's `needs_review`).
    public struct Entry: Sendable, Equatable {
        /// The text.
        public var value: String
        /// Whether the text is the source language's, standing in for a missing translation.
        public var needsReview: Bool

        /// Creates an entry.
        public init(value: String, needsReview: Bool) {
            self.value = value
            self.needsReview = needsReview
        }
    }

    /// The language the keys' source strings are in (the schema's default locale).
    public var sourceLanguage: String
    /// Every language each key is given in, the source language among them.
    public var languages: [String]
    /// Each key's text in each language.
    public private(set) var strings: [String: [String: Entry]] = [:]

    /// An empty catalog for these languages (the source language is added when missing).
    public init(sourceLanguage: String, languages: [String] = []) {
        self.sourceLanguage = sourceLanguage
        self.languages = Array(Set(languages + [sourceLanguage])).sorted()
    }

    /// Adds a localized text under `key`, in every language of the catalog: its translation, or
    /// else its fallback marked as needing review. A key added again with the same text changes
    /// nothing; with a text that differs in any language it is refused: the result is false and the
    /// catalog keeps the first.
    ///
    /// Complexity: O(l) for l languages.
    @discardableResult
    public mutating func add(_ key: String, _ text: LocalizedText) -> Bool {
        var entries: [String: Entry] = [:]
        for language in languages {
            if language == sourceLanguage {
                entries[language] = Entry(value: text.fallback, needsReview: false)
            } else if let translation = text.translations[language] {
                entries[language] = Entry(value: translation, needsReview: false)
            } else {
                entries[language] = Entry(value: text.fallback, needsReview: true)
            }
        }
        if let existing = strings[key] { return existing == entries }
        strings[key] = entries
        return true
    }

    /// The catalog as Xcode writes it.
    ///
    /// Complexity: O(k log k + s) for k keys and s bytes of strings.
    public var json: [UInt8] {
        var writer = JSONWriter(style: .pretty)
        writer.writeObject { writer in
            writer.write("sourceLanguage", sourceLanguage)
            writer.writeKey("strings")
            writer.writeObject { writer in
                for key in strings.keys.sorted() {
                    writer.writeKey(key)
                    writer.writeObject { writer in
                        writer.write("extractionState", "manual")
                        writer.writeKey("localizations")
                        writer.writeObject { writer in
                            for (language, entry) in (strings[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                                writer.writeKey(language)
                                writer.writeObject { writer in
                                    writer.writeKey("stringUnit")
                                    writer.writeObject { writer in
                                        writer.write("state", entry.needsReview ? "needs_review" : "translated")
                                        writer.write("value", entry.value)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            writer.write("version", "1.0")
        }
        return writer.bytes + [UInt8(ascii: "\n")]
    }
}
