import Testing

@testable import HTTPServer

@Suite("HTTP request parsing")
struct HTTPRequestParserTests {
    /// Parses `text` whole, or a byte at a time when `byteByByte`.
    static func parse(
        _ text: String, limits: HTTPRequestParser.Limits = HTTPRequestParser.Limits(), byteByByte: Bool = false
    ) -> HTTPRequestParser.Outcome {
        var parser = HTTPRequestParser(limits: limits)
        let bytes = Array(text.utf8)
        guard byteByByte else { return bytes.withUnsafeBytes { parser.parse($0) } }
        var outcome = HTTPRequestParser.Outcome.incomplete(expectsContinue: false)
        for end in 1...bytes.count {
            outcome = bytes[..<end].withUnsafeBytes { parser.parse($0) }
            if case .incomplete = outcome { continue }
            return outcome
        }
        return outcome
    }

    @Test("a request with headers and a body, whole or a byte at a time", arguments: [false, true])
    func wellFormed(byteByByte: Bool) throws {
        let text =
            "POST /v1/configurations/validate?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\nX-A:  b c \r\n\r\nbodyGET"
        guard case .request(let request, let length) = Self.parse(text, byteByByte: byteByByte) else {
            Issue.record("not a request")
            return
        }
        #expect(length == text.utf8.count - 3)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/configurations/validate")
        #expect(request.query == "x=1")
        #expect(request.headers["x-a"] == "b c")
        #expect(request.body == Array("body".utf8))
        #expect(request.wantsKeepAlive)
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var status: Int
        var code: HTTPErrorCode
        var testDescription: String { name }
    }

    @Test(
        "malformed or oversized requests get their status and code",
        arguments: [
            Malformed(
                name: "bad request line", text: "GET /\r\nHost: a\r\n\r\n", status: 400, code: .malformedRequest),
            Malformed(
                name: "two spaces", text: "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", status: 400, code: .malformedRequest
            ),
            Malformed(
                name: "method with a separator", text: "GE(T / HTTP/1.1\r\nHost: a\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "relative target", text: "GET v1 HTTP/1.1\r\nHost: a\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "HTTP/2.0", text: "GET / HTTP/2.0\r\nHost: a\r\n\r\n", status: 505, code: .unsupportedVersion),
            Malformed(
                name: "not a version", text: "GET / HTTX/1.1\r\nHost: a\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "no Host in HTTP/1.1", text: "GET / HTTP/1.1\r\n\r\n", status: 400, code: .malformedRequest),
            Malformed(
                name: "two Hosts", text: "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "header without colon", text: "GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "space before colon", text: "GET / HTTP/1.1\r\nHost : a\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "folded header", text: "GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(name: "bare LF", text: "GET / HTTP/1.1\nHost: a\n\n", status: 400, code: .malformedRequest),
            Malformed(
                name: "bare CR", text: "GET / HTTP/1.1\rHost: a\r\n\r\n", status: 400, code: .malformedRequest),
            Malformed(
                name: "control character in a value", text: "GET / HTTP/1.1\r\nHost: a\u{1}\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "NUL in the head", text: "GET /\u{0} HTTP/1.1\r\nHost: a\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "binary garbage", text: "\u{16}\u{3}\u{1}\u{2}\u{0}\u{1}\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "chunked body", text: "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n",
                status: 411, code: .lengthRequired),
            Malformed(
                name: "two lengths",
                text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "negative length", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", status: 400,
                code: .malformedRequest),
            Malformed(
                name: "body too large", text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 262145\r\n\r\n",
                status: 413, code: .bodyTooLarge),
            Malformed(
                name: "absurd length",
                text: "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n", status: 413,
                code: .bodyTooLarge),
            Malformed(
                name: "long request line", text: "GET /" + String(repeating: "a", count: 9000), status: 414,
                code: .uriTooLong),
            Malformed(
                name: "100 KB of headers",
                text: "GET / HTTP/1.1\r\nHost: a\r\n"
                    + String(
                        repeating:
                            "X-Filler: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n",
                        count: 1000), status: 431, code: .headersTooLarge),
            Malformed(
                name: "too many fields",
                text: "GET / HTTP/1.1\r\nHost: a\r\n" + String(repeating: "A: b\r\n", count: 101) + "\r\n", status: 431,
                code: .headersTooLarge),
        ])
    func malformed(_ example: Malformed) {
        for byteByByte in [false, true] {
            guard case .failure(let error) = Self.parse(example.text, byteByByte: byteByByte) else {
                Issue.record("\(example.name) was not refused (byte by byte: \(byteByByte))")
                continue
            }
            #expect(error.status.code == example.status)
            #expect(error.code == example.code)
        }
    }

    @Test("a body shorter than its Content-Length waits; 100-continue is asked for only by HTTP/1.1")
    func incompleteBody() {
        let head = "PUT /x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n"
        #expect(Self.parse(head + "12345") == .incomplete(expectsContinue: true))
        #expect(
            Self.parse("PUT /x HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 10\r\n\r\n")
                == .incomplete(expectsContinue: false))
        #expect(Self.parse("GET / HTTP/1.1\r\nHost: a\r\n") == .incomplete(expectsContinue: false))
    }

    @Test("empty lines before a request are skipped; absolute and asterisk targets")
    func leniencies() {
        guard
            case .request(let request, _) = Self.parse("\r\n\r\nGET http://example.com/v1/suggest?q=a HTTP/1.0\r\n\r\n")
        else {
            Issue.record("not a request")
            return
        }
        #expect(request.target == "/v1/suggest?q=a")
        #expect(request.authority == "example.com", "an absolute target's authority stands for Host")
        #expect(request.version == .http10)
        #expect(!request.wantsKeepAlive)
        guard case .request(let options, _) = Self.parse("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n") else {
            Issue.record("not a request")
            return
        }
        #expect(options.target == "*")
        guard case .failure = Self.parse("GET * HTTP/1.1\r\nHost: a\r\n\r\n") else {
            Issue.record("GET * was taken")
            return
        }
    }

    @Test(
        "Host and an absolute target's authority are host[:port], one of them, and the target's wins",
        arguments: [
            ("Host: localhost:8080", "localhost:8080"), ("Host: 127.0.0.1", "127.0.0.1"),
            ("Host: [::1]:80", "[::1]:80"),
            ("Host: Example.COM.", "Example.COM."), ("Host: a-b_c~d%41", "a-b_c~d%41"), ("Host: a b/c@d", nil),
            ("Host: x:99999", nil), ("Host: x:", nil), ("Host: x:8a", nil), ("Host: [::1", nil), ("Host: [zz]:1", nil),
            ("Host: user@host", nil), ("Host: a:1:2", nil), ("Host: a\tb", nil),
            ("Host: " + String(repeating: "a", count: 300), nil), ("Host: a\r\nHost: b", nil),
            ("Host: localhost\r\nX: 1", "localhost"),
        ] as [(String, String?)])
    func host(_ field: String, _ authority: String?) {
        let outcome = Self.parse("GET / HTTP/1.1\r\n\(field)\r\n\r\n")
        if let authority {
            guard case .request(let request, _) = outcome else {
                Issue.record("\(field) was refused: \(outcome)")
                return
            }
            #expect(request.authority == authority)
        } else {
            guard case .failure(let error) = outcome else {
                Issue.record("\(field) was taken")
                return
            }
            #expect(error.status == .badRequest)
        }
    }

    @Test(
        "an absolute-form target's authority takes the place of Host, and is checked as Host is",
        arguments: [
            ("http://evil.example/v1/x", "evil.example"), ("HTTP://[::1]:9/", "[::1]:9"), ("http://a:99999/", nil),
            ("http://u@localhost/", nil), ("http://a b/", nil),
        ] as [(String, String?)])
    func absoluteAuthority(_ target: String, _ authority: String?) {
        let outcome = Self.parse("PUT \(target) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        switch (outcome, authority) {
        case (.request(let request, _), let expected?): #expect(request.authority == expected)
        case (.failure, nil): break
        default: Issue.record("\(target): \(outcome)")
        }
    }

    @Test(
        "Connection options decide keep-alive",
        arguments: [
            ("HTTP/1.1", "", true), ("HTTP/1.1", "Connection: close\r\n", false),
            ("HTTP/1.1", "Connection: Upgrade, CLOSE\r\n", false), ("HTTP/1.0", "", false),
            ("HTTP/1.0", "Connection: keep-alive\r\n", true),
        ])
    func keepAlive(version: String, field: String, expected: Bool) {
        guard case .request(let request, _) = Self.parse("GET / \(version)\r\nHost: a\r\n\(field)\r\n") else {
            Issue.record("not a request")
            return
        }
        #expect(request.wantsKeepAlive == expected)
    }

    @Test(
        "entity-tag lists match weakly, and * matches any tag",
        arguments: [
            (#""a""#, true), (#"W/"a""#, true), (#""b", "a""#, true), ("*", true), (#""b""#, false), (#"a"#, false),
            (#"  "a"  "#, true),
        ])
    func entityTags(list: String, expected: Bool) {
        let headers = HTTPHeaders([("If-Match", list)])
        #expect(headers.entityTags("if-match", include: #""a""#) == expected)
        #expect(headers.entityTags("If-None-Match", include: #""a""#) == nil)
    }
}
