// Probe: a `perform()` that promises a dialog (`ProvidesDialog`) must return a result with one; Xcode
// rejects `.result(value:)` there, whose container's dialog type is `Never`.

import AppIntents

struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(value: 1)
    }
}
