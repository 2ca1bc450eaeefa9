import DocumentFormats
import IntentSchema

extension DiagnosticCode {
    /// Two ids become the same Swift name, or a name that the generated code uses.
    public static let generateNameCollision = DiagnosticCode(
        "generate.name-collision",
        help:
            "Two ids of the schema become the same Swift identifier once made valid Swift (next-weekend and next_weekend), or a SiriKit name that must be kept is a member every generated intent has or a type its code uses; rename one."
    )
    /// The generator cannot write what the schema needs.
    public static let generateUnsupported = DiagnosticCode(
        "generate.unsupported",
        help:
            "The schema needs something the App Intents generator cannot write, such as more relationships than a parameter summary can branch on."
    )
    /// Two texts of the schema share a catalog key but differ.
    public static let generateCatalogConflict = DiagnosticCode(
        "generate.catalog-conflict",
        help:
            "Two texts of the schema, such as two summary cases with the same source-language text, would share a key of the string catalog but differ in some language; make them agree, or make their source-language texts differ."
    )

    /// The codes of `intentctl generate`.
    public static let generateCodes: [DiagnosticCode] = [
        .generateNameCollision, .generateUnsupported, .generateCatalogConflict,
    ]
}
