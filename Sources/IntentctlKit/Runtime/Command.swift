/// One subcommand: its spec and what it does. A command validates its options, hands off to the
/// libraries, and presents the result.
protocol Command {
    /// What the command accepts, and its help.
    static var spec: CommandSpec { get }
    /// Runs the command. Throws a ``CommandFailure`` to end with a message and status.
    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode
}
