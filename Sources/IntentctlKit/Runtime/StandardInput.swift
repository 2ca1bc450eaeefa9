import ConfigurationStore

/// Where a command reads its standard input: the process's, or bytes given to a run in this
/// process.
public enum StandardInput: Sendable {
    /// The process's standard input (descriptor 0).
    case process
    /// These bytes, then the end of the input.
    case bytes([UInt8])

    /// Whether a person may be typing at it: the process's input, when it is a terminal.
    var isTerminal: Bool {
        if case .process = self { return SystemCall.isTerminal(SystemCall.standardInput) }
        return false
    }
}
