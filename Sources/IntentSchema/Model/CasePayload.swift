/// Typed data an enum case carries, which turns a configuration into a concrete search.
public enum CasePayload: Sendable, Equatable {
    /// A number of travellers, 1 to 9.
    case travellerCount(Int)
    /// A rule that resolves to a departure window relative to a given day.
    case dateWindow(DateWindowRule)

    /// The payload keys a schema file may use.
    public static let keys = ["travellerCount", "dateWindow"]
}
