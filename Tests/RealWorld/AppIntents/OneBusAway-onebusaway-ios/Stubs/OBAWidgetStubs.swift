// Stubs of the OBAWidget target's own types that the timeline provider uses.

import Foundation
import OBAKitCore
import WidgetKit

struct BookmarkEntry: TimelineEntry {
    let date: Date
    let bookmarks: [Bookmark]
}

final class WidgetDataProvider: Sendable {
    func loadData() async {}
    func getBookmarks() -> [Bookmark] { [] }
}
