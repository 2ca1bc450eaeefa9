import Foundation

/// What one moment of the widget shows: a deal, the service's message, or a request to configure the widget.
enum IntentctlEntryContent: Sendable, Equatable {
    /// The widget needs a value the person has not chosen yet.
    case configureMe
    /// A deal, as the service's timeline gives it.
    case deal(IntentctlTimeline.Entry)
    /// The service's message: no deals, or a configuration it cannot use.
    case message(String)
    /// The service could not be asked, and nothing is cached.
    case unavailable
}
