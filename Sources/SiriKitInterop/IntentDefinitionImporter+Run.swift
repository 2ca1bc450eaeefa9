import DocumentFormats
import IntentSchema

extension IntentDefinitionImporter {
    /// One import: the collector, and readers of typed values that report what is wrong.
    struct Run {
        let importer: IntentDefinitionImporter
        var collector: DiagnosticCollector
        /// The key paths read.
        var read: Set<JSONPath> = []
        /// The paths a diagnostic was reported at: the key there, and every key under it, is reported.
        var reported: Set<JSONPath> = []
        /// Subtrees that are implied as a whole (Xcode's `unknown` enum values), with why.
        var implied: [JSONPath: String] = [:]
        /// Where the chosen intent is.
        var intentPath: JSONPath?
        /// The enums and custom types the imported parameters use, by name.
        var usedEnums: Set<String> = []
        var usedTypes: Set<String> = []
        /// Where each part of the schema came from in the definition, by the part's path in the schema.
        var origins: [JSONPath: (path: JSONPath, location: SourceLocation?)] = [:]

        // MARK: Reading values

        /// Reports a problem at a key of the definition; the message and hint are built only when the
        /// collector keeps the diagnostic.
        mutating func report(
            _ code: DiagnosticCode, _ message: @autoclosure () -> String, at path: JSONPath, location: SourceLocation?,
            severity: Diagnostic.Severity = .error, hint: @autoclosure () -> String? = nil
        ) {
            reported.insert(path)
            collector.report(code, message(), at: path, location: location, hint: hint(), severity: severity)
        }

        /// The value of `key` in a dictionary when it has the expected type; a type mismatch (and,
        /// when `required`, a missing key) is reported.
        mutating func member(
            _ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false
        ) -> PropertyListNode.Member? {
            guard let member = node[key] else {
                if required {
                    report(
                        .siriKitInvalidValue,
                        "\(path.components.isEmpty ? "the definition" : path.description) has no \(key)",
                        at: path.appending(key), location: node.location)
                }
                return nil
            }
            read.insert(path.appending(key))
            return member
        }

        mutating func string(_ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false)
            -> String?
        {
            guard let member = member(key, of: node, at: path, required: required) else { return nil }
            guard case .string(let text) = member.value.value else {
                mismatch(member, "a string", at: path.appending(key))
                return nil
            }
            return text
        }

        mutating func flag(_ key: String, of node: PropertyListNode, at path: JSONPath) -> Bool? {
            guard let member = member(key, of: node, at: path) else { return nil }
            guard case .boolean(let flag) = member.value.value else {
                mismatch(member, "a boolean", at: path.appending(key))
                return nil
            }
            return flag
        }

        mutating func integer(_ key: String, of node: PropertyListNode, at path: JSONPath) -> Int? {
            guard let member = member(key, of: node, at: path) else { return nil }
            guard case .integer(let number) = member.value.value else {
                mismatch(member, "an integer", at: path.appending(key))
                return nil
            }
            return number
        }

        mutating func array(_ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false)
            -> [PropertyListNode]
        {
            guard let member = member(key, of: node, at: path, required: required) else { return [] }
            guard case .array(let elements) = member.value.value else {
                mismatch(member, "an array", at: path.appending(key))
                return []
            }
            return elements
        }

        mutating func mismatch(_ member: PropertyListNode.Member, _ expected: String, at path: JSONPath) {
            report(
                .siriKitInvalidValue, "\(member.key) must be \(expected), not \(member.value.value.typeName)",
                at: path, location: member.value.location)
        }

        /// A display string: the base text of `key`, translated wherever a `.strings` file has its id (`key`
        /// and `ID`). A text display text may not hold is an error where it is written, and left out.
        mutating func localized(
            _ key: String, of node: PropertyListNode, at path: JSONPath, required: Bool = false,
            allowingLineFeeds: Bool = false
        ) -> LocalizedText? {
            guard let base = string(key, of: node, at: path, required: required) else { return nil }
            let id = string(key + "ID", of: node, at: path)
            guard
                acceptsText(
                    base, at: path.appending(key), location: node[key]?.value.location, file: nil,
                    allowingLineFeeds: allowingLineFeeds)
            else { return nil }
            var translations: [String: String] = [:]
            if let id {
                for locale in importer.translations.keys.sorted() {
                    guard let text = importer.translations[locale]?[id] else { continue }
                    let source = importer.translationSources[locale]
                    if acceptsText(
                        text, at: path.appending(key + "ID"), location: source?.locations[id], file: source?.file,
                        allowingLineFeeds: allowingLineFeeds)
                    {
                        translations[locale] = text
                    }
                }
            }
            // The base language's own file, when there is one, wins over the base text.
            let fallback = translations.removeValue(forKey: importer.baseLocale) ?? base
            return LocalizedText(fallback, translations: translations)
        }

        /// Whether a text can be display text; if not, an error at the key, or at the `.strings` entry.
        mutating func acceptsText(
            _ text: String, at path: JSONPath, location: SourceLocation?, file: String?, allowingLineFeeds: Bool
        ) -> Bool {
            guard let refused = DisplayText.firstRefused(in: text, allowingLineFeeds: allowingLineFeeds) else {
                return true
            }
            reported.insert(path)
            collector.report(
                Diagnostic(
                    .error, .siriKitInvalidValue,
                    "the text of \(path.components.last.map { "\($0)" } ?? "a key") holds \(DisplayText.name(refused)), which display text may not hold",
                    file: file ?? importer.file, location: location, path: path,
                    hint:
                        "remove it from the \(file == nil ? "definition" : ".strings file"); to give a right-to-left text its direction, use U+200F (right-to-left mark)"
                ))
            return false
        }
    }
}
