import Foundation

/// An option of a provider the app gives itself (not the intentctl service): the value configurations store, and
/// how the option shows in the picker.
struct IntentctlOption: Codable, Sendable, Equatable {
    /// The value configurations store.
    var id: String
    /// The option's name, as the picker shows it.
    var title: String
    /// A second line under the name, if any.
    var subtitle: String?

    /// An option.
    init(id: String, title: String, subtitle: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
