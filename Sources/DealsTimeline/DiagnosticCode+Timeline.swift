import DocumentFormats

/// The codes of the timeline: deals feeds and deep links.
extension DiagnosticCode {
    // Deals feeds.
    /// `feed.invalid`: see its ``help``.
    public static let feedInvalid = DiagnosticCode(
        "feed.invalid",
        help: "The feed or a deal is malformed: not an array or object, an unknown or missing key, a wrong type.")
    /// `feed.invalid-value`: see its ``help``.
    public static let feedInvalidValue = DiagnosticCode(
        "feed.invalid-value", help: "A deal's value is not valid: a code, an amount, a currency, a date, a URL.")
    /// `feed.duplicate-id`: see its ``help``.
    public static let feedDuplicateID = DiagnosticCode(
        "feed.duplicate-id", help: "Two deals share an id.")
    // Deep links.
    /// `link.malformed`: see its ``help``.
    public static let linkMalformed = DiagnosticCode(
        "link.malformed", help: "A link is not `SCHEME://PATH?…` for the schema, or is malformed.")
    /// `link.unknown-parameter`: see its ``help``.
    public static let linkUnknownParameter = DiagnosticCode(
        "link.unknown-parameter", help: "A link has a parameter the format does not define.")
    /// `link.duplicate-parameter`: see its ``help``.
    public static let linkDuplicateParameter = DiagnosticCode(
        "link.duplicate-parameter", help: "A link has a parameter twice.")
    /// `link.missing-parameter`: see its ``help``.
    public static let linkMissingParameter = DiagnosticCode(
        "link.missing-parameter", help: "A link lacks a required parameter.")
    /// `link.invalid-value`: see its ``help``.
    public static let linkInvalidValue = DiagnosticCode(
        "link.invalid-value", help: "A link parameter's value cannot be turned into a configuration value.")

    /// Every code this module declares, in the order of the documentation.
    public static let timelineCodes: [DiagnosticCode] = [
        .feedInvalid,
        .feedInvalidValue,
        .feedDuplicateID,
        .linkMalformed,
        .linkUnknownParameter,
        .linkDuplicateParameter,
        .linkMissingParameter,
        .linkInvalidValue,
    ]
}
