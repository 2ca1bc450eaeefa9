/// What a subcommand accepts, and its help text.
struct CommandSpec {
    /// What a command's positional arguments are, for shell completion.
    enum Positionals {
        /// Nothing to complete.
        case none
        /// File names.
        case files
        /// Stored configuration names.
        case configurationNames
        /// Schema ids.
        case schemaIDs
        /// A configuration name, then `KEY=VALUE` assignments.
        case assignments
        /// Fixed words.
        case words([String])
    }

    /// The words that select the command: `["config", "set"]`.
    var path: [String]
    /// One line for the command list.
    var summary: String
    /// The synopsis after `intentctl`, such as `config set NAME KEY=VALUE...`.
    var usage: String
    /// Options that take no value.
    var flags: [FlagOption] = []
    /// Options that take a value.
    var options: [ValueOption] = []
    /// The fewest and most positional arguments.
    var positionals: ClosedRange<Int> = 0...0
    /// Paragraphs after the options.
    var discussion: String = ""
    /// What the positional arguments are, for shell completion.
    var completes: Positionals = .none

    /// The `--help` text.
    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: intentctl \(usage)\n\nOPTIONS:\n"
        let rows =
            options.map { (($0.short.map { "-\($0), " } ?? "") + "--\($0.name) \($0.value)", $0.help) }
            + flags.map { ("--\($0.name)", $0.help) }
            + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, help) in rows {
            text += "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}
