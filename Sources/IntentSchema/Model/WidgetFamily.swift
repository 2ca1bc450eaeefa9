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
    /// `accessoryCorner` (watchOS)
    case accessoryCorner

    /// The family of a SiriKit size class (`INIntentParameterArraySizeSizeClass`: `Small`, `ExtraLarge`,
    /// `AccessoryCorner`), or nil for one it does not name.
    public init?(sizeClass: String) {
        let name = sizeClass.prefix(1).lowercased() + sizeClass.dropFirst()
        self.init(rawValue: name.hasPrefix("accessory") ? name : "system" + sizeClass)
    }

    /// The SiriKit size class of the family: `Small` for `systemSmall`, `AccessoryCorner` for
    /// `accessoryCorner`.
    public var sizeClass: String {
        let name = rawValue.hasPrefix("system") ? String(rawValue.dropFirst("system".count)) : rawValue
        return name.prefix(1).uppercased() + name.dropFirst()
    }

    /// In the order WidgetKit lists them.
    public static func < (left: WidgetFamily, right: WidgetFamily) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}
