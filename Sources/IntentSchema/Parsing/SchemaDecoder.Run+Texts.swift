import DocumentFormats

/// Ids and texts: each checked for what a schema may hold.
extension SchemaDecoder.Run {
    mutating func decodeID(_ member: JSONMember?, at path: JSONPath, what: String) -> String? {
        guard let id = reader.string(member, at: path, what: what) else { return nil }
        locations[path] = member?.value.location
        guard SchemaDecoder.isValidID(id) else {
            reader.report(
                .schemaInvalidID,
                "\(what) must start with a letter and hold 1 to 64 ASCII letters, digits, '_' or '-'",
                at: path, node: member?.value)
            return nil
        }
        return id
    }

    func isLocaleTag(_ tag: String) -> Bool { SchemaDecoder.isLocaleTag(tag) }

    /// A localized text: a string, or an object of locale tag to string that includes the default locale.
    mutating func decodeText(
        _ member: JSONMember?, at path: JSONPath, what: String, allowingLineFeeds: Bool = false
    ) -> LocalizedText? {
        guard let member else { return nil }
        let node = member.value
        switch node.value {
        case .string(let text):
            guard !text.isBlank else {
                reader.report(.schemaInvalidValue, "\(what) must not be empty", at: path, node: node)
                return nil
            }
            checkDisplayText(text, at: path, node: node, what: what, allowingLineFeeds: allowingLineFeeds)
            return LocalizedText(text)
        case .object(let list):
            var translations: [String: String] = [:]
            var blankDefault = false
            for entry in list {
                let entryPath = path.appending(entry.key)
                guard isLocaleTag(entry.key) else {
                    reader.report(
                        .schemaUnknownKey, "\(JSONWriter.quoted(entry.key)) is not a BCP 47 locale tag",
                        at: entryPath, location: entry.keyLocation)
                    continue
                }
                guard case .string(let text) = entry.value.value else {
                    reader.mismatch(entry.value, expected: "a string", at: entryPath, what: "a translation")
                    continue
                }
                guard !text.isBlank else {
                    // Reported once: the default locale's blank text is not also reported as missing.
                    reader.report(
                        .schemaInvalidValue, "\(what) in \(entry.key) must not be empty", at: entryPath,
                        node: entry.value)
                    blankDefault = blankDefault || entry.key == defaultLocale
                    continue
                }
                checkDisplayText(
                    text, at: entryPath, node: entry.value, what: what, allowingLineFeeds: allowingLineFeeds)
                translations[entry.key] = text
            }
            guard let fallback = translations[defaultLocale] else {
                if blankDefault { return nil }
                reader.report(
                    .schemaMissingDefaultLocale,
                    "\(what) has no text for the default locale \(JSONWriter.quoted(defaultLocale))", at: path,
                    node: node)
                return nil
            }
            translations[defaultLocale] = nil
            return LocalizedText(fallback, translations: translations)
        default:
            reader.mismatch(node, expected: "a string or an object of translations", at: path, what: what)
            return nil
        }
    }

    /// Reports a character a display text may not hold (see ``DisplayText``).
    mutating func checkDisplayText(
        _ text: String, at path: JSONPath, node: JSONNode, what: String, allowingLineFeeds: Bool
    ) {
        guard let refused = DisplayText.firstRefused(in: text, allowingLineFeeds: allowingLineFeeds) else { return }
        reader.report(
            .schemaUnsafeText,
            "\(what) holds \(DisplayText.name(refused)), a control, separator or bidirectional formatting character that display text may not hold",
            at: path, node: node,
            hint: allowingLineFeeds || refused != "\n"
                ? "remove it; to give a right-to-left text its direction, use U+200F (right-to-left mark)"
                : "remove it; only a description may have line breaks")
    }
}
