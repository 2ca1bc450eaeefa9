import DocumentFormats
import FileAccess

/// Why the store could not do what it was asked.
public enum ConfigurationStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file of the store (or its folder, or its lock) could not be read, written or locked.
    case file(FileSystemError)
    /// A configuration name breaks the naming rules.
    case invalidName(String, reason: String)
    /// No stored configuration has this name.
    case notFound(name: String)
    /// A stored configuration belongs to a schema this program does not have, and an edit would
    /// replace it: `detail` says what would be lost.
    case foreignConfiguration(name: String, detail: String)

    /// A sentence for people.
    public var description: String {
        switch self {
        case .file(let failure): failure.description
        case .invalidName(let name, let reason):
            "invalid configuration name \(JSONWriter.quoted(TextSanitizer.truncated(name, to: 80))): \(reason)"
        case .notFound(let name): "no stored configuration named \(JSONWriter.quoted(name))"
        case .foreignConfiguration(let name, let detail):
            "'\(name)' is not a configuration of a schema this program has: \(TextSanitizer.printable(detail))"
        }
    }
}

extension ConfigurationStore {
    /// Runs a file operation of the store; its failure is the store's (``ConfigurationStoreError/file(_:)``).
    static func file<T>(_ operation: () throws(FileSystemError) -> T) throws(ConfigurationStoreError) -> T {
        do throws(FileSystemError) {
            return try operation()
        } catch {
            throw .file(error)
        }
    }
}
