import DocumentFormats
import FileAccess
import Foundation

/// What every command reads from its surroundings, and where it writes: the environment, the
/// console, standard input, the clock, the working folder and input files. Commands get them from
/// here, so that these rules are the same everywhere and a command runs the same in a process and in
/// a test (``capturing(environment:input:now:)``). The helpers that turn common options into a catalog,
/// a store or a format live with the commands, in `Context+CommandOptions.swift`.
public struct Context: Sendable {
    /// The environment variables.
    public var environment: [String: String]
    /// Where results and diagnostics go.
    public var console: Console
    /// The standard input.
    public var input: StandardInput
    /// The current time (a test may fix it).
    public var clock: @Sendable () -> Date
    /// The folder relative input paths are read from, when it is not the process's own (a run in
    /// a test's process); diagnostics still name the paths as given.
    public var workingDirectory: String?

    /// A context from its parts.
    public init(
        environment: [String: String], console: Console, input: StandardInput, clock: @escaping @Sendable () -> Date
    ) {
        self.environment = environment
        self.console = console
        self.input = input
        self.clock = clock
    }

    /// The process's own: its environment, stdout and stderr, stdin and the system clock.
    public static func process() -> Context {
        Context(environment: SystemCall.environment, console: .process(), input: .process, clock: { Date() })
    }

    /// A context for a run in this process: its output captured, its input given.
    public static func capturing(
        environment: [String: String] = [:], input: [UInt8] = [], now: Date? = nil
    ) -> Context {
        Context(
            environment: environment, console: .capturing(), input: .bytes(input), clock: { now ?? Date() })
    }

    /// A path as this process reaches it: a relative one against ``workingDirectory`` when set.
    func path(_ path: String) -> String {
        guard !path.hasPrefix("/"), let workingDirectory else { return path }
        return "\(workingDirectory)/\(path)"
    }

    /// The bytes of a file, or of standard input for `-`.
    func readInput(_ path: String, limit: Int, regularFileOnly: Bool = false) throws(CommandFailure) -> [UInt8] {
        let input = diagnosedInput(path, limit: limit, regularFileOnly: regularFileOnly)
        guard let bytes = input.value else { throw CommandFailure(input) }
        return bytes
    }

    /// The bytes of a file, or of standard input for `-`, or a diagnostic saying why not. With
    /// `regularFileOnly` (a server's inputs), only a regular file: a FIFO is refused, never waited on.
    func diagnosedInput(_ path: String, limit: Int, regularFileOnly: Bool = false) -> Diagnosed<[UInt8]> {
        guard path == "-", !regularFileOnly, case .bytes(let bytes) = input else {
            // Read where this process reaches the file; diagnostics name it as given.
            let reached = path == "-" ? path : self.path(path)
            return FileSystem.readInput(
                reached, limit: limit, as: reached == path ? nil : path, regularFileOnly: regularFileOnly)
        }
        guard bytes.count <= limit else {
            return .failure(
                Diagnostic(
                    .error, .inputTooLarge, "<stdin> is larger than the \(limit / 1024) KiB limit", file: "<stdin>"))
        }
        return Diagnosed(value: bytes)
    }

    /// Writes an outcome's diagnostics to stderr, and how many more were left out.
    func report<Value>(_ outcome: Diagnosed<Value>) {
        report(outcome.diagnostics, omitted: outcome.omitted)
    }

    /// Writes diagnostics to stderr, and how many more were left out.
    func report(_ diagnostics: [Diagnostic], omitted: Int = 0) {
        for diagnostic in diagnostics { console.error(diagnostic.rendered) }
        if omitted > 0 { console.error("… and \(omitted) more problem\(omitted == 1 ? "" : "s") not shown") }
    }
}
