import Foundation
import Testing

@testable import DealsTimeline
@testable import IntentSchema

@Suite("RFC 3339 times and feed amounts")
struct InternetTimeTests {
    struct Valid: CustomTestStringConvertible, Sendable {
        var text: String
        var secondsSince1970: Double
        var testDescription: String { text }
    }

    @Test(
        "valid times are read exactly",
        arguments: [
            Valid(text: "2026-11-22T10:00:00Z", secondsSince1970: 1_795_341_600),
            Valid(text: "2026-11-22t10:00:00z", secondsSince1970: 1_795_341_600),
            Valid(text: "2026-11-22T19:00:00+09:00", secondsSince1970: 1_795_341_600),
            Valid(text: "2026-11-22T04:30:00-05:30", secondsSince1970: 1_795_341_600),
            Valid(text: "2026-11-22T10:00:00.25Z", secondsSince1970: 1_795_341_600.25),
            Valid(text: "1970-01-01T00:00:00Z", secondsSince1970: 0),
            Valid(text: "2028-02-29T23:59:59Z", secondsSince1970: 1_835_481_599),
            Valid(text: "9998-12-31T23:59:59+23:59", secondsSince1970: 253_370_678_459),
        ])
    func valid(_ example: Valid) throws {
        let date = try #require(InternetTime.parse(example.text))
        #expect(abs(date.timeIntervalSince1970 - example.secondsSince1970) < 0.000_001)
    }

    @Test(
        "anything else is refused",
        arguments: [
            "", "tomorrow", "2026-11-22", "2026-11-22T10:00:00", "2026-11-22T10:00Z", "2026-11-22 10:00:00Z",
            "2026-02-30T10:00:00Z", "2026-13-01T10:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T10:60:00Z",
            "2026-11-22T10:00:60Z", "2026-11-22T10:00:00+24:00", "2026-11-22T10:00:00+99:99",
            "2026-11-22T10:00:00+0900",
            "2026-11-22T10:00:00.Z", "2026-11-22T10:00:00Z ", "2026-11-22T10:00:00Z\u{1B}[2J", "1899-12-31T23:59:59Z",
            "9999-01-01T00:00:00Z", "0000-01-01T00:00:00Z", "+2026-11-22T10:00:00Z", "２０２６-11-22T10:00:00Z",
        ])
    func refused(_ text: String) {
        #expect(InternetTime.parse(text) == nil)
    }

    @Test(
        "amounts are plain decimals within 12 + 4 digits",
        arguments: [
            ("49.99", Decimal(string: "49.99")), ("0", 0), ("1200", 1200),
            ("999999999999.9999", Decimal(string: "999999999999.9999")),
            ("-0", nil), ("-1", nil), ("1e3", nil), ("1E3", nil), ("1.23456", nil), ("1234567890123", nil), ("1.", nil),
            (".5", nil), ("0." + String(repeating: "0", count: 300) + "1", nil),
        ] as [(String, Decimal?)])
    func amounts(_ text: String, _ expected: Decimal?) {
        #expect(DealFeed.amount(text) == expected)
    }
}
