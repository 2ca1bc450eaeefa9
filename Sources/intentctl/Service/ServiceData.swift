import IntentSchema
import Suggester

/// What the service answers from: the airport index, the schemas and the store. Loaded at start
/// (and again on `SIGHUP`), immutable, and shared by every event loop.
struct ServiceData: Sendable {
    /// The airport index.
    var index: AirportIndex
    /// The schemas, with the airports provider for dynamic parameters.
    var catalog: SchemaCatalog
    /// The configuration store, when a folder is known.
    var store: ConfigurationStore?
    /// Counts loads: a loop rebuilds what it derives from the data when this changes.
    var generation: Int

    /// The entity tag of answers that depend only on the index and the schemas: the index's
    /// source checksum and every schema's id and version.
    var entityTag: String {
        let schemas = catalog.ids.map { "\($0)@\(catalog.schemas[$0]?.version ?? 0)" }.joined(separator: ",")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in schemas.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let index = String(index.sourceChecksum, radix: 16)
        return "\"i\(index)-s\(String(hash, radix: 16))\""
    }
}
