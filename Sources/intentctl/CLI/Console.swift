import IntentSchema
import Synchronization

/// The only place that writes to stdout and stderr.
///
/// Every write to stdout is checked. When the reader has left (the pipe is closed), output stops
/// quietly; when a write fails otherwise (a full disk, a closed descriptor), the failure is said
/// once on stderr. Either way later output is dropped, loops that produce output stop (they ask
/// ``isOutputOpen``), and ``finish(_:)`` turns the command's success into the documented status.
enum Console {
    /// What has happened to stdout.
    enum OutputState: Equatable, Sendable {
        /// Every write so far succeeded.
        case open
        /// The reader closed its end (EPIPE).
        case readerLeft
        /// A write failed with this `errno`.
        case failed(Int32)
    }

    private static let state = Mutex(OutputState.open)

    /// What has happened to stdout so far.
    static var outputState: OutputState { state.withLock { $0 } }

    /// Whether stdout can still be written: false once the reader left or a write failed.
    static var isOutputOpen: Bool { outputState == .open }

    /// Writes a line (or text ending in a newline) to stdout.
    static func out(_ text: String) {
        writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes a value as pretty-printed JSON to stdout.
    static func json(_ value: some JSONWritable) {
        out(JSONWriter.write(value))
    }

    /// Writes text to stdout as it is.
    static func writeOutput(_ text: String) {
        writeOutput(bytes: Array(text.utf8))
    }

    /// Writes UTF-8 bytes to stdout as they are.
    static func writeOutput(bytes: [UInt8]) {
        guard isOutputOpen else { return }
        guard let error = write(bytes[...], to: SystemCall.standardOutput) else { return }
        let first = state.withLock { state -> Bool in
            guard state == .open else { return false }
            state = error == SystemCall.brokenPipe ? .readerLeft : .failed(error)
            return true
        }
        if first, error != SystemCall.brokenPipe {
            self.error("intentctl: cannot write to standard output: \(SystemCall.describe(error))")
        }
    }

    /// Writes a line to stderr. A failure there has nowhere to be reported and is ignored.
    static func error(_ text: String) {
        _ = write(Array((text.hasSuffix("\n") ? text : text + "\n").utf8)[...], to: SystemCall.standardError)
    }

    /// Writes text to stderr as it is (prompts that wait on the same line). Failures are ignored.
    static func prompt(_ text: String) {
        _ = write(Array(text.utf8)[...], to: SystemCall.standardError)
    }

    /// The status a command ends with, given the one it returned: a success whose output could not
    /// be written becomes ``ExitCode/outputClosed`` (the reader left) or ``ExitCode/ioError``; a
    /// failure keeps its own status.
    static func finish(_ status: ExitCode) -> ExitCode {
        guard status == .success else { return status }
        switch outputState {
        case .open: return status
        case .readerLeft: return .outputClosed
        case .failed: return .ioError
        }
    }

    /// Writes all the bytes, retrying short writes and interruptions, so a line is on its way as
    /// soon as it is written. Returns the `errno` of a failure, or nil.
    private static func write(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { SystemCall.writeBytes(descriptor, $0) }
            if written < 0 {
                if SystemCall.lastError == SystemCall.interrupted { continue }
                return SystemCall.lastError
            }
            rest = rest.dropFirst(written)
        }
        return nil
    }
}
