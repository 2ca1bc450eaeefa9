/// The sizes a widget comes in, named as WidgetKit's `WidgetFamily` names them: what a parameter with
/// several values caps per size (App Intents' `IntentCollectionSize`, SiriKit's
/// `INIntentParameterArraySizes`).
public enum WidgetFamily: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
    /// `systemSmall`
    case systemSmall
    /// `systemMedium`
    case systemMedium
    /// `systemLarge`
    case systemLarge
    /// `systemExtraLarge` (iPad)
    case systemExtraLarge
    /// `accessoryCircular` (Lock Screen, watchOS)
    case accessoryCircular
    /// `accessoryRectangular`
    case accessoryRectangular
    /// `accessoryInline`
    case accessoryInline

    /// In the order WidgetKit lists them.
    public static func < (left: WidgetFamily, right: WidgetFamily) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
