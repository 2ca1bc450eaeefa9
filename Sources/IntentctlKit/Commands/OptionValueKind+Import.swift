import IntentSchema

extension OptionValueKind where Value == [String: String] {
    /// `TYPE=PROVIDER` pairs separated by commas.
    static var typeProviders: Self {
        .parsed(summary: "", expectation: "TYPE=PROVIDER pairs separated by commas, such as Location=airports") {
            text in
            var pairs: [String: String] = [:]
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, SiriKitOrigin.isValidName(parts[0]), !parts[1].isEmpty,
                    parts[1].utf8.count <= 64,
                    parts[1].utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
                else { return nil }
                pairs[parts[0]] = parts[1]
            }
            return pairs.isEmpty ? nil : pairs
        }
    }
}

extension OptionValueKind where Value == String {
    /// A BCP 47 locale tag as schemas write them: `ru`, `de-CH`, `zh-Hant`.
    static var localeTag: Self {
        .parsed(summary: "", expectation: "a locale tag such as ru, de-CH or zh-Hant") { text in
            SchemaDecoder.isLocaleTag(text) ? text : nil
        }
    }
}
