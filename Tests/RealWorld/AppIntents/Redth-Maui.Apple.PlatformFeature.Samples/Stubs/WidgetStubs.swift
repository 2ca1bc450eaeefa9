// Stubs of the sample's own widget types: its entry, the shared storage it reads, its URL settings,
// and the bridge to the .NET side that serves its tasks.

import Foundation
import WidgetKit

struct SimpleEntry: TimelineEntry {
    let date: Date
    let title: String
    let counter: Int
    let message: String
    let emoji: String
    let widgetUrl: String
}

struct SharedStorage {
    func getBestCounter() -> Int { 0 }
    func getBestMessage() -> String { "" }
}

enum Settings {
    static let urlScheme = "mauiapp"
    static let urlHost = "widget"
}

struct BridgeTaskItem {
    var id: String
    var title: String
    var notes: String
    var priorityRawValue: Int
    var categoryRawValue: Int
    var dueDate: Date?
    var estimatedMinutes: Int
    var isCompleted: Bool
}

protocol TaskProvider {
    func getTask(withId id: String) -> BridgeTaskItem?
    func searchTasks(query: String) -> [BridgeTaskItem]
    func getAllTasks() -> [BridgeTaskItem]
}

final class TaskBridgeManager {
    nonisolated(unsafe) static let shared = TaskBridgeManager()
    var provider: (any TaskProvider)?
}
