// Probe: a section's items are IntentItems that wrap the values, not the values themselves, so
// reading an entity's member from one does not compile in Xcode.

import AppIntents

struct Thing: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Thing"
    static let defaultQuery = ThingQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ThingQuery: EntityQuery {
    func entities(for identifiers: [Thing.ID]) async throws -> [Thing] { [] }
}

func firstID(_ section: IntentItemSection<Thing>) -> String? {
    section.items.first?.id
}
