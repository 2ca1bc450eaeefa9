/// The `Date` header's value (IMF-fixdate, RFC 9110), made at most once a second per loop.
struct HTTPDate {
    private var second = -1
    private var text = ""

    /// The current time as `Sun, 06 Nov 1994 08:49:37 GMT`.
    mutating func now() -> String {
        let current = System.currentUTCTime()
        guard current.second != second else { return text }
        second = current.second
        text = Self.format(current)
        return text
    }

    /// A time's fields as IMF-fixdate.
    static func format(_ time: System.UTCTime) -> String {
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[time.weekday % 7]), \(two(time.day)) \(months[time.month % 12]) \(time.year) "
            + "\(two(time.hour)):\(two(time.minute)):\(two(time.secondOfMinute)) GMT"
    }
}
