/// The unrecoverable failures of IntentSchema: the ones that stop an operation rather than being
/// reported as diagnostics.
public enum IntentSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file or folder could not be read.
    case unreadable(path: String, reason: String)
    /// A file or folder could not be written.
    case unwritable(path: String, reason: String)
    /// A file could not be written because its disk (or the user's quota on it) is full: nothing was replaced.
    case noSpace(path: String, reason: String)
    /// The system could not do it now (too many open files, no memory left, an I/O error): it
    /// says nothing about the file, so it is never reported as the file's state, and trying again
    /// later may work.
    case systemFailure(path: String, reason: String)
    /// A configuration name breaks the naming rules.
    case invalidName(String, reason: String)
    /// No stored configuration has this name.
    case notFound(name: String)
    /// A file is larger than allowed.
    case tooLarge(path: String, limit: Int)
    /// A configuration cannot be turned into a concrete search.
    case unresolvable(String)
    /// The store's lock stayed busy for this many seconds.
    case lockTimeout(path: String, seconds: Double)
    /// A stored configuration belongs to a schema this program does not have, and an edit would
    /// replace it: `detail` says what would be lost.
    case foreignConfiguration(name: String, detail: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(TextSanitizer.printable(path)): \(reason)"
        case .unwritable(let path, let reason), .noSpace(let path, let reason):
            "cannot write \(TextSanitizer.printable(path)): \(reason)"
        case .systemFailure(let path, let reason):
            "the system could not use \(TextSanitizer.printable(path)) now: \(reason)"
        case .invalidName(let name, let reason):
            "invalid configuration name \(JSONWriter.quoted(TextSanitizer.truncated(name, to: 80))): \(reason)"
        case .notFound(let name): "no stored configuration named \(JSONWriter.quoted(name))"
        case .tooLarge(let path, let limit):
            "\(TextSanitizer.printable(path)) is larger than the \(limit / 1024) KiB limit"
        case .unresolvable(let reason): "cannot resolve the search: \(TextSanitizer.printable(reason))"
        case .lockTimeout(let path, let seconds):
            "the lock on \(TextSanitizer.printable(path)) stayed busy for \(seconds.formatted) s: another process is writing to the store"
        case .foreignConfiguration(let name, let detail):
            "'\(name)' is not a configuration of a schema this program has: \(TextSanitizer.printable(detail))"
        }
    }
}

extension Double {
    /// The number with at most one decimal, for messages: `10`, `2.5`.
    fileprivate var formatted: String {
        guard isFinite, abs(self) < 1e12 else { return description }
        let tenths = (self * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
