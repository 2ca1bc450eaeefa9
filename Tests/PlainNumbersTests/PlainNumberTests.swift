import Foundation
import PlainNumbers
import Testing

@Suite("Plain numbers: the one parser of numbers in files, feeds and command lines")
struct PlainNumberTests {
    @Test(
        "digits with an optional sign and fraction read exactly",
        arguments: [
            ("-12.3456", -12.3456, "-12.3456", 2, 4),
            ("84480000", 84_480_000, "84480000", 8, 0),
            (".5", 0.5, "0.5", 0, 1),
            ("10.", 10, "10", 2, 0),
            ("0.1", 0.1, "0.1", 1, 1),
            ("123456789012345", 123_456_789_012_345, "123456789012345", 15, 0),
        ] as [(String, Double, String, Int, Int)])
    func reads(_ text: String, double: Double, decimal: String, whole: Int, fraction: Int) throws {
        let number = try #require(PlainNumber(text))
        #expect(number.double == double)
        #expect(number.decimal == Decimal(string: decimal))
        #expect(number.wholeDigits == whole && number.fractionDigits == fraction)
    }

    @Test(
        "anything else is not a plain number",
        arguments: ["", "-", ".", "1e5", "nan", "inf", "0x10", "1.2.3", "+1", "1 2", " 1", "1234567890123456789", "١٢"])
    func refuses(_ text: String) {
        #expect(PlainNumber(text) == nil)
    }

    @Test("written in full: a digit before the point, and one after any point")
    func writtenInFull() {
        #expect(PlainNumber("0.5")?.isWrittenInFull == true)
        #expect(PlainNumber("10")?.isWrittenInFull == true)
        #expect(PlainNumber(".5")?.isWrittenInFull == false)
        #expect(PlainNumber("10.")?.isWrittenInFull == false)
    }

    @Test(
        "whole numbers in a range: digits alone",
        arguments: [
            ("64", 64), ("1", 1), ("0", nil), ("65", nil), ("-1", nil), ("2.0", nil), ("", nil), ("007", 7),
            ("99999999999999999999", nil),
        ] as [(String, Int?)])
    func wholeNumbers(_ text: String, expected: Int?) {
        #expect(PlainNumber.wholeNumber(text, in: 1...64) == expected)
    }
}
