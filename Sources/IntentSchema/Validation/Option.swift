/// One option a dynamic parameter offers, as a provider describes it.
public struct Option: Sendable, Equatable, Hashable, Codable {
    /// The stable id stored in configurations, such as `LHR`.
    public var id: String
    /// The display title, such as `London Heathrow`.
    public var title: String
    /// A second line, such as `London, United Kingdom`.
    public var subtitle: String?
    /// Why the provider does not offer the option unless asked for it by its exact id (a
    /// heliport, an airfield without scheduled service), or nil when it offers it.
    public var notOfferedBecause: String?

    /// Creates an option.
    public init(id: String, title: String, subtitle: String? = nil, notOfferedBecause: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.notOfferedBecause = notOfferedBecause
    }
}
