import DocumentFormats
import IntentSchema

/// The language of an intent definition's own texts (its `Base.lproj`), where the files say it: Xcode writes the
/// base texts in the project's development language, which is not always English.
public enum IntentDefinitionBaseLocale {
    /// Where the base language was found.
    public enum Source: String, Sendable, Equatable {
        /// `--base-locale` gave it.
        case option = "--base-locale"
        /// The Xcode project's development region (`developmentRegion` in `project.pbxproj`).
        case project
        /// The one `LANG.lproj` whose `.strings` give every base text exactly as the definition writes it.
        case strings
        /// Nothing said: English, Xcode's default.
        case assumed
    }

    /// Old Xcode projects name the development region in English.
    private static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it",
        "Dutch": "nl",
    ]

    /// The development region of an Xcode project file (`developmentRegion = ru;`), if it is a locale tag.
    ///
    /// Complexity: O(n) in the file's length.
    public static func developmentRegion(ofProject text: String) -> String? {
        guard let key = text.firstRange(of: "developmentRegion") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { return nil }
        let isPadding: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\"" }
        let written = rest.dropFirst().prefix { $0 != ";" && $0 != "\n" }
        let value = String(written.drop(while: isPadding).reversed().drop(while: isPadding).reversed())
        let tag = legacyNames[value] ?? value
        return SchemaDecoder.isLocaleTag(tag) ? tag : nil
    }

    /// The one locale whose translations give every base text of the definition they have exactly as the
    /// definition writes it; nil when none does, or when several do (untranslated copies, as many projects
    /// keep, say nothing).
    ///
    /// Complexity: O(n + t) for n nodes of the definition and t translated texts.
    public static func locale(
        identicalTo root: PropertyListNode, translations: [String: [String: String]]
    ) -> String? {
        var baseTexts: [String: String] = [:]
        func collect(_ node: PropertyListNode) {
            switch node.value {
            case .dictionary(let members):
                for member in members {
                    if member.key.hasSuffix("ID"), case .string(let id) = member.value.value,
                        case .string(let text)? = node[String(member.key.dropLast(2))]?.value.value
                    {
                        baseTexts[id] = text
                    }
                    collect(member.value)
                }
            case .array(let elements): elements.forEach(collect)
            default: break
            }
        }
        collect(root)
        let identical = translations.filter { _, table in
            var compared = 0
            for (id, text) in table {
                guard let base = baseTexts[id] else { continue }
                guard base == text else { return false }
                compared += 1
            }
            return compared > 0
        }
        return identical.count == 1 ? identical.first?.key : nil
    }
}
