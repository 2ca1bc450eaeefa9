import DocumentFormats
import HTTPServer
import IntentSchema

/// A request the service refuses, with the problem response that says why.
package struct ServiceProblem: Error {
    /// The response to send.
    package var response: HTTPResponse

    /// A problem with this status, code and detail, and more members written by `extra`.
    package init(
        _ status: HTTPStatus, _ code: DiagnosticCode, _ detail: String, headers: HTTPHeaders = HTTPHeaders(),
        extra: ((inout JSONWriter) -> Void)? = nil
    ) {
        response = .problem(status, code: code, detail: detail, headers: headers, extra: extra)
    }

    /// 400 for a query parameter, with the parameter's name in the detail.
    package static func invalidQuery(_ detail: String) -> ServiceProblem {
        ServiceProblem(.badRequest, .httpInvalidQuery, detail)
    }

    /// 404 with a detail.
    package static func notFound(_ detail: String) -> ServiceProblem {
        ServiceProblem(.notFound, .httpNotFound, detail)
    }
}
