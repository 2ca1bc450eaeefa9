import IntentSchema

/// The days a trip may use: depart on or after `start`, return on or before `end`.
public struct DateWindow: Sendable, Equatable, Codable {
    /// The first day of the window.
    public var start: LocalDate
    /// The last day of the window.
    public var end: LocalDate

    /// Creates a window.
    public init(start: LocalDate, end: LocalDate) {
        self.start = start
        self.end = end
    }

    /// Whether a trip departing and returning on these days fits.
    public func contains(depart: LocalDate, return returnDate: LocalDate) -> Bool {
        start <= depart && depart <= returnDate && returnDate <= end
    }
}

extension DateWindowRule {
    /// How far ahead `anytime` looks.
    public static let anytimeHorizonDays = 365

    /// The window this rule gives on a day (the departure airport's local date):
    /// - `nextWeekend`: the first Friday after the day, to the Sunday after it;
    /// - `nextMonth`: the first to the last day of the next calendar month;
    /// - `anytime`: the day itself to 365 days later.
    public func window(on today: LocalDate) -> DateWindow {
        switch self {
        case .nextWeekend:
            let daysToFriday = (5 - today.weekday + 7) % 7
            let friday = today.adding(days: daysToFriday == 0 ? 7 : daysToFriday)
            return DateWindow(start: friday, end: friday.adding(days: 2))
        case .nextMonth:
            let first = today.firstOfNextMonth
            return DateWindow(start: first, end: first.lastOfMonth)
        case .anytime:
            return DateWindow(start: today, end: today.adding(days: Self.anytimeHorizonDays))
        }
    }
}
