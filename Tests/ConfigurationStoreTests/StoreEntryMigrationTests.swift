import DocumentFormats
import IntentSchema
import SchemaTestSupport
import Testing

@testable import ConfigurationStore

/// A stored configuration made for an earlier version of its schema, read through the schema's migrations.
@Suite("Stored entries across schema versions")
struct StoreEntryMigrationTests {
    static let trip = SchemaFixtures.migratingTrip

    @Test("an interactive session starts from a stored configuration's values, migrated")
    func typedValuesAreMigrated() throws {
        let schema = try #require(Self.trip)
        let entry = StoreEntry(
            fileName: "a.json", name: nil, status: .needsReconfiguration, schemaID: "trip", schemaVersion: 1,
            schema: schema,
            storedValues: [
                JSONMember(key: "from", value: .string("ZRH")), JSONMember(key: "travellers", value: .string("many")),
            ])
        #expect(entry.typedValues == ["origin": .string("ZRH"), "party": .string("many"), "cabin": .string("economy")])
    }
}
