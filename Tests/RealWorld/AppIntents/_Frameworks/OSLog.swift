// Stand-in for the part of OSLog the corpus files use: a Logger and its interpolated messages.

public struct OSLogMessage: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

public struct Logger: Sendable {
    public init(subsystem: String, category: String) {}
    public func info(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
}
