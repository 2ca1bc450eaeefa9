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
        let status = response.status
        output.append(contentsOf: "HTTP/1.1 \(status.code) \(status.reason)\r\n".utf8)
        for field in response.headers {
            appendFieldPart(field.name, dropping: [13, 10, 58], to: &output)
            output.append(contentsOf: ": ".utf8)
            appendFieldPart(field.value, dropping: [13, 10], to: &output)
            output.append(contentsOf: "\r\n".utf8)
        }
        let hasBody = status.code != 204 && status.code != 304 && status.code >= 200
        if hasBody { output.append(contentsOf: "Content-Length: \(response.body.count)\r\n".utf8) }
        output.append(contentsOf: "Date: \(date)\r\nServer: intentctl\r\n".utf8)
        switch connection {
        case .none: break
        case .keepAlive: output.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        case .close: output.append(contentsOf: "Connection: close\r\n".utf8)
        }
        output.append(contentsOf: "\r\n".utf8)
        if hasBody, !isHead { output.append(contentsOf: response.body) }
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
