// Probe: an entity query must say how to find entities by id (`entities(for:)`); Xcode rejects one
// that does not.

import AppIntents

struct Thing: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Thing"
    static let defaultQuery = ThingQuery()

    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ThingQuery: EntityQuery {
    func suggestedEntities() async throws -> [Thing] { [] }
}
