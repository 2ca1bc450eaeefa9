import Foundation

/// A number as data files, feeds and command lines write it: an optional minus sign, up to 18
/// digits, and an optional fraction after a point (`-12.3456`, `84480000`, `0.5`). No exponent, no
/// `nan` or `inf`, no hexadecimal, no grouping, so every number read is finite and exact.
///
/// The one parser of plain numbers in the project: each caller states the form it accepts (a sign,
/// how many digits before and after the point) from the parts read here, and gets the value as a
/// `Double`, an exact `Decimal` or a bounded `Int`.
public struct PlainNumber: Sendable, Equatable {
    /// The most digits a number may have, before and after its point together (so that they fit an
    /// `Int64` exactly).
    public static let maximumDigits = 18

    /// Whether it starts with a minus sign.
    public var isNegative: Bool
    /// How many digits come before the point (0 for `.5`).
    public var wholeDigits: Int
    /// How many digits come after the point (0 for `5` and `5.`).
    public var fractionDigits: Int
    /// Whether it has a point.
    public var hasPoint: Bool
    /// All its digits as one whole number: 123456 for `-12.3456`.
    public var significand: Int64

    /// The number the bytes spell, or nil when they spell none. Complexity: O(n).
    public init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        var index = bytes.startIndex
        isNegative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
            isNegative = true
            index = bytes.index(after: index)
        }
        wholeDigits = 0
        fractionDigits = 0
        hasPoint = false
        significand = 0
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !hasPoint {
                hasPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"),
                wholeDigits + fractionDigits < Self.maximumDigits
            {
                significand = significand * 10 + Int64(byte - UInt8(ascii: "0"))
                if hasPoint { fractionDigits += 1 } else { wholeDigits += 1 }
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard wholeDigits + fractionDigits > 0 else { return nil }
    }

    /// The number a text spells, or nil. Complexity: O(n).
    public init?(_ text: some StringProtocol) {
        self.init(text.utf8)
    }

    /// Whether it is written in full: at least one digit before the point, and at least one after
    /// it when there is a point (`0.5` and `10`, not `.5` or `10.`).
    public var isWrittenInFull: Bool {
        wholeDigits > 0 && (!hasPoint || fractionDigits > 0)
    }

    /// Its value as a `Double` (exact up to 15 significant digits).
    public var double: Double {
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let magnitude = Double(significand) / scale
        return isNegative ? -magnitude : magnitude
    }

    /// Its exact value.
    public var decimal: Decimal {
        Decimal(
            sign: isNegative ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(UInt64(significand)))
    }

    /// The whole number a text spells in digits alone (no sign, no point), when it is in `range`;
    /// nil otherwise. Complexity: O(n).
    public static func wholeNumber(_ text: some StringProtocol, in range: ClosedRange<Int>) -> Int? {
        guard let number = PlainNumber(text), !number.isNegative, !number.hasPoint,
            range.contains(Int(number.significand))
        else { return nil }
        return Int(number.significand)
    }
}
