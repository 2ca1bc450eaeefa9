// A stand-in for the parts of WidgetKit that widget timeline code uses. WidgetKit re-exports
// Foundation (through SwiftUI) but not App Intents. See README.md.

import AppIntents
@_exported import Foundation

/// https://developer.apple.com/documentation/widgetkit/timelineentry
/// `protocol TimelineEntry` — `var date: Date { get }`.
public protocol TimelineEntry {
    var date: Date { get }
}

/// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
/// `struct TimelineReloadPolicy` — `.atEnd`, `.never`, `.after(_:)`.
public struct TimelineReloadPolicy: Sendable, Equatable {
    /// Stand-in only: when to ask again, for `.after`.
    public var _refreshDate: Date?
    /// Stand-in only: which policy it is.
    public var _kind: String
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/atend
    public static let atEnd = TimelineReloadPolicy(_refreshDate: nil, _kind: "atEnd")
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/never
    public static let never = TimelineReloadPolicy(_refreshDate: nil, _kind: "never")
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/after(_:)
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(_refreshDate: date, _kind: "after")
    }
}

/// https://developer.apple.com/documentation/widgetkit/timeline
/// `struct Timeline<EntryType> where EntryType : TimelineEntry`
public struct Timeline<EntryType: TimelineEntry> {
    /// https://developer.apple.com/documentation/widgetkit/timeline/entries
    public let entries: [EntryType]
    /// https://developer.apple.com/documentation/widgetkit/timeline/policy
    public let policy: TimelineReloadPolicy
    /// https://developer.apple.com/documentation/widgetkit/timeline/init(entries:policy:)
    /// `init(entries: [EntryType], policy: TimelineReloadPolicy)`
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// https://developer.apple.com/documentation/widgetkit/widgetfamily
/// `enum WidgetFamily` — a widget's size and shape.
public enum WidgetFamily: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

/// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
/// `struct TimelineProviderContext`
public struct TimelineProviderContext: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/ispreview
    /// `let isPreview: Bool` — whether the widget shows in the widget gallery.
    public let isPreview: Bool
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/family
    /// `let family: WidgetFamily`
    public let family: WidgetFamily
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/displaysize
    /// `let displaySize: CGSize`
    public let displaySize: CGSize

    /// Stand-in only: lets a test make a context.
    public init(isPreview: Bool = false, family: WidgetFamily = .systemSmall, displaySize: CGSize = .zero) {
        self.isPreview = isPreview
        self.family = family
        self.displaySize = displaySize
    }
}

/// https://developer.apple.com/documentation/widgetkit/timelineprovider
/// `protocol TimelineProvider` — a widget without configuration.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/placeholder(in:)
    func placeholder(in context: Context) -> Entry
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/getsnapshot(in:completion:)
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    /// https://developer.apple.com/documentation/widgetkit/timelineprovider/gettimeline(in:completion:)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider
/// `protocol AppIntentTimelineProvider`
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/placeholder(in:)
    /// `func placeholder(in context: Self.Context) -> Self.Entry`
    func placeholder(in context: Context) -> Entry
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/snapshot(for:in:)
    /// `func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry`
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/timeline(for:in:)
    /// `func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>`
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// https://developer.apple.com/documentation/widgetkit/appintenttimelineprovider/recommendations()
    /// `func recommendations() -> [AppIntentRecommendation<Self.Intent>]` — the configurations watchOS offers,
    /// which has no configuration UI.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// Stand-in only: none, as widget code that targets iOS alone declares none and builds in Xcode (Apple's page
    /// says the recommendations are inactive where a configuration UI exists; it does not show the default).
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// https://developer.apple.com/documentation/widgetkit/appintentrecommendation
/// `struct AppIntentRecommendation<Intent> where Intent : WidgetConfigurationIntent`
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    /// Stand-in only: the intent and the description.
    public let _intent: Intent
    public let _description: LocalizedStringResource

    /// https://developer.apple.com/documentation/widgetkit/appintentrecommendation/init(intent:description:)-3j1cv
    /// `init(intent: Intent, description: LocalizedStringResource)`
    public init(intent: Intent, description: LocalizedStringResource) {
        _intent = intent
        _description = description
    }

    /// https://developer.apple.com/documentation/widgetkit/appintentrecommendation/init(intent:description:)-7zn32
    /// `init(intent: Intent, description: some StringProtocol)`
    public init(intent: Intent, description: some StringProtocol) {
        _intent = intent
        _description = LocalizedStringResource(stringLiteral: String(description))
    }
}

/// https://developer.apple.com/documentation/widgetkit/widgetcenter
/// `class WidgetCenter`
public final class WidgetCenter: @unchecked Sendable {
    /// https://developer.apple.com/documentation/widgetkit/widgetcenter/shared
    public static let shared = WidgetCenter()
    /// https://developer.apple.com/documentation/widgetkit/widgetcenter/reloadalltimelines()
    public func reloadAllTimelines() {}
    /// https://developer.apple.com/documentation/widgetkit/widgetcenter/reloadtimelines(ofkind:)
    public func reloadTimelines(ofKind kind: String) {}
}
