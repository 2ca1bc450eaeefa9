import Foundation

/// Instants written in RFC 3339's Internet date/time format, strictly:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, such as `2026-11-22T10:00:00Z` or
/// `2026-11-22T19:00:00.5+09:00`.
///
/// Every field is checked: an impossible day (`2026-02-30`), hour, minute, second (leap seconds
/// are not accepted) or offset (`+99:99`), and anything after the zone, are refused. Years are
/// bounded to ``years``, so that every window computed from the instant (up to a year later, in any
/// time zone) is a day the deep links' `YYYY-MM-DD` dates can write and read back.
public enum InternetTime {
    /// The years an instant may be in.
    public static let years = 1900...9998

    /// The instant the text writes, or nil when it is not a valid, in-range RFC 3339 date-time.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
        func expect(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            expect("Tt"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
            let second = number(2),
            years.contains(year), let date = LocalDate(year: year, month: month, day: day), hour < 24, minute < 60,
            second < 60
        else { return nil }
        var fraction = 0.0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            var scale = 0.1
            var digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                if digits < 9 { fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale }
                scale /= 10
                digits += 1
                index += 1
            }
            guard (1...18).contains(digits) else { return nil }
        }
        var offset = 0
        if expect("Zz") {
            offset = 0
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60 else {
                return nil
            }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        let seconds = date.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }
}
