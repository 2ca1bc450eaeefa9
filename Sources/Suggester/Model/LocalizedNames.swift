/// Names in other languages as the dataset and the snapshot write them in one text:
/// `it=Londra|fr=Londres`, one `language=name` entry per language.
enum LocalizedNames {
    /// The names of a text; entries without `=` or with an empty side are skipped.
    /// Complexity: O(n) in the text's length.
    static func parse(_ text: Substring) -> [String: String] {
        var names: [String: String] = [:]
        for entry in text.split(separator: "|") {
            guard let equals = entry.firstIndex(of: "=") else { continue }
            let language = entry[..<equals]
            let name = entry[entry.index(after: equals)...]
            if !language.isEmpty, !name.isEmpty { names[String(language)] = String(name) }
        }
        return names
    }

    /// The text of names, sorted by language; empty for none.
    static func format(_ names: [String: String]) -> String {
        names.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "|")
    }
}
