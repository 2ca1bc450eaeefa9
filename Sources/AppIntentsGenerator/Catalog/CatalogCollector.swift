import DocumentFormats
import IntentSchema

/// Fills the string catalog from the texts of the generated files' trees, so that every key the code refers to
/// is in it with its text in every language. Two texts under one key that differ in any language are refused,
/// each located in the schema: Xcode would show one of them in both places.
enum CatalogCollector {
    /// Adds every text of the files; the problems when two texts share a key.
    ///
    /// Complexity: O(n · l) for n texts in l languages.
    static func collect(_ files: [SwiftFile], into catalog: inout StringCatalog) -> Result<Void, GenerationFailure> {
        var problems: [Diagnostic] = []
        var firstSource: [String: JSONPath] = [:]
        for file in files {
            file.forEachExpression { expression in
                guard case .localized(let text) = expression else { return }
                if catalog.add(text.key, text.catalogText) {
                    if firstSource[text.key] == nil { firstSource[text.key] = text.source }
                    return
                }
                problems.append(
                    Diagnostic(
                        .error, .generateCatalogConflict,
                        "two texts share the string catalog key \(JSONWriter.quoted(text.key)) but differ in some language; App Intents would show one of them in both places",
                        path: text.source, value: JSONWriter.quoted(text.key),
                        hint:
                            "give this text the same translations as the one at \(firstSource[text.key].map(String.init(describing:)) ?? "the first"), or change its source-language text"
                    ))
            }
        }
        return problems.isEmpty ? .success(()) : .failure(.schema(problems))
    }
}
