/// GitHub Actions workflow commands for diagnostics: each becomes an annotation on the file and
/// line it names.
public enum GitHubAnnotations {
    /// One line per diagnostic: `::error file=F,line=L,col=C,title=CODE::message (hint)` (or
    /// `::warning`), with the characters workflow commands reserve escaped. O(diagnostics).
    public static func lines(for outcome: FileDiagnostics) -> [String] {
        var lines = outcome.diagnostics.map { diagnostic in
            var properties = ["file=\(escapeProperty(diagnostic.file ?? outcome.file))"]
            if let location = diagnostic.location {
                properties += ["line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(escapeProperty(diagnostic.code.rawValue))")
            var message = diagnostic.message
            if !diagnostic.path.components.isEmpty { message += " at \(diagnostic.path)" }
            if let hint = diagnostic.hint { message += " (\(hint))" }
            let command = diagnostic.severity == .error ? "error" : "warning"
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))"
        }
        if outcome.omitted > 0 {
            lines.append(
                "::warning file=\(escapeProperty(outcome.file))::\(outcome.omitted) more problems not shown")
        }
        return lines
    }

    /// A message: control characters made visible (so no line break ends the command early) and
    /// `%` escaped, as the runner's command parser expects.
    static func escapeData(_ text: String) -> String {
        TextSanitizer.printable(text).replacing("%", with: "%25")
    }

    /// A property value: as a message, and also `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
