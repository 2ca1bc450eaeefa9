/// The codes of the document formats: reading input and JSON syntax.
extension DiagnosticCode {
    // Input and JSON syntax.
    /// `json.invalid-utf8`: see its ``help``.
    public static let jsonInvalidUTF8 = DiagnosticCode(
        "json.invalid-utf8", help: "The input is not valid UTF-8.")
    /// `json.syntax`: see its ``help``.
    public static let jsonSyntax = DiagnosticCode(
        "json.syntax", help: "The input is not well-formed JSON.")
    /// `json.unexpected-end`: see its ``help``.
    public static let jsonUnexpectedEnd = DiagnosticCode(
        "json.unexpected-end", help: "The input ends inside a value.")
    /// `json.control-character`: see its ``help``.
    public static let jsonControlCharacter = DiagnosticCode(
        "json.control-character", help: "A raw control character inside a JSON string.")
    /// `json.invalid-escape`: see its ``help``.
    public static let jsonInvalidEscape = DiagnosticCode(
        "json.invalid-escape", help: "An escape sequence JSON does not define.")
    /// `json.invalid-number`: see its ``help``.
    public static let jsonInvalidNumber = DiagnosticCode(
        "json.invalid-number", help: "A malformed number.")
    /// `json.too-deep`: see its ``help``.
    public static let jsonTooDeep = DiagnosticCode(
        "json.too-deep", help: "Nesting deeper than allowed.")
    /// `json.trailing-content`: see its ``help``.
    public static let jsonTrailingContent = DiagnosticCode(
        "json.trailing-content", help: "Content after the document's value.")
    /// `json.empty`: see its ``help``.
    public static let jsonEmpty = DiagnosticCode(
        "json.empty", help: "An empty document.")
    /// `json.duplicate-key`: see its ``help``.
    public static let jsonDuplicateKey = DiagnosticCode(
        "json.duplicate-key", help: "The same key twice in one object.")
    /// `input.too-large`: see its ``help``.
    public static let inputTooLarge = DiagnosticCode(
        "input.too-large", help: "The input is larger than allowed.")
    /// `input.unreadable`: see its ``help``.
    public static let inputUnreadable = DiagnosticCode(
        "input.unreadable", help: "The input file does not exist or cannot be read.")

    /// Every code this module declares, in the order of the documentation.
    public static let documentFormatCodes: [DiagnosticCode] = [
        .jsonInvalidUTF8,
        .jsonSyntax,
        .jsonUnexpectedEnd,
        .jsonControlCharacter,
        .jsonInvalidEscape,
        .jsonInvalidNumber,
        .jsonTooDeep,
        .jsonTrailingContent,
        .jsonEmpty,
        .jsonDuplicateKey,
        .inputTooLarge,
        .inputUnreadable,
    ]
}
