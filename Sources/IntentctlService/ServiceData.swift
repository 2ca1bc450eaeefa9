import ConfigurationStore
import FileAccess
import Foundation
import IntentSchema
import Suggester

/// What the service answers from: the airport index, the schemas and the store. Loaded at start
/// (and again on `SIGHUP`), immutable, and shared by every event loop.
package struct ServiceData: Sendable {
    /// The airport index.
    package let index: AirportIndex
    /// The schemas, with the airports provider for dynamic parameters.
    package let catalog: SchemaCatalog
    /// The configuration store, when a folder is known.
    package var store: ConfigurationStore?
    /// The deals feed for timelines, when one was named.
    package var deals: DealsFeedSource?
    /// Counts loads: a loop rebuilds what it derives from the data when this changes.
    package var generation: Int
    /// How many configurations the store held at this load.
    package var storedConfigurations = 0
    /// The current time, for the routes that take `now` (a test may fix it).
    package var clock: @Sendable () -> Date = { Date() }
    /// The entity tag of answers that depend only on the index and the schemas: the index's
    /// source checksum and every schema's id and version.
    package let entityTag: String

    /// Data from its parts.
    package init(
        index: AirportIndex, catalog: SchemaCatalog, store: ConfigurationStore?, deals: DealsFeedSource?,
        generation: Int
    ) {
        self.index = index
        self.catalog = catalog
        self.store = store
        self.deals = deals
        self.generation = generation
        let schemas = catalog.ids.map { "\($0)@\(catalog.schemas[$0]?.version ?? 0)" }.joined(separator: ",")
        entityTag = EntityTag.of(schemas.utf8, prefix: "i\(String(index.sourceChecksum, radix: 16))-s")
    }
}
