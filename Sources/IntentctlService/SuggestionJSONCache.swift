import DocumentFormats
import IntentSchema
import Suggester

/// One loop's searcher and the rendered JSON of each place it has answered with (every member
/// before `matches`, which depend only on the place), so that an answer writes mostly cached
/// bytes. At most one fragment per place of the index: bounded, and dropped with the index.
package final class SuggestionJSONCache {
    /// The loop's searcher (over the index the fragments are for).
    package let searcher: AirportSearcher
    private var fragments: [[UInt8]?]

    /// An empty cache over an index.
    package init(index: AirportIndex) {
        searcher = index.makeSearcher()
        fragments = Array(repeating: nil, count: index.placeCount)
    }

    /// Searches, and writes the results as `suggest --json` does. Complexity: the search, then
    /// O(bytes written), plus rendering each place seen for the first time.
    package func writeSuggestions(for query: SuggestionQuery, to writer: inout JSONWriter) {
        searcher.search(query)
        let highlights = searcher.highlights
        writer.writeArray { writer in
            for result in searcher.results {
                writer.writeObject { writer in
                    writer.writeRenderedMembers(fragment(forPlaceAt: result.place))
                    let index = searcher.index
                    let names = SuggestionPresenter.QueryNames(
                        matchedAlias: searcher.matchedAlias(for: result),
                        localizedCity: query.language.flatMap { index.localizedCity(ofPlaceAt: result.place, in: $0) },
                        localizedCountry: query.language.flatMap {
                            index.localizedCountry(ofPlaceAt: result.place, in: $0)
                        })
                    SuggestionPresenter.writeMatchMembers(
                        highlights[result.highlightRange], score: result.shownScore, explanation: nil, names: names,
                        to: &writer)
                }
            }
        }
    }

    private func fragment(forPlaceAt rank: Int) -> [UInt8] {
        if let fragment = fragments[rank] { return fragment }
        let place = searcher.index.suggestion(forPlaceAt: rank)
        let fragment = JSONWriter.renderMembers { SuggestionPresenter.writePlaceMembers(place, to: &$0) }
        fragments[rank] = fragment
        return fragment
    }
}
