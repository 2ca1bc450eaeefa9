import Testing

@testable import Suggester

/// A suggestion must match what was typed. Over every prefix of the relevance suite and
/// of the keystroke replay, each of the first five suggestions matches a typed word (its
/// explanation names a word match or a code match, or it is a partial match, which matches every
/// word but one), or is an airport of the first suggestion, a city group or town the words name,
/// listed after it.
@Suite("No unrelated fill")
struct NoUnrelatedFillTests {
    /// Every prefix, in Unicode scalars, of the texts of both suites that is not blank, each once.
    static let prefixes: [String] = {
        let texts = RelevanceCases.all.map(\.query) + KeystrokeReplay.suite.tests.map(\.in.text)
        var seen = Set<String>()
        var prefixes: [String] = []
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            for length in scalars.indices {
                let prefix = String(String.UnicodeScalarView(scalars[...length]))
                // A blank prefix types no word: it browses.
                if !SuggestionQuery(prefix).isBlank, seen.insert(prefix).inserted { prefixes.append(prefix) }
            }
        }
        return prefixes
    }()

    /// The suggestions among the first five that match no typed word, as `code (explanation)`.
    static func unrelated(_ text: String) -> [String] {
        var query = SuggestionQuery(text, limit: 5)
        query.explain = true
        let suggestions = bundledIndex.suggest(query)
        let listed = Set(suggestions.first.flatMap { $0.kind == .airport ? nil : $0.airports }?.map(\.code) ?? [])
        return suggestions.filter { suggestion in
            let explanation = suggestion.explanation ?? ""
            // A partial match matches every typed word but one; its explanation lists no words.
            let matched =
                explanation.contains(" word #") || explanation.contains("code match")
                || explanation.contains("partial match tier")
            return !matched && !(suggestion.kind == .airport && listed.contains(suggestion.code))
        }.map { "\($0.code) (\($0.explanation ?? ""))" }
    }

    @Test("no suggestion in the first five matches no typed word, over every prefix of the suites")
    func everyPrefix() {
        #expect(Self.prefixes.count > 3_000)
        var failures: [String] = []
        for prefix in Self.prefixes {
            let unrelated = Self.unrelated(prefix)
            if !unrelated.isEmpty { failures.append("\"\(prefix)\": \(unrelated.joined(separator: ", "))") }
        }
        #expect(failures.isEmpty, "\(failures.count) prefixes: \(failures.prefix(20).joined(separator: "; "))")
    }

    @Test("the check catches a suggestion that matches nothing typed")
    func checkCanFail() {
        // A blank query's suggestions match no word: the check must report them.
        #expect(!Self.unrelated(" ").isEmpty)
    }
}
