import DocumentFormats

/// Why a file operation failed: the failures that stop an operation rather than being reported as a
/// document's diagnostics.
public enum FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
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
    /// A file is larger than allowed.
    case tooLarge(path: String, limit: Int)
    /// A lock stayed busy for this many seconds.
    case lockTimeout(path: String, seconds: Double)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(TextSanitizer.printable(path)): \(reason)"
        case .unwritable(let path, let reason), .noSpace(let path, let reason):
            "cannot write \(TextSanitizer.printable(path)): \(reason)"
        case .systemFailure(let path, let reason):
            "the system could not use \(TextSanitizer.printable(path)) now: \(reason)"
        case .tooLarge(let path, let limit):
            "\(TextSanitizer.printable(path)) is larger than the \(limit / 1024) KiB limit"
        case .lockTimeout(let path, let seconds):
            "the lock on \(TextSanitizer.printable(path)) stayed busy for \(Self.formatted(seconds)) s: another process is writing to the store"
        }
    }

    /// A number of seconds with at most one decimal, for messages: `10`, `2.5`.
    private static func formatted(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return seconds.description }
        let tenths = (seconds * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
