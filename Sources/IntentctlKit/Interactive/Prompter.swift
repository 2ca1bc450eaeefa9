import DocumentFormats
import IntentSchema

/// How a question was answered.
enum PromptOutcome {
    /// A value, or nil to keep the current one.
    case answered(ParameterValue?)
    /// The person cancelled (Esc, Ctrl-C, or "no" to saving).
    case cancelled
    /// The input ended before an answer.
    case ended
}

/// Asks a session's questions: in a terminal, or one answer per line from a pipe.
protocol Prompter {
    /// Asks one question until it has a usable answer.
    mutating func ask(_ question: ConfigurationQuestion, in session: ConfigurationSession) -> PromptOutcome
    /// Shows the summary and asks whether to save: `.answered(.boolean(true))` to save.
    mutating func confirm(summary: [String], name: String) -> PromptOutcome
    /// Puts the terminal back as it was.
    mutating func finish()
}

extension Option {
    /// `LON  London (all airports), United Kingdom`, safe to print.
    var line: String {
        TextSanitizer.printable(
            [id, [title, subtitle].compactMap { $0 }.joined(separator: ", ")].joined(separator: "  "))
    }
}
