/// Strong entity tags (RFC 9110): a prefix naming what is tagged and a 64-bit FNV-1a hash of its
/// bytes. A stored configuration's tag is its file's (see ``StoreEntry/entityTag``).
public enum EntityTag {
    /// The tag `"PREFIXHASH"` of these bytes.
    ///
    /// Complexity: O(n) for n bytes.
    public static func of(_ bytes: some Sequence<UInt8>, prefix: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "\"\(prefix)\(String(hash, radix: 16))\""
    }
}
