import Testing

@testable import HTTPServer

@Suite("HTTP response encoder")
struct HTTPResponseEncoderTests {
    static let date = "Sun, 06 Nov 1994 08:49:37 GMT"

    static func encoded(
        _ response: HTTPResponse, isHead: Bool = false, connection: HTTPResponseEncoder.ConnectionField = .none
    ) -> String {
        var output: [UInt8] = []
        HTTPResponseEncoder.encode(response, date: date, isHead: isHead, connection: connection, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    @Test("a response: status line, the responder's fields, length, date, server, then the body")
    func fullResponse() {
        let response = HTTPResponse(status: .ok, json: Array("{}".utf8))
        #expect(
            Self.encoded(response)
                == "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n"
                + "Date: \(Self.date)\r\nServer: intentctl\r\n\r\n{}")
    }

    @Test(
        "the Connection field says how the connection goes on",
        arguments: [
            (HTTPResponseEncoder.ConnectionField.none, nil), (.keepAlive, "keep-alive"), (.close, "close"),
        ] as [(HTTPResponseEncoder.ConnectionField, String?)])
    func connectionField(_ field: HTTPResponseEncoder.ConnectionField, expected: String?) {
        let text = Self.encoded(HTTPResponse(status: .ok), connection: field)
        #expect(text.contains("Connection:") == (expected != nil))
        if let expected { #expect(text.contains("Connection: \(expected)\r\n")) }
    }

    @Test("HEAD, 204 and 304 carry no body; HEAD keeps the length of the body it would have had")
    func noBody() {
        let body = Array("hello".utf8)
        let head = Self.encoded(HTTPResponse(status: .ok, body: body), isHead: true)
        #expect(head.hasSuffix("\r\n\r\n") && head.contains("Content-Length: 5\r\n"))
        for status in [HTTPStatus.noContent, .notModified] {
            let text = Self.encoded(HTTPResponse(status: status, body: body))
            #expect(text.hasSuffix("\r\n\r\n") && !text.contains("Content-Length"), "\(status.code)")
        }
    }

    @Test("CR, LF and a colon in a name cannot end or split a field")
    func fieldInjection() {
        var headers = HTTPHeaders()
        headers.set("X-A:b\r\n", "one\r\nSet-Cookie: x=1")
        let text = Self.encoded(HTTPResponse(status: .ok, headers: headers))
        #expect(text.contains("X-Ab: oneSet-Cookie: x=1\r\n"))
        #expect(!text.contains("\r\nSet-Cookie"))
    }

    @Test(
        "a rendered response is sent as the same bytes as the response it was rendered from",
        arguments: [HTTPStatus.ok, .noContent, .notModified, .notFound], [false, true])
    func renderedResponse(status: HTTPStatus, isHead: Bool) {
        var headers = HTTPHeaders([("Content-Type", "application/json"), ("ETag", "\"abc\"")])
        headers.add("X-Odd\r\n", "value\r\nInjected: 1")
        var response = HTTPResponse(status: status, headers: headers, body: Array("{\"q\":\"lon\"}".utf8))
        response.route = "/v1/suggest"
        let rendered = RenderedHTTPResponse(response)
        #expect(rendered.response == response)
        for connection in [HTTPResponseEncoder.ConnectionField.none, .keepAlive, .close] {
            var direct: [UInt8] = []
            var fromRendered: [UInt8] = []
            HTTPResponseEncoder.encode(response, date: Self.date, isHead: isHead, connection: connection, into: &direct)
            HTTPResponseEncoder.encode(
                rendered, date: Self.date, isHead: isHead, connection: connection, into: &fromRendered)
            #expect(fromRendered == direct, "\(status.code) \(connection)")
        }
    }

    @Test("Content-Length is the body's size in decimal", arguments: [0, 7, 10, 1_685, 1_000_000])
    func contentLength(size: Int) {
        let text = Self.encoded(HTTPResponse(status: .ok, body: [UInt8](repeating: 0x20, count: size)))
        #expect(text.contains("\r\nContent-Length: \(size)\r\n"))
    }
}
