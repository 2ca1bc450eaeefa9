/// Why a file is not a property list this project reads, and where.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A sentence for people.
    public var message: String
    /// Where the problem starts.
    public var location: SourceLocation

    /// Creates an error.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `line:column: message`.
    public var description: String { "\(location.line):\(location.column): \(message)" }
}
