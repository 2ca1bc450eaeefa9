// Stub of OneBusAway's OBAKitCore framework: the intent file imports it and uses nothing from it.

import Foundation

public struct Bookmark: Sendable {
    public init() {}
}
