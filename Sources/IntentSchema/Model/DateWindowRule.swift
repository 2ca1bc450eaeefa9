/// A rule that resolves to a departure window relative to a reference day.
public enum DateWindowRule: String, Sendable, Equatable, CaseIterable, Codable {
    /// Depart on the coming Friday and return on the Sunday after it.
    case nextWeekend
    /// Depart on any day of the next calendar month.
    case nextMonth
    /// Depart any day from the reference day on.
    case anytime
}
