import AppIntents
import WidgetKit

/// What the widget target adds to the code its schema generates at build time (the configuration intent
/// `DealsWidgetConfigurationIntent`, its `Location` entity and query, `IntentctlClient` and
/// `DealsWidgetTimelineProvider`, all from `intentctl-schema.json`): the kind it registers, and the
/// placeholder entry the widget gallery shows. An app's `Widget` passes these to `AppIntentConfiguration`
/// (docs/ios-widget.md shows it).
enum DealsWidgetKind {
    /// The kind the widget registers with WidgetKit.
    static let kind = "DealsWidget"

    /// The configuration intent's title, as the schema gives it.
    static var title: LocalizedStringResource { DealsWidgetConfigurationIntent.title }

    /// The entry shown before the first timeline arrives.
    static func placeholder(in context: DealsWidgetTimelineProvider.Context) -> DealsWidgetEntry {
        DealsWidgetTimelineProvider().placeholder(in: context)
    }
}
