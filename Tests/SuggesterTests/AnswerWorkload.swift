import Foundation
import TestSupport

@testable import Suggester

/// Every kind of query the suggester answers, in sequences typed to one searcher each: what
/// ``StoredAnswersTests`` compares with the answers recorded before a change to the engine or
/// its snapshot format.
///
/// A sequence is the unit of comparison: a query typed keystroke by keystroke (the searcher keeps
/// the previous keystroke's first place and its typo walks, so order matters), or a list of
/// single queries. Its answer is every suggestion of every query, with the raw results (place,
/// unrounded score, tier, code match) and explanations where asked for.
struct AnswerWorkload {
    /// One searcher's queries, in order.
    struct Sequence: Sendable {
        var name: String
        var queries: [SuggestionQuery]
    }

    /// The sequences, in a fixed order.
    static func sequences(of index: AirportIndex) -> [Sequence] {
        var sequences: [Sequence] = []
        let typed = Fixtures.text("Benchmarks/queries.txt").split(separator: "\n").map(String.init)
            .filter { !$0.isEmpty }
        // The keystroke workload of the benchmark, at the default limit and at others.
        for (number, text) in typed.enumerated() {
            for limit in number % 3 == 0 ? [10, 1, 5, 50] : [10] {
                sequences.append(
                    Sequence(
                        name: "typed, limit \(limit): \(text)",
                        queries: keystrokes(of: text).map { SuggestionQuery($0, limit: limit) }))
            }
        }
        // The same keystrokes narrowed to the country of the place the full text puts first, and
        // some to one kind.
        let searcher = index.makeSearcher()
        for (number, text) in typed.enumerated() {
            searcher.search(SuggestionQuery(text, limit: 1))
            if let first = searcher.results.first {
                let country = index.place(at: first.place).countryCode
                sequences.append(
                    Sequence(
                        name: "typed in \(country): \(text)",
                        queries: keystrokes(of: text).map { SuggestionQuery($0, limit: 10, countryCode: country) }))
            }
            if number % 4 == 0 {
                let kind: PlaceKind = [.airport, .city, .town][number / 4 % 3]
                sequences.append(
                    Sequence(
                        name: "typed, \(kind.rawValue) only: \(text)",
                        queries: keystrokes(of: text).map { SuggestionQuery($0, limit: 10, kinds: [kind]) }))
            }
        }
        // The keystroke replay, with each target's locale and point.
        for target in KeystrokeReplay.suite.tests {
            let queries = (1...target.length).compactMap { try? target.query(typed: $0) }
            sequences.append(Sequence(name: "replay #\(target.id): \(target.in.text)", queries: queries))
        }
        // The relevance cases and held-out queries, whole, explained.
        let holdout = Fixtures.text("Benchmarks/relevance-holdout.tsv").split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").dropFirst().first.map(String.init) }
        let relevance = RelevanceCases.all.map(\.suggestionQuery) + holdout.map { SuggestionQuery($0, limit: 10) }
        for start in stride(from: 0, to: relevance.count, by: 20) {
            let queries = relevance[start..<min(start + 20, relevance.count)].map { query in
                var explained = query
                explained.explain = true
                return explained
            }
            sequences.append(Sequence(name: "relevance and held out, from #\(start)", queries: Array(queries)))
        }
        // Seeded random queries with every option a client sends.
        let random = randomQueries(of: index, seed: 10, count: 4000)
        for start in stride(from: 0, to: random.count, by: 25) {
            sequences.append(
                Sequence(name: "random, from #\(start)", queries: Array(random[start..<min(start + 25, random.count)])))
        }
        return sequences
    }

    /// Every prefix of a text, a Unicode scalar at a time, as a traveller types it.
    static func keystrokes(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return (1...max(scalars.count, 1)).map { String(String.UnicodeScalarView(scalars.prefix($0))) }
    }

    /// Queries a traveller might type, from real places: prefixes of one or two words of a city,
    /// name, alias or code, with typos, case changes, qualifiers and junk, and every option.
    static func randomQueries(of index: AirportIndex, seed: UInt64, count: Int) -> [SuggestionQuery] {
        var random = SplitMix64(state: seed)
        let places = index.places
        let countries = index.countries.values.sorted { $0.code < $1.code }
        var queries: [SuggestionQuery] = []
        while queries.count < count {
            let place = places[Int.random(in: 0..<places.count, using: &random)]
            let source =
                [place.city, place.name, place.aliases.randomElement(using: &random) ?? place.city, place.code]
                .randomElement(using: &random)!
            let words = source.split(separator: " ").map(String.init)
            let start = Int.random(in: 0..<max(words.count, 1), using: &random)
            var text = words.dropFirst(start).prefix(Int.random(in: 1...2, using: &random)).joined(separator: " ")
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: text = String(text.prefix(Int.random(in: 1...max(1, text.count), using: &random)))
            case 3:
                var characters = Array(text)
                if characters.count > 3 {
                    let at = Int.random(in: 1..<(characters.count - 1), using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: characters.swapAt(at, at + 1)
                    case 1: characters.remove(at: at)
                    default: characters[at] = "xqzkj".randomElement(using: &random)!
                    }
                }
                text = String(characters)
            case 4: text = text.uppercased()
            case 5: text += " " + (countries.randomElement(using: &random)?.name ?? "")
            case 6: text += " "
            case 7:
                text = String(
                    (0..<Int.random(in: 1...6, using: &random)).map { _ in
                        "abcdeilnorstuy ".randomElement(using: &random)!
                    })
            default: break
            }
            var query = SuggestionQuery(text, limit: [1, 5, 10, 10, 20, 50][Int.random(in: 0..<6, using: &random)])
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1: query.countryCode = place.countryCode
            case 2: query.kinds = [[PlaceKind.airport, .city, .town].randomElement(using: &random)!]
            case 3: query.near = (place.latitude, place.longitude)
            case 4: query.includesAllPlaces = true
            case 5: query.explain = true
            case 6: query.language = ["de", "fr", "ja", "ru", "es"].randomElement(using: &random)
            case 7:
                query.text = ["", " "].randomElement(using: &random)!
                query.near = (place.latitude, place.longitude)
            default: break
            }
            queries.append(query)
        }
        return queries
    }

    /// The answers of a sequence, typed to one new searcher, as text: for each query, its raw
    /// results and its suggestions as sorted JSON.
    static func answers(_ sequence: Sequence, of index: AirportIndex) -> String {
        let searcher = index.makeSearcher()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = ""
        for query in sequence.queries {
            let suggestions = searcher.suggestions(for: query)
            text += "\(query.text)\n"
            for result in searcher.results {
                text +=
                    "\(result.place) \(result.score.bitPattern) \(result.tier) \(result.isCodeMatch) "
                    + "\(searcher.highlights[result.highlightRange].map { "\($0.field):\($0.start)+\($0.length)" })\n"
            }
            text += String(decoding: (try? encoder.encode(suggestions)) ?? Data(), as: UTF8.self) + "\n"
        }
        return text
    }

    /// A digest of a sequence's answers: 64-bit FNV-1a, as 16 hexadecimal digits.
    static func digest(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
