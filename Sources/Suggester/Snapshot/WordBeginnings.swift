/// The bytes words begin with, as 64 bits: bit `b & 31` for a word's first byte `b`, and bit
/// 32 + ((31 · b + c) & 31) for its first two bytes `b`, `c`. A place's own words (city, name and
/// aliases) together set ``IndexData/placeWordBeginnings``; a query word's prefix needs its own
/// bits there for one of them to begin with it. Different bytes may share a bit, so the bits tell
/// that no own word begins with a prefix, never that one does.
enum WordBeginnings {
    /// The bits of a word, or of a prefix a word must begin with. Complexity: O(1).
    @inline(__always)
    static func bits(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        guard let first = bytes.first else { return 0 }
        var bits = UInt64(1) << UInt64(first & 31)
        if bytes.count > 1 { bits |= UInt64(1) << (32 + UInt64((31 &* first &+ bytes[1]) & 31)) }
        return bits
    }

    /// Whether a place whose own words set `placeBits` may hold one that begins with a prefix of
    /// bits `prefixBits`. Complexity: O(1).
    @inline(__always)
    static func mayBegin(_ placeBits: UInt64, with prefixBits: UInt64) -> Bool {
        placeBits & prefixBits == prefixBits
    }
}
