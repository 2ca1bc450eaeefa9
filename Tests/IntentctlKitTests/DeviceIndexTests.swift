import CommandLineTestSupport
import DocumentFormats
import Foundation
import IntentctlServiceTesting
import Suggester
import TestSupport
import Testing

@testable import IntentctlService

/// An app's picker on the device: the Suggester library over an index file, as an app ships one, against the
/// service's `/v1/suggest` over the index compiled into it.
@Suite("The library over an index file, against the service")
struct DeviceIndexTests {
    /// Every prefix of each text of the public keystroke replay, with its locale and point: `(text, locale, near)`.
    static let keystrokes: [(text: String, locale: String?, near: String?)] = {
        struct Suite: Decodable {
            struct Target: Decodable {
                struct Input: Decodable {
                    var text: String
                    var locale: String?
                    var near: String?
                }
                var `in`: Input
            }
            var tests: [Target]
        }
        let data = (try? Data(contentsOf: Fixtures.url("Tests/Fixtures/keystroke-replay.json"))) ?? Data()
        let targets = (try? JSONDecoder().decode(Suite.self, from: data).tests) ?? []
        return targets.flatMap { target in
            (1...target.in.text.count).map { (String(target.in.text.prefix($0)), target.in.locale, target.in.near) }
        }
    }()

    @Test("every keystroke of the public replay answers as /v1/suggest does, same locale, point and limit")
    func sameAsService() throws {
        #expect(Self.keystrokes.count > 3_000)
        // The committed snapshot file is what `data build` makes of the data compiled into the service.
        let index = try AirportIndex(contentsOfFile: Fixtures.url("Sources/AirportSnapshot/airports.index").path)
        let searcher = index.makeSearcher()
        let service = try ServiceClient()
        var differing: [String] = []
        for (text, locale, near) in Self.keystrokes {
            let query = try SuggestionQuery(
                text: text, limit: "10", country: nil, kind: nil, near: near, locale: locale,
                maximumLimit: ServiceResponder.maximumLimit)
            var writer = JSONWriter(style: .compact)
            SuggestionPresenter.write(searcher.suggestions(for: query), to: &writer)
            let device = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSArray
            var target = "/v1/suggest?q=\(Self.encoded(text))&limit=10"
            if let locale { target += "&locale=\(Self.encoded(locale))" }
            if let near { target += "&near=\(Self.encoded(near))" }
            let answer = service.get(target)
            let served = (answer.object?["suggestions"] as? [Any]).map { $0 as NSArray }
            if device == nil || device != served { differing.append(text) }
        }
        #expect(differing.isEmpty, "\(differing.count) keystrokes differ: \(differing.prefix(10))")
    }

    /// A text as a query component.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
