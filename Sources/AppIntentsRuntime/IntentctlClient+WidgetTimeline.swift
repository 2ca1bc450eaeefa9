import Foundation

extension IntentctlClient {
    /// The widget's timeline of a configuration at a moment: "configure me" while it is not complete (a value the
    /// schema requires is missing); the service's timeline, or the cached one offline; "unavailable" with a retry
    /// in 15 minutes when there is neither.
    func widgetTimeline(for document: ConfigurationDocument, isComplete: Bool, at now: Date) async
        -> IntentctlWidgetTimeline
    {
        guard isComplete else { return .configureMe(at: now) }
        guard let timeline = await timeline(for: document) else {
            return IntentctlWidgetTimeline(
                moments: [.init(date: now, content: .unavailable)],
                refresh: .after(now.addingTimeInterval(IntentctlWidgetTimeline.retryInterval)))
        }
        return IntentctlWidgetTimeline(timeline, at: now)
    }
}
