import DocumentFormats
import HTTPServer
import IntentSchema

extension HTTPResponse {
    /// An RFC 9457 problem: `application/problem+json` with the status, a stable diagnostic
    /// `code`, a `detail` for people and, where given, more members written by `extra`.
    package static func problem(
        _ status: HTTPStatus, code: DiagnosticCode, detail: String, headers: HTTPHeaders = HTTPHeaders(),
        extra: ((inout JSONWriter) -> Void)? = nil
    ) -> HTTPResponse {
        var writer = JSONWriter(style: .compact)
        writer.writeObject { writer in
            writer.write("type", "urn:intentctl:problem:\(code.rawValue)")
            writer.write("title", status.reason)
            writer.write("status", status.code)
            writer.write("code", code.rawValue)
            writer.write("detail", detail)
            extra?(&writer)
        }
        var headers = headers
        headers.set("Content-Type", "application/problem+json")
        return HTTPResponse(status: status, headers: headers, body: writer.bytes + [UInt8(ascii: "\n")])
    }

    /// The problem for an error the server answers by itself: a request it cannot read, a
    /// timeout, 503 when busy. The service sets it as ``HTTPServerConfiguration/errorResponse``.
    package static func problem(_ error: HTTPRequestError) -> HTTPResponse {
        .problem(error.status, code: DiagnosticCode(error.code), detail: error.detail)
    }
}
