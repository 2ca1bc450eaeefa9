/// How an index holds a whole-text alias (``Place/wholeTextAliases``): as one word, a marker byte
/// that no folded text holds, then the alias's folded words end to end ("York Berri" as
/// `\u{1}yorkberri`). A query finds it only through the same bytes made of all its words
/// (``indexedWord(ofFolded:)``): no prefix, typo or single word of a query reaches it, since the
/// words a query's words match begin with their own first bytes, and no folded byte is the marker.
enum WholeTextAlias {
    /// The byte an indexed whole-text alias begins with.
    static let marker: UInt8 = 1

    /// The most bytes an indexed whole-text alias holds, the marker included; a longer alias is
    /// stored but matches nothing.
    static let longestIndexedWord = TextFolder.maximumWordLength

    /// The indexed word of an alias, or nil when it has no words or too many bytes. Complexity:
    /// O(n) in the alias's length.
    static func indexedWord(of alias: String) -> [UInt8]? {
        var word: [UInt8] = [marker]
        TextFolder.forEachToken(in: alias) { bytes, _, _ in word += bytes }
        return word.count > 1 && word.count <= longestIndexedWord ? word : nil
    }

    /// Calls `body` with the indexed word that query words, given end to end as folded bytes, find,
    /// or returns nil without calling it when they are too long. Complexity: O(n), no allocation.
    static func withIndexedWord<Result>(
        ofFolded words: UnsafeBufferPointer<UInt8>, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Result? {
        guard !words.isEmpty, words.count < longestIndexedWord else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: words.count + 1) { buffer in
            buffer[0] = marker
            _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(fromContentsOf: words)
            return body(UnsafeRawBufferPointer(buffer))
        }
    }
}
