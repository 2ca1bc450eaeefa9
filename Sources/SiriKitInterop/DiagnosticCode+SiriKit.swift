import DocumentFormats

extension DiagnosticCode {
    /// The file is not a property list (or `.strings` file) this project reads.
    public static let siriKitInvalidFile = DiagnosticCode(
        "sirikit.invalid-file",
        help:
            "The .intentdefinition or .strings file cannot be read: not XML, binary, UTF-16 XML, a DOCTYPE with declarations, an undefined entity, too deep or too large."
    )
    /// A key has the wrong type, or a required key is missing.
    public static let siriKitInvalidValue = DiagnosticCode(
        "sirikit.invalid-value",
        help: "A key of the intent definition is missing, has the wrong type, or holds a name that is not valid.")
    /// No intent fits.
    public static let siriKitNoIntent = DiagnosticCode(
        "sirikit.no-intent",
        help:
            "The definition has no intent eligible for widgets, the one --intent names is not there, or several are and --intent must choose."
    )
    /// A name refers to nothing.
    public static let siriKitUnknownReference = DiagnosticCode(
        "sirikit.unknown-reference",
        help: "A parameter names an enum, or a relationship a parent parameter, that the definition does not have.")
    /// Two parameters or cases share a name.
    public static let siriKitDuplicateName = DiagnosticCode(
        "sirikit.duplicate-name", help: "Two parameters of an intent, or two values of an enum, have the same name.")
    /// Relationships form a cycle.
    public static let siriKitRelationshipCycle = DiagnosticCode(
        "sirikit.relationship-cycle", help: "Parameters depend on each other in a circle, so none can be asked first.")
    /// Something the schema cannot hold (a warning: reported, never silently dropped).
    public static let siriKitNotCarriedOver = DiagnosticCode(
        "sirikit.not-carried-over",
        help:
            "Part of the definition has no equivalent in a schema (a response, multiple values, a predicate or type intentctl lacks) and was left out, or was imported approximately as the message says."
    )
    /// A dynamic parameter's type has no registered provider (a warning).
    public static let siriKitUnknownProvider = DiagnosticCode(
        "sirikit.unknown-provider",
        help:
            "A dynamic parameter's custom type is not mapped to one of intentctl's option providers with --provider TYPE=PROVIDER; the type's name becomes its provider, which intentctl's service does not answer: generate app-intents makes it a provider the app gives, through a protocol the app implements once."
    )

    /// The widget intent has no parameters a schema can hold (a warning: the schema has none).
    public static let siriKitNoParameters = DiagnosticCode(
        "sirikit.no-parameters",
        help:
            "The widget intent has no parameters (Xcode's \"Configuration\" template), or none that a schema can hold: the schema is imported with none, a widget nobody configures; add parameters to it later."
    )

    /// The codes of the intent definition import and export.
    public static let siriKitCodes: [DiagnosticCode] = [
        .siriKitInvalidFile, .siriKitInvalidValue, .siriKitNoIntent, .siriKitUnknownReference, .siriKitDuplicateName,
        .siriKitRelationshipCycle, .siriKitNotCarriedOver, .siriKitUnknownProvider, .siriKitNoParameters,
    ]
}
