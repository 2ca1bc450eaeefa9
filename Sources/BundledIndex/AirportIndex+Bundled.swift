import AirportSnapshot
import Suggester

extension AirportIndex {
    /// The index compiled into the program: the snapshot of `data/airports.tsv`. Loading it reads
    /// only its header; a test checks the rest, and that it is current. The command-line tool and
    /// the service link it; an app opens an index file instead (``AirportIndex/init(contentsOfFile:copying:)``).
    /// - Throws: ``SuggesterError/invalidSnapshot(_:)`` when the compiled-in snapshot is of another
    ///   format version than this build reads (it must be rebuilt).
    public static func bundled() throws(SuggesterError) -> AirportIndex {
        try AirportIndex(
            compiledIn: UnsafeRawBufferPointer(start: airport_snapshot_bytes(), count: airport_snapshot_size()))
    }

    /// The date of the newest source of the bundled dataset, `data/airports.tsv` (airportsdata's
    /// release of 2026-08-03; OurAirports' airports are of 2022-10-11, its countries and regions of
    /// 2026-08). Update it when `scripts/build-airports.py` rebuilds the dataset from newer sources.
    public static let bundledDataDate = "2026-08-03"
}
