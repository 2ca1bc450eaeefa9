/// The strings of a snapshot: names, cities, aliases, codes, time zones and names in other
/// languages, each stored once, sorted as bytes, and front-coded in blocks: a block's first string
/// whole, each later one as how many bytes it shares with the one before and the rest (both as
/// unsigned LEB128 numbers before the rest's bytes). A string is named by its rank; reading one
/// decodes at most a block.
///
/// Sorted, the codes of towns ("geonames:1857910") and the many names that begin alike take a
/// few bytes each: 3.25 MB of strings and 1 MB of offsets became 2.2 MB.
struct StringTable {
    /// Where each block begins in ``bytes``, and one more entry: where they end.
    let blockStart: PackedArray
    /// The blocks.
    let bytes: SnapshotArray<UInt8>
    /// How many strings.
    let count: Int
    /// How many strings a block holds.
    let blockSize: Int

    /// The bytes of string `id`, or nil for ``IndexData/none`` or a number past the last.
    /// Complexity: O(b) for the bytes of its block.
    ///
    /// The block's entries up to the string are read first; then each byte of the string is copied
    /// once, from the last entry that wrote it, going back from its end. Building the string entry by
    /// entry instead (trim to the shared bytes, append the rest) was 39% of `suggestions(for:)` under
    /// `perf`, most of it in the array's own trimming and growing.
    func string(_ id: UInt32) -> [UInt8]? {
        guard id != IndexData.none, Int(id) < count else { return nil }
        let target = Int(id) % blockSize
        var position = blockStart.int(Int(id) / blockSize)
        return withUnsafeTemporaryAllocation(of: (shared: Int, start: Int, length: Int).self, capacity: target + 1) {
            entries in
            for index in 0...target {
                let shared = index == 0 ? 0 : bytes.number(at: &position)
                let length = bytes.number(at: &position)
                entries[index] = (shared, position, length)
                position += length
            }
            let total = entries[target].shared + entries[target].length
            return [UInt8](unsafeUninitializedCapacity: total) { string, initialized in
                string.initialize(repeating: 0)
                // The bytes still to fill are those before `end`; each entry holds those from its
                // shared count on.
                var end = total
                var index = target
                while end > 0, index >= 0 {
                    let entry = entries[index]
                    if end > entry.shared {
                        let own = bytes.bytes(entry.start..<entry.start + min(end - entry.shared, entry.length))
                        UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(string)[entry.shared...])
                            .copyMemory(from: own)
                        end = entry.shared
                    }
                    index -= 1
                }
                initialized = total
            }
        }
    }

    /// String `id` as a Swift string, or nil for ``IndexData/none``.
    func text(_ id: UInt32) -> String? {
        string(id).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The number of the string equal to `text`, if stored: a binary search over the blocks' first
    /// strings, then a look through one block. Complexity: O(log n · |text| + b).
    func id(of text: some Collection<UInt8>) -> UInt32? {
        let blocks = blockStart.count - 1
        // The last block whose first string is at most the text.
        var low = 0
        var high = blocks - 1
        while low < high {
            let middle = (low + high + 1) / 2
            var position = blockStart.int(middle)
            let length = bytes.number(at: &position)
            let head = bytes.bytes(position..<position + length)
            if !text.lexicographicallyPrecedes(head) {
                low = middle
            } else {
                high = middle - 1
            }
        }
        guard blocks > 0 else { return nil }
        let first = low * blockSize
        for id in first..<min(first + blockSize, count) where string(UInt32(id))?.elementsEqual(text) == true {
            return UInt32(id)
        }
        return nil
    }

    /// Checks that every block decodes inside the bytes, that the strings come sorted and
    /// distinct, and that there are `count` of them. Complexity: O(n) in the bytes.
    func check() throws(SuggesterError) {
        let invalid = SuggesterError.invalidSnapshot("its strings are damaged")
        let blocks = (count + blockSize - 1) / blockSize
        guard blockStart.count == blocks + 1, blockStart.int(0) == 0, blockStart.int(blocks) == bytes.count else {
            throw invalid
        }
        var previous: [UInt8] = []
        var string: [UInt8] = []
        for block in 0..<blocks {
            var position = blockStart.int(block)
            let end = blockStart.int(block + 1)
            for index in 0..<min(blockSize, count - block * blockSize) {
                func number() throws(SuggesterError) -> Int {
                    guard let value = bytes.checkedNumber(at: &position, end: end) else { throw invalid }
                    return value
                }
                let shared = index == 0 ? 0 : try number()
                let length = try number()
                guard shared <= string.count, length <= end - position else { throw invalid }
                string.removeLast(string.count - shared)
                string.append(contentsOf: bytes.bytes(position..<position + length))
                position += length
                guard block == 0 && index == 0 || previous.lexicographicallyPrecedes(string) else { throw invalid }
                previous = string
            }
            guard position == end else { throw invalid }
        }
    }

    /// The bytes of sorted, distinct strings in blocks of `blockSize`, and where each block begins
    /// (one more entry: where they end).
    static func encode(_ strings: [[UInt8]], blockSize: Int) -> (blockStart: [UInt32], bytes: [UInt8]) {
        var bytes: [UInt8] = []
        var blockStart: [UInt32] = []
        for (index, string) in strings.enumerated() {
            if index % blockSize == 0 {
                blockStart.append(UInt32(bytes.count))
                IndexBuilder.appendNumber(string.count, to: &bytes)
                bytes += string
                continue
            }
            let previous = strings[index - 1]
            var shared = 0
            while shared < min(previous.count, string.count), previous[shared] == string[shared] { shared += 1 }
            IndexBuilder.appendNumber(shared, to: &bytes)
            IndexBuilder.appendNumber(string.count - shared, to: &bytes)
            bytes += string[shared...]
        }
        blockStart.append(UInt32(bytes.count))
        return (blockStart, bytes)
    }
}
