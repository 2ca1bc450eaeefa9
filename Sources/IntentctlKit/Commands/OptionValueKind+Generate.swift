import AppIntentsGenerator

extension OptionValueKind where Value == String {
    /// The URL of an intentctl service, as the generator takes it (``ServiceURL``); a trailing slash is dropped.
    static var serviceURL: Self {
        .parsed(summary: "", expectation: "an http or https URL such as https://deals.example.com") {
            ServiceURL($0)?.text
        }
    }
}

extension OptionValueKind where Value == String {
    /// A Swift module name: ASCII letters, digits and `_`, not starting with a digit, not a keyword.
    static var swiftModule: Self {
        .parsed(
            summary: "",
            expectation: "a Swift identifier such as DealsWidgetExtension (ASCII letters, digits and _, not a keyword)"
        ) { text in
            guard let name = SwiftName(text), !name.isKeyword else { return nil }
            return text
        }
    }
}
