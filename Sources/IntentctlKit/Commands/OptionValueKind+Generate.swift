import AppIntentsGenerator
import Foundation

extension OptionValueKind where Value == String {
    /// The URL of an intentctl service: `http` or `https`, a host, an optional port and path, no
    /// query, fragment, user or space; a trailing slash is dropped.
    static var serviceURL: Self {
        .parsed(summary: "", expectation: "an http or https URL such as https://deals.example.com") { text in
            guard text.utf8.count <= 500,
                !text.utf8.contains(where: { $0 <= 0x20 || $0 >= 0x7F || $0 == 0x22 || $0 == 0x5C }),
                let components = URLComponents(string: text),
                components.scheme == "http" || components.scheme == "https",
                let host = components.host, !host.isEmpty,
                components.query == nil, components.fragment == nil, components.user == nil
            else { return nil }
            return text.hasSuffix("/") ? String(text.dropLast()) : text
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
