import DocumentFormats

/// The codes of the configuration store.
extension DiagnosticCode {
    // The store.
    /// `store.stale-temporary-file`: see its ``help``.
    public static let storeStaleTemporaryFile = DiagnosticCode(
        "store.stale-temporary-file",
        help: "A temporary file left by a writer that stopped before finishing its write.")

    /// Every code this module declares, in the order of the documentation.
    public static let storeCodes: [DiagnosticCode] = [
        .storeStaleTemporaryFile
    ]
}
