import AppIntentsGenerator
import DocumentFormats
import IntentSchema
import Testing

/// A dynamic parameter whose values are its options' texts (`"textValues"`): `String`, as Xcode converts a
/// SiriKit text parameter whose options the app gives, with an options provider over the app's source.
@Suite("Options' texts")
struct TextOptionsTests {
    /// Several accounts, three for a small widget, and one handle, both from options the app gives.
    static let schema = """
        {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
          {"id": "accounts", "title": "Accounts", "prompt": "Which accounts?", "kind": "dynamic", "provider": "accounts",
           "textValues": true, "multipleValues": {"maximum": 6, "byFamily": {"systemSmall": 3}}},
          {"id": "handle", "title": "Handle", "kind": "dynamic", "provider": "accounts", "textValues": true,
           "default": "@me"}]}
        """

    @Test("each is text, or texts, with an options provider; no entity or query, and sizes said in its comment")
    func generated() throws {
        let files = try GeneratorFixtures.files(GeneratorFixtures.schema(Self.schema))
        let intent = try #require(files["WConfigurationIntent.swift"])
        #expect(
            intent.contains("optionsProvider: AccountsOptionsProvider())\n    var accounts: [String]?"), "\(intent)")
        #expect(intent.contains("optionsProvider: HandleOptionsProvider())\n    var handle: String?"), "\(intent)")
        #expect(
            intent.contains(
                #"defaultValue: "Which accounts?")),\#n        optionsProvider: AccountsOptionsProvider())\#n    var accounts"#
            ),
            "the prompt belongs to accounts")
        #expect(!intent.contains("size:"))
        #expect(intent.contains("At most 6 values (systemSmall 3)"))
        // Stored as the texts themselves.
        #expect(intent.contains(#"values["accounts"] = self.accounts.map { .list($0.map { .string($0) }) }"#))
        #expect(intent.contains(#"values["handle"] = self.handle.map { .string($0) }"#))
        let provider = try #require(files["AccountsOptionsProvider.swift"])
        #expect(provider.contains("struct AccountsOptionsProvider: DynamicOptionsProvider {"))
        #expect(provider.contains("var source: any AccountsOptionSource = AccountsOptions()"))
        #expect(provider.contains("func results() async throws -> IntentItemCollection<String> {"))
        // The default, one value, is the options provider's default; a parameter of several has none.
        #expect(files["HandleOptionsProvider.swift"]?.contains("func defaultResult() async -> String? {") == true)
        #expect(files["HandleOptionsProvider.swift"]?.contains(#"return "@me""#) == true)
        #expect(!provider.contains("defaultResult"))
        // One source for the provider both parameters share; no entity or query for either.
        #expect(files["AccountsOptionSource.swift"] != nil)
        #expect(files.keys.filter { $0.hasSuffix("Query.swift") }.isEmpty)
        #expect(files["Accounts.swift"] == nil && files["Handle.swift"] == nil)
    }

    @Test("the texts of options the service serves are refused at \"textValues\", by loading and by the generator")
    func servedRefused() throws {
        let text = """
            {"formatVersion": 1, "id": "w", "version": 1, "title": "W", "parameters": [
              {"id": "origin", "title": "Origin", "kind": "dynamic", "provider": "airports", "textValues": true}]}
            """
        let loaded = SchemaLoader().load(text)
        #expect(loaded.schema == nil)
        #expect(loaded.diagnostics.first?.path.description == "$.parameters[0].textValues")
        // A schema made in code reaches the generator, which refuses it too.
        var schema = try GeneratorFixtures.schema(text.replacing(#""airports""#, with: #""accounts""#))
        schema.parameters[0].kind = .dynamic(DynamicOptions(provider: "airports", hasTextValues: true))
        let problems = GeneratorFixtures.problems(schema)
        #expect(problems.map(\.code) == [.generateUnsupported], "\(problems.map(\.rendered))")
        #expect(problems.first?.path.description == "$.parameters[0].textValues")
    }
}
