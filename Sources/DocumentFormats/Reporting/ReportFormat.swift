/// How validation results are written for the tools that read them.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
    /// Diagnostics for people on stderr, and `FILE: valid` or `FILE: invalid` on stdout.
    case text
    /// One JSON array element per file: `{"file", "valid", "diagnostics", …}`.
    case json
    /// GitHub Actions workflow commands: one `::error file=…,line=…,col=…,title=CODE::message` per
    /// diagnostic, which GitHub shows as annotations on the pull request.
    case github
    /// A SARIF 2.1.0 log: one run, a rule per diagnostic code, a result per diagnostic.
    case sarif
    /// A JUnit XML report: a test case per file, a failure per error.
    case junit
}
