import Foundation
import IntentSchema
import TestSupport
import Testing

@testable import AppIntentsGenerator

/// The names a schema's types may not take cover every type the generated code uses: a type of the schema
/// named like one of them would hide it.
@Suite("Reserved names")
struct ReservedNamesTests {
    /// Each golden's schema and folder.
    static let goldens = [
        ("schemas/deals-widget.json", "deals-widget"), ("examples/weather-widget.json", "weather-widget"),
        ("examples/trip-planner.json", "trip-planner"), ("examples/departures-widget.json", "departures-widget"),
        ("examples/multi-origin.json", "multi-origin"),
    ]

    @Test("every type name the generated code spells is the schema's own or reserved", arguments: 0..<goldens.count)
    func coverage(_ index: Int) throws {
        let (schemaFile, golden) = Self.goldens[index]
        let schema = try GeneratorFixtures.schema(Fixtures.text(schemaFile))
        let options = GeneratorFixtures.options()
        let plan = try AppIntentsPlan.make(schema, module: options.module, servedProviders: options.servedProviders)
            .get()
        var own = Set([plan.intentName, plan.providerName, plan.entryName].map(\.text))
        own.formUnion(plan.typeNames.values.map(\.text))
        own.formUnion(plan.queryNames.values.map(\.text))
        own.formUnion(plan.appProviders.flatMap { [$0.protocolName.text, $0.implementationName.text] })
        let folder = Fixtures.url("Tests/Goldens/AppIntents/\(golden)")
        var spelled: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            spelled.formUnion(RuntimeSources.codeIdentifiers(in: text).filter { $0.first?.isUppercase == true })
        }
        #expect(spelled.count > 40)
        let unreserved = spelled.subtracting(own).subtracting(ReservedNames.types)
        #expect(unreserved.isEmpty, "add these to ReservedNames: \(unreserved.sorted())")
    }

    @Test(
        "an id named like a reserved type gets a suffix, and its code compiles in the names test",
        arguments: [
            ("bundle", "BundleChoice"), ("date", "DateChoice"), ("summary", "SummaryChoice"), ("u-t-f8", "UTF8Choice"),
            ("intentctl-client", "IntentctlClientChoice"), ("default-query", "DefaultQueryChoice"),
            ("travel", "Travel"),
        ])
    func suffix(_ id: String, _ expected: String) throws {
        let schema = try GeneratorFixtures.schema(
            GeneratorFixtures.single(
                #"{"id": "\#(id)", "title": "T", "kind": "enum", "cases": [{"id": "a", "title": "A"}]}"#))
        let files = try GeneratorFixtures.files(schema)
        #expect(
            files["\(expected).swift"]?.contains("enum \(expected): String, AppEnum {") == true,
            "\(files.keys.sorted())")
    }
}
