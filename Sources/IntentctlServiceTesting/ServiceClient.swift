import Foundation
import HTTPServer
import IntentctlService

/// The service's responder without a server: requests go straight to ``ServiceResponder/answer(_:)``
/// (blocking work runs at once, here), as Hummingbird's router test framework calls a router.
/// For the routes' own behaviour; what needs a connection (parsing, keep-alive, timeouts, HEAD)
/// goes through a running server.
package struct ServiceClient {
    /// The responder requests go to.
    package let responder: ServiceResponder

    /// A client of the service over this state.
    package init(state: ServiceState) {
        responder = ServiceResponder(state: state)
    }

    /// The response to a request; `Host` is the server's own unless `headers` names another.
    package func send(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: String = ""
    ) -> HTTPResponse {
        var fields = HTTPHeaders(headers)
        if fields["Host"] == nil { fields.add("Host", "127.0.0.1") }
        let request = HTTPRequest(method: method, target: target, headers: fields, body: Array(body.utf8))
        switch responder.answer(request) {
        case .response(let response): return response
        case .rendered(let rendered): return rendered.response
        case .blocking(let work): return work()
        }
    }

    /// A GET's response.
    package func get(_ target: String, headers: [(String, String)] = []) -> HTTPResponse {
        send("GET", target, headers: headers)
    }
}

extension HTTPResponse {
    /// The body as text.
    package var text: String { String(decoding: body, as: UTF8.self) }

    /// The body as a JSON object, if it is one.
    package var object: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }
}
