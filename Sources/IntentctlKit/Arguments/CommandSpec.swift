/// What a subcommand accepts, and its help text. The usage line, `--help`, the manual page, shell
/// completion and `docs/cli.md` are all made from it.
struct CommandSpec: Sendable {
    /// What a command's positional arguments are, for shell completion.
    enum Positionals: Sendable {
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
    /// The positional arguments in the usage line, such as `NAME KEY=VALUE...` or
    /// `(NAME... | --all)`. An option it names (`--all`) is not listed again after it.
    var arguments: String
    /// Options that take no value.
    var flags: [FlagOption]
    /// Options that take a value.
    var options: [OptionDeclaration]
    /// Options shown as one choice in the usage line, such as `[--json | --format FORMAT]`, by name.
    var alternatives: [[String]]
    /// The fewest and most positional arguments.
    var positionals: ClosedRange<Int>
    /// Paragraphs after the options.
    var discussion: String
    /// What the positional arguments are, for shell completion.
    var completes: Positionals
    /// A titled list of terms and what each is, after the discussion: `serve`'s routes.
    var listing: Listing?

    /// A titled list of terms and their descriptions, shown as aligned rows in help, as tagged
    /// paragraphs in the manual page and as a table in `docs/cli.md`.
    struct Listing: Sendable {
        /// The heading: `ROUTES`.
        var title: String
        /// The terms and their descriptions.
        var rows: [(term: String, description: String)]
    }

    init(
        path: [String], summary: String, arguments: String = "", flags: [FlagOption] = [],
        options: [any DeclaredOption] = [], alternatives: [[String]] = [], positionals: ClosedRange<Int> = 0...0,
        discussion: String = "", completes: Positionals = .none, listing: Listing? = nil
    ) {
        self.path = path
        self.summary = summary
        self.arguments = arguments
        self.flags = flags
        self.options = options.map(\.declaration)
        self.alternatives = alternatives
        self.positionals = positionals
        self.discussion = discussion
        self.completes = completes
        self.listing = listing
    }

    /// The synopsis after `intentctl`: the command, its arguments, then its options, required ones
    /// first: `timeline NAME --deals FILE [--now TIME] [--store DIR] [--json]`.
    var usage: String {
        let items =
            options.map { (name: $0.name, text: $0.synopsis) } + flags.map { (name: $0.name, text: "--\($0.name)") }
        var words = [path.joined(separator: " ")]
        if !arguments.isEmpty { words.append(arguments) }
        var shown = Set(items.map(\.name).filter(mentionedInArguments))
        for option in options where option.isRequired && !shown.contains(option.name) {
            words.append(option.synopsis)
            shown.insert(option.name)
        }
        for item in items where !shown.contains(item.name) {
            let group = alternatives.first { $0.contains(item.name) } ?? [item.name]
            let members = group.compactMap { name in items.first { $0.name == name && !shown.contains(name) } }
            shown.formUnion(members.map(\.name))
            words.append("[" + members.map(\.text).joined(separator: " | ") + "]")
        }
        return words.joined(separator: " ")
    }

    /// Whether ``arguments`` names the option, as `--all` in `(NAME... | --all)`.
    private func mentionedInArguments(_ name: String) -> Bool {
        var rest = Substring(arguments)
        while let range = rest.range(of: "--\(name)") {
            let next = rest[range.upperBound...].first
            if next == nil || !(next!.isLetter || next! == "-") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    /// The `--help` text.
    var help: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: intentctl \(usage)\n\nOPTIONS:\n"
        let rows =
            options.map { ($0.invocation, $0.helpLine) } + flags.map { ("--\($0.name)", $0.help) }
            + [("-h, --help", "Show this help.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, help) in rows {
            text += "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        if let listing {
            text += "\n\(listing.title):\n"
            let width = listing.rows.map(\.term.count).max() ?? 0
            for (term, description) in listing.rows {
                text += "  " + term.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description + "\n"
            }
        }
        return text
    }
}
