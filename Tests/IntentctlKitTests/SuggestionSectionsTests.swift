import AppIntentsBuild
import CommandLineTestSupport
import Foundation
import HTTPServer
import IntentctlServiceTesting
import Testing

@testable import IntentctlKit

/// `GET /v1/suggest?q=&sections=1`: what a picker shows before anything is typed.
@Suite("Suggestions before typing, in sections")
struct SuggestionSectionsTests {
    let client: ServiceClient

    init() throws {
        client = try ServiceClient()
    }

    func sections(_ query: String) -> [(id: String, title: String, codes: [String])] {
        let sections = client.get("/v1/suggest?q=&sections=1&" + query).object?["sections"] as? [[String: Any]] ?? []
        return sections.map { section in
            (
                section["id"] as? String ?? "", section["title"] as? String ?? "",
                (section["suggestions"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            )
        }
    }

    @Test("Recent (as recent= lists them), Nearby (with near=) and Popular, none repeated, titled in the locale")
    func sections() {
        let found = sections("limit=4&recent=LHR,muc,ZZZ&near=48.35,11.79&locale=de-AT")
        #expect(found.map(\.id) == ["recent", "nearby", "popular"])
        #expect(found.map(\.title) == ["Zuletzt gewählt", "In der Nähe", "Beliebt"])
        #expect(found[0].codes == ["LHR", "MUC"])
        #expect(found[1].codes.count == 4 && !found[1].codes.contains("MUC"))
        #expect(found[2].codes.count == 4)
        let all = found.flatMap(\.codes)
        #expect(Set(all).count == all.count)
        // Popular is what an empty search offers first, less what earlier sections showed.
        let popular = client.get("/v1/suggest?q=&limit=12").object?["suggestions"] as? [[String: Any]] ?? []
        // (A city group and its airport that share a code, DXB, are one place.)
        var shown = Set(found[0].codes + found[1].codes)
        let expected = popular.compactMap { $0["code"] as? String }.filter { shown.insert($0).inserted }
        #expect(found[2].codes == Array(expected.prefix(4)))
    }

    @Test(
        "a place Nearby asked for but did not show, or a recent code past the limit, still reaches Popular",
        arguments: [
            "limit=8&near=25,140", "limit=8&near=27.5,120", "limit=3&near=40.2,-74.8", "limit=1&recent=LHR,CDG",
        ])
    func popularKeepsWhatWasNotShown(_ query: String) {
        let found = sections(query)
        let shown = Set(found.filter { $0.id != "popular" }.flatMap(\.codes))
        let limit = Int(query.split(separator: "&")[0].dropFirst("limit=".count)) ?? 0
        let popular = client.get("/v1/suggest?q=&limit=30").object?["suggestions"] as? [[String: Any]] ?? []
        var seen = shown
        let expected = popular.compactMap { $0["code"] as? String }.filter { seen.insert($0).inserted }
        #expect(found.last?.id == "popular")
        #expect(found.last?.codes == Array(expected.prefix(limit)), "\(found)")
    }

    @Test("without recent= or near=, Popular alone, in English by default")
    func popularOnly() {
        let found = sections("limit=3")
        #expect(found.map(\.id) == ["popular"])
        #expect(found.first?.title == "Popular")
    }

    @Test(
        "misuse is a 400 that says what is wrong",
        arguments: [
            ("/v1/suggest?q=lon&sections=1", "q must be empty"),
            ("/v1/suggest?q=&sections=yes", "sections is 1 or true"),
            ("/v1/suggest?q=&sections=1&recent=LHR,LONDON", "comma-separated list of IATA codes"),
            ("/v1/suggest?q=lon&recent=LHR", "recent goes with sections=1"),
            (
                "/v1/suggest?q=&sections=1&recent=" + Array(repeating: "LHR", count: 21).joined(separator: ","),
                "at most 20 codes"
            ),
        ])
    func misuse(_ target: String, _ message: String) {
        let response = client.get(target)
        #expect(response.status == .badRequest)
        #expect(response.text.contains(message), "\(response.text)")
    }

    @Test("a place in a locale, whatever the code's case")
    func place() {
        let response = client.get("/v1/places/muc?locale=it")
        #expect(response.status == .ok)
        #expect(response.object?["code"] as? String == "MUC")
        #expect(response.object?["localizedCountry"] as? String == "Germania")
    }
}
