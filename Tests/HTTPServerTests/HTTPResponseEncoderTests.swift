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
}
