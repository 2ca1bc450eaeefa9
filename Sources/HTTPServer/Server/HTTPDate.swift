#if canImport(Glibc)
    import Glibc
#endif

/// The `Date` header's value (IMF-fixdate, RFC 9110), made at most once a second per loop.
struct HTTPDate {
    private var second: time_t = -1
    private var text = ""

    /// The current time as `Sun, 06 Nov 1994 08:49:37 GMT`.
    mutating func now() -> String {
        let current = time(nil)
        guard current != second else { return text }
        second = current
        var parts = tm()
        var now = current
        gmtime_r(&now, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        text =
            "\(days[Int(parts.tm_wday) % 7]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon) % 12]) "
            + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
        return text
    }
}
