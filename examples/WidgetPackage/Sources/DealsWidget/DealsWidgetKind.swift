import AppIntents
import WidgetKit

/// What the widget target adds to the code its schema generates at build time (the configuration intent
/// `DealsWidgetConfigurationIntent`, its `Location` entity and query, `IntentctlClient`,
/// `DealsWidgetTimelineProvider` and the package type `DealsWidgetAppIntentsPackage`, all from
/// `intentctl-schema.json`): the kind it registers, and the placeholder entry the widget gallery shows. An
/// app's `Widget` passes these to `AppIntentConfiguration`, and the extension's package type includes the
/// generated one (docs/ios-widget.md, "App Intents in a Swift package", shows both).
enum DealsWidgetKind {
    /// The kind the widget registers with WidgetKit.
    static let kind = "DealsWidget"

    /// The configuration intent's title, as the schema gives it.
    static var title: LocalizedStringResource { DealsWidgetConfigurationIntent.title }

    /// The package type the extension's own lists in its `includedPackages`: the system finds this
    /// target's App Intents through it.
    static var appIntentsPackage: any AppIntentsPackage.Type { DealsWidgetAppIntentsPackage.self }

    /// The entry shown before the first timeline arrives.
    static func placeholder(in context: DealsWidgetTimelineProvider.Context) -> DealsWidgetEntry {
        DealsWidgetTimelineProvider().placeholder(in: context)
    }
}
