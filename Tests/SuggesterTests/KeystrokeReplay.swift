import Foundation
import Suggester
import TestSupport

/// The keystroke-replay suite (`Tests/Fixtures/keystroke-replay.json`): what travellers type,
/// replayed letter by letter, in a format close to Pelias's acceptance tests. `Benchmarks/relevance.py`
/// reads the same file.
struct KeystrokeReplay: Decodable, Sendable {
    /// One target: a text, its context, and the places that count as right.
    struct Target: Decodable, Sendable, CustomStringConvertible {
        enum Status: String, Decodable, Sendable {
            case pass
            case fail
        }

        struct Input: Decodable, Sendable {
            var text: String
            var locale: String?
            /// `lat,lon`.
            var near: String?
        }

        struct Codes: Decodable, Sendable {
            var codes: [String]
        }

        var id: Int
        var category: String
        var status: Status
        var reason: String?
        var `in`: Input
        var expected: Codes
        var unexpected: Codes?

        /// The query of the text's first `length` Unicode scalars, with the target's context.
        func query(typed length: Int, limit: Int = 10) throws -> SuggestionQuery {
            try SuggestionQuery(
                text: String(String.UnicodeScalarView(self.in.text.unicodeScalars.prefix(length))),
                limit: String(limit), country: nil, kind: nil, near: self.in.near, locale: self.in.locale)
        }

        /// The text's length in Unicode scalars: how many keystrokes replay it (a vowel sign of
        /// दिल्ली is a keystroke of its own), as `Benchmarks/relevance.py` counts them.
        var length: Int { self.in.text.unicodeScalars.count }

        var description: String { "#\(id) \(category): \"\(self.in.text)\" → \(expected.codes.joined(separator: "|"))" }
    }

    var name: String
    var tests: [Target]

    /// The suite, read from the fixtures.
    static let suite: KeystrokeReplay = {
        do {
            return try JSONDecoder().decode(
                KeystrokeReplay.self, from: Data(Fixtures.text("Tests/Fixtures/keystroke-replay.json").utf8))
        } catch {
            fatalError("Tests/Fixtures/keystroke-replay.json does not decode: \(error)")
        }
    }()
}
