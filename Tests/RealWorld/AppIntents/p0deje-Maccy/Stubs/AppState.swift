// Stubs of Maccy's app state (Maccy/Observables/AppState.swift, History.swift): its clipboard history,
// whose selection runs on the main actor, and the modifier flags a selection carries.

struct ModifierFlags {
    static let currentModifierFlags = ModifierFlags()
}

struct HistoryItemDecorator {
    var title: String
}

class History {
    static let shared = History()
    var items: [HistoryItemDecorator] = []
    @MainActor func select(_ item: HistoryItemDecorator?, flags modifierFlags: ModifierFlags) {}
}

class AppState: @unchecked Sendable {
    static let shared = AppState()
    let history = History.shared
}
