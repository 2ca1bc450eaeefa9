import Foundation
import TestSupport

/// Every keystroke of the public keystroke replay (`Tests/Fixtures/keystroke-replay.json`): each prefix of each
/// target's text, with its locale and point, as a picker sends them one after the other.
package enum ReplayKeystrokes {
    /// `(text, locale, near)`, in the replay's order.
    package static let all: [(text: String, locale: String?, near: String?)] = {
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

    /// A text as a query component.
    package static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
