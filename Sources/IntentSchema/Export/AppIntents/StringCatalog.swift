/// A string catalog, `Localizable.xcstrings`: Xcode's JSON format for the strings of a target in
/// every language (`sourceLanguage`, `strings`, each key's `localizations` with a `stringUnit` of
/// `state` and `value`, and the format `version`). The generated App Intents code refers to its
/// keys.
///
/// Written deterministically: keys and languages sorted, so that the same schema gives the same
/// bytes.
public struct StringCatalog: Sendable, Equatable {
    /// The language the keys' source strings are in (the schema's default locale).
    public var sourceLanguage: String
    /// Each key's text in each language, the source language among them.
    public private(set) var strings: [String: [String: String]] = [:]

    /// An empty catalog.
    public init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
    }

    /// Adds a localized text under `key`: its fallback in the source language and each
    /// translation in its language. A key added twice keeps the first text.
    public mutating func add(_ key: String, _ text: LocalizedText) {
        guard strings[key] == nil else { return }
        var languages = text.translations
        languages[sourceLanguage] = text.fallback
        strings[key] = languages
    }

    /// Every language the catalog has a string in, sorted.
    public var languages: [String] {
        Array(Set(strings.values.flatMap(\.keys))).sorted()
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
                        writer.writeKey("localizations")
                        writer.writeObject { writer in
                            for (language, value) in (strings[key] ?? [:]).sorted(by: { $0.key < $1.key }) {
                                writer.writeKey(language)
                                writer.writeObject { writer in
                                    writer.writeKey("stringUnit")
                                    writer.writeObject { writer in
                                        writer.write("state", "translated")
                                        writer.write("value", value)
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
