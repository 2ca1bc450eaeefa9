/// One subcommand: its spec and what it does.
protocol Command {
    /// What the command accepts, and its help.
    static var spec: CommandSpec { get }
    /// Runs the command. Throws a ``CommandFailure`` to end with a message and status.
    static func run(_ arguments: ParsedArguments, context: Context) throws(CommandFailure) -> ExitCode
}

/// Options that many commands share.
enum CommonOptions {
    static let json = (name: "json", help: "Write machine-readable JSON to stdout.")
    static let schema = (name: "schema", value: "FILE", help: "Use the schema in FILE instead of the bundled ones.")
    static let store = (
        name: "store", value: "DIR",
        help: "The store folder (default: $INTENTCTL_HOME, $XDG_CONFIG_HOME/intentctl, ~/.config/intentctl)."
    )
    static let now = (name: "now", value: "TIME", help: "The reference time, ISO 8601 with a zone (default: now).")
    static let data = (name: "data", value: "FILE", help: "Use the airports in FILE (TSV dataset or OurAirports CSV).")
}
