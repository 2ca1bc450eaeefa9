/// A place's best match for a one-word query as its posting records it: the indexed word, and the
/// field and first position of the place's best occurrence of it (``PostingOccurrence``). The
/// place's word it stands for is the first of its words, in the order a search reads them, with
/// that word in that field and position: the one the builder recorded.
struct RecordedWord: Equatable {
    /// The word's number.
    var token: Int
    /// The field and first position (the occurrence's low four bits).
    var occurrence: UInt8

    /// A match from a posting's word and occurrence.
    init(token: Int, occurrence: PostingOccurrence) {
        self.token = token
        self.occurrence = occurrence.rawValue & 15
    }

    /// A match from its packed value.
    init(rawValue: Int) {
        token = rawValue >> 4
        occurrence = UInt8(rawValue & 15)
    }

    /// The match packed in a non-negative `Int`, so that -1 can stand for none.
    var rawValue: Int { token << 4 | Int(occurrence) }

    /// Whether a place's word is this match.
    @inline(__always)
    func isMatched(by word: PlaceWord) -> Bool {
        Int(word.token) == token
            && PostingOccurrence(field: word.field, isFirstWord: word.position == 0).rawValue == occurrence
    }
}
