import DocumentFormats
import IntentSchema
import Testing

@testable import ConfigurationStore

/// A stored configuration made for an earlier version of its schema, read through the schema's migrations.
@Suite("Stored entries across schema versions")
struct StoreEntryMigrationTests {
    static let tripText = """
        {
          "formatVersion": 1, "id": "trip", "version": 3, "title": "Trip",
          "parameters": [
            {"id": "origin", "title": "From", "kind": "string", "required": true},
            {"id": "party", "title": "Party", "kind": "enum", "required": true,
             "cases": [{"id": "solo", "title": "Solo"}, {"id": "pair", "title": "Pair"}, {"id": "group", "title": "Group"}]},
            {"id": "cabin", "title": "Cabin", "kind": "enum", "required": true,
             "cases": [{"id": "economy", "title": "Economy"}, {"id": "business", "title": "Business"}]}
          ],
          "migrations": [
            {"from": 2, "to": 3, "steps": [
              {"op": "renameParameter", "parameter": "travellers", "to": "party"},
              {"op": "setValue", "parameter": "cabin", "value": "economy"}
            ]},
            {"from": 1, "to": 2, "steps": [
              {"op": "renameParameter", "parameter": "from", "to": "origin"},
              {"op": "mapCase", "parameter": "travellers", "case": "couple", "to": "pair"},
              {"op": "dropParameter", "parameter": "currency"}
            ]}
          ]
        }
        """

    static let trip = SchemaLoader().load(tripText, file: "trip.json").schema

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
