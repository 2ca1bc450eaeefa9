import Foundation

/// When a trip may be, relative to a day, as a dates case's payload says and `intentctl timeline` reads it.
enum DateWindowRule: String, Codable, Sendable, Equatable {
    /// Depart on the coming Friday and return on the Sunday after it.
    case nextWeekend
    /// Depart on any day of the next calendar month.
    case nextMonth
    /// Depart any day from the reference day on.
    case anytime

    /// The first and last days a trip may use, as the starts of those days in `calendar`, by intentctl's
    /// rules: `nextWeekend`, the first Friday after the day to the Sunday after it; `nextMonth`, the first to
    /// the last day of the next calendar month; `anytime`, the day itself to 365 days later.
    func window(on day: Date, in calendar: Calendar) -> DateInterval? {
        let today = calendar.startOfDay(for: day)
        switch self {
        case .nextWeekend:
            // Calendar counts weekdays from Sunday (1), so Friday is 6.
            let ahead = (6 - calendar.component(.weekday, from: today) + 7) % 7
            guard let friday = calendar.date(byAdding: .day, value: ahead == 0 ? 7 : ahead, to: today),
                let sunday = calendar.date(byAdding: .day, value: 2, to: friday)
            else { return nil }
            return DateInterval(start: friday, end: sunday)
        case .nextMonth:
            guard let month = calendar.dateInterval(of: .month, for: today),
                let next = calendar.dateInterval(of: .month, for: month.end),
                let last = calendar.date(byAdding: .day, value: -1, to: next.end)
            else { return nil }
            return DateInterval(start: next.start, end: last)
        case .anytime:
            guard let end = calendar.date(byAdding: .day, value: 365, to: today) else { return nil }
            return DateInterval(start: today, end: end)
        }
    }
}
