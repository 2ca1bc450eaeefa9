import DocumentFormats
import IntentSchema

/// Why the service could not take what it was given at start or reload: a file it cannot read, or
/// one whose content it cannot use. The service's own error; the CLI turns it into an exit status
/// (66 and 1).
public enum ServiceSetupError: Error, Equatable, Sendable {
    /// A file cannot be read (missing, no permission).
    case unreadable(String)
    /// A file was read, and what it holds cannot be used.
    case unusable(String)

    /// The error for an input that could not be read: unreadable, or unusable (too large).
    package init<Value>(_ input: Diagnosed<Value>, context: String) {
        let diagnostic = input.diagnostics.first
        let message = context + (diagnostic.map { TextSanitizer.printable($0.message) } ?? "the input cannot be read")
        self = diagnostic?.code == .inputUnreadable ? .unreadable(message) : .unusable(message)
    }

    /// What went wrong, for people.
    public var message: String {
        switch self {
        case .unreadable(let message), .unusable(let message): message
        }
    }
}
