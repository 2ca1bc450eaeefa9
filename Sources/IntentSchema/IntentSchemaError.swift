/// The unrecoverable failures of IntentSchema: the ones that stop an operation rather than being
/// reported as diagnostics.
public enum IntentSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A file or folder could not be written.
    case unwritable(path: String, reason: String)
    /// A configuration name breaks the naming rules.
    case invalidName(String, reason: String)
    /// No stored configuration has this name.
    case notFound(name: String)
    /// A file is larger than allowed.
    case tooLarge(path: String, limit: Int)
    /// A configuration cannot be turned into a concrete search.
    case unresolvable(String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(TextSanitizer.printable(path)): \(reason)"
        case .unwritable(let path, let reason): "cannot write \(TextSanitizer.printable(path)): \(reason)"
        case .invalidName(let name, let reason):
            "invalid configuration name \(JSONWriter.quoted(TextSanitizer.truncated(name, to: 80))): \(reason)"
        case .notFound(let name): "no stored configuration named \(JSONWriter.quoted(name))"
        case .tooLarge(let path, let limit):
            "\(TextSanitizer.printable(path)) is larger than the \(limit / 1024) KiB limit"
        case .unresolvable(let reason): "cannot resolve the search: \(TextSanitizer.printable(reason))"
        }
    }
}
