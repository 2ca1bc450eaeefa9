import ConfigurationStore
import DocumentFormats
import IntentSchema
import Synchronization

/// Where a command's results and diagnostics go: the process's stdout and stderr, or buffers that
/// an in-process caller (a test) reads. Commands reach it through their ``Context``; nothing else
/// writes to stdout or stderr.
///
/// Every write to stdout is checked. When the reader has left (the pipe is closed), output stops
/// quietly; when a write fails otherwise (a full disk, a closed descriptor), the failure is said
/// once on stderr. Either way later output is dropped, loops that produce output stop (they ask
/// ``isOutputOpen``), and ``finish(_:)`` turns the command's success into the documented status.
public final class Console: Sendable {
    /// What has happened to stdout.
    public enum OutputState: Equatable, Sendable {
        /// Every write so far succeeded.
        case open
        /// The reader closed its end (EPIPE).
        case readerLeft
        /// A write failed with this `errno`.
        case failed(Int32)
    }

    /// What a capturing console was given.
    private struct Captured {
        var output: [UInt8] = []
        var errors: [UInt8] = []
    }

    /// Where the bytes go.
    private enum Sink: Sendable {
        /// The process's stdout and stderr.
        case process
        /// Buffers; a write to stdout fails with `failingWith` when it is set.
        case capturing(failingWith: Int32?)
    }

    private let state = Mutex(OutputState.open)
    private let captured = Mutex(Captured())
    private let sink: Sink

    private init(_ sink: Sink) {
        self.sink = sink
    }

    /// The process's stdout and stderr.
    public static func process() -> Console { Console(.process) }

    /// Buffers, read with ``capturedOutput`` and ``capturedErrors``.
    public static func capturing() -> Console { Console(.capturing(failingWith: nil)) }

    /// Buffers, where every write to stdout fails with `errno` (`ENOSPC` for a full disk, `EPIPE` for a
    /// reader that left), as the process's would: what an in-process test of a failed write uses.
    public static func capturing(failingOutputWith errno: Int32) -> Console { Console(.capturing(failingWith: errno)) }

    /// What was written to stdout, for a capturing console.
    public var capturedOutput: String { captured.withLock { String(decoding: $0.output, as: UTF8.self) } }

    /// What was written to stderr, for a capturing console.
    public var capturedErrors: String { captured.withLock { String(decoding: $0.errors, as: UTF8.self) } }

    /// What has happened to stdout so far.
    public var outputState: OutputState { state.withLock { $0 } }

    /// Whether stdout can still be written: false once the reader left or a write failed.
    public var isOutputOpen: Bool { outputState == .open }

    /// Writes a line (or text ending in a newline) to stdout.
    func out(_ text: String) {
        writeOutput(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes a value as pretty-printed JSON to stdout.
    func json(_ value: some JSONWritable) {
        out(JSONWriter.write(value))
    }

    /// Writes text to stdout as it is.
    func writeOutput(_ text: String) {
        writeOutput(bytes: Array(text.utf8))
    }

    /// Writes UTF-8 bytes to stdout as they are.
    func writeOutput(bytes: [UInt8]) {
        guard isOutputOpen else { return }
        let failure: Int32?
        switch sink {
        case .process: failure = Self.write(bytes[...], to: SystemCall.standardOutput)
        case .capturing(let failingWith?): failure = failingWith
        case .capturing(nil):
            captured.withLock { $0.output += bytes }
            failure = nil
        }
        guard let error = failure else { return }
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
    func error(_ text: String) {
        prompt(text.hasSuffix("\n") ? text : text + "\n")
    }

    /// Writes text to stderr as it is (prompts that wait on the same line). Failures are ignored.
    func prompt(_ text: String) {
        guard case .process = sink else {
            captured.withLock { $0.errors += Array(text.utf8) }
            return
        }
        _ = Self.write(Array(text.utf8)[...], to: SystemCall.standardError)
    }

    /// The status a command ends with, given the one it returned: a success whose output could not
    /// be written becomes ``ExitCode/outputClosed`` (the reader left) or ``ExitCode/ioError``; a
    /// failure keeps its own status.
    func finish(_ status: ExitCode) -> ExitCode {
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
