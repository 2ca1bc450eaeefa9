// A stand-in for the parts of WidgetKit the generated timeline provider uses. See README.md.

import AppIntents
import Foundation

/// https://developer.apple.com/documentation/widgetkit/timelineentry
/// `protocol TimelineEntry` — `var date: Date { get }`.
public protocol TimelineEntry {
    var date: Date { get }
}

/// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy
/// `struct TimelineReloadPolicy` — `.atEnd`, `.never`, `.after(_:)`.
public struct TimelineReloadPolicy: Sendable, Equatable {
    public var refreshDate: Date?
    public var kind: String
    public static let atEnd = TimelineReloadPolicy(refreshDate: nil, kind: "atEnd")
    public static let never = TimelineReloadPolicy(refreshDate: nil, kind: "never")
    /// https://developer.apple.com/documentation/widgetkit/timelinereloadpolicy/after(_:)
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(refreshDate: date, kind: "after")
    }
}

/// https://developer.apple.com/documentation/widgetkit/timeline
/// `struct Timeline<EntryType> where EntryType : TimelineEntry`
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    /// https://developer.apple.com/documentation/widgetkit/timeline/init(entries:policy:)
    /// `init(entries: [EntryType], policy: TimelineReloadPolicy)`
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext
/// `struct TimelineProviderContext`
public struct TimelineProviderContext: Sendable {
    /// https://developer.apple.com/documentation/widgetkit/timelineprovidercontext/ispreview
    /// `let isPreview: Bool` — whether the widget shows in the widget gallery.
    public var isPreview: Bool
    /// Stand-in only: lets a test make a context.
    public init(isPreview: Bool = false) { self.isPreview = isPreview }
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
}
