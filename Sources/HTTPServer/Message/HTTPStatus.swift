/// A response status: its code and reason phrase.
public struct HTTPStatus: Sendable, Equatable, Hashable {
    /// The three-digit code.
    public let code: Int
    /// The reason phrase sent after the code.
    public let reason: String

    /// A status from its code and reason phrase.
    public init(_ code: Int, _ reason: String) {
        self.code = code
        self.reason = reason
    }

    /// 100 Continue: send the body (for `Expect: 100-continue`).
    public static let `continue` = HTTPStatus(100, "Continue")
    /// 200 OK.
    public static let ok = HTTPStatus(200, "OK")
    /// 201 Created.
    public static let created = HTTPStatus(201, "Created")
    /// 204 No Content.
    public static let noContent = HTTPStatus(204, "No Content")
    /// 304 Not Modified.
    public static let notModified = HTTPStatus(304, "Not Modified")
    /// 400 Bad Request.
    public static let badRequest = HTTPStatus(400, "Bad Request")
    /// 401 Unauthorized (with `WWW-Authenticate`).
    public static let unauthorized = HTTPStatus(401, "Unauthorized")
    /// 403 Forbidden.
    public static let forbidden = HTTPStatus(403, "Forbidden")
    /// 404 Not Found.
    public static let notFound = HTTPStatus(404, "Not Found")
    /// 405 Method Not Allowed (with `Allow`).
    public static let methodNotAllowed = HTTPStatus(405, "Method Not Allowed")
    /// 408 Request Timeout.
    public static let requestTimeout = HTTPStatus(408, "Request Timeout")
    /// 409 Conflict.
    public static let conflict = HTTPStatus(409, "Conflict")
    /// 411 Length Required.
    public static let lengthRequired = HTTPStatus(411, "Length Required")
    /// 412 Precondition Failed.
    public static let preconditionFailed = HTTPStatus(412, "Precondition Failed")
    /// 413 Content Too Large.
    public static let contentTooLarge = HTTPStatus(413, "Content Too Large")
    /// 414 URI Too Long.
    public static let uriTooLong = HTTPStatus(414, "URI Too Long")
    /// 415 Unsupported Media Type.
    public static let unsupportedMediaType = HTTPStatus(415, "Unsupported Media Type")
    /// 421 Misdirected Request: this server does not answer for the name asked.
    public static let misdirectedRequest = HTTPStatus(421, "Misdirected Request")
    /// 422 Unprocessable Content.
    public static let unprocessableContent = HTTPStatus(422, "Unprocessable Content")
    /// 428 Precondition Required.
    public static let preconditionRequired = HTTPStatus(428, "Precondition Required")
    /// 431 Request Header Fields Too Large.
    public static let headerFieldsTooLarge = HTTPStatus(431, "Request Header Fields Too Large")
    /// 500 Internal Server Error.
    public static let internalServerError = HTTPStatus(500, "Internal Server Error")
    /// 501 Not Implemented.
    public static let notImplemented = HTTPStatus(501, "Not Implemented")
    /// 503 Service Unavailable.
    public static let serviceUnavailable = HTTPStatus(503, "Service Unavailable")
    /// 507 Insufficient Storage.
    public static let insufficientStorage = HTTPStatus(507, "Insufficient Storage")
    /// 505 HTTP Version Not Supported.
    public static let versionNotSupported = HTTPStatus(505, "HTTP Version Not Supported")
}
