/// Plain decimal numbers as data files and options write them: an optional minus sign, up to 18
/// digits, and an optional fraction (`-12.3456`, `84480000`). No exponent, no `nan` or `inf`, no
/// hexadecimal, so every value parsed is finite.
enum PlainDecimal {
    /// The number the bytes spell, or nil. Complexity: O(n).
    static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Double? {
        var index = bytes.startIndex
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index = bytes.index(after: index)
        }
        var digits = 0
        var value = 0.0
        var scale = 1.0
        var afterPoint = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), !afterPoint {
                afterPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 {
                value = value * 10 + Double(byte - UInt8(ascii: "0"))
                if afterPoint { scale *= 10 }
                digits += 1
            } else {
                return nil
            }
            index = bytes.index(after: index)
        }
        guard digits > 0 else { return nil }
        return (negative ? -value : value) / scale
    }

    /// The number a text spells, ignoring spaces around it, or nil.
    static func parse(_ text: Substring) -> Double? {
        let bytes = text.utf8.drop { $0 == UInt8(ascii: " ") }
        return parse(bytes.reversed().drop { $0 == UInt8(ascii: " ") }.reversed())
    }
}
