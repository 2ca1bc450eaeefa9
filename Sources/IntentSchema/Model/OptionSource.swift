/// Where a dynamic parameter's options are answered from when a widget is configured.
public enum OptionSource: String, Sendable, Equatable, CaseIterable {
    /// The intentctl service, over the network: the default.
    case service
    /// An index file in the app's bundle, read on the device: no network for search, lookup or the suggestions
    /// before typing. For places only (the providers `airports` and `places`).
    case device
}
