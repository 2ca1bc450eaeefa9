extension OptionValueKind where Value == Set<String> {
    /// ISO 639 language codes separated by commas (`en,de,fr`), lower-cased.
    static var languages: Self {
        .parsed(summary: "", expectation: "language codes separated by commas, such as en,de,fr") { text in
            var languages: Set<String> = []
            for code in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard (2...3).contains(code.utf8.count),
                    code.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
                else { return nil }
                languages.insert(code.lowercased())
            }
            return languages
        }
    }
}
