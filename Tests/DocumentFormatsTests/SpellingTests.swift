import Testing

@testable import DocumentFormats

@Suite("Did-you-mean spelling")
struct SpellingTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var word: String
        var candidates: [String]
        var closest: String?
        var testDescription: String { "\(word) among \(candidates)" }
    }

    @Test(
        "the closest plausible candidate, or none",
        arguments: [
            Example(word: "tow", candidates: ["one", "two", "three"], closest: "two"),
            Example(word: "TWO", candidates: ["one", "two"], closest: "two"),
            Example(word: "travelers", candidates: ["location", "travellers", "dates"], closest: "travellers"),
            Example(word: "locaiton", candidates: ["location", "dates"], closest: "location"),
            Example(word: "zzz", candidates: ["one", "two"], closest: nil),
            Example(word: "nextweek", candidates: ["nextWeekend", "nextMonth", "anytime"], closest: "nextWeekend"),
            Example(word: "any", candidates: ["anytime", "anywhere"], closest: nil),
            Example(word: "", candidates: ["a"], closest: nil),
            Example(word: String(repeating: "a", count: 300), candidates: ["a"], closest: nil),
        ])
    func closest(_ example: Example) {
        #expect(Spelling.closest(to: example.word, among: example.candidates) == example.closest)
    }

    @Test("the distance counts insertions, deletions, substitutions and adjacent transpositions as one")
    func distance() {
        func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
            Spelling.editDistance(Array(a), Array(b), limit: limit)
        }
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ab", "ba") == 1)
        #expect(distance("", "abc") == 3)
        #expect(distance("same", "same") == 0)
        #expect(distance("abcdef", "uvwxyz", limit: 2) == 3)
        #expect(Spelling.hint("two") == #"did you mean "two"?"#)
        #expect(Spelling.hint(nil) == nil)
    }
}
