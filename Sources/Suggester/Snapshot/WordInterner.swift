/// Gives each distinct word a number while the index is built: an open-addressing hash table
/// over FNV-1a hashes, much cheaper than hashing arrays with `Hasher`.
struct WordInterner {
    /// The distinct words, by number.
    private(set) var words: [[UInt8]] = []
    private var hashes: [UInt64] = []
    private var slots = [Int32](repeating: -1, count: 1 << 15)

    /// The number of a word, assigning the next one if the word is new. Complexity: O(1) expected.
    mutating func intern(_ word: UnsafeBufferPointer<UInt8>) -> Int32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let id = Int(slots[slot])
            if hashes[id] == hash, words[id].elementsEqual(word) { return Int32(id) }
            slot = (slot + 1) & (slots.count - 1)
        }
        let id = Int32(words.count)
        words.append(Array(word))
        hashes.append(hash)
        slots[slot] = id
        if words.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }
}
