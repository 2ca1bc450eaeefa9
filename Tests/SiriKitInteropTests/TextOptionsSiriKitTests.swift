import DocumentFormats
import IntentSchema
import SchemaTestSupport
import SiriKitInterop
import Testing

/// Text whose options the app gives (`INIntentParameterType` String with
/// `INIntentParameterSupportsDynamicEnumeration`, as Mastodon's `MultiFollowersCount` has): a dynamic parameter
/// whose values are the options' texts, several values and sizes kept.
@Suite("Text whose options the app gives, in SiriKit")
struct TextOptionsSiriKitTests {
    /// A text parameter with options the app gives, searchable, of several values: three for a small widget, six
    /// for the others.
    static let accounts = """
        <dict><key>INIntentParameterName</key><string>accounts</string><key>INIntentParameterTag</key><integer>6</integer><key>INIntentParameterType</key><string>String</string><key>INIntentParameterSupportsDynamicEnumeration</key><true/><key>INIntentParameterSupportsSearch</key><true/><key>INIntentParameterSupportsMultipleValues</key><true/><key>INIntentParameterArraySizes</key><array><dict><key>INIntentParameterArraySizeSize</key><integer>3</integer><key>INIntentParameterArraySizeSizeClass</key><string>Small</string></dict><dict><key>INIntentParameterArraySizeSize</key><integer>6</integer><key>INIntentParameterArraySizeSizeClass</key><string>Medium</string></dict><dict><key>INIntentParameterArraySizeSize</key><integer>6</integer><key>INIntentParameterArraySizeSizeClass</key><string>Large</string></dict></array></dict>
        """

    static func imported(_ parameters: String) throws -> (schema: WidgetSchema?, diagnostics: [Diagnostic]) {
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(
            try IntentDefinitionTests.widgetIntent(parameters: parameters))
        return (result.value, result.diagnostics)
    }

    @Test("it imports as its options' texts from a provider named after it, searchable, several values and sizes kept")
    func imports() throws {
        let (schema, diagnostics) = try Self.imported(Self.accounts)
        let parameter = try #require(schema?.parameters.first, "\(diagnostics.map(\.rendered))")
        #expect(
            parameter.kind == .dynamic(DynamicOptions(provider: "accounts", isSearchable: true, hasTextValues: true)))
        #expect(parameter.multipleValues == MultipleValues(minimum: 0, maximum: 6, maximumByFamily: [.systemSmall: 3]))
        // Nothing about the parameter is reported as lost.
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.rendered))")
    }

    @Test("without search, and of one value, it is still its options' texts")
    func oneValue() throws {
        let (schema, _) = try Self.imported(
            "<dict><key>INIntentParameterName</key><string>handle</string><key>INIntentParameterType</key><string>String</string><key>INIntentParameterSupportsDynamicEnumeration</key><true/></dict>"
        )
        let parameter = try #require(schema?.parameters.first)
        #expect(
            parameter.kind == .dynamic(DynamicOptions(provider: "handle", isSearchable: false, hasTextValues: true)))
        #expect(parameter.multipleValues == nil)
    }

    @Test("export writes text with options the app gives, search, several values and sizes; import reads it back")
    func roundTrip() throws {
        let schema = try #require(try Self.imported(Self.accounts).schema)
        let exported = IntentDefinitionExporter().export(schema)
        #expect(exported.warnings.isEmpty, "\(exported.warnings.map(\.rendered))")
        let root = try PropertyListReader().read(exported.definition)
        guard case .array(let intents)? = root["INIntents"]?.value.value,
            case .array(let parameters)? = intents.first?["INIntentParameters"]?.value.value
        else {
            Issue.record("no parameters in \(String(decoding: exported.definition, as: UTF8.self))")
            return
        }
        let parameter = try #require(parameters.first)
        #expect(parameter["INIntentParameterType"]?.value.value == .string("String"))
        for key in [
            "INIntentParameterSupportsDynamicEnumeration", "INIntentParameterSupportsSearch",
            "INIntentParameterSupportsMultipleValues",
        ] {
            #expect(parameter[key]?.value.value == .boolean(true), "\(key)")
        }
        #expect(parameter["INIntentParameterObjectType"] == nil)
        #expect(parameter["INIntentParameterArraySizes"] != nil)
        #expect(root["INTypes"]?.value.value == .array([]))
        try IntentDefinitionTests.expectRoundTrip(schema)
        let again = IntentDefinitionImporter().importDefinition(root)
        #expect(again.value?.parameters == schema.parameters, "\(again.diagnostics.map(\.rendered))")
    }

    @Test("a provider named otherwise than the parameter is said not to be carried over, at the provider")
    func providerName() throws {
        let schema = try #require(
            SchemaFixtures.load(
                #"{"id": "accounts", "title": "A", "kind": "dynamic", "provider": "handles", "textValues": true}"#
            ).schema)
        let warnings = IntentDefinitionExporter().export(schema).warnings
        #expect(
            warnings.contains {
                $0.code == .siriKitNotCarriedOver && $0.path.description == "$.parameters[0].provider"
            }, "\(warnings.map(\.rendered))")
        try IntentDefinitionTests.expectRoundTrip(schema)
    }
}
