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

    /// Each prefix of each target of both suites that is not blank, with the codes the target
    /// wants: a prefix several targets share counts once for each, as `Benchmarks/relevance.py`
    /// counts it.
    static let targetPrefixes: [(text: String, wanted: Set<String>)] = {
        let cases = RelevanceCases.all.map { ($0.query, [$0.code]) }
        let targets = cases + KeystrokeReplay.suite.tests.map { ($0.in.text, $0.expected.codes) }
        return targets.flatMap { text, codes in
            let scalars = Array(text.unicodeScalars)
            return scalars.indices.map { String(String.UnicodeScalarView(scalars[...$0])) }
                .filter { !SuggestionQuery($0).isBlank }.map { ($0, Set(codes)) }
        }
    }()

    /// The far-fetched suggestions among the first five of a text, as `code name`: those no typed
    /// word matches in their own names (their city or name, and for a text in another script than
    /// Latin, their names in that script) and whose code was not typed, that are neither what the
    /// target wants nor an airport a suggestion above them lists, as `Benchmarks/relevance.py` counts
    /// them, with the engine's own matching (typos, joined words).
    static func farFetched(_ text: String, wanted: Set<String> = []) -> (far: [String], shown: Int) {
        var query = SuggestionQuery(text, limit: 5)
        query.explain = true
        return farFetched(bundledIndex.suggest(query), typed: text, wanted: wanted)
    }

    /// Whether every letter of a text is a Latin one (or a modifier letter, as in "Parcʻhelona").
    static func isLatin(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let name = scalar.properties.name ?? ""
            return !scalar.properties.isAlphabetic || name.contains("LATIN") || name.hasPrefix("MODIFIER LETTER")
        }
    }

    /// ``farFetched(_:wanted:)`` of a text's first five suggestions.
    static func farFetched(_ suggestions: [Suggestion], typed text: String, wanted: Set<String>) -> (
        far: [String], shown: Int
    ) {
        var listed = Set<String>()
        var far: [String] = []
        let typedInLatin = isLatin(text)
        for suggestion in suggestions {
            // A word matched in the city or name, the code, or every word but one (a partial
            // match, whose explanation lists no words); or typed in another script, a name of the
            // place in that script (Парма for Parma).
            let explanation = suggestion.explanation ?? ""
            let matched =
                ["city word #", "name word #", "code match", "partial match tier"].contains {
                    explanation.contains($0)
                } || (!typedInLatin && suggestion.matchedAlias.map { !isLatin($0) } == true)
            if !matched, !wanted.contains(suggestion.code), !listed.contains(suggestion.code) {
                far.append("\(suggestion.code) \(suggestion.name)")
            }
            listed.formUnion(suggestion.airports?.map(\.code) ?? [])
        }
        return (far, suggestions.count)
    }

    @Test("far-fetched suggestions are at most 2% of the first five over every prefix of both suites")
    func farFetchedShare() {
        var far = 0
        var shown = 0
        var examples: [String] = []
        // Each text is searched once, however many targets share it.
        var answers: [String: [Suggestion]] = [:]
        for (text, wanted) in Self.targetPrefixes {
            var query = SuggestionQuery(text, limit: 5)
            query.explain = true
            let suggestions = answers[text] ?? bundledIndex.suggest(query)
            answers[text] = suggestions
            let found = Self.farFetched(suggestions, typed: text, wanted: wanted)
            far += found.far.count
            shown += found.shown
            if examples.count < 20, let first = found.far.first { examples.append("\"\(text)\": \(first)") }
        }
        #expect(shown > 20_000)
        #expect(Double(far) <= 0.02 * Double(shown), "\(far) of \(shown): \(examples.joined(separator: "; "))")
    }

    @Test("the far-fetched count catches a suggestion reached through another name only")
    func farFetchedCanFail() {
        // "parcʻhelona" reaches Barcelona only through its Breton name, and no target wants it.
        #expect(Self.farFetched("parcʻhelona").far.contains { $0.hasPrefix("BCN") })
    }

    @Test("the check catches a suggestion that matches nothing typed")
    func checkCanFail() {
        // A blank query's suggestions match no word: the check must report them.
        #expect(!Self.unrelated(" ").isEmpty)
    }
}
