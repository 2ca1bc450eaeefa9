// Stubs of Gladys's own GladysUI module: the items, their filter and their presentation.

import Foundation
import GladysCommon

public final class LiteModel {
    @MainActor public static func allItems() async -> [Drop] { [] }
}

public struct Drop: Sendable {
    public enum Style: Sendable { case widget }
    @MainActor public func createPresentationInfo(style: Style, cellSize: CGSize) async -> PresentationInfo? { nil }
}

public struct LabelToggle: Sendable {
    public enum Function: Sendable {
        case userLabel(String)
        case unlabeledItems
        public var displayText: String { "" }
    }
    public var function: Function
}

@MainActor public final class Filter {
    public enum Signal { case none }
    public var text = ""
    public var labelToggles: [LabelToggle] = []
    public var filteredDrops: [Drop] = []
    public init(manualDropSource: [Drop]) {}
    public func enableLabelsByName(_ names: Set<String>) {}
    public func update(signalUpdate: Signal) {}
}
