/// The stable code of an error the server answers by itself, before or around a responder: a
/// request it cannot read, one that did not arrive in time, a server too busy to take it. Codes
/// never change meaning; clients may match on them. The application decides how an error is
/// written (see ``HTTPServerConfiguration/errorResponse``).
public struct HTTPErrorCode: Sendable, Hashable, CustomStringConvertible {
    /// The code as clients match on it: `http.what-went-wrong`.
    public let rawValue: String
    /// What the code reports, for people.
    public let help: String

    private init(_ rawValue: String, help: String) {
        self.rawValue = rawValue
        self.help = help
    }

    /// The code as clients match on it.
    public var description: String { rawValue }

    /// Codes are equal when they are spelled the same.
    public static func == (lhs: HTTPErrorCode, rhs: HTTPErrorCode) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the spelling.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// `http.malformed-request`: see its ``help``.
    public static let malformedRequest = HTTPErrorCode(
        "http.malformed-request",
        help: "The request line or a header field is malformed, or a required header is missing.")
    /// `http.unsupported-version`: see its ``help``.
    public static let unsupportedVersion = HTTPErrorCode(
        "http.unsupported-version", help: "The request names an HTTP version other than 1.0 and 1.1.")
    /// `http.uri-too-long`: see its ``help``.
    public static let uriTooLong = HTTPErrorCode(
        "http.uri-too-long", help: "The request line is longer than the server reads.")
    /// `http.headers-too-large`: see its ``help``.
    public static let headersTooLarge = HTTPErrorCode(
        "http.headers-too-large",
        help: "The request head (request line and header fields) is larger than the server reads.")
    /// `http.length-required`: see its ``help``.
    public static let lengthRequired = HTTPErrorCode(
        "http.length-required", help: "The request has a body without `Content-Length` (a chunked body, for example).")
    /// `http.body-too-large`: see its ``help``.
    public static let bodyTooLarge = HTTPErrorCode(
        "http.body-too-large", help: "The request body is larger than the server reads.")
    /// `http.timeout`: see its ``help``.
    public static let timeout = HTTPErrorCode("http.timeout", help: "The request did not arrive in time.")
    /// `http.unavailable`: see its ``help``.
    public static let unavailable = HTTPErrorCode(
        "http.unavailable", help: "The server has as many connections as it takes, or is shutting down.")

    /// Every code the server answers with, in the order of the documentation.
    public static let all: [HTTPErrorCode] = [
        .malformedRequest, .unsupportedVersion, .uriTooLong, .headersTooLarge, .lengthRequired, .bodyTooLarge,
        .timeout, .unavailable,
    ]
}
