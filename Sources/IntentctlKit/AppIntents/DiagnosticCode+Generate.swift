import IntentSchema

extension DiagnosticCode {
    /// Two ids become the same Swift name.
    static let generateNameCollision = DiagnosticCode(
        "generate.name-collision",
        help:
            "Two ids of the schema become the same Swift identifier once made valid Swift (next-weekend and next_weekend), or a case id becomes a member every AppEnum has; rename one."
    )
    /// The generator cannot write what the schema needs.
    static let generateUnsupported = DiagnosticCode(
        "generate.unsupported",
        help:
            "The schema needs something the App Intents generator cannot write, such as a dynamic parameter whose provider has no intentctl service route."
    )

    /// The codes of `intentctl generate`.
    static let generateCodes: [DiagnosticCode] = [.generateNameCollision, .generateUnsupported]
}
