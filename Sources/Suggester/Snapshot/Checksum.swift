/// A fast 64-bit hash of bytes, to tell a snapshot's source and to detect a damaged snapshot. It is
/// not cryptographic: it catches accidents (a truncated or bit-flipped file, a stale build), not an
/// attacker, which is why a loaded snapshot is also checked structurally.
enum Checksum {
    /// The hash of the bytes. Complexity: O(n), 32 bytes a step in four independent lanes, so that
    /// the processor mixes four words at once rather than one after another.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count), 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0,
            0x082E_FA98_EC4E_6C89
        )
        var offset = 0
        while offset + 32 <= bytes.count {
            lanes.0 = mix(lanes.0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lanes.1 = mix(lanes.1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lanes.2 = mix(lanes.2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lanes.3 = mix(lanes.3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        var hash = mix(mix(mix(lanes.0 ^ lanes.1.rotated(17)) ^ lanes.2.rotated(31)) ^ lanes.3.rotated(47))
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = mix(hash ^ word)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(mix(hash ^ tail) ^ 0x1357_9BDF_2468_ACE0)
    }

    /// The hash of the bytes of an array.
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return z ^ (z >> 32)
    }
}

extension UInt64 {
    /// The bits rotated left by `count` (0 to 63).
    @inline(__always)
    fileprivate func rotated(_ count: UInt64) -> UInt64 {
        self << count | self >> (64 - count)
    }
}
