import DealsTimeline
import DocumentFormats
import FileAccess
import Synchronization

/// The deals feed named at start, read again when its file changes (its device, inode, size or
/// modification time, through ``FileSystem``: an atomic replacement always shows). A change that does not parse keeps the last good feed, and says why once.
package final class DealsFeedSource: Sendable {
    /// The feed's file.
    package let path: String
    private struct Loaded {
        package var signature: SystemCall.FileIdentity?
        package var deals: DealsByOrigin
    }
    private let loaded = Mutex<Loaded?>(nil)
    private let report: @Sendable (String) -> Void

    /// A source over `path`, which must parse now; `report` hears about later changes that do not.
    package init(path: String, report: @escaping @Sendable (String) -> Void) throws(ServiceSetupError) {
        self.path = path
        self.report = report
        guard current() != nil else {
            throw .unusable("the deals feed \(TextSanitizer.printable(path)) is unusable")
        }
    }

    /// The deals now, grouped by departure airport: the file's, read again (and grouped once) if
    /// it changed since the last read.
    package func current() -> DealsByOrigin? {
        let signature = FileSystem.identity(path)
        return loaded.withLock { loaded -> DealsByOrigin? in
            if let loaded, loaded.signature == signature { return loaded.deals }
            let feed = FileSystem.readInput(path, limit: DealFeed.maximumSize, regularFileOnly: true).flatMap {
                DealFeed().parse($0, file: path)
            }
            guard let deals = feed.value else {
                if loaded?.signature != signature {
                    let reason = feed.diagnostics.first.map { TextSanitizer.printable($0.message) } ?? "unreadable"
                    report(
                        "intentctl: the deals feed \(TextSanitizer.printable(path)) changed and is unusable (\(reason)); still serving the last good one"
                    )
                    loaded?.signature = signature
                }
                return loaded?.deals
            }
            let grouped = DealsByOrigin(deals)
            loaded = Loaded(signature: signature, deals: grouped)
            return grouped
        }
    }
}
