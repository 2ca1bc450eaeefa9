import DocumentFormats
import HTTPServer
import IntentSchema

/// The codes of the HTTP service's problem responses (`application/problem+json`).
extension DiagnosticCode {
    /// The code of an error the HTTP server answers by itself (``HTTPErrorCode``), as a diagnostic.
    public init(_ code: HTTPErrorCode) {
        self.init(code.rawValue, help: code.help)
    }

    /// `http.malformed-request` (the server's own code), for a request the service cannot read
    /// either: a path that is not UTF-8 once decoded.
    public static let httpMalformedRequest = DiagnosticCode(HTTPErrorCode.malformedRequest)

    // The HTTP service.
    /// `http.not-found`: see its ``help``.
    public static let httpNotFound = DiagnosticCode(
        "http.not-found", help: "No resource at this path, or no item with this name.")
    /// `http.method-not-allowed`: see its ``help``.
    public static let httpMethodNotAllowed = DiagnosticCode(
        "http.method-not-allowed", help: "The resource does not answer this method; `Allow` lists those it does.")
    /// `http.unsupported-media-type`: see its ``help``.
    public static let httpUnsupportedMediaType = DiagnosticCode(
        "http.unsupported-media-type", help: "The body's media type is not one the route reads.")
    /// `http.precondition-failed`: see its ``help``.
    public static let httpPreconditionFailed = DiagnosticCode(
        "http.precondition-failed", help: "An `If-Match` or `If-None-Match` condition does not hold.")
    /// `http.invalid-query`: see its ``help``.
    public static let httpInvalidQuery = DiagnosticCode(
        "http.invalid-query",
        help: "A query parameter is malformed: bad percent-encoding, invalid UTF-8, an unknown name or a bad value.")
    /// `http.invalid-name`: see its ``help``.
    public static let httpInvalidName = DiagnosticCode(
        "http.invalid-name", help: "A configuration name in a path is not a valid name.")
    /// `http.invalid-configuration`: see its ``help``.
    public static let httpInvalidConfiguration = DiagnosticCode(
        "http.invalid-configuration",
        help: "A configuration sent to be stored is not valid; the problem lists its diagnostics.")
    /// `http.foreign-configuration`: see its ``help``.
    public static let httpForeignConfiguration = DiagnosticCode(
        "http.foreign-configuration",
        help: "The stored file is not a configuration of a known schema, and is not replaced.")
    /// `http.corrupt-configuration`: see its ``help``.
    public static let httpCorruptConfiguration = DiagnosticCode(
        "http.corrupt-configuration",
        help: "The stored file is not a readable configuration document, so there is no document to give; its entry "
            + "(`?view=entry`) says why.")
    /// `http.misdirected-request`: see its ``help``.
    public static let httpMisdirectedRequest = DiagnosticCode(
        "http.misdirected-request",
        help: "The request names a host this server does not answer to: on a loopback address, only localhost, "
            + "127.0.0.1, [::1] and the names given with --allowed-host (DNS rebinding).")
    /// `http.forbidden-origin`: see its ``help``.
    public static let httpForbiddenOrigin = DiagnosticCode(
        "http.forbidden-origin",
        help: "A page from another origin tried to change something: only the server's own pages and the --cors "
            + "origin may.")
    /// `http.unauthorized`: see its ``help``.
    public static let httpUnauthorized = DiagnosticCode(
        "http.unauthorized",
        help: "A write needs the server's write token in Authorization: Bearer, and it is missing or wrong.")
    /// `http.read-only`: see its ``help``.
    public static let httpReadOnly = DiagnosticCode(
        "http.read-only", help: "The server is read-only (--read-only): it has no store routes.")
    /// `http.store-full`: see its ``help``.
    public static let httpStoreFull = DiagnosticCode(
        "http.store-full",
        help:
            "The store holds as many configurations as the server allows (--max-configurations), or its disk is full; delete one first, or free space."
    )
    /// `http.store-unavailable`: see its ``help``.
    public static let httpStoreUnavailable = DiagnosticCode(
        "http.store-unavailable", help: "The store is busy (its lock stayed taken) or cannot be used; try again later.")
    /// `http.no-deals-feed`: see its ``help``.
    public static let httpNoDealsFeed = DiagnosticCode(
        "http.no-deals-feed", help: "The server was started without the deals feed a timeline needs.")
    /// `http.internal-error`: see its ``help``.
    public static let httpInternalError = DiagnosticCode(
        "http.internal-error", help: "The server failed to answer; the log says why.")

    /// Every code the service declares, in the order of the documentation.
    public static let serviceCodes: [DiagnosticCode] =
        HTTPErrorCode.all.map(DiagnosticCode.init) + [
            .httpNotFound,
            .httpMethodNotAllowed,
            .httpUnsupportedMediaType,
            .httpPreconditionFailed,
            .httpInvalidQuery,
            .httpInvalidName,
            .httpInvalidConfiguration,
            .httpForeignConfiguration,
            .httpCorruptConfiguration,
            .httpMisdirectedRequest,
            .httpForbiddenOrigin,
            .httpUnauthorized,
            .httpReadOnly,
            .httpStoreFull,
            .httpStoreUnavailable,
            .httpNoDealsFeed,
            .httpInternalError,
        ]
}
