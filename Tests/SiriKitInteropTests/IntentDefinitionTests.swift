import DocumentFormats
import Foundation
import IntentSchema
import SiriKitInterop
import TestSupport
import Testing

@Suite("SiriKit intent definitions in and out")
struct IntentDefinitionTests {
    /// A fixture's definition and the translations of its `LANG.lproj/NAME.strings` files.
    static func fixture(_ name: String) throws -> (root: PropertyListNode, translations: [String: [String: String]]) {
        let folder = Fixtures.url("examples/sirikit")
        let root = try PropertyListReader().read(
            [UInt8](try Data(contentsOf: folder.appendingPathComponent("\(name).intentdefinition"))))
        var translations: [String: [String: String]] = [:]
        for strings in [folder, folder.appendingPathComponent("Translations")] {
            for lproj in (try? FileManager.default.contentsOfDirectory(atPath: strings.path)) ?? []
            where lproj.hasSuffix(".lproj") {
                let file = strings.appendingPathComponent("\(lproj)/\(name).strings")
                guard let bytes = try? Data(contentsOf: file) else { continue }
                translations[String(lproj.dropLast(6))] = Dictionary(
                    try StringsFileReader().read([UInt8](bytes)), uniquingKeysWith: { _, last in last })
            }
        }
        return (root, translations)
    }

    static func imported(
        _ name: String, intent: String? = nil, id: String? = nil
    ) throws -> Diagnosed<WidgetSchema> {
        let (root, translations) = try fixture(name)
        return IntentDefinitionImporter(
            file: name, intentName: intent, providers: ["Location": "airports"], knownProviders: ["airports"],
            schemaID: id, translations: translations
        ).importDefinition(root)
    }

    static var deals: WidgetSchema {
        get throws {
            try #require(SchemaLoader().load(Fixtures.text("schemas/deals-widget.json")).value)
        }
    }

    @Test("the seed's intent imports as the deals widget: same parameters, kinds, cases, defaults and provider")
    func seed() throws {
        let result = try Self.imported("InspirationalConfiguration", id: "deals-widget")
        let schema = try #require(result.value)
        let deals = try Self.deals
        #expect(schema.parameters.map(\.id) == deals.parameters.map(\.id))
        for (mine, theirs) in zip(schema.parameters, deals.parameters) {
            #expect(mine.kind.name == theirs.kind.name)
            #expect(mine.defaultValue == theirs.defaultValue, "\(mine.id)")
            #expect(mine.kind.cases?.map(\.id) == theirs.kind.cases?.map(\.id), "\(mine.id)")
            #expect(mine.title.fallback == theirs.title.fallback && mine.prompt?.fallback == theirs.prompt?.fallback)
        }
        #expect(schema.parameter("location")?.kind == .dynamic(DynamicOptions(provider: "airports")))
        // Nothing that breaks a stored configuration tells them apart.
        let changes = SchemaDiff(from: deals, to: schema).changes
        #expect(!changes.contains { $0.isBreaking }, "\(changes.filter(\.isBreaking).map(\.message))")
        // Where it came from, for placed widgets; Italian from it.lproj.
        #expect(schema.siriKit?.intentClassName == "InspirationalConfigurationIntent")
        #expect(schema.siriKit?.namespace == "Deals")
        #expect(
            schema.siriKit?.parameterNames == [
                "location": "locationParameter", "travellers": "travellersParameter", "dates": "datesParameter",
            ])
        #expect(schema.siriKit?.parameterTags == ["location": 2, "travellers": 3, "dates": 4])
        #expect(schema.parameter("dates")?.kind.cases?.first?.title.resolved(for: "it") == "Il prossimo fine settimana")
        #expect(schema.title.resolved(for: "it") == "Offerte di viaggio")
        // The response is reported, with its key path and line.
        let warning = try #require(
            result.diagnostics.first { $0.path.description == "$.INIntents[0].INIntentResponse" })
        #expect(warning.severity == .warning && warning.code == .siriKitNotCarriedOver && warning.location != nil)
    }

    @Test(
        "several intents: --intent chooses; one not for widgets imports with a warning; what a schema cannot hold is a located warning"
    )
    func several() throws {
        let unchosen = try Self.imported("Assistant")
        #expect(unchosen.value == nil)
        #expect(unchosen.diagnostics.first?.code == .siriKitNoIntent)
        #expect(unchosen.diagnostics.first?.hint == "intents: WeatherConfiguration, CommuteConfiguration")

        let weather = try #require(try Self.imported("Assistant", intent: "WeatherConfiguration").value)
        #expect(weather.parameter("days")?.kind == .integer(minimum: 1, maximum: 7))
        #expect(weather.parameter("days")?.defaultValue == .integer(3))
        #expect(weather.parameter("alerts")?.kind == .boolean)
        #expect(
            weather.parameter("alertCode")?.activation
                == ActivationCondition(parameter: "alerts", predicate: .equals(.boolean(true))))
        #expect(weather.parameter("threshold")?.kind == .string(StringConstraints(pattern: "-?[0-9]+([.][0-9]+)?")))
        #expect(weather.title.resolved(for: "de") == "Wetter")  // from a UTF-16 .strings file

        let commute = try Self.imported("Assistant", intent: "CommuteConfigurationIntent")
        let schema = try #require(commute.value)
        #expect(schema.parameters.map(\.id) == ["destination", "mode", "lines"])
        #expect(
            schema.parameter("lines")?.activation
                == ActivationCondition(parameter: "mode", predicate: .equals(.string("transit"))))
        let warned = Set(commute.diagnostics.filter { $0.severity == .warning }.map(\.path.description))
        // destination takes several values, with no size given: up to the most a schema allows.
        #expect(!warned.contains("$.INIntents[1].INIntentParameters[0].INIntentParameterSupportsMultipleValues"))
        #expect(
            schema.parameter("destination")?.multipleValues
                == MultipleValues(minimum: 0, maximum: MultipleValues.largestMaximum))
        #expect(warned.contains("$.INIntents[1].INIntentParameters[3].INIntentParameterType"))
        #expect(warned.contains("$.INIntents[1].INIntentParameterCombinations"))

        let coffee = try Self.imported("Assistant", intent: "OrderCoffee")
        #expect(coffee.value != nil)
        #expect(coffee.diagnostics.contains { $0.path.description == "$.INIntents[2].INIntentEligibleForWidgets" })
    }

    @Test("relationships: every predicate, parents moved before their dependents, an unknown predicate reported")
    func relationships() throws {
        let result = try Self.imported("Dashboard")
        let schema = try #require(result.value)
        #expect(schema.parameters.map(\.id) == ["kind", "detail", "home", "nearHome", "note", "count"])
        #expect(schema.parameter("detail")?.activation?.predicate == .equals(.string("advanced")))
        #expect(schema.parameter("nearHome")?.activation?.predicate == .hasAnyValue)
        #expect(schema.parameter("note")?.activation?.predicate == .equals(.boolean(false)))
        #expect(schema.parameter("count")?.activation == nil)
        #expect(
            result.diagnostics.contains { $0.code == .siriKitNotCarriedOver && $0.message.contains("EnumHasNoValue") })
        #expect(schema.parameter("home")?.prompt?.resolved(for: "fr") == "Quel aéroport est chez vous ?")
    }

    /// Definitions the importer must refuse, the code and the key path it reports.
    static let broken: [(name: String, intent: String, code: DiagnosticCode, path: String)] = [
        (
            "duplicate parameters",
            #"<dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Boolean</string></dict><dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Boolean</string></dict>"#,
            .siriKitDuplicateName, "$.INIntents[0].INIntentParameters[1].INIntentParameterName"
        ),
        (
            "missing parent",
            #"<dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Boolean</string><key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>ghost</string></dict></dict>"#,
            .siriKitUnknownReference,
            "$.INIntents[0].INIntentParameters[0].INIntentParameterRelationship.INIntentParameterRelationshipParentName"
        ),
        (
            "cycle",
            #"<dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Boolean</string><key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>b</string></dict></dict><dict><key>INIntentParameterName</key><string>b</string><key>INIntentParameterType</key><string>Boolean</string><key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>a</string></dict></dict>"#,
            .siriKitRelationshipCycle, "$.INIntents[0].INIntentParameters[0].INIntentParameterRelationship"
        ),
        (
            "wrong types", #"<dict><key>INIntentParameterName</key><integer>7</integer></dict>"#, .siriKitInvalidValue,
            "$.INIntents[0].INIntentParameters[0].INIntentParameterName"
        ),
        (
            "unknown enum",
            #"<dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>Ghost</string></dict>"#,
            .siriKitUnknownReference, "$.INIntents[0].INIntentParameters[0].INIntentParameterEnumType"
        ),
    ]

    /// A definition of one widget intent: the definition's keys on line 3 (`rootKeys` after the model
    /// version), the intent's dictionary opening on line 4, its name and `intentKeys` on line 5, and its
    /// parameters from line 7.
    static func widgetIntent(
        _ name: String = "W", rootKeys: String = "", intentKeys: String = "", parameters: String
    ) throws -> PropertyListNode {
        try PropertyListReader().read(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>INIntentDefinitionModelVersion</key><string>1.2</string>\(rootKeys)
                <key>INIntents</key><array><dict>
                <key>INIntentName</key><string>\(name)</string><key>INIntentEligibleForWidgets</key><true/>\(intentKeys)
                <key>INIntentParameters</key><array>
                \(parameters)
                </array></dict></array></dict></plist>
                """.utf8))
    }

    @Test("duplicate names, missing parents, cycles and wrong types are located errors", arguments: 0..<broken.count)
    func refused(_ index: Int) throws {
        let (name, parameters, code, path) = Self.broken[index]
        let root = try Self.widgetIntent(parameters: parameters)
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(root)
        #expect(result.value == nil, "\(name)")
        let diagnostic = result.diagnostics.first { $0.code == code }
        #expect(diagnostic?.path.description == path, "\(name): \(result.diagnostics.map(\.rendered))")
        #expect(diagnostic?.location?.line == 7, "\(name)")
    }

    @Test(
        "the class name is Xcode's: the prefix, the name and Intent, or the one the definition gives; it survives export",
        arguments: [
            ("<key>INIntentClassPrefix</key><string>OpenHAB</string>", "OpenHABGetItemStateIntent", "OpenHAB"),
            ("<key>INIntentClassName</key><string>GetItemStateIntent</string>", "GetItemStateIntent", nil),
            ("", "GetItemStateIntent", nil),
            (
                "<key>INIntentClassPrefix</key><string>IN</string><key>INIntentClassName</key><string>INGetItemStateIntent</string>",
                "INGetItemStateIntent", "IN"
            ),
        ] as [(String, String, String?)])
    func className(_ keys: String, _ className: String, _ prefix: String?) throws {
        let root = try Self.widgetIntent(
            "GetItemState", intentKeys: keys,
            parameters:
                "<dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterTag</key><integer>1</integer><key>INIntentParameterType</key><string>Boolean</string></dict>"
        )
        let result = IntentDefinitionImporter().importDefinition(root)
        let schema = try #require(result.value, "\(result.diagnostics.map(\.rendered))")
        #expect(schema.siriKit?.intentClassName == className)
        #expect(schema.siriKit?.classPrefix == prefix)
        #expect(schema.id == "get-item-state")
        try Self.expectRoundTrip(schema)
    }

    @Test(
        "a widget intent with no parameters, Xcode's Configuration template, imports as a schema with none, and says so"
    )
    func noParameters() throws {
        let root = try Self.widgetIntent(
            "Configuration", rootKeys: "<key>INIntentDefinitionNamespace</key><string>88xZPY</string>", parameters: "")
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(root)
        let schema = try #require(result.value, "\(result.diagnostics.map(\.rendered))")
        #expect(schema.parameters.isEmpty)
        #expect(schema.siriKit?.namespace == "88xZPY")
        let warning = try #require(result.diagnostics.first { $0.code == .siriKitNoParameters })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 6)
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).value == schema)
        try Self.expectRoundTrip(schema)
    }

    @Test("a decimal imports as text that must be a decimal number, and exports as a decimal again, default and all")
    func decimal() throws {
        let root = try Self.widgetIntent(
            "Alpha",
            parameters: """
                <dict><key>INIntentParameterName</key><string>alpha</string><key>INIntentParameterTag</key><integer>1</integer>
                <key>INIntentParameterType</key><string>Decimal</string><key>INIntentParameterMetadata</key><dict>
                <key>INIntentParameterMetadataDefaultValue</key><real>0.25</real></dict></dict>
                """)
        let result = IntentDefinitionImporter().importDefinition(root)
        let schema = try #require(result.value, "\(result.diagnostics.map(\.rendered))")
        #expect(schema.parameter("alpha")?.kind == .string(StringConstraints(pattern: "-?[0-9]+([.][0-9]+)?")))
        #expect(schema.parameter("alpha")?.defaultValue == .string("0.25"))
        let exported = String(decoding: IntentDefinitionExporter().export(schema).definition, as: UTF8.self)
        #expect(exported.contains("<string>Decimal</string>"))
        #expect(exported.contains("<real>0.25</real>"))
        try Self.expectRoundTrip(schema)
    }

    @Test("a relationship naming no parent, which Xcode accepts, is left out with a located warning")
    func relationshipWithoutParent() throws {
        let root = try Self.widgetIntent(
            parameters: """
                <dict><key>INIntentParameterName</key><string>a</string><key>INIntentParameterType</key><string>Boolean</string></dict>
                <dict><key>INIntentParameterName</key><string>b</string><key>INIntentParameterType</key><string>Boolean</string>
                <key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipPredicateName</key><string>HasAnyValue</string></dict></dict>
                """)
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(root)
        let schema = try #require(result.value, "\(result.diagnostics.map(\.rendered))")
        #expect(schema.parameter("b")?.activation == nil)
        let warning = try #require(result.diagnostics.first { $0.code == .siriKitNotCarriedOver })
        #expect(warning.severity == .warning)
        #expect(warning.path.description == "$.INIntents[0].INIntentParameters[1].INIntentParameterRelationship")
        #expect(warning.location?.line == 9)
    }

    @Test("an enum default given by index, a configuration prompt, and strings in another folder")
    func taskList() throws {
        let schema = try #require(try Self.imported("TaskList").value)
        #expect(schema.parameter("priority")?.defaultValue == .string("high"))
        #expect(schema.parameter("label")?.prompt?.resolved(for: "es") == "¿Qué etiqueta?")
        #expect(schema.parameter("label")?.activation?.predicate == .equals(.string("high")))
        #expect(schema.siriKit?.objectTypes == ["list": "TaskList", "priority": "Priority"])
    }

    /// The keys the importer reads, each of which a wrong type must be reported at.
    static let readKeys: Set<String> = [
        "INIntentName", "INIntentTitle", "INIntentTitleID", "INIntentDescription", "INIntentDescriptionID",
        "INIntentParameterName", "INIntentParameterType", "INIntentParameterDisplayName",
        "INIntentParameterDisplayNameID", "INIntentParameterObjectType", "INIntentParameterEnumType",
        "INIntentParameterTag", "INIntentParameterSupportsDynamicEnumeration", "INEnumName", "INEnumValueName",
        "INEnumValueIndex", "INEnumValueDisplayName", "INEnumValueDisplayNameID", "INIntentParameterPromptDialogType",
        "INIntentParameterPromptDialogFormatString", "INIntentDefinitionNamespace",
    ]

    @Test("every key the importer reads, given the wrong type, is reported where it is, and nothing crashes")
    func wrongTypes() throws {
        let (seed, translations) = try Self.fixture("InspirationalConfiguration")
        var paths: [(JSONPath, String)] = []
        func walk(_ node: PropertyListNode, _ path: JSONPath) {
            switch node.value {
            case .dictionary(let members):
                for member in members {
                    // Xcode's `unknown` value (the first of each enum) is dropped unread.
                    if Self.readKeys.contains(member.key), !path.description.hasSuffix("INEnumValues[0]") {
                        paths.append((path.appending(member.key), member.key))
                    }
                    walk(member.value, path.appending(member.key))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, path.appending(index: index)) }
            default: break
            }
        }
        walk(seed, .root)
        #expect(paths.count >= 20)
        for (path, key) in paths {
            let broken = Self.replacing(path.components[...], in: seed)
            let result = IntentDefinitionImporter(translations: translations).importDefinition(broken)
            let reported = result.diagnostics.first { $0.path == path && $0.message.contains("\(key) must be") }
            #expect(reported != nil, "\(path): \(result.diagnostics.map(\.rendered))")
            #expect(reported?.location != nil, "\(path)")
        }
    }

    /// The tree with the value at `path` replaced by an array, a type no leaf key takes.
    static func replacing(_ path: ArraySlice<JSONPath.Component>, in node: PropertyListNode) -> PropertyListNode {
        guard let first = path.first else { return PropertyListNode(.array([]), at: node.location) }
        var copy = node
        switch (first, node.value) {
        case (.key(let key), .dictionary(var members)):
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].value = replacing(path.dropFirst(), in: members[index].value)
            }
            copy.value = .dictionary(members)
        case (.index(let index), .array(var elements)):
            elements[index] = replacing(path.dropFirst(), in: elements[index])
            copy.value = .array(elements)
        default: break
        }
        return copy
    }

    /// The schemas of the round trip: bundled, examples, and what the fixtures import as.
    static let roundTrips = ["schemas/deals-widget.json", "examples/weather-widget.json", "examples/trip-planner.json"]

    @Test("a schema exported and imported again is itself, less what a definition cannot hold", arguments: roundTrips)
    func roundTrip(_ file: String) throws {
        let schema = try #require(SchemaLoader().load(Fixtures.text(file)).value)
        try Self.expectRoundTrip(schema)
    }

    @Test(
        "each imported fixture survives an export and an import",
        arguments: [
            ("InspirationalConfiguration", nil), ("Assistant", "WeatherConfiguration"),
            ("Assistant", "CommuteConfiguration"),
            ("Dashboard", nil), ("TaskList", nil),
        ] as [(String, String?)])
    func fixtureRoundTrip(_ name: String, _ intent: String?) throws {
        let schema = try #require(try Self.imported(name, intent: intent).value)
        // What is imported is a valid schema, as schema validate reads it.
        #expect(SchemaLoader().load(JSONWriter.write(SchemaEncoder().encode(schema))).value == schema)
        try Self.expectRoundTrip(schema)
    }

    @Test(
        "exporting the imported seed gives an equivalent definition: the intent, its parameters, tags, types, enums and texts"
    )
    func seedExportedAgain() throws {
        let (seed, translations) = try Self.fixture("InspirationalConfiguration")
        let schema = try #require(try Self.imported("InspirationalConfiguration").value)
        let exported = IntentDefinitionExporter().export(schema)
        let again = try PropertyListReader().read(exported.definition)
        #expect(exported.intentName == "InspirationalConfiguration")
        func intent(_ root: PropertyListNode) -> PropertyListNode? {
            guard case .array(let intents)? = root["INIntents"]?.value.value else { return nil }
            return intents.first
        }
        func parameters(_ root: PropertyListNode) -> [[String: PropertyListNode.Value]] {
            guard case .array(let list)? = intent(root)?["INIntentParameters"]?.value.value else { return [] }
            let keys = [
                "INIntentParameterName", "INIntentParameterTag", "INIntentParameterType", "INIntentParameterEnumType",
                "INIntentParameterObjectType", "INIntentParameterSupportsDynamicEnumeration",
                "INIntentParameterDisplayName", "INIntentParameterMetadata",
            ]
            return list.map { node in
                var kept: [String: PropertyListNode.Value] = [:]
                for key in keys { kept[key] = node[key]?.value.value }
                return kept
            }
        }
        func enumValues(_ root: PropertyListNode) -> [String: [String]] {
            guard case .array(let enums)? = root["INEnums"]?.value.value else { return [:] }
            var result: [String: [String]] = [:]
            for node in enums {
                guard case .string(let name)? = node["INEnumName"]?.value.value,
                    case .array(let values)? = node["INEnumValues"]?.value.value
                else { continue }
                result[name] = values.compactMap {
                    if case .string(let value)? = $0["INEnumValueName"]?.value.value { value } else { nil }
                }
            }
            return result
        }
        // Metadata dictionaries compare by content, whatever the key order.
        func normalized(_ list: [[String: PropertyListNode.Value]]) -> [String] {
            list.map { entry in
                entry.sorted { $0.key < $1.key }.map { key, value in
                    if case .dictionary(let members) = value {
                        return key + "=" + members.map { "\($0.key):\($0.value.value)" }.sorted().joined(separator: ",")
                    }
                    return "\(key)=\(value)"
                }.joined(separator: ";")
            }
        }
        #expect(normalized(parameters(again)) == normalized(parameters(seed)))
        #expect(enumValues(again) == enumValues(seed))
        #expect(intent(again)?["INIntentTitle"]?.value.value == intent(seed)?["INIntentTitle"]?.value.value)
        #expect(again["INIntentDefinitionNamespace"]?.value.value == .string("Deals"))
        // The Italian strings say the same, under the new ids.
        let italian = Dictionary(
            try StringsFileReader().read(exported.strings["it"] ?? []), uniquingKeysWith: { _, last in last })
        #expect(Set(italian.values) == Set(translations["it"]?.values.map { $0 } ?? []))
    }

    static func expectRoundTrip(_ schema: WidgetSchema, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        throws
    {
        let exported = IntentDefinitionExporter().export(schema)
        #expect(
            IntentDefinitionExporter().export(schema) == exported, "stable across runs", sourceLocation: sourceLocation)
        var translations: [String: [String: String]] = [:]
        for (locale, bytes) in exported.strings {
            translations[locale] = Dictionary(
                try StringsFileReader().read(bytes), uniquingKeysWith: { _, last in last })
        }
        var providers: [String: String] = [:]
        for parameter in schema.parameters {
            if case .dynamic(let options) = parameter.kind {
                providers[schema.siriKit?.objectTypes[parameter.id] ?? SwiftIdentifier.typeName(parameter.id)] =
                    options.provider
            }
        }
        let again = IntentDefinitionImporter(
            providers: providers, knownProviders: Set(providers.values), schemaID: schema.id, translations: translations
        ).importDefinition(try PropertyListReader().read(exported.definition))
        let back = try #require(
            again.value as WidgetSchema?, "\(again.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
        #expect(!again.hasErrors, sourceLocation: sourceLocation)
        var expected = IntentDefinitionExporter.projection(of: schema)
        expected.siriKit = back.siriKit
        #expect(back == expected, sourceLocation: sourceLocation)
        if let origin = schema.siriKit {
            #expect(back.siriKit?.intentClassName == origin.intentClassName, sourceLocation: sourceLocation)
            #expect(back.siriKit?.classPrefix == origin.classPrefix, sourceLocation: sourceLocation)
            #expect(back.siriKit?.parameterNames == origin.parameterNames, sourceLocation: sourceLocation)
            #expect(back.siriKit?.parameterTags == origin.parameterTags, sourceLocation: sourceLocation)
        }
    }
}

/// What a definition cannot carry into a schema is said, never dropped silently: sizes out of a schema's range,
/// a size class given twice; and a ring of relationships is reported by its members, in time linear in them.
@Suite("SiriKit import: sizes and cycles said as they are")
struct IntentDefinitionLimitsTests {
    static func multipleValues(sizes: [(String, Int)]) -> String {
        let entries = sizes.map {
            "<dict><key>INIntentParameterArraySizeSize</key><integer>\($0.1)</integer><key>INIntentParameterArraySizeSizeClass</key><string>\($0.0)</string></dict>"
        }.joined()
        return """
            <dict><key>INIntentParameterName</key><string>values</string><key>INIntentParameterType</key><string>Object</string><key>INIntentParameterObjectType</key><string>Place</string><key>INIntentParameterSupportsDynamicEnumeration</key><true/><key>INIntentParameterSupportsMultipleValues</key><true/><key>INIntentParameterArraySizes</key><array>\(entries)</array></dict>
            """
    }

    @Test(
        "an array size out of range, or a size class given twice, is kept as near as a schema allows, with a warning",
        arguments: [
            (
                [("Small", 1_000_000), ("Large", 4)],
                "the size of \"Small\", 1000000, is more than a schema allows; it is taken as 100"
            ),
            ([("Small", -5), ("Large", 4)], "the size of \"Small\", -5, is less than 1; it is taken as 1"),
            ([("Small", 0), ("Large", 4)], "the size of \"Small\", 0, is less than 1; it is taken as 1"),
            (
                [("Small", 2), ("Small", 3), ("Large", 4)],
                "the size class \"Small\" is given twice; the first size, 2, is kept"
            ),
        ] as [([(String, Int)], String)])
    func sizes(_ sizes: [(String, Int)], _ warning: String) throws {
        let root = try IntentDefinitionTests.widgetIntent(parameters: Self.multipleValues(sizes: sizes))
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(root)
        let found = result.diagnostics.first { $0.message == warning }
        #expect(found?.severity == .warning, "\(result.diagnostics.map(\.rendered))")
        #expect(found?.code == .siriKitNotCarriedOver)
        #expect(found?.location?.line == 7)
    }

    /// A ring of `count` parameters, each depending on the next; `tail` more depend on the ring from outside.
    static func ring(_ count: Int, tail: Int = 0) throws -> PropertyListNode {
        func parameter(_ name: String, parent: String) -> String {
            "<dict><key>INIntentParameterName</key><string>\(name)</string><key>INIntentParameterType</key><string>Boolean</string><key>INIntentParameterRelationship</key><dict><key>INIntentParameterRelationshipParentName</key><string>\(parent)</string><key>INIntentParameterRelationshipPredicateName</key><string>HasAnyValue</string></dict></dict>"
        }
        let members = (0..<count).map { parameter("p\($0)", parent: "p\(($0 + 1) % count)") }
        let outside = (0..<tail).map { parameter("q\($0)", parent: $0 == 0 ? "p0" : "q\($0 - 1)") }
        return try IntentDefinitionTests.widgetIntent(parameters: (members + outside).joined(separator: "\n"))
    }

    @Test("a ring names its own members only; what depends on it from outside says so")
    func ringMembers() throws {
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(try Self.ring(3, tail: 2))
        let messages = result.diagnostics.filter { $0.code == .siriKitRelationshipCycle }.map(\.message)
        #expect(
            messages == [
                "p0 depends, through its parents, on itself: p0 → p1 → p2 → p0",
                "p1 depends, through its parents, on itself: p1 → p2 → p0 → p1",
                "p2 depends, through its parents, on itself: p2 → p0 → p1 → p2",
                "q0 depends on p0, which depends, through its parents, on a cycle",
                "q1 depends on q0, which depends, through its parents, on a cycle",
            ])
        #expect(result.value == nil)
    }

    @Test("a ring of 5,000 is reported in messages of bounded length, every one counted")
    func longRing() throws {
        let result = IntentDefinitionImporter(file: "w.intentdefinition").importDefinition(try Self.ring(5_000))
        let cycles = result.diagnostics.filter { $0.code == .siriKitRelationshipCycle }
        #expect(cycles.count == DiagnosticCollector.defaultLimit)
        #expect(cycles.allSatisfy { $0.message.utf8.count < 300 })
        #expect(cycles.first?.message.hasSuffix("p9, … (4990 more) → p0") == true, "\(cycles.first?.message ?? "")")
        #expect(result.errorCount >= 5_000)
    }
}
