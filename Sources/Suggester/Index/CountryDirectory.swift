import Synchronization

/// The countries of an index, in list order, with every name of each folded as a query is folded: made once,
/// on the first country list or search, and kept by the index's tables. Reading every country's names from
/// the snapshot and folding them takes milliseconds, which each search (and each did-you-mean of an unknown
/// country) would otherwise pay again.
struct CountryDirectory: Sendable {
    /// Every country, most places first, then by English name.
    var countries: [Country]
    /// Each country's names, English first, then each language of the data, folded and joined by spaces.
    var foldedNames: [[String]]

    /// The directory's slot in an index's tables: empty until first asked for.
    final class Slot: Sendable {
        private let directory = Mutex<CountryDirectory?>(nil)

        /// The directory, made by `make` the first time (other threads asking meanwhile wait for it).
        func directory(_ make: () -> CountryDirectory) -> CountryDirectory {
            directory.withLock { kept in
                if let kept { return kept }
                let made = make()
                kept = made
                return made
            }
        }
    }
}
