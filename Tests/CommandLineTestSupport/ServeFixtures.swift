import Foundation
import TestSupport
import Testing

/// A configuration document and raw requests for a running server's store.
package enum ServeFixtures {
    package static let document =
        #"{"schema":"deals-widget","version":1,"values":{"location":"LON","travellers":"two","dates":"anytime"}}"#

    package static func put(_ server: RunningServer, _ name: String, _ body: String, headers: String = "") throws
        -> String
    {
        try server.exchange(
            "PUT /v1/configurations/\(name) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\(headers)Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        )
    }

    package static func body(_ response: String) throws -> NSObject {
        let text = try #require(response.split(separator: "\r\n\r\n", maxSplits: 1).last)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSObject)
    }

    package static func tag(_ response: String) -> String? {
        response.split(separator: "\r\n").first { $0.hasPrefix("ETag: ") }.map { String($0.dropFirst(6)) }
    }
}
