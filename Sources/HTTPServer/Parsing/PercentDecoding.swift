/// Percent-decoding of a request target's path segments and query parameters: strict, so that
/// `%zz`, a `%` at the end and bytes that are not UTF-8 are errors rather than guesses.
public enum PercentDecoding {
    /// Why a component could not be decoded.
    public enum Failure: Error, Sendable, Equatable {
        /// A `%` not followed by two hexadecimal digits.
        case invalidEscape
        /// The decoded bytes are not UTF-8.
        case invalidUTF8
    }

    /// The decoded text of one component; with `plusIsSpace` (query parameters), `+` is a space.
    public static func decode(_ text: Substring, plusIsSpace: Bool = false) throws(Failure) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) })
        else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw .invalidEscape
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
        return decoded
    }

    /// The parameters of a query string (`a=1&b=two`), decoded, in order. A parameter without `=`
    /// has an empty value; empty parts (`a=1&&b=2`) are skipped.
    public static func parameters(_ query: Substring) throws(Failure) -> [(name: String, value: String)] {
        var parameters: [(name: String, value: String)] = []
        let bytes = query.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
            if start < end {
                let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "="))
                let name = try decode(query[start..<(equals ?? end)], plusIsSpace: true)
                let value =
                    try equals.map { (index) throws(Failure) in
                        try decode(query[bytes.index(after: index)..<end], plusIsSpace: true)
                    } ?? ""
                parameters.append((name, value))
            }
            start = end == bytes.endIndex ? end : bytes.index(after: end)
        }
        return parameters
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
