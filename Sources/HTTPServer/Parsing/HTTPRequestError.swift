import IntentSchema

/// Why a request could not be read: the status to answer with, a stable code and a message. The
/// connection is closed after the answer, since what follows cannot be trusted to start a request.
public struct HTTPRequestError: Error, Sendable, Equatable {
    /// The status to answer with.
    public let status: HTTPStatus
    /// The stable diagnostic code.
    public let code: DiagnosticCode
    /// What was wrong, for people.
    public let detail: String

    /// An error from its parts.
    public init(_ status: HTTPStatus, _ code: DiagnosticCode, _ detail: String) {
        self.status = status
        self.code = code
        self.detail = detail
    }

    /// The problem response for this error.
    public var response: HTTPResponse {
        .problem(status, code: code, detail: detail)
    }
}
