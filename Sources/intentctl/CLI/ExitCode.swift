/// The documented exit statuses of `intentctl` (see the README).
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// Invalid input or validation errors.
    case invalid = 1
    /// The command line is wrong (EX_USAGE).
    case usage = 64
    /// An input file or stored configuration does not exist or cannot be read (EX_NOINPUT).
    case noInput = 66
    /// The store or an output file cannot be written (EX_CANTCREAT).
    case cannotWrite = 73
    /// Another input/output failure (EX_IOERR).
    case ioError = 74
    /// The person cancelled an interactive command (128 + SIGINT, as shells report Ctrl-C).
    case cancelled = 130
}
