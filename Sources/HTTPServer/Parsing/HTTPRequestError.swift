/// Why a request could not be read or answered by the server itself: the status to answer with, a
/// stable code and a message. After a request that could not be read, the connection is closed,
/// since what follows cannot be trusted to start a request.
public struct HTTPRequestError: Error, Sendable, Equatable {
    /// The status to answer with.
    public let status: HTTPStatus
    /// The stable code.
    public let code: HTTPErrorCode
    /// What was wrong, for people.
    public let detail: String

    /// An error from its parts.
    public init(_ status: HTTPStatus, _ code: HTTPErrorCode, _ detail: String) {
        self.status = status
        self.code = code
        self.detail = detail
    }

    /// The answer when the application sets no ``HTTPServerConfiguration/errorResponse``: the
    /// detail and the code as plain text.
    public var plainResponse: HTTPResponse {
        var headers = HTTPHeaders()
        headers.set("Content-Type", "text/plain; charset=utf-8")
        return HTTPResponse(status: status, headers: headers, body: Array("\(detail) [\(code)]\n".utf8))
    }
}
