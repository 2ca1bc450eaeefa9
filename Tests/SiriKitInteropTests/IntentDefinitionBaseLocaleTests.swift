import DocumentFormats
import IntentSchema
import SiriKitInterop
import Testing

/// The base language of a definition's texts, where the files say it, and errors located where the text is.
@Suite("SiriKit base language and located texts")
struct IntentDefinitionBaseLocaleTests {
    @Test(
        "an Xcode project's development region, as written, quoted, or by its old English name",
        arguments: [
            ("\t\t\tdevelopmentRegion = ru;\n", "ru"), ("developmentRegion = \"zh-Hans\";", "zh-Hans"),
            ("developmentRegion = English;", "en"), ("developmentRegion=de;", "de"), ("knownRegions = (en);", nil),
            ("developmentRegion = \"not a tag!\";", nil),
        ] as [(String, String?)])
    func developmentRegion(_ text: String, _ region: String?) {
        #expect(IntentDefinitionBaseLocale.developmentRegion(ofProject: "// !$*UTF8*$!\n{\n" + text + "}\n") == region)
    }

    static let definition = try? PropertyListReader().read(
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>Door</string><key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentTitle</key><string>Открыть</string><key>INIntentTitleID</key><string>t1</string>
            <key>INIntentParameters</key><array><dict>
            <key>INIntentParameterName</key><string>door</string><key>INIntentParameterType</key><string>Boolean</string>
            <key>INIntentParameterDisplayName</key><string>Дверь</string><key>INIntentParameterDisplayNameID</key><string>d1</string>
            </dict></array></dict></array></dict></plist>
            """.utf8))

    @Test(
        "the one LANG.lproj that repeats every base text is the base language; none, or two, say nothing",
        arguments: [
            (["ru": ["t1": "Открыть", "d1": "Дверь"], "en": ["t1": "Open", "d1": "Door"]], "ru"),
            (["ru": ["t1": "Открыть", "d1": "Дверь"], "bg": ["t1": "Открыть", "d1": "Дверь"]], nil),
            (["en": ["t1": "Open", "d1": "Door"]], nil),
            (["ru": ["t1": "Открыть", "d1": "Дверь!"]], nil),
        ] as [([String: [String: String]], String?)])
    func identical(_ translations: [String: [String: String]], _ locale: String?) throws {
        let root = try #require(Self.definition)
        #expect(IntentDefinitionBaseLocale.locale(identicalTo: root, translations: translations) == locale)
    }

    @Test("with a base language, its own file wins over the base text and the schema's default locale is it")
    func baseLocale() throws {
        let root = try #require(Self.definition)
        let schema = try #require(
            IntentDefinitionImporter(
                translations: ["ru": ["t1": "Открыть дверь"], "en": ["t1": "Open"]], baseLocale: "ru"
            ).importDefinition(root).value)
        #expect(schema.defaultLocale == "ru")
        #expect(schema.title == LocalizedText("Открыть дверь", translations: ["en": "Open"]))
        #expect(schema.parameter("door")?.title == LocalizedText("Дверь"))
    }

    @Test("a control character or a bidi override is an error where it is written: the key, or the .strings entry")
    func locatedTexts() throws {
        let root = try #require(Self.definition)
        let location = SourceLocation(line: 12, column: 8, offset: 200)
        let result = IntentDefinitionImporter(
            file: "Door.intentdefinition", translations: ["de": ["t1": "Tür\u{0}", "d1": "Tür \u{202E}links"]],
            translationSources: [
                "de": .init(file: "de.lproj/Door.strings", locations: ["t1": location, "d1": location])
            ]
        ).importDefinition(root)
        #expect(result.value == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2, "\(result.diagnostics.map(\.rendered))")
        for error in errors {
            #expect(error.file == "de.lproj/Door.strings")
            #expect(error.location == location)
        }
        #expect(
            errors.contains { $0.path.description == "$.INIntents[0].INIntentTitleID" && $0.message.contains("U+0000") }
        )
        #expect(errors.contains { $0.message.contains("U+202E") })
    }

    @Test("export writes a control character of a schema made in code as an escape that reads back as itself")
    func exportedControls() throws {
        let schema = WidgetSchema(
            id: "door", version: 1, defaultLocale: "en",
            title: LocalizedText("Door", translations: ["de": "Tür\u{0}\u{1B}"]),
            parameters: [])
        let exported = IntentDefinitionExporter().export(schema)
        let bytes = try #require(exported.strings["de"])
        #expect(!bytes.contains(0) && !bytes.contains(0x1B))
        let entries = try StringsFileReader().read(bytes)
        #expect(entries.contains { $0.value == "Tür\u{0}\u{1B}" })
    }

    @Test("a problem of the schema made is reported at the key it came from, not in a file never written")
    func validationLocated() throws {
        // A default outside the range: the importer carries both, and the schema's check refuses them.
        let root = try PropertyListReader().read(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>INIntents</key><array><dict>
                <key>INIntentEligibleForWidgets</key><true/><key>INIntentName</key><string>Count</string>
                <key>INIntentParameters</key><array>
                <dict><key>INIntentParameterName</key><string>count</string>
                <key>INIntentParameterType</key><string>Integer</string>
                <key>INIntentParameterMetadata</key><dict>
                <key>INIntentParameterMetadataMaximumValue</key><integer>5</integer>
                <key>INIntentParameterMetadataDefaultValue</key><integer>9</integer></dict></dict>
                </array></dict></array></dict></plist>
                """.utf8))
        let result = IntentDefinitionImporter(file: "Count.intentdefinition").importDefinition(root)
        #expect(result.value == nil)
        let error = try #require(result.diagnostics.first { $0.severity == .error }, "\(result.diagnostics)")
        #expect(error.file == "Count.intentdefinition")
        #expect(error.message.hasPrefix("the schema made of it is not valid:"), "\(error.rendered)")
        #expect(error.path.description == "$.INIntents[0].INIntentParameters[0]", "\(error.rendered)")
        #expect(error.location?.line == 5, "\(error.rendered)")
    }
}
