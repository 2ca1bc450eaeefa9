/// Writes a response as HTTP/1.1 bytes: the counterpart of ``HTTPRequestParser``. Pure: the date
/// and how the connection goes on are given, so what is sent is tested without a socket.
///
/// Complexity: O(h + b) for h bytes of header fields and b of body, appended to the output.
public enum HTTPResponseEncoder {
    /// What the `Connection` field says.
    public enum ConnectionField: Sendable, Equatable {
        /// Nothing: HTTP/1.1 keeps the connection by default.
        case none
        /// `Connection: keep-alive`, which an HTTP/1.0 client needs to keep it.
        case keepAlive
        /// `Connection: close`: the server closes after this response.
        case close
    }

    /// Appends the response's bytes: the status line, the responder's fields (with any CR or LF
    /// dropped, and colons from names), then `Content-Length`, `Date`, `Server` and `Connection`,
    /// and the body, except for `HEAD` (`isHead`), 1xx, 204 and 304, which have none.
    public static func encode(
        _ response: HTTPResponse, date: String, isHead: Bool, connection: ConnectionField,
        into output: inout [UInt8]
    ) {
        appendHead(response, to: &output)
        appendEnd(
            status: response.status, body: response.body, date: date, isHead: isHead, connection: connection,
            to: &output)
    }

    /// Appends a rendered response's bytes, as ``encode(_:date:isHead:connection:into:)`` does for
    /// the response it was rendered from. Complexity: O(h + b), copies only.
    public static func encode(
        _ response: RenderedHTTPResponse, date: String, isHead: Bool, connection: ConnectionField,
        into output: inout [UInt8]
    ) {
        output.append(contentsOf: response.head)
        appendEnd(
            status: response.response.status, body: response.response.body, date: date, isHead: isHead,
            connection: connection, to: &output)
    }

    /// Whether a response with this status has a body (every final status but 204 and 304).
    private static func hasBody(_ status: HTTPStatus) -> Bool {
        status.code != 204 && status.code != 304 && status.code >= 200
    }

    /// Appends what does not change from one sending of a response to the next: the status line,
    /// the responder's fields and `Content-Length`.
    static func appendHead(_ response: HTTPResponse, to output: inout [UInt8]) {
        let status = response.status
        output.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(status.code, to: &output)
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: status.reason.utf8)
        output.append(contentsOf: "\r\n".utf8)
        for field in response.headers {
            appendFieldPart(field.name, dropping: [13, 10, 58], to: &output)
            output.append(contentsOf: ": ".utf8)
            appendFieldPart(field.value, dropping: [13, 10], to: &output)
            output.append(contentsOf: "\r\n".utf8)
        }
        if hasBody(status) {
            output.append(contentsOf: "Content-Length: ".utf8)
            appendDecimal(response.body.count, to: &output)
            output.append(contentsOf: "\r\n".utf8)
        }
    }

    /// Appends what each sending adds (`Date`, `Server`, `Connection`), the blank line and the body.
    private static func appendEnd(
        status: HTTPStatus, body: [UInt8], date: String, isHead: Bool, connection: ConnectionField,
        to output: inout [UInt8]
    ) {
        output.append(contentsOf: "Date: ".utf8)
        output.append(contentsOf: date.utf8)
        output.append(contentsOf: "\r\nServer: intentctl\r\n".utf8)
        switch connection {
        case .none: break
        case .keepAlive: output.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        case .close: output.append(contentsOf: "Connection: close\r\n".utf8)
        }
        output.append(contentsOf: "\r\n".utf8)
        if hasBody(status), !isHead { output.append(contentsOf: body) }
    }

    /// Appends a non-negative number's decimal digits, without building a string.
    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Appends a field's name or value without the bytes that would end or split it.
    private static func appendFieldPart(_ text: String, dropping unsafe: [UInt8], to output: inout [UInt8]) {
        if text.utf8.contains(where: unsafe.contains) {
            output.append(contentsOf: text.utf8.filter { !unsafe.contains($0) })
        } else {
            output.append(contentsOf: text.utf8)
        }
    }
}
