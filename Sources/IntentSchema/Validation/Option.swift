/// One option a dynamic parameter offers, as a provider describes it.
public struct Option: Sendable, Equatable, Hashable, Codable {
    /// The stable id stored in configurations, such as `LHR`.
    public var id: String
    /// The display title, such as `London Heathrow`.
    public var title: String
    /// A second line, such as `London, United Kingdom`.
    public var subtitle: String?

    /// Creates an option.
    public init(id: String, title: String, subtitle: String? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}
