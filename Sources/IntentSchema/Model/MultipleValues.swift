/// A parameter that takes several values: how many, at least and at most, and at most per widget size
/// (App Intents' `@Parameter(size:)` with `IntentCollectionSize`; SiriKit's
/// `INIntentParameterSupportsMultipleValues` with `INIntentParameterArraySizes`). Its configuration value
/// is a list, each element checked as a single value would be, with no element twice.
///
/// In a schema: `"multipleValues": {"minimum": 1, "maximum": 4, "byFamily": {"systemSmall": 1,
/// "systemMedium": 2, "systemLarge": 4}}`.
public struct MultipleValues: Sendable, Equatable {
    /// The fewest values (0 or more; a required parameter needs at least 1).
    public var minimum: Int
    /// The most values, whatever the size (1 or more, and at least ``minimum``).
    public var maximum: Int
    /// The most values a widget of a size shows (each from 1 to ``maximum``); a size not listed shows
    /// up to ``maximum``.
    public var maximumByFamily: [WidgetFamily: Int]

    /// The largest ``maximum`` a schema may declare.
    public static let largestMaximum = 100

    /// A declaration.
    public init(minimum: Int = 0, maximum: Int, maximumByFamily: [WidgetFamily: Int] = [:]) {
        self.minimum = minimum
        self.maximum = maximum
        self.maximumByFamily = maximumByFamily
    }

    /// The most values a widget of this size shows.
    public func maximum(for family: WidgetFamily) -> Int {
        maximumByFamily[family] ?? maximum
    }
}
