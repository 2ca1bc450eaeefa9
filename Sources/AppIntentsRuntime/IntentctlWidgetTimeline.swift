import Foundation

/// The moments a widget shows and when WidgetKit should ask again, before they are made WidgetKit's `Timeline`
/// (the generated timeline provider does that): "configure me" while a value the schema requires is missing;
/// otherwise the intentctl service's timeline of the configuration (`POST /v1/timeline`), one entry an hour,
/// asking again after the last; offline, the last timeline the service gave for the configuration.
struct IntentctlWidgetTimeline: Sendable, Equatable {
    /// One moment.
    struct Moment: Sendable, Equatable {
        /// When it shows.
        var date: Date
        /// What it shows.
        var content: IntentctlEntryContent
    }

    /// When WidgetKit should ask for the next timeline.
    enum Refresh: Sendable, Equatable {
        /// After the last moment.
        case atEnd
        /// Only when the configuration changes.
        case never
        /// At this time.
        case after(Date)
    }

    /// How long to wait before asking an unreachable service again.
    static let retryInterval: TimeInterval = 15 * 60

    /// The moments, earliest first.
    var moments: [Moment]
    /// When to ask again.
    var refresh: Refresh

    /// The date `.after` names, nil for `.atEnd` and `.never`.
    var refreshDate: Date? {
        if case .after(let date) = refresh { return date }
        return nil
    }

    /// Whether WidgetKit should wait for the configuration to change (`.never`).
    var waitsForChange: Bool { refresh == .never }

    /// A single "configure me" moment, until the configuration changes.
    static func configureMe(at now: Date) -> IntentctlWidgetTimeline {
        IntentctlWidgetTimeline(moments: [Moment(date: now, content: .configureMe)], refresh: .never)
    }

    /// The widget's timeline of a service timeline at a moment: of the entries already past only the current one
    /// stays (a cached timeline may be hours old), then the ones to come.
    init(_ timeline: IntentctlTimeline, at now: Date) {
        let moments = timeline.entries.map { entry in
            switch entry.kind {
            case "deal": Moment(date: entry.date, content: .deal(entry))
            case "placeholder": Moment(date: entry.date, content: .configureMe)
            default: Moment(date: entry.date, content: .message(entry.message ?? ""))
            }
        }
        let current = moments.last { $0.date <= now }
        let upcoming = moments.filter { $0.date > now }
        self.init(moments: (current.map { [$0] } ?? []) + upcoming, refresh: .atEnd)
    }

    /// A timeline of its moments.
    init(moments: [Moment], refresh: Refresh) {
        self.moments = moments
        self.refresh = refresh
    }
}
