/// One word of a place, as a snapshot stores it in eight bytes, so that scoring a place reads one
/// array: the indexed word (bits 0–31), its field (bits 32–39), its position in its text (bits
/// 40–46), whether it is two neighbouring words joined, spanning the next position too (bit 47),
/// which text of the place it is from (bits 48–55; 255 for region and country words), and the
/// indexed word's length in bytes (bits 56–63).
struct PlaceWord: Equatable {
    /// The packed value.
    let rawValue: UInt64

    /// A word from its packed value.
    @inline(__always)
    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A word from its parts.
    init(token: UInt32, field: MatchField, position: UInt8, text: UInt8, tokenLength: Int, spansNext: Bool = false) {
        rawValue =
            UInt64(token) | UInt64(field.rawValue) << 32 | UInt64(min(position, Self.lastPosition)) << 40
            | (spansNext ? 1 << 47 : 0) | UInt64(text) << 48 | UInt64(UInt8(clamping: tokenLength)) << 56
    }

    /// The last position a word can have; later words share it.
    static let lastPosition: UInt8 = 127

    /// A word's position in its text as stored: at most ``lastPosition``.
    static func clampedPosition(_ position: Int) -> UInt8 {
        UInt8(min(position, Int(lastPosition)))
    }

    /// The indexed word.
    @inline(__always)
    var token: UInt32 { UInt32(truncatingIfNeeded: rawValue) }

    /// The field, as ``MatchField`` raw value.
    @inline(__always)
    var fieldValue: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 32) }

    /// The field.
    var field: MatchField { MatchField(rawValue: fieldValue) ?? .country }

    /// The position of the word in its text (0 is first).
    @inline(__always)
    var position: Int { Int(UInt8(truncatingIfNeeded: rawValue >> 40) & 0x7F) }

    /// Whether the word is two neighbouring words joined: it stands for its position and the next.
    @inline(__always)
    var spansNext: Bool { rawValue & (1 << 47) != 0 }

    /// Which text of the place the word is from.
    @inline(__always)
    var text: UInt8 { UInt8(truncatingIfNeeded: rawValue >> 48) }

    /// The indexed word's length in bytes.
    @inline(__always)
    var tokenLength: Int { Int(rawValue >> 56) }
}
