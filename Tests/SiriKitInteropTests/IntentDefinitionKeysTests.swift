import DocumentFormats
import IntentSchema
import SiriKitInterop
import TestSupport
import Testing

/// Every key `schema import` meets is carried into the schema, implied, or reported with a warning at its line:
/// ``IntentDefinitionKeys`` and the importer's accounting.
@Suite("SiriKit keys: carried, implied or reported")
struct IntentDefinitionKeysTests {
    /// A definition of one widget intent with the keys of `intentKeys` and one parameter with `parameterKeys`.
    static func definition(intentKeys: String = "", parameterKeys: String = "", metadata: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>INIntentDefinitionModelVersion</key><string>1.2</string>
        <key>INIntentDefinitionNamespace</key><string>88xZPY</string>
        <key>INIntents</key><array><dict>
        <key>INIntentName</key><string>Widget</string><key>INIntentEligibleForWidgets</key><true/>
        <key>INIntentVerb</key><string>View</string>\(intentKeys)
        <key>INIntentParameters</key><array><dict>
        <key>INIntentParameterName</key><string>place</string><key>INIntentParameterTag</key><integer>1</integer>
        <key>INIntentParameterDisplayPriority</key><integer>1</integer>\(parameterKeys)
        <key>INIntentParameterMetadata</key><dict>\(metadata)</dict>
        </dict></array></dict></array></dict></plist>
        """
    }

    static func imported(_ text: String) throws -> IntentDefinitionImporter.Outcome {
        IntentDefinitionImporter(file: "w.intentdefinition").importAccountingForKeys(
            try PropertyListReader().read(Array(text.utf8)))
    }

    @Test("every key of the seed is accounted for, once, in file order; carried, implied or reported as the table says")
    func seed() throws {
        let root = try PropertyListReader().read(
            Array(Fixtures.text("examples/sirikit/InspirationalConfiguration.intentdefinition").utf8))
        let outcome = IntentDefinitionImporter(providers: ["Location": "airports"], knownProviders: ["airports"])
            .importAccountingForKeys(root)
        #expect(outcome.schema.value != nil)
        #expect(outcome.intentName == "InspirationalConfiguration")
        let paths = outcome.keys.map(\.path)
        #expect(Set(paths).count == paths.count)
        let offsets = outcome.keys.map(\.location.offset)
        #expect(!offsets.isEmpty && offsets == offsets.sorted())
        let fates = Dictionary(outcome.keys.map { ($0.key, $0.fate.name) }, uniquingKeysWith: { first, _ in first })
        #expect(fates["INIntentName"] == "carried")
        #expect(fates["INIntentDefinitionNamespace"] == "carried")
        #expect(fates["INIntentDefinitionModelVersion"] == "implied")
        #expect(fates["INIntentResponse"] == "reported")
        // Every reported key has a warning at it, above it, or at the text it is the translation id of.
        let warned = Set(outcome.schema.diagnostics.map(\.path))
        for account in outcome.keys where account.fate.name == "reported" {
            var above = account.path
            var found = false
            while !found {
                found = warned.contains(above)
                guard !above.components.isEmpty else { break }
                above.components.removeLast()
            }
            if !found, account.key.hasSuffix("ID") {
                var text = account.path
                text.components.removeLast()
                found = warned.contains(text.appending(String(account.key.dropLast(2))))
            }
            #expect(found, "\(account.path) is reported without a warning")
        }
    }

    @Test(
        "a key the table reports, and one intentctl does not know, are warnings at their lines; an implied one is not",
        arguments: [
            ("<key>INIntentKeyParameter</key><string>place</string>", "INIntentKeyParameter", true),
            ("<key>INIntentWhatever</key><string>x</string>", "INIntentWhatever", true),
            ("<key>INIntentCategory</key><string>information</string>", "INIntentCategory", false),
        ])
    func reported(_ keys: String, _ key: String, _ warned: Bool) throws {
        let text = Self.definition(
            intentKeys: "\n" + keys, parameterKeys: "<key>INIntentParameterType</key><string>Boolean</string>")
        let outcome = try Self.imported(text)
        #expect(outcome.schema.value != nil, "\(outcome.schema.diagnostics.map(\.rendered))")
        let warning = outcome.schema.diagnostics.first { $0.path.description == "$.INIntents[0].\(key)" }
        #expect((warning != nil) == warned, "\(outcome.schema.diagnostics.map(\.rendered))")
        if warned {
            #expect(warning?.severity == .warning)
            #expect(warning?.location?.line == 8)
            #expect(warning?.code == .siriKitNotCarriedOver)
        }
        let account = try #require(outcome.keys.first { $0.key == key })
        #expect(account.fate.name == (warned ? "reported" : "implied"))
    }

    @Test(
        "search is carried: Xcode writes INIntentParameterSupportsSearch only when it is on",
        arguments: [("<key>INIntentParameterSupportsSearch</key><true/>", true), ("", false)])
    func search(_ key: String, _ searchable: Bool) throws {
        let outcome = try Self.imported(
            Self.definition(
                parameterKeys: """
                    <key>INIntentParameterType</key><string>Object</string>
                    <key>INIntentParameterObjectType</key><string>Place</string>
                    <key>INIntentParameterSupportsDynamicEnumeration</key><true/>\(key)
                    """))
        let schema = try #require(outcome.schema.value, "\(outcome.schema.diagnostics.map(\.rendered))")
        guard case .dynamic(let options)? = schema.parameter("place")?.kind else {
            Issue.record("place is not dynamic")
            return
        }
        #expect(options.isSearchable == searchable)
    }

    @Test(
        "a boolean's own texts (Yes, No) are reported; Xcode's true and false are not",
        arguments: [("Yes", "No", 2), ("true", "false", 0)])
    func booleanTexts(_ yes: String, _ no: String, _ warnings: Int) throws {
        let outcome = try Self.imported(
            Self.definition(
                parameterKeys: "<key>INIntentParameterType</key><string>Boolean</string>",
                metadata: """
                    <key>INIntentParameterMetadataFalseDisplayName</key><string>\(no)</string>
                    <key>INIntentParameterMetadataFalseDisplayNameID</key><string>f1</string>
                    <key>INIntentParameterMetadataTrueDisplayName</key><string>\(yes)</string>
                    <key>INIntentParameterMetadataTrueDisplayNameID</key><string>t1</string>
                    """))
        #expect(outcome.schema.value != nil)
        let found = outcome.schema.diagnostics.filter { $0.message.contains("a schema's boolean has no texts") }
        #expect(found.count == warnings, "\(outcome.schema.diagnostics.map(\.rendered))")
    }

    @Test(
        "an empty display name, which Xcode builds (Telegram's SelectFriends), gives the parameter its name as title, with a warning at the key",
        arguments: ["", " "])
    func emptyDisplayName(_ displayName: String) throws {
        let text = Self.definition(
            parameterKeys: """
                <key>INIntentParameterType</key><string>Boolean</string>
                <key>INIntentParameterDisplayName</key><string>\(displayName)</string>
                """)
        let outcome = try Self.imported(text)
        let schema = try #require(outcome.schema.value, "\(outcome.schema.diagnostics.map(\.rendered))")
        #expect(schema.parameters.map(\.title.fallback) == ["place"])
        let warning = try #require(outcome.schema.diagnostics.first { $0.message.contains("empty display name") })
        #expect(warning.severity == .warning)
        #expect(warning.path.description.hasSuffix("INIntentParameterDisplayName"))
        #expect((warning.location?.line ?? 0) > 1)
        // Exported, the title is the display name, and importing that again is the same schema, without a warning.
        let exported = IntentDefinitionExporter().export(schema)
        let again = IntentDefinitionImporter(file: "e.intentdefinition").importAccountingForKeys(
            try PropertyListReader().read(exported.definition))
        #expect(again.schema.value?.parameters == schema.parameters)
        #expect(!again.schema.diagnostics.contains { $0.message.contains("empty display name") })
    }

    @Test("the table gives every key one fate, and each explanation is a sentence a person can read")
    func table() {
        let names = IntentDefinitionKeys.all.map(\.name)
        #expect(Set(names).count == names.count)
        for key in IntentDefinitionKeys.all {
            #expect(key.name.hasPrefix("IN"))
            #expect(!key.fate.explanation.isEmpty)
            #expect(IntentDefinitionKeys.fate(of: key.name) == key.fate)
        }
        #expect(IntentDefinitionKeys.fate(of: "INIntentWhatever") == nil)
    }
}
