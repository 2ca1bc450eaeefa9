// Stubs of the sample's own BackyardBirdsData types that the widget files use.

import Foundation
import SwiftData

public final class Backyard: Identifiable {
    public var id: UUID = UUID()
    public var name: String = ""
    public var isFavorite: Bool = false
    public var creationDate: Date = Date()
    public var timeIntervalOffset: TimeInterval = 0
    public func snapshots(through date: Date, total: Int = 10) -> [BackyardSnapshot] { [] }
}

public struct BackyardSnapshot {
    public var date: Date
    public init(
        backyard: Backyard, visitingBird: String?, timeInterval: TimeInterval, date: Date, notableEvents: [String]
    ) {
        self.date = date
    }
}

public enum DataGeneration {
    public static let container = ModelContainer()
    public static func generateAllData(modelContext: ModelContext) {}
}
