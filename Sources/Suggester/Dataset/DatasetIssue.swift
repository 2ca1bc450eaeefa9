/// A row of a dataset that could not be used, and why. Loading goes on without it.
public struct DatasetIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// Why the row was skipped.
    public var message: String

    /// Creates an issue.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// `line 12: …`.
    public var description: String { "line \(line): \(message)" }
}
