/// Where a dynamic parameter's options are answered from when a widget is configured.
public enum OptionSource: String, Sendable, Equatable, CaseIterable {
    /// The intentctl service, over the network: the default.
    case service
    /// An index file in the app's bundle, read on the device: no network for search, lookup or the suggestions
    /// before typing. For airports and city groups only (``deviceProvider``), stored by their IATA codes, as the
    /// index answers; not for `places`, whose towns are stored by codes the picker on the device does not give.
    case device

    /// The provider whose options may come from the device.
    public static let deviceProvider = "airports"
}
