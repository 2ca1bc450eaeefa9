// Probe: an options provider depends on an intent's parameters (`\.$name`), not on any property:
// Xcode rejects a dependency on a plain stored property.

import AppIntents

struct PickIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick"
    var notAParameter = "x"
}

struct PickOptions: DynamicOptionsProvider {
    @IntentParameterDependency<PickIntent>(\.notAParameter)
    var intent

    func results() async throws -> [String] { [] }
}
