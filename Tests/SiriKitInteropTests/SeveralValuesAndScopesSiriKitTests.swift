import DocumentFormats
import IntentSchema
import SchemaTestSupport
import SiriKitInterop
import Testing

/// Several values in SiriKit: `INIntentParameterSupportsMultipleValues` and `INIntentParameterArraySizes`.
@Suite("Several values in SiriKit")
struct MultipleValuesSiriKitTests {
    @Test(
        "size classes are widget families, both ways",
        arguments: [
            ("Small", WidgetFamily.systemSmall), ("ExtraLarge", .systemExtraLarge),
            ("AccessoryCircular", .accessoryCircular), ("AccessoryCorner", .accessoryCorner),
            ("AccessoryInline", .accessoryInline),
        ])
    func sizeClasses(sizeClass: String, family: WidgetFamily) {
        #expect(WidgetFamily(sizeClass: sizeClass) == family)
        #expect(family.sizeClass == sizeClass)
    }

    @Test("unknown size classes are no family", arguments: ["", "Huge", "small", "systemSmall"])
    func unknownSizeClass(sizeClass: String) {
        #expect(WidgetFamily(sizeClass: sizeClass) == nil)
    }

    @Test("export writes the flag and each size's most, and import reads them back")
    func roundTrip() throws {
        let schema = try SchemaFixtures.schema(
            SchemaFixtures.severalSizes.replacing(
                #""multipleValues": {"maximum": 2}"#,
                with: #""multipleValues": {"maximum": 2, "byFamily": {"systemSmall": 1}}"#))
        let exported = IntentDefinitionExporter().export(schema)
        let text = String(decoding: exported.definition, as: UTF8.self)
        #expect(text.contains("<key>INIntentParameterSupportsMultipleValues</key>\n\t\t\t\t\t<true/>"), "\(text)")
        #expect(
            text.contains(
                "<key>INIntentParameterArraySizeSize</key>\n\t\t\t\t\t\t\t<integer>1</integer>\n\t\t\t\t\t\t\t<key>INIntentParameterArraySizeSizeClass</key>\n\t\t\t\t\t\t\t<string>Small</string>"
            ))
        let imported = IntentDefinitionImporter().importDefinition(try PropertyListReader().read(exported.definition))
        let back = try #require(imported.value, "\(imported.diagnostics.map(\.rendered))")
        // Every size was written; those at the maximum say nothing more, so they are not kept.
        #expect(back.parameters[0].multipleValues?.maximumByFamily == [.systemSmall: 1])
        #expect(back.parameters[0].multipleValues?.maximum == 2)
    }
}

@Suite("Scopes in SiriKit")
struct ScopeSiriKitTests {
    @Test("export says a scope is not carried over, at the scope")
    func exportWarns() throws {
        let schema = try #require(
            SchemaFixtures.load(
                SchemaFixtures.countryParameter + ",\n"
                    + #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "scope": {"country": "country"}}"#
            ).schema)
        let warnings = IntentDefinitionExporter().export(schema).warnings
        #expect(
            warnings.contains {
                $0.code == .siriKitNotCarriedOver && $0.path.description == "$.parameters[1].scope"
                    && $0.message.contains("SiriKit declares no dependency")
            }, "\(warnings.map(\.rendered))")
    }

    @Test("export says where the options are answered is not carried over, at the source, and nothing else")
    func exportWarnsOfDeviceSource() throws {
        let schema = try #require(
            SchemaFixtures.load(
                #"{"id": "airport", "title": "A", "kind": "dynamic", "provider": "airports", "source": "device"}"#
            ).schema)
        let warnings = IntentDefinitionExporter().export(schema).warnings
        #expect(
            warnings.map(\.path.description).filter { $0.hasPrefix("$.parameters[0]") } == ["$.parameters[0].source"],
            "\(warnings.map(\.rendered))")
        #expect(warnings.contains { $0.message.contains("answered on the device") })
    }
}
