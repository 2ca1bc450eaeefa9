/// The documented exit statuses of `intentctl` (see the README).
public enum ExitCode: Int32, Sendable, Equatable, CaseIterable {
    /// Success.
    case success = 0
    /// Invalid input or validation errors.
    case invalid = 1
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// An input file or stored configuration does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// `serve` cannot listen on its address: in use, not allowed or not the host's
    /// (EX_UNAVAILABLE).
    case unavailable = 69
    /// The store or an output file cannot be written (EX_CANTCREAT).
    case cannotWrite = 73
    /// Another input/output failure, such as a write to stdout that failed (EX_IOERR).
    case ioError = 74
    /// The store is busy: its lock was not free within the lock timeout (EX_TEMPFAIL).
    case busy = 75
    /// The person cancelled an interactive command (128 + SIGINT, as shells report Ctrl-C).
    case cancelled = 130
    /// The reader of stdout went away before the output was written, as a shell reports a process
    /// ended by SIGPIPE (128 + 13); nothing is said about it.
    case outputClosed = 141
}
