import Foundation

/// A section of suggestions before anything is typed, as `GET /v1/suggest?sections=1` gives it: Recent, Nearby
/// or Popular. Its title from the string catalog, `localizedTitle`, is generated beside it.
struct IntentctlSection: Codable, Sendable, Equatable {
    /// `recent`, `nearby` or `popular`.
    var id: String
    /// The title, in the language the service was asked for.
    var title: String
    /// The places, best first.
    var suggestions: [IntentctlPlace]
}
